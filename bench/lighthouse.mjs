// Lighthouse mobile performance (simulated slow 4G, mid-range phone CPU) of the home page, the
// product listing and a product page, in Debian Chromium against the real (warmed-up) server.
// Runs each page LIGHTHOUSE_RUNS times (default 3) and prints every run and the median of score,
// FCP, LCP, TBT and CLS per page, plus the weighted score (Shopify's weights: home 17, listing 43,
// product 40). Keeps every report in bench/results/.
//   BENCH_PORT=3903 node bench/lighthouse.mjs
//   DIST_DIR=/tmp/old/dist SSR_DIR=/tmp/old/dist-ssr node bench/lighthouse.mjs   (a saved build, no rebuild)
// COMPARE_DIST_DIR/COMPARE_SSR_DIR: a second build served beside it (on BENCH_PORT + 10) and run
// alternately with it, run by run, so both see the same load on a shared machine (COMPARE_PORT: its port).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { startServer } from './lib/server.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const WEIGHTS = { home: 17, listing: 43, product: 40 };
// A saved build (DIST_DIR) is served as it is; otherwise start.mjs builds when stale.
const port = Number(process.env.BENCH_PORT ?? 3903);
const builds = [
  {
    label: process.env.COMPARE_DIST_DIR ? 'build' : '',
    server: await startServer({
      port,
      ...(process.env.DIST_DIR && { args: ['--import', 'tsx', 'server/main.ts'] }),
    }),
  },
];
if (process.env.COMPARE_DIST_DIR) {
  builds.push({
    label: 'compare',
    server: await startServer({
      port: Number(process.env.COMPARE_PORT ?? port + 10),
      args: ['--import', 'tsx', 'server/main.ts'],
      env: {
        DIST_DIR: process.env.COMPARE_DIST_DIR,
        SSR_DIR:
          process.env.COMPARE_SSR_DIR ?? path.join(process.env.COMPARE_DIST_DIR, '../dist-ssr'),
      },
    }),
  });
}
const report = path.join(os.tmpdir(), `dukkan-lighthouse-${process.pid}.json`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  const { url } = builds[0].server;
  const products = await (await fetch(`${url}/api/products?per_page=1`)).json();
  const product = products.data[0];
  const pages = {
    home: '/',
    listing: '/products',
    product: `/products/${product.store.username}/${product.id}`,
  };
  // A running site is warm: load the rendering bundle and JIT its code first, through URLs that
  // render the same pages under other cache keys, so Lighthouse still measures a real render.
  for (const { server } of builds) {
    for (const page of Object.values(pages)) {
      for (let round = 0; round < 3; round += 1) {
        await (await fetch(`${server.url}${page}?locale=ar&warm=${round}`)).text();
      }
    }
  }
  mkdirSync('bench/results', { recursive: true });
  for (const build of builds) build.medians = {};
  for (const [name, page] of Object.entries(pages)) {
    for (const build of builds) build.runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      for (const build of builds) {
        // On a loaded machine Lighthouse sometimes loses the trace (NO_NAVSTART): such a run is
        // run again (twice at most) rather than ending the whole benchmark.
        let attempts = 0;
        while (!lighthouse(`${build.server.url}${page}`)) {
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
        build.runs.push(entry);
        // Every run is kept for a closer look (bench/results/ is not committed).
        const suffix = build.label ? `-${build.label}` : '';
        copyFileSync(report, `bench/results/lighthouse-${name}-${run + 1}${suffix}.json`);
        console.log(`${name.padEnd(8)} ${build.label} run ${run + 1}  ${format(entry)}`);
      }
    }
    for (const build of builds) {
      const m = {
        score: median(build.runs.map((run) => run.score)),
        fcp: median(build.runs.map((run) => run.fcp)),
        lcp: median(build.runs.map((run) => run.lcp)),
        tbt: median(build.runs.map((run) => run.tbt)),
        cls: median(build.runs.map((run) => run.cls)),
      };
      build.medians[name] = m;
      console.log(`${name.padEnd(8)} ${build.label} MEDIAN ${format(m)}  ${page}`);
    }
  }
  for (const build of builds) {
    const weighted =
      Object.entries(WEIGHTS).reduce(
        (sum, [name, weight]) => sum + build.medians[name].score * weight,
        0,
      ) / Object.values(WEIGHTS).reduce((sum, weight) => sum + weight, 0);
    console.log(`${build.label} weighted score (17/43/40): ${weighted.toFixed(1)}`);
  }
} finally {
  rmSync(report, { force: true });
  for (const { server } of builds) await server.stop();
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
