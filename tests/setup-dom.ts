// DOM test setup (vitest project `src`, happy-dom): IndexedDB for the query persister and idb,
// and a clean DOM and storage after every test.
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
