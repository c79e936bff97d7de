/// <reference lib="webworker" />
// Navigations to server-rendered pages (home, listings, product, store, categories, search, static
// pages): the network first with a short timeout, then the page as the server last rendered it for
// this language and colour mode, then the app shell. Answering them with the shell made a repeat
// visit blank for ~0.85 s, then a skeleton, then content pushing the footer down.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isRenderedPageNavigation, pageCacheKey, PREFERENCES_COOKIE_NAME } from './routes';

const PAGES_CACHE_PREFIX = 'dukkan-pages-';

/**
 * How long a navigation waits for the server before the saved page is shown. A rendered page
 * answers in 0.1–0.5 s here; past 2 s the link is the problem, and the saved page (which the app
 * refreshes once it runs) beats a blank screen. Without a saved page the network is waited for.
 */
export const PAGE_NETWORK_TIMEOUT_SECONDS = 2;

interface CookieStoreLike {
  get(name: string): Promise<{ value?: string } | null | undefined>;
}

async function preferencesCookie(scope: ServiceWorkerGlobalScope): Promise<string | null> {
  const store = (scope as unknown as { cookieStore?: CookieStoreLike }).cookieStore;
  if (!store) return null;
  try {
    return (await store.get(PREFERENCES_COOKIE_NAME))?.value ?? null;
  } catch {
    return null;
  }
}

/**
 * The pages cache belongs to one build: a saved page names that build's hashed scripts, which the
 * next version's precache no longer holds. `version` is the precached shell's revision.
 */
export function registerPageNavigation(scope: ServiceWorkerGlobalScope, version: string): void {
  const cacheName = `${PAGES_CACHE_PREFIX}${version}`;

  const keyByPreferences: WorkboxPlugin = {
    cacheKeyWillBeUsed: async ({ request }) =>
      pageCacheKey(new URL(request.url), await preferencesCookie(scope)),
  };
  const onlyPages: WorkboxPlugin = {
    cacheWillUpdate: async ({ response }) => {
      const type = response.headers.get('content-type') ?? '';
      if (!type.startsWith('text/html')) return null;
      if (/\bno-store\b/i.test(response.headers.get('cache-control') ?? '')) return null;
      return response;
    },
  };
  // Neither the network nor a saved page: the precached shell, which renders from the persisted
  // query cache or says the page needs a connection.
  const shellFallback: WorkboxPlugin = {
    handlerDidError: async () => (await matchPrecache('index.html')) ?? undefined,
  };

  registerRoute(
    ({ url, request }) => isRenderedPageNavigation(url, request.mode, scope.location.origin),
    new NetworkFirst({
      cacheName,
      networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        onlyPages,
        keyByPreferences,
        // ~20–200 KB a page: the last 40 pages seen.
        new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true }),
        shellFallback,
      ],
    }),
  );

  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((names) =>
          Promise.all(
            names
              .filter((name) => name.startsWith(PAGES_CACHE_PREFIX) && name !== cacheName)
              .map((name) => caches.delete(name)),
          ),
        ),
    );
  });
}
