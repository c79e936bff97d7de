// The page's first script: it loads the app (src/main.tsx). A server-rendered page is readable
// before any JavaScript runs, so there the app — React, Chakra, the router, about 300 KiB — waits
// until the page has been painted and its own images and fonts have loaded, so it competes with
// neither for a slow connection or a slow CPU, or starts at once when the visitor reaches for the
// page first (a tap, a key, focus).
// Links and the header search work before then
// (docs/decisions/0040-first-load-and-main-thread.md).
import './app/theme/fonts.css';
import { SSR_STATE_ELEMENT_ID } from '@domain/ssr/ssr';
import { LOCALES } from './lib/i18n/locale-loaders';
import { listenForInstallPrompt } from './lib/pwa/pwa-store';
import { rememberPreferences } from './lib/session/remember-preferences';

// What must not wait for the app: a `?locale=` choice and the browser's install offer.
const language = rememberPreferences();
listenForInstallPrompt();

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

let started = false;

function start() {
  if (started) return;
  started = true;
  for (const type of INTERACTIONS) removeEventListener(type, start, true);
  // The page's texts load beside the app, not after it (src/main.tsx waits for them).
  void LOCALES[language]();
  void import('./main');
}

/** How long the app waits after `load` for a paint report that may never come. */
const PAINT_WAIT_MS = 3000;

/**
 * Once the browser has reported the page's first contentful paint (its presentation can trail the
 * paint itself and `load`), or after a while where paints are not reported.
 */
function afterFirstPaint(run: () => void) {
  const fallback = setTimeout(run, PAINT_WAIT_MS);
  if (typeof PerformanceObserver === 'undefined') return;
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    clearTimeout(fallback);
    setTimeout(run, 0);
  }).observe({ type: 'paint', buffered: true });
}

const serverRendered = document.getElementById(SSR_STATE_ELEMENT_ID) !== null;
if (!serverRendered) start();
else {
  if (document.readyState === 'complete') afterFirstPaint(start);
  else addEventListener('load', () => afterFirstPaint(start), { once: true });
  for (const type of INTERACTIONS) addEventListener(type, start, { capture: true, passive: true });
}
