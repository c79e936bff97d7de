// Lighthouse mobile performance (simulated slow 4G, mid-range phone CPU) of the home page, the
// product listing and a product page, in Debian Chromium against the real (warmed-up) server.
// Runs each page LIGHTHOUSE_RUNS times (default 3) and prints every run and the median of score,
// FCP, LCP, TBT and CLS per page, plus the weighted score (Shopify's weights: home 17, listing 43,
// product 40). Keeps every report in bench/results/.
//   BENCH_PORT=3903 node bench/lighthouse.mjs
//   DIST_DIR=/tmp/old/dist SSR_DIR=/tmp/old/dist-ssr node bench/lighthouse.mjs   (a saved build, no rebuild)
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { startServer } from './lib/server.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const WEIGHTS = { home: 17, listing: 43, product: 40 };
// A saved build (DIST_DIR) is served as it is; otherwise start.mjs builds when stale.
const server = await startServer({
  port: Number(process.env.BENCH_PORT ?? 3903),
  ...(process.env.DIST_DIR && { args: ['--import', 'tsx', 'server/main.ts'] }),
});
const report = path.join(os.tmpdir(), `dukkan-lighthouse-${process.pid}.json`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  const products = await (await fetch(`${server.url}/api/products?per_page=1`)).json();
  const product = products.data[0];
  const pages = {
    home: '/',
    listing: '/products',
    product: `/products/${product.store.username}/${product.id}`,
  };
  // A running site is warm: load the rendering bundle and JIT its code first, through URLs that
  // render the same pages under other cache keys, so Lighthouse still measures a real render.
  for (const page of Object.values(pages)) {
    for (let round = 0; round < 3; round += 1) {
      await (await fetch(`${server.url}${page}?locale=ar&warm=${round}`)).text();
    }
  }
  const medians = {};
  mkdirSync('bench/results', { recursive: true });
  for (const [name, page] of Object.entries(pages)) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      // On a loaded machine Lighthouse sometimes loses the trace (NO_NAVSTART): such a run is
      // run again (twice at most) rather than ending the whole benchmark.
      let attempts = 0;
      while (!lighthouse(`${server.url}${page}`)) {
        attempts += 1;
        if (attempts > 2) throw new Error(`lighthouse failed on ${page}`);
        console.log(`${name.padEnd(8)} run ${run + 1}  failed, running it again`);
      }
      const { categories, audits } = JSON.parse(readFileSync(report, 'utf8'));
      const entry = {
        score: Math.round(categories.performance.score * 100),
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
      };
      runs.push(entry);
      // Every run is kept for a closer look (bench/results/ is not committed).
      copyFileSync(report, `bench/results/lighthouse-${name}-${run + 1}.json`);
      console.log(`${name.padEnd(8)} run ${run + 1}  ${format(entry)}`);
    }
    const m = {
      score: median(runs.map((run) => run.score)),
      fcp: median(runs.map((run) => run.fcp)),
      lcp: median(runs.map((run) => run.lcp)),
      tbt: median(runs.map((run) => run.tbt)),
      cls: median(runs.map((run) => run.cls)),
    };
    medians[name] = m;
    console.log(`${name.padEnd(8)} MEDIAN ${format(m)}  ${page}`);
  }
  const weighted =
    Object.entries(WEIGHTS).reduce((sum, [name, weight]) => sum + medians[name].score * weight, 0) /
    Object.values(WEIGHTS).reduce((sum, weight) => sum + weight, 0);
  console.log(`weighted score (17/43/40): ${weighted.toFixed(1)}`);
} finally {
  rmSync(report, { force: true });
  await server.stop();
}

function format({ score, fcp, lcp, tbt, cls }) {
  return (
    `score ${String(score).padStart(3)}  FCP ${(fcp / 1000).toFixed(1)} s  ` +
    `LCP ${(lcp / 1000).toFixed(1)} s  TBT ${Math.round(tbt)} ms  CLS ${cls.toFixed(3)}`
  );
}

/** One Lighthouse run into `report`; false when it failed. */
function lighthouse(url) {
  const result = spawnSync(
    'npx',
    [
      'lighthouse',
      url,
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
  return result.status === 0;
}
