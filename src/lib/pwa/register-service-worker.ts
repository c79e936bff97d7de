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
 * workbox-window registers the worker and reports its life (its own chunk, loaded with the
 * registration after the page has loaded). A worker installed while another controls the page is
 * an update: it waits (registerType 'prompt'), workbox-window's `waiting` event offers it, and once
 * the user accepts, `messageSkipWaiting()` posts `{ type: 'SKIP_WAITING' }` (sw/sw.ts); its taking
 * control (`controlling`) then reloads this tab. The first install takes the page at once
 * (`clientsClaim`) and offers nothing. Every hour `update()` checks for a new version.
 */
async function startServiceWorker(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  const registration = await wb.register();
  // A worker waiting from an earlier visit is reported too (`wasWaitingBeforeRegister`, in the
  // microtask after `register()`), as is each update found later.
  wb.addEventListener('waiting', (event) => {
    const worker = event.sw;
    announceUpdate(() => {
      // Another tab may have activated the worker already: then only this tab needs the reload.
      if (!worker || registration?.waiting !== worker) {
        window.location.reload();
        return;
      }
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  window.setInterval(() => {
    // Offline the check can only fail; the next tick retries.
    if (navigator.onLine) wb.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
}
