// Round trips per commerce request: a number the shared box's
// load does not move. Starts the real server on PostgreSQL with pg_stat_statements loaded, then one
// shopper adds a line and places a cash-on-delivery order N times, one request at a time; prints
// statements per request (each statement and BEGIN/COMMIT count) and the database time they took,
// and the same for the panel orders list (admin, first page).
// Usage: DATABASE_URL=postgres://… (a cluster started with
//   -c shared_preload_libraries=pg_stat_statements) node bench/commerce-queries.mjs [n=20]
import { randomUUID } from 'node:crypto';
import { register } from 'tsx/esm/api';
import { sql } from 'drizzle-orm';
import { startServer } from './lib/server.mjs';

register();
const { DEMO_PASSWORD } = await import('../server/db/seed/accounts.ts');
const { openDb, queryRows } = await import('../server/db/client.ts');
const { seedUser, FACTORY_PASSWORD } = await import('../tests/factories/index.ts');

const N = Number(process.argv[2] ?? 20);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL (PostgreSQL with pg_stat_statements) is needed');
const port = Number(process.env.BENCH_PORT ?? 3630);
const server = await startServer({
  port,
  env: {
    DATABASE_URL: databaseUrl,
    DATA_DIR: process.env.BENCH_DATA_DIR ?? '/tmp/dukkan-bench-queries',
    RATE_LIMIT_MAX: '1000000000',
    AUTH_RATE_LIMIT_MAX: '1000000',
    // The actor cache as in production (5 s): the requests below measure the routes, not sign-in.
    ACTOR_CACHE_TTL_MS: '5000',
  },
  args: ['--import', 'tsx', 'server/main.ts'],
});
const database = await openDb({ databaseUrl });
const { db } = database;
await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`);

async function call(method, url, token, body) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'ar',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      // The shop's writes carry an Idempotency-Key as the client sends them.
      ...(method === 'POST' && url.startsWith('/api/cart')
        ? { 'idempotency-key': randomUUID() }
        : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** Runs `work` n times after a reset; answers the statements the server sent, per run. */
async function measure(label, work) {
  await work(); // warm: prepared plans, caches
  await db.execute(sql`SELECT pg_stat_statements_reset()`);
  for (let i = 0; i < N; i += 1) await work();
  const rows = await queryRows(
    db,
    sql`SELECT query, calls::int AS calls, total_exec_time AS ms FROM pg_stat_statements
        WHERE query NOT ILIKE '%pg_stat_statements%' AND dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
        ORDER BY calls DESC, total_exec_time DESC`,
  );
  const calls = rows.reduce((sum, row) => sum + Number(row.calls), 0);
  const ms = rows.reduce((sum, row) => sum + Number(row.ms), 0);
  console.log(
    `${label}: ${(calls / N).toFixed(1)} statements per request, ${(ms / N).toFixed(2)} ms of database time`,
  );
  for (const row of rows) {
    console.log(
      `   ${(Number(row.calls) / N).toFixed(1).padStart(5)} × ${String(row.query).replace(/\s+/g, ' ').slice(0, 110)}`,
    );
  }
}

try {
  const [product] = await queryRows(
    db,
    sql`SELECT p.id, p.store_id FROM products p JOIN stores s ON s.id = p.store_id
      WHERE p.status = 'accepted' AND p.archived_at IS NULL AND s.status = 'active'
        AND s.archived_at IS NULL AND (s.expires_at IS NULL OR s.expires_at > now())
        AND NOT EXISTS (SELECT 1 FROM product_attribute_values v JOIN attributes a
          ON a.id = v.parent_attribute_id WHERE v.product_id = p.id AND a.is_required)
      ORDER BY p.id LIMIT 1`,
  );
  await db.execute(sql`UPDATE products SET unlimited_quantity = false, stock_amount = 1000000
    WHERE id = ${product.id}`);
  const [area] = await queryRows(db, sql`SELECT id, governorate_id FROM areas ORDER BY id LIMIT 1`);
  const delivery = {
    client_name: 'Bench Shopper',
    phone: '01012345678',
    governorate_id: Number(area.governorate_id),
    area_id: Number(area.id),
    address: '12 Fouad Street, Alexandria',
  };
  const user = await seedUser(db, { role: 'user' });
  const token = (
    await call('POST', '/api/login', null, {
      identifier: user.username,
      password: FACTORY_PASSWORD,
    })
  ).body.data.session.token;
  let line = null;
  const add = async () => {
    const added = await call('POST', '/api/cart', token, {
      product_id: Number(product.id),
      quantity: 1,
    });
    if (added.status !== 201) throw new Error(`add ${added.status}`);
    line = added.body.data.item_id;
  };
  const place = async () => {
    const placed = await call('POST', '/api/cart/place-order', token, {
      groups: [
        {
          store_id: Number(product.store_id),
          item_ids: [line],
          payment_method: 'cash_on_delivery',
        },
      ],
      delivery,
    });
    if (placed.status !== 201) throw new Error(`place ${placed.status}`);
  };
  await measure('add-to-cart (product with limited stock)', add);
  // place-order needs a fresh line each time: add outside the measured statements is not
  // possible with one reset, so measure add+place and subtract add.
  await measure('add-to-cart + place-order (cash on delivery, one line)', async () => {
    await add();
    await place();
  });
  const admin = (
    await call('POST', '/api/panel/login', null, { identifier: 'admin2', password: DEMO_PASSWORD })
  ).body.data.session.token;
  await measure('panel orders list (admin, first page)', async () => {
    const list = await call('GET', '/api/panel/orders', admin);
    if (list.status !== 200) throw new Error(`list ${list.status}`);
  });
} finally {
  await database.close();
  await server.stop({ keepData: true });
}
