// The shopper's two hottest social reads on PostgreSQL 15 in production mode (target:
// `favorites/ids` and `notifications` p99 ≤ 30 ms at 50 connections), with `health` measured in
// the same run as the reference for what the box itself costs (no auth, no query). Prints the load
// average before each run: on a shared 2-core box the numbers move with it.
// Uses DATABASE_URL when set; otherwise starts a private PostgreSQL 15 (initdb as the postgres
// user under /tmp, port 5546) and removes it afterwards. One server process (port 3946).
// Usage: node bench/social-reads.mjs [seconds=10] [connections=50]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { register } from 'tsx/esm/api';
import { privatePostgres } from './lib/private-postgres.mjs';

register();
const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = Number(process.argv[3] ?? 50);
const SECRET = 'bench-secret-that-is-long-enough-for-hs256';
const PORT = Number(process.env.BENCH_PORT ?? 3946);

const postgres = privatePostgres({ port: 5546, maxConnections: 100 });
const databaseUrl = postgres.url;

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
let server = null;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dukkan-bench-social-'));
try {
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: SECRET,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'Bench-admin-password-1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${PORT}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error('server did not start');
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  /** The server process's CPU time so far (user + system), in ms: per request it does not move with the box's load. */
  const cpuMs = (pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  };

  const { openDb } = await import('../server/db/client.ts');
  const { issueSession } = await import('../server/modules/auth/auth.service.ts');
  const schema = await import('../server/db/schema/index.ts');
  const { seedUser, seedStore, seedProduct } = await import('../tests/factories/index.ts');
  const { sql } = await import('drizzle-orm');
  const database = await openDb({ databaseUrl, dataDir: '' });
  const { db } = database;
  const [main] = await db
    .insert(schema.categories)
    .values({ nameAr: 'فئة', nameEn: 'Category', slug: `bench-${Date.now()}` })
    .returning();
  const [sub] = await db
    .insert(schema.categories)
    .values({ nameAr: 'فرعية', nameEn: 'Sub', slug: `bench-sub-${Date.now()}`, parentId: main.id })
    .returning();
  const shopper = await seedUser(db, { role: 'user' });
  // Other shoppers' rows, so the shopper's own are a few among many (as on a real site).
  await db.execute(sql`INSERT INTO users (first_name, last_name, username, phone, password_hash, role)
    SELECT 'B', 'U', 'bench' || g, '018' || lpad(g::text, 8, '0'), 'x', 'user'
    FROM generate_series(1, 5000) g`);
  const store = await seedStore(db, {});
  const products = [];
  for (let i = 0; i < 20; i += 1) {
    products.push(
      (
        await seedProduct(db, {
          storeId: store.id,
          status: 'accepted',
          categoryId: main.id,
          subCategoryId: sub.id,
        })
      ).id,
    );
  }
  await db
    .insert(schema.favouriteProducts)
    .values(products.map((productId) => ({ userId: shopper.id, productId })));
  await db.execute(sql`INSERT INTO favourite_products (user_id, product_id)
    SELECT u.id, p.id FROM users u CROSS JOIN (SELECT id FROM products LIMIT 10) p
    WHERE u.username LIKE 'bench%' ON CONFLICT DO NOTHING`);
  await db.execute(sql`INSERT INTO notifications (user_id, type, title_ar, title_en, body_ar, body_en)
    SELECT ${shopper.id}, 'announcement', 'ع', 't', 'ب', 'b' FROM generate_series(1, 200)`);
  await db.execute(sql`INSERT INTO notifications (user_id, type, title_ar, title_en, body_ar, body_en)
    SELECT u.id, 'announcement', 'ع', 't', 'ب', 'b' FROM users u, generate_series(1, 20)
    WHERE u.username LIKE 'bench%'`);
  await db.execute(sql`ANALYZE`);
  const { token } = await issueSession(
    db,
    { jwtSecret: SECRET, tokenTtlSeconds: 86_400 },
    { userId: shopper.id, kind: 'user', role: 'user' },
  );
  // The plans of the two reads (index scans on the person's rows; nothing else is read).
  for (const [name, query] of [
    [
      'favorites/ids',
      sql`EXPLAIN (ANALYZE, COSTS OFF) SELECT 'p', product_id FROM favourite_products WHERE user_id = ${shopper.id}
        UNION ALL SELECT 's', store_id FROM favourite_stores WHERE user_id = ${shopper.id}
        UNION ALL SELECT 'f', store_id FROM store_followers WHERE user_id = ${shopper.id}`,
    ],
    [
      'notifications',
      sql`EXPLAIN (ANALYZE, COSTS OFF) SELECT *, count(*) OVER () FROM notifications
        WHERE user_id = ${shopper.id} ORDER BY created_at DESC, id DESC LIMIT 20 OFFSET 0`,
    ],
  ]) {
    const plan = await db.execute(query);
    console.log(`plan of ${name}:`);
    for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
  }
  await database.close();

  console.log(
    `PostgreSQL 15, NODE_ENV=production, one server process, ${CONNECTIONS} connections, ${SECONDS} s each`,
  );
  const headers = { authorization: `Bearer ${token}` };
  // Warm up (JIT, pool, actor cache).
  for (const target of ['/api/health', '/api/favorites/ids', '/api/notifications']) {
    await autocannon({ url: `${url}${target}`, connections: 10, duration: 3, headers });
  }
  for (const target of ['/api/health', '/api/favorites/ids', '/api/notifications', '/api/health']) {
    const before = load();
    const cpuBefore = cpuMs(server.pid);
    const result = await autocannon({
      url: `${url}${target}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers,
    });
    console.log(
      `${target.padEnd(20)} ${String(Math.round(result.requests.average)).padStart(6)} req/s  ` +
        `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ` +
        `errors ${result.errors + result.non2xx}  server CPU ${((cpuMs(server.pid) - cpuBefore) / result.requests.total).toFixed(3)} ms/request` +
        `   (load average before: ${before})`,
    );
  }
  const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]);
  console.log(`server RSS ${(rss / 1024).toFixed(0)} MB; load average after: ${load()}`);
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.on('exit', resolve));
    server.kill('SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  }
  rmSync(dataDir, { recursive: true, force: true });
  postgres.stop();
}
