// Commerce at load: add-to-cart and place-order latency with 50 shoppers at once, and
// the panel orders list over many orders. Starts the real server (tsx server/main.ts, no client
// build) on its own database; shoppers are inserted as accounts and sign in through /api/login.
// Cases, each for BENCH_SECONDS with one connection per shopper (the issue's figures are "at 50
// concurrent connections"):
//   add-to-cart alone   every shopper loops POST /api/cart (one product, the line's quantity grows);
//                       then the same with autocannon (health's load generator), a shopper per connection;
//   place-order alone   every shopper's cart is filled first (SQL, PLACE_LINES lines of distinct
//                       products with stock), then each loops POST /api/cart/place-order, one line each;
//   mixed               every shopper loops "add a line → place a cash-on-delivery order".
// Orders are then topped up with one INSERT … SELECT to BENCH_ORDERS and the panel list is loaded
// with autocannon (as many connections as shoppers): first page, a status filter, one store, a sort.
// Add-to-cart and place-order send an Idempotency-Key, as the shop's client does.
// Every case prints CPU ms per request of the server process and of the PostgreSQL cluster
// (bench/lib/cpu-per-request.mjs; the load-independent figure), beside GET /api/health's.
// Usage: DATABASE_URL=postgres://… node bench/commerce.mjs   (PGlite under BENCH_DATA_DIR otherwise)
//   BENCH_PORT (default 3906) · BENCH_SECONDS (default 10) · BENCH_SHOPPERS (default 50)
//   BENCH_ORDERS total orders for the list case (default 200000) · BENCH_PRODUCTS grow the
//   catalogue first with the seed CLI (default: the demo catalogue as it is)
//   BENCH_CASES=add,place,mixed,list  only these cases · BENCH_PROFILE=dir  server under
//   `node --cpu-prof --cpu-prof-dir=dir` · BENCH_SERVER_ENV='K=V …' extra server environment
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { register } from 'tsx/esm/api';
import { cpuMeter, formatCpu } from './lib/cpu-per-request.mjs';
import { benchServerEnv, startServer } from './lib/server.mjs';

register();
const { DEMO_PASSWORD } = await import('../server/db/seed/accounts.ts');
const { openDb } = await import('../server/db/client.ts');
const { seedUser, FACTORY_PASSWORD } = await import('../tests/factories/index.ts');

const dataDir = process.env.BENCH_DATA_DIR ?? '/tmp/dukkan-bench-commerce';
const port = Number(process.env.BENCH_PORT ?? 3906);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const shoppers = Number(process.env.BENCH_SHOPPERS ?? 50);
const targetOrders = Number(process.env.BENCH_ORDERS ?? 200_000);
const only = process.env.BENCH_CASES?.split(',').filter(Boolean);
const runs = (name) => !only || only.includes(name);
const profileDir = process.env.BENCH_PROFILE;
const extraEnv = benchServerEnv();
/** A literal `ARRAY[…]::int[]` of integers (drizzle spreads a JS array into one parameter each). */
const intArray = (ids) => sql.raw(`ARRAY[${ids.map((id) => Number(id)).join(',')}]::int[]`);
/** Cart lines put in each shopper's cart for "place-order alone" (the cart holds 100 at most). */
const PLACE_LINES = 100;
const dbEnv = {
  DATA_DIR: dataDir,
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
};

if (process.env.BENCH_PRODUCTS) {
  const grown = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'server/db/seed/cli.ts', '--products', process.env.BENCH_PRODUCTS],
    { stdio: 'inherit', env: { ...process.env, ...dbEnv } },
  );
  if (grown.status !== 0) process.exit(grown.status ?? 1);
}

const server = await startServer({
  port,
  env: { ...dbEnv, RATE_LIMIT_MAX: '1000000000', AUTH_RATE_LIMIT_MAX: '1000000', ...extraEnv },
  args: [
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    '--import',
    'tsx',
    'server/main.ts',
  ],
});
const meter = cpuMeter({
  serverPid: server.pid,
  pgPort: process.env.DATABASE_URL ? Number(new URL(process.env.DATABASE_URL).port || 5432) : null,
});
const database = await openDb({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: `${dataDir}/pglite`,
});
const db = database.db;

const json = { 'content-type': 'application/json', 'accept-language': 'ar' };
/** The shop's writes carry an Idempotency-Key as the client sends them (use-api-mutation.ts). */
const keyed = (method, url) => method === 'POST' && url.startsWith('/api/cart');
async function call(method, url, token, body) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...json,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(keyed(method, url) ? { 'idempotency-key': randomUUID() } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : 0;
}
const line = (label, values, extra = '') =>
  console.log(
    `${label.padEnd(28)} ${String(values.length).padStart(6)}  ${percentile(values, 50).toFixed(1).padStart(7)}  ${percentile(values, 99).toFixed(1).padStart(7)}  ${extra}`,
  );

/**
 * Runs `step(shopperIndex)` in a loop on every shopper at once for `seconds` (or until it answers
 * false), timing each call; prints the case's count, p50, p99, req/s and CPU ms per request.
 */
async function closedLoop(label, step) {
  const times = [];
  let failures = 0;
  const sample = meter.start();
  const started = performance.now();
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: shoppers }, async (_, index) => {
      while (Date.now() < until) {
        const t0 = performance.now();
        const ok = await step(index);
        if (ok === null) break;
        times.push(performance.now() - t0);
        if (!ok) failures += 1;
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  const cpu = sample.stop(times.length);
  line(
    label,
    times,
    `${(times.length / wall).toFixed(0)} req/s, ${failures} failed, ${formatCpu(cpu)}`,
  );
  return times;
}

try {
  // A public product with unlimited quantity and its store; an area for the address.
  const [product] = (
    await db.execute(sql`SELECT p.id, p.store_id FROM products p JOIN stores s ON s.id = p.store_id
      WHERE p.status = 'accepted' AND p.archived_at IS NULL AND s.status = 'active'
        AND s.archived_at IS NULL AND (s.expires_at IS NULL OR s.expires_at > now())
        AND NOT EXISTS (SELECT 1 FROM product_attribute_values v JOIN attributes a
          ON a.id = v.parent_attribute_id WHERE v.product_id = p.id AND a.is_required)
      ORDER BY p.id LIMIT 1`)
  ).rows;
  await db.execute(sql`UPDATE products SET unlimited_quantity = true WHERE id = ${product.id}`);
  const [area] = (await db.execute(sql`SELECT id, governorate_id FROM areas ORDER BY id LIMIT 1`))
    .rows;
  const delivery = {
    client_name: 'Bench Shopper',
    phone: '01012345678',
    governorate_id: Number(area.governorate_id),
    area_id: Number(area.id),
    address: '12 Fouad Street, Alexandria',
  };

  const tokens = [];
  const userIds = [];
  for (let i = 0; i < shoppers; i += 1) {
    const user = await seedUser(db, { role: 'user' });
    userIds.push(Number(user.id));
    const login = await call('POST', '/api/login', null, {
      identifier: user.username,
      password: FACTORY_PASSWORD,
    });
    if (login.status !== 200)
      throw new Error(`login ${login.status}: ${JSON.stringify(login.body)}`);
    tokens.push(login.body.data.session.token);
  }

  // The shared box's load, and a trivial call's latency at the same concurrency, as the yardstick
  // the numbers below are read against.
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(', ');
  console.log(`load average (1, 5, 15 min) before: ${load()}`);
  const healthSample = meter.start();
  const health = await autocannon({
    url: `${server.url}/api/health`,
    connections: shoppers,
    duration: 5,
  });
  console.log(
    `GET /api/health at ${shoppers} connections: ${Math.round(health.requests.average)} req/s, p50 ${health.latency.p50} ms, p99 ${health.latency.p99} ms, ${formatCpu(healthSample.stop(health.requests.total))}`,
  );
  console.log(
    `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${shoppers} shoppers (connections) at once, ${seconds} s per case`,
  );
  console.log('case                          calls   p50 ms   p99 ms');

  const addBody = { product_id: Number(product.id), quantity: 1 };
  if (runs('add')) {
    await closedLoop('add-to-cart alone', async (index) => {
      const added = await call('POST', '/api/cart', tokens[index], addBody);
      return added.status === 201;
    });
    await db.execute(sql`DELETE FROM cart_items WHERE user_id = ANY(${intArray(userIds)})`);

    // The same calls driven by autocannon, the load generator health is measured with: one
    // shopper's session per connection, a fresh Idempotency-Key per request. The loop above is a
    // `fetch` client in this process, whose own CPU and garbage collection show in its tail.
    let next = 0;
    const addSample = meter.start();
    const added = await autocannon({
      url: `${server.url}/api/cart`,
      connections: shoppers,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          setupRequest: (request, context) => {
            context.token ??= tokens[next++ % tokens.length];
            return {
              ...request,
              headers: {
                ...json,
                authorization: `Bearer ${context.token}`,
                'idempotency-key': randomUUID(),
              },
              body: JSON.stringify(addBody),
            };
          },
        },
      ],
    });
    console.log(
      `${'add-to-cart (autocannon)'.padEnd(28)} ${String(added.requests.total).padStart(6)}  ${String(added.latency.p50).padStart(7)}  ${String(added.latency.p99).padStart(7)}  ${Math.round(added.requests.average)} req/s, ${added.non2xx + added.errors} failed, ${formatCpu(addSample.stop(added.requests.total))}`,
    );
    // Every answered add is in a cart: the lines' quantities add up to the 2xx answers, plus the
    // requests the server took while autocannon stopped listening.
    const [{ units }] = (
      await db.execute(
        sql`SELECT coalesce(sum(quantity), 0)::int AS units FROM cart_items WHERE user_id = ANY(${intArray(userIds)})`,
      )
    ).rows;
    console.log(
      `  units in the carts: ${units} for ${added['2xx']} answered adds (up to one per connection was still in flight at the end)`,
    );
    await db.execute(sql`DELETE FROM cart_items WHERE user_id = ANY(${intArray(userIds)})`);
  }

  if (runs('place')) {
    // PLACE_LINES products with stock and no required values (not unlimited: the stock statement is part of the case), one
    // cart line of each in every shopper's cart; each place-order orders the next line.
    const stocked = (
      await db.execute(sql`SELECT p.id, p.store_id, p.basic_price FROM products p
        JOIN stores s ON s.id = p.store_id
        WHERE p.status = 'accepted' AND p.archived_at IS NULL AND s.status = 'active'
          AND s.archived_at IS NULL AND (s.expires_at IS NULL OR s.expires_at > now())
          AND p.discount = 0 AND p.id <> ${product.id}
          AND NOT EXISTS (SELECT 1 FROM product_attribute_values v JOIN attributes a
            ON a.id = v.parent_attribute_id WHERE v.product_id = p.id AND a.is_required)
        ORDER BY p.id LIMIT ${PLACE_LINES}`)
    ).rows;
    const stockedIds = stocked.map((row) => Number(row.id));
    await db.execute(sql`UPDATE products SET unlimited_quantity = false, stock_amount = 1000000,
      minimum_stock = 0 WHERE id = ANY(${intArray(stockedIds)})`);
    const lines = (
      await db.execute(sql`INSERT INTO cart_items (user_id, product_id, store_id, quantity, price_at_add)
        SELECT u.id, p.id, p.store_id, 1, p.basic_price
        FROM unnest(${intArray(userIds)}) AS u(id) CROSS JOIN products p WHERE p.id = ANY(${intArray(stockedIds)})
        RETURNING id, user_id, store_id`)
    ).rows;
    // Each shopper starts at another product (rotated), so 50 checkouts do not queue on one row.
    const queues = userIds.map((userId, index) => {
      const own = lines
        .filter((row) => Number(row.user_id) === userId)
        .map((row) => ({ id: Number(row.id), storeId: Number(row.store_id) }))
        .sort((a, b) => a.id - b.id);
      const from = (index * 7) % Math.max(1, own.length);
      return [...own.slice(from), ...own.slice(0, from)];
    });
    await closedLoop('place-order alone', async (index) => {
      const next = queues[index].shift();
      if (!next) return null;
      const placed = await call('POST', '/api/cart/place-order', tokens[index], {
        groups: [
          { store_id: next.storeId, item_ids: [next.id], payment_method: 'cash_on_delivery' },
        ],
        delivery,
      });
      return placed.status === 201;
    });
    if (queues.some((queue) => queue.length === 0))
      console.log('   (some shoppers ran out of cart lines before the end)');
    await db.execute(sql`DELETE FROM cart_items WHERE user_id = ANY(${intArray(userIds)})`);
  }

  if (runs('mixed')) {
    const adds = [];
    const places = [];
    let failures = 0;
    const sample = meter.start();
    const until = Date.now() + seconds * 1000;
    await Promise.all(
      tokens.map(async (token) => {
        while (Date.now() < until) {
          let started = performance.now();
          const added = await call('POST', '/api/cart', token, addBody);
          adds.push(performance.now() - started);
          if (added.status !== 201) {
            failures += 1;
            continue;
          }
          started = performance.now();
          const placed = await call('POST', '/api/cart/place-order', token, {
            groups: [
              {
                store_id: Number(product.store_id),
                item_ids: [added.body.data.item_id],
                payment_method: 'cash_on_delivery',
              },
            ],
            delivery,
          });
          places.push(performance.now() - started);
          if (placed.status !== 201) failures += 1;
        }
      }),
    );
    const cpu = sample.stop(adds.length + places.length);
    console.log(
      `mixed loop (add → place, ${places.length} checkouts, failures: ${failures}), ${formatCpu(cpu)} (add and place together)`,
    );
    line('  add-to-cart (mixed)', adds);
    line('  place-order (mixed)', places);
  }
  console.log(`load average after the shoppers: ${load()}`);

  if (runs('list')) {
    // Top the orders up to the target in one statement (copies of the bench's orders, spread over
    // the stores and the last year), then load the panel list.
    const [{ count }] = (await db.execute(sql`SELECT count(*)::int AS count FROM orders`)).rows;
    if (count < targetOrders) {
      await db.execute(sql`INSERT INTO orders (user_id, store_id, checkout_id, status, payment_method,
          payment_status, client_name, phone, governorate_id, area_id, address, subtotal, discount,
          shipping_cost, total, created_at, updated_at)
        SELECT o.user_id, s.id, o.checkout_id, (ARRAY['pending','accepted','rejected','in_progress','delivered'])[1 + g % 5]::order_status,
          o.payment_method, o.payment_status, o.client_name, o.phone, o.governorate_id, o.area_id,
          o.address, o.subtotal, 0, o.shipping_cost, o.total + (g % 1000),
          now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second', now()
        FROM generate_series(1, ${targetOrders - count}) AS g
        CROSS JOIN LATERAL (SELECT * FROM orders ORDER BY id LIMIT 1) AS o
        CROSS JOIN LATERAL (SELECT id FROM stores ORDER BY id OFFSET (g % (SELECT count(*) FROM stores)) LIMIT 1) AS s`);
      await db.execute(sql`ANALYZE orders`);
    }
    const [{ total }] = (await db.execute(sql`SELECT count(*)::int AS total FROM orders`)).rows;
    const admin = (
      await call('POST', '/api/panel/login', null, {
        identifier: 'admin2',
        password: DEMO_PASSWORD,
      })
    ).body.data.session.token;
    const reseller = (
      await call('POST', '/api/panel/login', null, {
        identifier: 'reseller',
        password: DEMO_PASSWORD,
      })
    ).body.data.session.token;
    console.log(`panel orders list over ${total} orders, ${shoppers} connections, 5 s per case`);
    console.log('case                          req/s   p50 ms   p99 ms  non-2xx');
    const cases = [
      ['admin first page', admin, '/api/panel/orders'],
      ['admin status=pending', admin, '/api/panel/orders?status=pending'],
      ['admin one store', admin, `/api/panel/orders?store=${product.store_id}`],
      ['admin sort total', admin, '/api/panel/orders?sort=total&dir=desc'],
      ['reseller first page', reseller, '/api/panel/orders'],
    ];
    for (const [label, token, url] of cases) {
      const headers = { authorization: `Bearer ${token}`, 'accept-language': 'ar' };
      const warm = await fetch(`${server.url}${url}`, { headers });
      if (!warm.ok) throw new Error(`${url}: ${warm.status} ${await warm.text()}`);
      const sample = meter.start();
      const result = await autocannon({
        url: `${server.url}${url}`,
        // The figure is at the same 50 connections as the shoppers.
        connections: shoppers,
        duration: 5,
        headers,
      });
      const cpu = sample.stop(result.requests.total);
      console.log(
        `${label.padEnd(28)} ${String(Math.round(result.requests.average)).padStart(6)}  ${String(result.latency.p50).padStart(7)}  ${String(result.latency.p99).padStart(7)}  ${String(result.non2xx).padStart(7)}  ${formatCpu(cpu)}`,
      );
    }
  }
  console.log(`load average at the end: ${load()}`);
} finally {
  await database.close();
  await server.stop({ keepData: true });
}
