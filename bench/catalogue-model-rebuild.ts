// The catalogue read model's rebuild under load (issue 14, session 9): does a build stall the
// event loop? The app runs in this process on an already seeded database (bench/catalogue-scale.mjs
// seeds one); a fixed-rate load (bench/lib/fixed-rate-load.mjs, its own process, latencies from
// each request's scheduled time) asks grid pages answered by the app's model. Windows in turn:
// load alone, then load while a second model on the same database rebuilds back to back in this
// process (the same code and event loop as the app's own rebuild every TTL). Prints per window
// the event-loop delay p99 / max, the load's p50 / p99 / max, and the builds' count and duration;
// and the process's RSS before the first build and after.
// Usage: DATABASE_URL=postgres://… node --expose-gc --import tsx bench/catalogue-model-rebuild.ts [rate=1000] [seconds=6] [rounds=2]
//   (--expose-gc: the model's own memory is measured after a full collection, before the app starts)
//   PGlite: BENCH_DATA_DIR (default /tmp/bench-100k).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { openDb } from '../server/db/client';
import { readEnv } from '../server/env';
import { CatalogueModel } from '../server/modules/catalogue/catalogue-model';

const RATE = Number(process.argv[2] ?? 1000);
const SECONDS = Number(process.argv[3] ?? 6);
const ROUNDS = Number(process.argv[4] ?? 2);
const PORT = Number(process.env.BENCH_PORT ?? 3953);
const databaseUrl = process.env.DATABASE_URL;
const dataDir = process.env.BENCH_DATA_DIR ?? '/tmp/bench-100k';

const rssMb = () => Math.round(process.memoryUsage().rss / 1024 / 1024);
/** RSS and heap in use (MB) after a full collection when node runs with --expose-gc. */
function memory() {
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss: Math.round(rss / 1024 / 1024), heap: Math.round(heapUsed / 1024 / 1024) };
}

function childJson(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}`))));
  });
}

const database = await openDb({ databaseUrl, dataDir, poolSize: 10 });
const scratch = mkdtempSync(path.join(os.tmpdir(), 'dukkan-model-bench-'));
// The model's own memory: one built, held, measured after a full collection.
const without = memory();
const alone = new CatalogueModel(database.db, 600_000);
const buildStarted = Date.now();
await alone.ready();
const withModel = memory();
console.log(
  `one model, no load: ${alone.lastBuild.products} products built in ${Date.now() - buildStarted} ms; ` +
    `after a full GC: RSS ${without.rss} → ${withModel.rss} MB, heap ${without.heap} → ${withModel.heap} MB` +
    ((globalThis as { gc?: unknown }).gc ? '' : ' (run node with --expose-gc for these)'),
);
alone.clear();
const rssBefore = rssMb();
const env = readEnv({
  NODE_ENV: 'production',
  PORT: String(PORT),
  DATA_DIR: databaseUrl ? scratch : dataDir,
  DIST_DIR: path.join(scratch, 'dist'),
  SSR_DIR: path.join(scratch, 'dist-ssr'),
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '100000000',
  CATALOGUE_ANSWER_TTL_MS: '0',
  CATALOGUE_MODEL_TTL_MS: '600000',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const app = await buildApp({ database, env });
await app.listen({ port: PORT, host: '127.0.0.1' });
const url = `http://127.0.0.1:${PORT}/api/products?sort=price_asc&page=3`;
// Until the app's own first build is in, the grid is answered by SQL: wait for the model.
const probe = new CatalogueModel(database.db, 600_000);
const started = Date.now();
await probe.ready();
console.log(
  `model: ${probe.lastBuild.products} products built in ${probe.lastBuild.ms} ms (${Date.now() - started} ms to ready); RSS ${rssBefore} MB before the app, ${rssMb()} MB with two models built`,
);
await new Promise((resolve) => setTimeout(resolve, 2_000));
await childJson(['bench/lib/fixed-rate-load.mjs', url, String(RATE), '2']); // warm-up

const delay = monitorEventLoopDelay({ resolution: 1 });
async function window(label: string, rebuild: boolean) {
  const rebuilder = new CatalogueModel(database.db, 600_000);
  let stop = false;
  const durations: number[] = [];
  const loop = (async () => {
    while (rebuild && !stop) {
      rebuilder.clear();
      await rebuilder.ready();
      durations.push(rebuilder.lastBuild.ms);
    }
  })();
  delay.reset();
  delay.enable();
  const result = JSON.parse(
    await childJson(['bench/lib/fixed-rate-load.mjs', url, String(RATE), String(SECONDS)]),
  ) as { sent: number; errors: number; p50: number; p99: number; max: number };
  delay.disable();
  stop = true;
  await loop;
  console.log(
    `${label.padEnd(28)} event-loop delay p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms; ` +
      `grid at ${RATE} req/s: p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms, errors ${result.errors}` +
      (rebuild
        ? `; ${durations.length} builds of ${durations.map((ms) => `${ms}`).join(', ')} ms`
        : ''),
  );
}

console.log(
  `${databaseUrl ? 'PostgreSQL' : 'PGlite'}; load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
for (let round = 1; round <= ROUNDS; round += 1) {
  await window(`round ${round}: load alone`, false);
  await window(`round ${round}: load + rebuilds`, true);
}
console.log(`RSS at the end: ${rssMb()} MB`);
await app.close();
await database.close();
