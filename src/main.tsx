import '@fontsource/noto-kufi-arabic/arabic-400.css';
import '@fontsource/noto-kufi-arabic/arabic-700.css';
import '@fontsource/quicksand/latin-400.css';
import '@fontsource/quicksand/latin-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { createQueryClient } from '@/lib/api';
import { applyColorMode } from '@/lib/color-mode';
import { initI18n, languageFromSearch, resolveLanguage } from '@/lib/i18n';
import { registerServiceWorker } from '@/lib/pwa';
import { readState, writeState } from '@/lib/session';

// Language and colour mode go on <html> before the first render, so nothing flips after paint.
const stored = readState();
const language = resolveLanguage(location.search, stored.language);
if (languageFromSearch(location.search) && language !== stored.language) writeState({ language });
initI18n(language);
applyColorMode(stored.isDarkMode);

const queryClient = createQueryClient();
const router = createAppRouter();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

registerServiceWorker();
