// Lighthouse mobile performance (simulated slow 4G, mid-range phone CPU) of the home page and a
// product page, in Debian Chromium against the real (warmed-up) server. Prints score, FCP, LCP, TBT
// and CLS, and keeps the reports in bench/results/.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { startServer } from './lib/server.mjs';

const server = await startServer({ port: 3903 });
const report = path.join(os.tmpdir(), `dukkan-lighthouse-${process.pid}.json`);
try {
  const products = await (await fetch(`${server.url}/api/products?per_page=1`)).json();
  const product = products.data[0];
  const pages = ['/', `/products/${product.store.username}/${product.id}`];
  // A running site is warm: load the rendering bundle and JIT its code first, through URLs that
  // render the same pages under other cache keys, so Lighthouse still measures a real render.
  for (const page of pages) {
    for (let round = 0; round < 3; round += 1) {
      await (await fetch(`${server.url}${page}?locale=ar&warm=${round}`)).text();
    }
  }
  for (const page of pages) {
    const result = spawnSync(
      'npx',
      [
        'lighthouse',
        `${server.url}${page}`,
        '--quiet',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${report}`,
        `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
      ],
      {
        env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    if (result.status !== 0) throw new Error(`lighthouse failed on ${page}`);
    const { categories, audits } = JSON.parse(readFileSync(report, 'utf8'));
    // Kept for a closer look (bench/results/ is not committed).
    mkdirSync('bench/results', { recursive: true });
    copyFileSync(report, `bench/results/lighthouse-${page === '/' ? 'home' : 'product'}.json`);
    const value = (id) => audits[id].displayValue;
    console.log(
      `${page.padEnd(40)} score ${Math.round(categories.performance.score * 100)}  ` +
        `FCP ${value('first-contentful-paint')}  LCP ${value('largest-contentful-paint')}  ` +
        `TBT ${value('total-blocking-time')}  CLS ${value('cumulative-layout-shift')}`,
    );
  }
} finally {
  rmSync(report, { force: true });
  await server.stop();
}
