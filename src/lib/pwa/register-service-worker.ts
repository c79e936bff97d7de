import { UPDATE_CHECK_MS } from '@domain/constants';
import { reloadOnceForChunkError } from './chunk-reload';
import { announceUpdate } from './pwa-store';

let registered = false;

/**
 * Registers /sw.js in production builds, checks for a new version hourly (spec §9) and exposes a
 * waiting worker to <PwaControls />. Safe to call more than once. workbox-window is loaded only
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
    startWorkbox().catch((error: unknown) =>
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

async function startWorkbox(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  // Filled in by register() below; the listeners must exist before it to hear an already-waiting
  // worker.
  const current: { registration?: ServiceWorkerRegistration; reloadRequested: boolean } = {
    reloadRequested: false,
  };

  wb.addEventListener('controlling', () => {
    if (current.reloadRequested) window.location.reload();
  });
  wb.addEventListener('waiting', () => {
    announceUpdate(() => {
      // Another tab may have activated the worker already: then only this tab needs the reload.
      if (!current.registration?.waiting) {
        window.location.reload();
        return;
      }
      current.reloadRequested = true;
      wb.messageSkipWaiting();
    });
  });

  // The load event has passed (see registerServiceWorker), so there is nothing left to wait for.
  const registration = await wb.register({ immediate: true });
  if (!registration) return;
  current.registration = registration;
  window.setInterval(() => {
    // Offline the check can only fail; the next tick retries.
    if (navigator.onLine) registration.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
}
