// Runtime caching of the service worker: which requests are kept, where, and for how long.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isAuthenticated, isImageRequest, isPublicApiRequest, languageCacheKey } from './routes';

export const API_CACHE = 'dukkan-api-v1';
export const IMAGE_CACHE = 'dukkan-images-v1';

/** Spec: public catalogue GETs go to the network first and fall back to the cache after 3 s. */
export const API_NETWORK_TIMEOUT_SECONDS = 3;
const DAY_SECONDS = 24 * 60 * 60;

/**
 * The last gate before anything is written: an authenticated request or a `no-store` response never
 * reaches a SW cache, whatever route matched it.
 */
const neverStorePrivate: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    if (isAuthenticated(request.headers)) return null;
    if (/\bno-store\b/i.test(response.headers.get('cache-control') ?? '')) return null;
    return response;
  },
};

const keyByLanguage: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) =>
    languageCacheKey(new URL(request.url), request.headers),
};

export function registerRuntimeCaching(origin: string): void {
  registerRoute(
    ({ url, request }) => isPublicApiRequest(url, request.headers, request.method, origin),
    new NetworkFirst({
      cacheName: API_CACHE,
      networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS,
      plugins: [
        // Only a 200: the browser's HTTP cache turns a revalidation's 304 into its stored 200
        // before the worker sees it; a 304 seen here answers the page's own If-None-Match.
        new CacheableResponsePlugin({ statuses: [200] }),
        neverStorePrivate,
        keyByLanguage,
        // Bounded so a long browsing session cannot fill the origin's quota with list pages.
        new ExpirationPlugin({
          maxEntries: 200,
          maxAgeSeconds: 7 * DAY_SECONDS,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );

  registerRoute(
    ({ url, request }) =>
      isImageRequest(url, request.destination, request.headers, request.method, origin),
    new CacheFirst({
      cacheName: IMAGE_CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        neverStorePrivate,
        new ExpirationPlugin({
          maxEntries: 300,
          maxAgeSeconds: 30 * DAY_SECONDS,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
}
