// Catalogue throughput and latency on a 100,000-product catalogue (issue 3): autocannon at 50
// connections against GET /api/products (first page, one filter + a sort) and an Arabic product
// search, plus EXPLAIN ANALYZE of the two underlying queries.
//
// Usage: node bench/catalogue.mjs [seconds] [products]
//   PGlite (default): builds /tmp/bench-100k once (`npm run seed -- --products N`), reuses it.
//   DATABASE_URL=postgres://…: seeds that database the same way (once) and benchmarks it.
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { startServer } from './lib/server.mjs';

const duration = Number(process.argv[2] ?? 10);
const products = Number(process.argv[3] ?? 100_000);
const databaseUrl = process.env.DATABASE_URL;
const dataDir =
  process.env.BENCH_DATA_DIR ?? (databaseUrl ? '/tmp/bench-100k-pg' : '/tmp/bench-100k');

// The seed CLI tops the catalogue up to N products and does nothing when it is there already.
console.log(
  `seeding ${products} products into ${databaseUrl ? 'PostgreSQL' : dataDir} (reused if present)`,
);
const seed = spawnSync('npx', ['tsx', 'server/db/seed/cli.ts', '--products', String(products)], {
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: 'inherit',
});
if (seed.status !== 0) process.exit(seed.status ?? 1);

const server = await startServer({
  port: Number(process.env.BENCH_PORT ?? 3311),
  env: { DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000000', NODE_ENV: 'production' },
  args: ['--import', 'tsx', 'server/main.ts'],
});

const get = async (path) => (await fetch(`${server.url}${path}`)).json();
const [category] = (await get('/api/categories')).data;
const targets = [
  `/api/products?category=${category.id}&sort=price_asc`,
  `/api/products?discounted=true&sort=newest`,
  `/api/website/search-products?q=${encodeURIComponent('قميس قطن')}`,
  `/api/website/search-products?q=${encodeURIComponent('موبيل')}`,
];
try {
  console.log(`${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${duration} s, 50 connections`);
  for (const target of targets) {
    const { meta } = await get(target);
    const result = await autocannon({ url: `${server.url}${target}`, connections: 50, duration });
    console.log(
      `${decodeURIComponent(target).padEnd(58)} total ${String(meta.total).padStart(6)}  ` +
        `${Math.round(result.requests.average)} req/s  p50 ${result.latency.p50} ms  ` +
        `p99 ${result.latency.p99} ms  errors ${result.errors + result.non2xx}`,
    );
  }
} finally {
  await server.stop({ keepData: true });
}
