// Cumulative layout shift of shop pages on a first visit and on repeat visits through the service
// worker, measured in Debian Chromium (PerformanceObserver `layout-shift`) at 390×844 (or
// BENCH_VIEWPORT=1280x800) in Arabic and English: `node bench/cls.mjs [url]` (no url: starts the
// built server on BENCH_PORT, default 3902).
// CLS here is the sum of every shift without recent input until the page is settled (stricter than
// the web-vitals session window). The target: ≤ 0.02 everywhere.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { startServer } from './lib/server.mjs';

const external = process.argv[2];
const server = external
  ? { url: external.replace(/\/$/, ''), stop: async () => undefined }
  : await startServer({ port: Number(process.env.BENCH_PORT ?? 3902) });
/** Repeat visits per page after the first one. */
const REPEATS = Number(process.env.BENCH_REPEATS ?? 2);
/** How long a page may keep shifting after the network is idle. */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 1500);
const [WIDTH, HEIGHT] = (process.env.BENCH_VIEWPORT ?? '390x844').split('x').map(Number);

async function json(path, init) {
  const response = await fetch(`${server.url}${path}`, init);
  return (await response.json()).data;
}

const [product] = await json('/api/products?per_page=1');
const session = (
  await json('/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'user', password: 'Dukkan@2026' }),
  })
).session;
const pages = [
  { name: 'home', path: '/' },
  { name: 'listing', path: '/products' },
  { name: 'product', path: `/products/${product.store.username}/${product.id}` },
  { name: 'store', path: `/store/${product.store.username}` },
  { name: 'store+user', path: `/store/${product.store.username}`, signedIn: true },
  { name: 'profile', path: '/profile', signedIn: true },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** Shifts of the current document, summed by the init script below. */
const readCls = (page) =>
  page.evaluate(() => ({
    cls: globalThis.__cls ?? 0,
    shifts: (globalThis.__shifts ?? []).slice(0, 5),
    controlled: Boolean(navigator.serviceWorker?.controller),
  }));

async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(SETTLE_MS);
}

const rows = [];
try {
  for (const { name, path, signedIn } of pages) {
    for (const language of ['ar', 'en']) {
      const context = await browser.newContext({ viewport: { width: WIDTH, height: HEIGHT } });
      // A returning shopper: the language choice is stored and mirrored into the cookie.
      await context.addCookies([
        { name: 'dukkan_prefs', value: language, url: server.url, sameSite: 'Lax' },
      ]);
      await context.addInitScript(
        ([lang, user]) => {
          if (!localStorage.getItem('dukkan')) {
            localStorage.setItem(
              'dukkan',
              JSON.stringify({ language: lang, isDarkMode: false, user: user ?? null }),
            );
          }
          globalThis.__cls = 0;
          globalThis.__shifts = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              if (entry.hadRecentInput) continue;
              globalThis.__cls += entry.value;
              const node = entry.sources?.[0]?.node;
              globalThis.__shifts.push(
                `${entry.value.toFixed(3)}@${Math.round(entry.startTime)}ms ${
                  node?.nodeName ?? ''
                }${node?.getAttribute?.('data-testid') ? `[${node.getAttribute('data-testid')}]` : ''}`,
              );
            }
          }).observe({ type: 'layout-shift', buffered: true });
        },
        [language, signedIn ? session : null],
      );
      const page = await context.newPage();
      await page.goto(`${server.url}${path}`);
      await settle(page);
      const first = await readCls(page);
      // The worker installs when the first page is idle and takes it at once (clientsClaim).
      await page
        .waitForFunction(() => navigator.serviceWorker?.controller, null, { timeout: 60_000 })
        .catch(() => undefined);
      const repeats = [];
      for (let visit = 0; visit < REPEATS; visit += 1) {
        await page.goto(`${server.url}${path}`);
        await settle(page);
        repeats.push(await readCls(page));
      }
      const worst = repeats.reduce((a, b) => (b.cls > a.cls ? b : a), repeats[0]);
      rows.push({ name, language, first, repeat: worst });
      console.log(
        `${name.padEnd(10)} ${language}  first ${first.cls.toFixed(3)}  repeat ${worst.cls.toFixed(3)}` +
          `${worst.controlled ? '' : ' (no worker)'}` +
          (first.cls > 0.02 ? `\n    first: ${first.shifts.join(', ')}` : '') +
          (worst.cls > 0.02 ? `\n    repeat: ${worst.shifts.join(', ')}` : ''),
      );
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
const max = Math.max(...rows.flatMap((row) => [row.first.cls, row.repeat.cls]));
console.log(`worst CLS ${max.toFixed(3)} (goal ≤ 0.02)`);
