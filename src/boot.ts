// The page's first script: it loads the app (src/main.tsx). A server-rendered page is readable
// before any JavaScript runs, so there the app — React, Chakra, the router, about 300 KiB — waits
// until the page has been painted and its own images and fonts have loaded, so it does not compete
// with them for a slow connection, or starts at once when the visitor reaches for the page first
// (a tap, a key, focus).
// Links and the header search work before then (docs/decisions.md, "Issue 3 — loading order").
import './app/theme/fonts.css';
import { SSR_STATE_ELEMENT_ID } from '@domain/ssr/ssr';
import { listenForInstallPrompt } from './lib/pwa/pwa-store';
import { rememberPreferences } from './lib/session/remember-preferences';

// What must not wait for the app: a `?locale=` choice and the browser's install offer.
rememberPreferences();
listenForInstallPrompt();

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

let started = false;

function start() {
  if (started) return;
  started = true;
  for (const type of INTERACTIONS) removeEventListener(type, start, true);
  void import('./main');
}

/**
 * Once the page has been painted: a frame, then a task after it. `load` may come before the first
 * paint (small images on a fast link), and the app must not delay that paint either.
 */
const afterPaint = (run: () => void) => requestAnimationFrame(() => setTimeout(run, 0));

const serverRendered = document.getElementById(SSR_STATE_ELEMENT_ID) !== null;
if (!serverRendered) start();
else {
  if (document.readyState === 'complete') afterPaint(start);
  else addEventListener('load', () => afterPaint(start), { once: true });
  for (const type of INTERACTIONS) addEventListener(type, start, { capture: true, passive: true });
}
