// Ratings on one hot product: the real app, in process, on the test snapshot (PGlite) or
// a throw-away PostgreSQL database (TEST_DATABASE_URL, as the tests use it). `shoppers` shoppers
// each POST /api/ratings for the same product, `concurrency` at a time (they queue on the
// product's row lock); then the stored average and count are checked against the rows, and the
// public ratings list is read. Prints latency p50/p95/p99 and writes per second.
// Usage: node bench/ratings.mjs [shoppers] [concurrency]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const shoppers = Number(process.argv[2] ?? 400);
const concurrency = Number(process.argv[3] ?? 20);
const { ensureSnapshot, openTestDb } = await import('../server/db/testing.ts');
const { buildApp } = await import('../server/app.ts');
const { readEnv } = await import('../server/env.ts');
const { issueSession } = await import('../server/modules/auth/auth.service.ts');
const { averageRating } = await import('../domain/rating.ts');
const { seedProduct, seedStore, seedUser } = await import('../tests/factories/index.ts');

await ensureSnapshot();
const database = await openTestDb();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dukkan-bench-ratings-'));
const env = {
  ...readEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    RATE_LIMIT_MAX: '100000000',
  }),
  jwtSecret: 'bench-secret-that-is-long-enough-for-hs256',
};
const app = await buildApp({ database, env });
await app.ready();
const { db } = database;

const store = await seedStore(db);
const product = (await seedProduct(db, { storeId: store.id, status: 'accepted' })).id;
const tokens = [];
for (let i = 0; i < shoppers; i += 1) {
  const user = await seedUser(db, { role: 'user' });
  tokens.push((await issueSession(db, env, { userId: user.id, kind: 'user', role: 'user' })).token);
}
const values = tokens.map((_, i) => ((i * 7) % 10) / 2 + 0.5);

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
async function run(label, calls) {
  const times = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < calls.length) {
        const call = calls[next++];
        const t0 = performance.now();
        const answer = await call();
        times.push(performance.now() - t0);
        if (answer.statusCode !== 200)
          throw new Error(`${label}: ${answer.statusCode} ${answer.body}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  console.log(
    `${label}: ${calls.length} calls, ${(calls.length / seconds).toFixed(0)}/s, p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms, p99 ${percentile(times, 0.99).toFixed(1)} ms`,
  );
}

const rate = (i, rating) => () =>
  app.inject({
    method: 'POST',
    url: '/api/ratings',
    headers: { authorization: `Bearer ${tokens[i]}` },
    payload: { product_id: product, rating },
  });
console.log(`${database.kind}, ${shoppers} shoppers, ${concurrency} at a time, one product`);
await run(
  'rate (new)',
  tokens.map((_, i) => rate(i, values[i])),
);
// Half change their rating: edits race each other on the same row lock.
const changed = [...values];
const edits = [];
tokens.forEach((_, i) => {
  if (i % 2 === 0) {
    changed[i] = 5;
    edits.push(rate(i, 5));
  }
});
await run('rate (edit)', edits);
await run(
  'list (visitor)',
  Array.from(
    { length: shoppers },
    (_, i) => () =>
      app.inject({ method: 'GET', url: `/api/ratings?product_id=${product}&page=${(i % 5) + 1}` }),
  ),
);
const detail = (await app.inject({ method: 'GET', url: `/api/products/${product}` })).json().data;
const expected = { avg: averageRating(changed), count: changed.length };
console.log(`stored ${JSON.stringify(detail.rating)}; from the rows ${JSON.stringify(expected)}`);
if (detail.rating.avg !== expected.avg || detail.rating.count !== expected.count) {
  process.exitCode = 1;
  console.log('MISMATCH');
}
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
