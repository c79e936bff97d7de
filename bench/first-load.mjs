// JavaScript the home page loads (gzip), measured in Debian Chromium against the real server:
// every script response until the page is idle, excluding the service worker.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { startServer } from './lib/server.mjs';

// `--files` also lists every script with its gzip size, largest first.
const args = process.argv.slice(2);
const listFiles = args.includes('--files');
const paths = args.filter((arg) => !arg.startsWith('--'));
if (!paths.length) paths.push('/');
// BENCH_PORT: several worktrees may measure at once.
const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3901) });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  for (const pagePath of paths) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (response.request().resourceType() !== 'script' || url.pathname === '/sw.js') return;
      scripts.push(response.body().then((body) => ({ path: url.pathname, body })));
    });
    await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' });
    const bodies = await Promise.all(scripts);
    const raw = bodies.reduce((sum, item) => sum + item.body.length, 0);
    const gzip = bodies.reduce((sum, item) => sum + gzipSync(item.body, { level: 9 }).length, 0);
    console.log(
      `${pagePath.padEnd(12)} ${bodies.length} scripts, ${(raw / 1024).toFixed(1)} KiB raw, ` +
        `${(gzip / 1024).toFixed(1)} KiB gzip`,
    );
    if (listFiles) {
      const sized = bodies.map((item) => ({
        path: item.path,
        gzip: gzipSync(item.body, { level: 9 }).length,
      }));
      for (const item of sized.sort((a, b) => b.gzip - a.gzip)) {
        console.log(`  ${(item.gzip / 1024).toFixed(1).padStart(6)} KiB  ${item.path}`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
