// Which font the first screen of a page the browser renders (sign-in, cart, panel sign-in) is
// drawn in on a cold visit over a slow link, with the shell's font preloads and without them
// (stripped from the document in flight): with `font-display: optional` a face that misses its
// short window is never used on that page. Debian Chromium, 390×844, throttled like 3G.
// `node bench/shell-fonts.mjs [url]` (no url: starts the built server on BENCH_PORT, default 3903).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { startServer } from './lib/server.mjs';

const external = process.argv[2];
const server = external
  ? { url: external.replace(/\/$/, ''), stop: async () => undefined }
  : await startServer({ port: Number(process.env.BENCH_PORT ?? 3903) });
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PATHS = ['/login', '/cart', '/panel/login'];
/** Chrome DevTools' "3G" preset: 1.6 Mbps down, 750 kbps up, 150 ms round trip (×2 for slow servers). */
const THREE_G = {
  offline: false,
  latency: 300,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const WEB_FONTS = { ar: 'Noto Kufi Arabic', en: 'Quicksand' };
const PRELOAD = /<link rel="preload"[^>]*as="font"[^>]*>/g;

/** The family most of the page heading's glyphs were drawn with. */
async function headingFont(page, cdp) {
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: 'main h1, main h2, h1, h2',
  });
  if (!nodeId) return 'no heading';
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)[0]?.familyName ?? 'none';
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const language of ['ar', 'en']) {
    for (const path of PATHS) {
      const line = [];
      for (const preloads of [true, false]) {
        let used = 0;
        const interactive = [];
        for (let run = 0; run < RUNS; run += 1) {
          const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', THREE_G);
          if (!preloads) {
            await page.route(
              (url) => url.pathname === path,
              async (route) => {
                const response = await route.fetch();
                const body = (await response.text()).replace(PRELOAD, '');
                await route.fulfill({ response, body });
              },
            );
          }
          await page.goto(`${server.url}${path}?locale=${language}`);
          await page.waitForSelector('html[data-interactive]', { timeout: 60_000 });
          interactive.push(await page.evaluate(() => Math.round(performance.now())));
          const family = await headingFont(page, cdp);
          if (family.includes(WEB_FONTS[language])) used += 1;
          await context.close();
        }
        const median = interactive.sort((a, b) => a - b)[Math.floor(RUNS / 2)];
        line.push(
          `${preloads ? 'with preloads' : 'without'}: ${used}/${RUNS} (interactive ${median} ms)`,
        );
      }
      console.log(
        `${language} ${path.padEnd(13)} heading in ${WEB_FONTS[language]} — ${line.join(', ')}`,
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
