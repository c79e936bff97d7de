import { CacheProvider } from '@emotion/react';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { createAppRouter, preloadMatchedRoutes } from '@/app/router';
import { getSystem, prepareSystem } from '@/app/theme/system';
import { formatNumber } from '@domain/format';
import { formatMoney } from '@domain/money';
import { createQueryClient } from '@/lib/api';
import { applyColorMode } from '@/lib/color-mode';
import { initI18n, loadLanguage } from '@/lib/i18n';
import { nextTask } from '@/lib/next-task';
import { startOutbox } from '@/lib/offline/outbox-client';
import { watchPersonalCache } from '@/lib/offline/personal-cache';
import { registerServiceWorker } from '@/lib/pwa';
import { createClientStyleCache, readServerState } from '@/lib/ssr';
import { readState, setHydrationState } from '@/lib/session';
import { rememberPreferences } from '@/lib/session/remember-preferences';

// Language and colour mode go on <html> before the first render, so nothing flips after paint.
const language = rememberPreferences();
// The page's language only (the other one loads with a switch); boot.ts has already asked for it.
await loadLanguage(language);
initI18n(language);
applyColorMode(readState().isDarkMode);
// The modules' evaluation and the lines above were one task with the server state's reading and
// the route's preloading below (101–172 ms at Lighthouse's 4× CPU slowdown): a task each.
await nextTask();

const queryClient = createQueryClient();
// Personal cached data leaves with its account; writes kept offline are replayed.
watchPersonalCache(queryClient);
startOutbox(queryClient);
const container = document.getElementById('root') as HTMLElement;
// The server rendered this page: reuse its markup when it was rendered in this tab's language.
const server = readServerState();
const hydrating = server !== null && server.language === language;
if (hydrating) {
  // A page reached at another address than its canonical one (a product without its name slug)
  // gets the canonical one before the router reads it: no navigation (a whole-page render) after
  // hydration.
  if (server.canonicalPath && server.canonicalPath !== window.location.pathname) {
    const { search, hash } = window.location;
    window.history.replaceState(
      window.history.state,
      '',
      `${server.canonicalPath}${search}${hash}`,
    );
  }
  hydrate(queryClient, server.queries as DehydratedState);
  setHydrationState(server);
  await nextTask();
  await preloadMatchedRoutes();
}
// Chakra's system is the largest piece of the start: a task for each of its steps (the configs,
// the token dictionary, the rest), apart from the modules' evaluation before them and the first
// slice of rendering after them.
await nextTask();
while (prepareSystem()) await nextTask();
await nextTask();
getSystem();
// The first Intl number formats of a page load the locale's data (~60 ms at Lighthouse's 4× CPU
// slowdown, found in a trace inside the first price's render): the plain and the money format
// get a task each, before hydration needs them.
await nextTask();
formatNumber(0, language);
await nextTask();
formatMoney(0, language);
await nextTask();
const router = createAppRouter(hydrating ? { loaderData: server.router.loaderData } : undefined);
const styleCache = createClientStyleCache();
// The router's creation (matching, history) and the style cache's adoption of the server's rules
// are a task of their own too, before hydration's first pass.
await nextTask();
const app = (
  <StrictMode>
    <CacheProvider value={styleCache}>
      <AppProviders queryClient={queryClient} serverRendered={hydrating} hydrating={hydrating}>
        <RouterProvider router={router} />
      </AppProviders>
    </CacheProvider>
  </StrictMode>
);

// React hydrates concurrently: the root's pass yields to the browser every few milliseconds, and
// each Suspense boundary (the header's parts, every product card, what is below the fold, the
// sections `lazy` loads) is hydrated in a later pass of its own, first the one a visitor touches
// (selective hydration). A difference between the server's markup and this render is a recoverable
// error: React renders that boundary afresh and it is logged here for checks
// (scripts/hydration-watch.mjs). The marks tell checks where rendering began.
performance.mark('dukkan-render-start');
if (hydrating) {
  hydrateRoot(container, app, {
    onRecoverableError: (error, info) => {
      console.error('Hydration mismatch:', error, info.componentStack ?? '');
    },
  });
} else createRoot(container).render(app);
performance.mark('dukkan-rendered', { detail: { hydrated: hydrating } });

registerServiceWorker();
