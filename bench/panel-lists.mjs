// Panel list pages at scale (target: "with 100,000 products, 20,000 users and 2,000 stores on
// PostgreSQL: any panel list page (first page, one filter, one sort) p99 ≤ 100 ms at 20 concurrent
// connections"). Grows the database with the seed CLI (idempotent: tops up to the targets), starts
// the real server (tsx server/main.ts, no client build) in its own process, signs in as the demo
// admin and loads each list with autocannon: req/s, p50 and p99 per case.
// Usage: node bench/panel-lists.mjs
//   BENCH_DATA_DIR  data dir of the PGlite database (default /tmp/dukkan-bench-lists; kept)
//   DATABASE_URL    use this PostgreSQL database instead
//   BENCH_PORT      server port (default 3905); BENCH_SECONDS per case (default 5)
//   BENCH_PRODUCTS / BENCH_USERS / BENCH_STORES   sizes (default 100000 / 20000 / 2000)
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { register } from 'tsx/esm/api';
import { startServer } from './lib/server.mjs';

register();
const { DEMO_PASSWORD } = await import('../server/db/seed/accounts.ts');

const dataDir = process.env.BENCH_DATA_DIR ?? '/tmp/dukkan-bench-lists';
const port = Number(process.env.BENCH_PORT ?? 3905);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const sizes = {
  products: process.env.BENCH_PRODUCTS ?? '100000',
  users: process.env.BENCH_USERS ?? '20000',
  stores: process.env.BENCH_STORES ?? '2000',
};
const dbEnv = {
  DATA_DIR: dataDir,
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
};

console.log(`seeding to ${sizes.products} products, ${sizes.users} users, ${sizes.stores} stores`);
const seeded = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    'server/db/seed/cli.ts',
    '--products',
    sizes.products,
    '--users',
    sizes.users,
    '--stores',
    sizes.stores,
  ],
  { stdio: 'inherit', env: { ...process.env, ...dbEnv } },
);
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

const server = await startServer({
  port,
  env: { ...dbEnv, RATE_LIMIT_MAX: '1000000000', AUTH_RATE_LIMIT_MAX: '1000000' },
  args: ['--import', 'tsx', 'server/main.ts'],
});

const CASES = [
  ['products', 'first page', '/api/panel/products'],
  ['products', 'filter status', '/api/panel/products?status=pending_for_review'],
  ['products', 'sort price', '/api/panel/products?sort=basic_price&dir=asc'],
  ['stores', 'first page', '/api/panel/stores'],
  ['stores', 'filter suspended', '/api/panel/stores?status=suspended'],
  ['stores', 'sort followers', '/api/panel/stores?sort=followers&dir=desc'],
  ['users', 'first page', '/api/panel/users'],
  ['users', 'filter active', '/api/panel/users?status=active'],
  ['users', 'sort username', '/api/panel/users?sort=username&dir=asc'],
  ['logs', 'first page', '/api/panel/logs'],
  ['logs', 'filter role', '/api/panel/logs?role=admin'],
  ['logs', 'sort action', '/api/panel/logs?sort=action&dir=asc'],
  ['dashboard', 'index (admin)', '/api/panel/index'],
  ['dashboard', 'dashboard (admin)', '/api/panel/dashboard'],
];

let failed = false;
try {
  const login = await fetch(`${server.url}/api/panel/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'admin2', password: DEMO_PASSWORD }),
  });
  const { data } = await login.json();
  if (!data?.session?.token) throw new Error(`admin2 did not sign in: ${JSON.stringify(data)}`);
  const headers = { authorization: `Bearer ${data.session.token}`, 'accept-language': 'ar' };
  const meta = await (await fetch(`${server.url}/api/panel/index`, { headers })).json();
  console.log(
    `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${JSON.stringify(meta.data?.totals)}; ` +
      `20 connections, ${seconds} s per case`,
  );
  console.log('list       case                 req/s    p50 ms  p99 ms  non-2xx');
  for (const [list, label, url] of CASES) {
    const warm = await fetch(`${server.url}${url}`, { headers });
    if (!warm.ok) throw new Error(`${url}: ${warm.status} ${await warm.text()}`);
    const result = await autocannon({
      url: `${server.url}${url}`,
      connections: 20,
      duration: seconds,
      headers,
    });
    const p99 = result.latency.p99;
    if (p99 > 100 && list !== 'dashboard') failed = true;
    console.log(
      `${list.padEnd(10)} ${label.padEnd(20)} ${String(Math.round(result.requests.average)).padStart(6)}  ` +
        `${String(result.latency.p50).padStart(6)}  ${String(p99).padStart(6)}  ${String(result.non2xx).padStart(7)}` +
        (p99 > 100 ? '  > 100 ms' : ''),
    );
  }
} finally {
  await server.stop({ keepData: true });
}
if (failed) console.log('some list missed p99 ≤ 100 ms');
