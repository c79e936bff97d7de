// DOM test setup (vitest project `src`, happy-dom): IndexedDB for the query persister and idb,
// and a clean DOM and storage after every test.
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadLanguage, loadMoreTexts } from '@/lib/i18n';

// Each language's texts are a chunk the app loads on demand; tests have both from the start.
await Promise.all([loadLanguage('ar'), loadLanguage('en'), loadMoreTexts(['ar', 'en'])]);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
