/// <reference lib="webworker" />
// The one service worker of the app (precache, runtime cache, push in ./push.ts).
// vite-plugin-pwa bundles this file and its imports into a classic dist/sw.js.
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { registerRuntimeCaching } from './caching';
import { registerPageNavigation } from './pages';
import { registerOutboxSync } from './outbox';
import { registerPush } from './push';
import { NAVIGATION_DENYLIST } from './routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** The message the page posts when the user accepts "new version — reload". */
interface SkipWaitingMessage {
  type: 'SKIP_WAITING';
}

function isSkipWaiting(data: unknown): data is SkipWaitingMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'SKIP_WAITING'
  );
}

// registerType is 'prompt': a new worker waits until the user chooses to reload.
self.addEventListener('message', (event) => {
  if (isSkipWaiting(event.data)) void self.skipWaiting();
});

// The first install takes the open page at once, so its catalogue reads are cached from the first
// visit; later versions only activate through SKIP_WAITING above.
clientsClaim();

const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);
cleanupOutdatedCaches();

// Server-rendered pages first (network, then the saved page, then the shell); every other app
// route gets the shell at once. Routes match in the order they are registered.
const shellEntry = manifest.find(
  (entry): entry is PrecacheEntry => typeof entry !== 'string' && entry.url === 'index.html',
);
registerPageNavigation(self, shellEntry?.revision ?? 'v1');

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [...NAVIGATION_DENYLIST],
  }),
);

registerRuntimeCaching(self.location.origin);

// Push and notification clicks, before any Firebase code: once getMessaging() runs it adds its
// own push/notificationclick listeners (toolchain.md).
registerPush(self);

// Writes kept offline by a page, replayed by Background Sync where the browser has it.
registerOutboxSync(self);
