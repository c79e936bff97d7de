import { UPDATE_CHECK_MS } from '@domain/constants';
import { reloadOnceForChunkError } from './chunk-reload';
import { announceUpdate } from './pwa-store';

let registered = false;

/**
 * Registers /sw.js in production builds, checks for a new version hourly (spec §9) and exposes a
 * waiting worker to <PwaControls />. Safe to call more than once. The worker is registered only
 * after the page's `load` event and an idle moment, so it stays off the critical path. The install
 * offer is listened for earlier, by the page's first script (src/boot.ts).
 */
export function registerServiceWorker(): void {
  if (registered || typeof window === 'undefined') return;
  registered = true;
  // Vite fires this when a lazy chunk or its CSS fails, also outside the router's error handling;
  // the error still propagates, and the error screen that catches it sees the reload under way.
  window.addEventListener('vite:preloadError', (event) => {
    reloadOnceForChunkError((event as Event & { payload?: unknown }).payload);
  });
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    startServiceWorker().catch((error: unknown) =>
      console.warn('[pwa] service worker not registered', error),
    );
  };
  // After `load`, and then when the page is idle: installing the worker downloads every asset of
  // the app (~3 MB), which on a first visit competed with hydration for the CPU and the link.
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(start, { timeout: IDLE_WAIT_MS })
      : setTimeout(start, IDLE_WAIT_MS);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** The longest the worker's installation waits for an idle moment. */
const IDLE_WAIT_MS = 5000;

/**
 * The browser's own service worker API, in place of workbox-window (~2 KiB gzip that every first
 * page load fetched, issue 14). A worker that is installed while another controls the page is an
 * update: it waits (registerType 'prompt') until the user accepts the offer, which posts
 * SKIP_WAITING (sw/sw.ts); its taking control then reloads this tab. The first install takes the
 * page at once (`clientsClaim`) and offers nothing.
 */
async function startServiceWorker(): Promise<void> {
  const container = navigator.serviceWorker;
  let reloadRequested = false;
  container.addEventListener('controllerchange', () => {
    if (reloadRequested) window.location.reload();
  });

  const registration = await container.register('/sw.js', { scope: '/' });
  const offer = (worker: ServiceWorker) =>
    announceUpdate(() => {
      // Another tab may have activated the worker already: then only this tab needs the reload.
      if (registration.waiting !== worker) {
        window.location.reload();
        return;
      }
      reloadRequested = true;
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  // Offered once installed, and only while another worker controls the page (an update).
  const watch = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const offerIfWaiting = () => {
      if (worker.state === 'installed' && container.controller) offer(worker);
    };
    if (worker.state === 'installed') offerIfWaiting();
    else worker.addEventListener('statechange', offerIfWaiting);
  };
  // A worker already waiting from an earlier visit, one installing now, and later updates.
  watch(registration.waiting ?? registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
  window.setInterval(() => {
    // Offline the check can only fail; the next tick retries.
    if (navigator.onLine) registration.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
}
