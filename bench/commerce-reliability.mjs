// Commerce reliability on PostgreSQL, against the real server
// process over HTTP. Prints each figure the issue names, what must hold and what happened:
//  1. LAST_UNITS: 200 shoppers place an order for the last 10 units at once → exactly 10 succeed,
//     stock 0, never negative, 10 units in order lines.
//  2. COUPON: 50 shoppers use a coupon with maximum usage 5 at once → exactly 5 orders carry it,
//     `used_count` 5.
//  3. KILL: 1,000 shoppers place orders (50 at a time; a third by card with its payment, a third
//     with a coupon); the server gets `kill -9` part-way through, then starts again. SQL checks
//     after the restart: every order is whole (lines, timeline, store notification; a card order
//     its payment, invoice and expiry job) or absent, every acknowledged order is there, each
//     shopper has either the order or the cart line, stock and coupon use add up to the orders.
// (The replayed-callback figure is bench/payments-reliability.mjs.)
// Uses DATABASE_URL when set; otherwise a private PostgreSQL 15 (initdb as the postgres user under
// /tmp, port BENCH_PG_PORT 5630), removed afterwards. Server on BENCH_PORT (3630).
// Usage: node bench/commerce-reliability.mjs [racers=200] [units=10] [couponUses=50] [couponMax=5] [placements=1000]
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const RACERS = Number(process.argv[2] ?? 200);
const UNITS = Number(process.argv[3] ?? 10);
const COUPON_USES = Number(process.argv[4] ?? 50);
const COUPON_MAX = Number(process.argv[5] ?? 5);
const PLACEMENTS = Number(process.argv[6] ?? 1000);
const CONCURRENCY = 50;
const PORT = Number(process.env.BENCH_PORT ?? 3630);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5630);
const SECRET = 'bench-secret-that-is-long-enough-for-hs256';
const PG_BIN = '/usr/lib/postgresql/15/bin';

let pgDir = null;
let databaseUrl = process.env.DATABASE_URL;
const asPostgres = (args) =>
  execFileSync('runuser', ['-u', 'postgres', '--', ...args], { stdio: 'pipe' });
if (!databaseUrl) {
  pgDir = mkdtempSync(path.join(os.tmpdir(), 'dukkan-bench-pg-'));
  chmodSync(pgDir, 0o777);
  asPostgres([`${PG_BIN}/initdb`, '-D', `${pgDir}/data`, '-A', 'trust', '-U', 'postgres']);
  asPostgres([
    `${PG_BIN}/pg_ctl`,
    '-D',
    `${pgDir}/data`,
    '-o',
    `-p ${PG_PORT} -k ${pgDir} -c max_connections=200`,
    '-l',
    `${pgDir}/log`,
    '-w',
    'start',
  ]);
  databaseUrl = `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`;
}

const { openDb, queryRows } = await import('../server/db/client.ts');
const { readEnv } = await import('../server/env.ts');
const { issueSession } = await import('../server/modules/auth/auth.service.ts');
const { seedProduct, seedStore, seedUser } = await import('../tests/factories/index.ts');
const { sql } = await import('drizzle-orm');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dukkan-bench-rel-'));
let child = null;
async function startServer() {
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: SECRET,
      LOG_LEVEL: 'error',
      RATE_LIMIT_MAX: '1000000000',
      AUTH_RATE_LIMIT_MAX: '1000000',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = performance.now();
  for (;;) {
    if (performance.now() - started > 300_000) throw new Error('server did not start');
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) break;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return performance.now() - started;
}

const url = `http://127.0.0.1:${PORT}`;
async function call(method, route, token, body) {
  const response = await fetch(`${url}${route}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** Runs `tasks` (functions) `limit` at a time. */
async function pool(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]().catch((error) => ({ error }));
      }
    }),
  );
  return results;
}

const failures = [];
function check(label, ok, detail) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${detail}`);
  if (!ok) failures.push(label);
}

const count = async (db, query) => Number((await queryRows(db, query))[0]?.n ?? 0);

try {
  const readyMs = await startServer();
  console.log(`PostgreSQL 15, server ready in ${(readyMs / 1000).toFixed(1)} s`);
  const database = await openDb({ databaseUrl });
  const { db } = database;
  const env = { ...readEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: SECRET }) };
  env.jwtSecret = SECRET;
  const [area] = await queryRows(db, sql`SELECT id, governorate_id FROM areas ORDER BY id LIMIT 1`);
  const delivery = {
    client_name: 'Bench Shopper',
    phone: '01012345678',
    governorate_id: Number(area.governorate_id),
    area_id: Number(area.id),
    address: '12 Fouad Street, Alexandria',
  };
  const store = await seedStore(db, { expiresAt: null });
  const product = async (stock, unlimited = false) =>
    (
      await seedProduct(db, {
        storeId: store.id,
        status: 'accepted',
        basicPrice: 25,
        stockAmount: stock,
        unlimitedQuantity: unlimited,
      })
    ).id;
  /** `n` shoppers, each with one cart line of `productId`. */
  async function shoppersWithLine(n, productId) {
    const people = [];
    for (let i = 0; i < n; i += 1) {
      const user = await seedUser(db, { role: 'user' });
      const { token } = await issueSession(db, env, {
        userId: user.id,
        kind: 'user',
        role: 'user',
      });
      people.push({ userId: user.id, token });
    }
    await pool(
      people.map((who) => async () => {
        const added = await call('POST', '/api/cart', who.token, {
          product_id: productId,
          quantity: 1,
        });
        if (added.status !== 201) throw new Error(`add-to-cart ${added.status}`);
        who.line = added.body.data.item_id;
      }),
      CONCURRENCY,
    );
    return people;
  }
  const place = (who, extra = {}) =>
    call('POST', '/api/cart/place-order', who.token, {
      groups: [
        {
          store_id: store.id,
          item_ids: [who.line],
          payment_method: 'cash_on_delivery',
          ...extra,
        },
      ],
      delivery,
    });

  // 1. The last units.
  {
    const productId = await product(RACERS);
    const racers = await shoppersWithLine(RACERS, productId);
    await db.execute(sql`UPDATE products SET stock_amount = ${UNITS} WHERE id = ${productId}`);
    const started = performance.now();
    const answers = await Promise.all(racers.map((who) => place(who)));
    const ms = performance.now() - started;
    const won = answers.filter((answer) => answer.status === 201).length;
    const refused = answers.filter((answer) => answer.body?.error?.code === 'out_of_stock').length;
    const [row] = await queryRows(
      db,
      sql`SELECT p.stock_amount AS stock,
            (SELECT coalesce(sum(quantity), 0) FROM order_items WHERE product_id = p.id) AS sold
          FROM products p WHERE p.id = ${productId}`,
    );
    check(
      `${RACERS} concurrent orders for the last ${UNITS} units`,
      won === UNITS && Number(row.stock) === 0 && Number(row.sold) === UNITS,
      `${won} succeeded, ${refused} out_of_stock, stock ${row.stock}, units sold ${row.sold} (${ms.toFixed(0)} ms for all)`,
    );
  }

  // 2. The coupon.
  {
    const productId = await product(0, true);
    const code = `BENCH${Date.now() % 1_000_000}`;
    await db.execute(sql`INSERT INTO coupons (kind, code, percentage, max_usage, expiry_date)
      VALUES ('site', ${code}, 10, ${COUPON_MAX}, '2099-12-31')`);
    const users = await shoppersWithLine(COUPON_USES, productId);
    const answers = await Promise.all(users.map((who) => place(who, { coupon: code })));
    const won = answers.filter((answer) => answer.status === 201).length;
    const [row] = await queryRows(
      db,
      sql`SELECT c.used_count AS used, (SELECT count(*) FROM orders o WHERE o.coupon_id = c.id) AS orders
          FROM coupons c WHERE c.code = ${code}`,
    );
    check(
      `coupon with maximum usage ${COUPON_MAX}, ${COUPON_USES} concurrent uses`,
      won === COUPON_MAX && Number(row.used) === COUPON_MAX && Number(row.orders) === COUPON_MAX,
      `${won} orders placed with it, used_count ${row.used}, orders carrying it ${row.orders}`,
    );
  }

  // 3. kill -9 during placements.
  {
    const STOCK = 1_000_000;
    const productId = await product(STOCK);
    const code = `KILL${Date.now() % 1_000_000}`;
    await db.execute(sql`INSERT INTO coupons (kind, code, percentage, max_usage, expiry_date)
      VALUES ('site', ${code}, 5, 1000000, '2099-12-31')`);
    const people = await shoppersWithLine(PLACEMENTS, productId);
    const acknowledged = [];
    let answered = 0;
    let errors = 0;
    const killAfter = Math.floor(PLACEMENTS * 0.4);
    let killedAt = null;
    const killed = new Promise((resolve) => {
      child.on('exit', () => resolve());
    });
    const tasks = people.map((who, index) => async () => {
      if (killedAt !== null) return;
      const extra =
        index % 3 === 0 ? { payment_method: 'card' } : index % 3 === 1 ? { coupon: code } : {};
      try {
        const answer = await place(who, extra);
        answered += 1;
        if (answer.status === 201) acknowledged.push(answer.body.data.orders[0].id);
        else errors += 1;
      } catch {
        errors += 1;
      }
      if (answered === killAfter && killedAt === null) {
        killedAt = answered;
        process.kill(child.pid, 'SIGKILL');
      }
    });
    await pool(tasks, CONCURRENCY);
    await killed;
    const restartMs = await startServer();
    const placed = await count(
      db,
      sql`SELECT count(*) AS n FROM orders o JOIN order_items i ON i.order_id = o.id
          WHERE i.product_id = ${productId}`,
    );
    console.log(
      `kill -9 after ${killedAt} answers (${acknowledged.length} acknowledged, up to ${CONCURRENCY} in flight, ${errors} cut or refused); restart ${(restartMs / 1000).toFixed(1)} s; ${placed} orders in the database`,
    );
    // Integer ids of our own, inlined (1,000 bound parameters would be a long query to read).
    const shopperIds = sql.raw(people.map((who) => Number(who.userId)).join(','));
    const ours = sql`(SELECT o.* FROM orders o WHERE o.user_id IN (${shopperIds}))`;
    const checks = [
      [
        'orders without lines',
        sql`SELECT count(*) AS n FROM ${ours} o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)`,
      ],
      [
        'orders without their timeline',
        sql`SELECT count(*) AS n FROM ${ours} o WHERE NOT EXISTS (SELECT 1 FROM order_status_history h WHERE h.order_id = o.id)`,
      ],
      [
        'orders the store was not told of',
        sql`SELECT count(*) AS n FROM ${ours} o WHERE NOT EXISTS (SELECT 1 FROM notifications n WHERE n.type = 'new_order' AND n.target_id = o.id::text)`,
      ],
      [
        'card orders without a payment',
        sql`SELECT count(*) AS n FROM ${ours} o WHERE o.payment_method = 'card' AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.purpose = 'order' AND p.reference_ids @> ARRAY[o.id])`,
      ],
      [
        'card payments without invoice or expiry job',
        sql`SELECT count(*) AS n FROM payments p WHERE p.purpose = 'order' AND p.user_id IN (SELECT user_id FROM ${ours} x) AND (NOT EXISTS (SELECT 1 FROM invoices i WHERE i.payment_id = p.id) OR NOT EXISTS (SELECT 1 FROM jobs j WHERE j.dedupe_key = 'payments.expire:' || p.id))`,
      ],
      [
        'payments whose orders are missing',
        sql`SELECT count(*) AS n FROM payments p WHERE p.purpose = 'order' AND EXISTS (SELECT 1 FROM unnest(p.reference_ids) r WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = r))`,
      ],
      [
        'shoppers with both order and cart line, or neither',
        sql`SELECT count(*) AS n FROM users u WHERE u.id IN (${shopperIds}) AND ((SELECT count(*) FROM orders o WHERE o.user_id = u.id) + (SELECT count(*) FROM cart_items c WHERE c.user_id = u.id)) <> 1`,
      ],
    ];
    for (const [label, query] of checks) {
      const n = await count(db, query);
      check(`after kill -9: ${label}`, n === 0, String(n));
    }
    const missing = acknowledged.length
      ? await count(
          db,
          sql`SELECT ${acknowledged.length}::int - count(*) AS n FROM orders WHERE id IN (${sql.raw(acknowledged.map(Number).join(','))})`,
        )
      : 0;
    check('after kill -9: acknowledged orders lost', missing === 0, String(missing));
    const [stock] = await queryRows(
      db,
      sql`SELECT p.stock_amount AS stock, (SELECT coalesce(sum(i.stock_taken), 0) FROM order_items i
            JOIN orders o ON o.id = i.order_id WHERE i.product_id = p.id AND o.released_at IS NULL) AS taken
          FROM products p WHERE p.id = ${productId}`,
    );
    check(
      'after kill -9: stock + units in orders = stock before',
      Number(stock.stock) + Number(stock.taken) === STOCK,
      `${stock.stock} + ${stock.taken} = ${Number(stock.stock) + Number(stock.taken)} (before ${STOCK})`,
    );
    const [coupon] = await queryRows(
      db,
      sql`SELECT c.used_count AS used, (SELECT count(*) FROM orders o WHERE o.coupon_id = c.id AND o.released_at IS NULL) AS orders
          FROM coupons c WHERE c.code = ${code}`,
    );
    check(
      'after kill -9: coupon uses = orders carrying it',
      Number(coupon.used) === Number(coupon.orders),
      `used_count ${coupon.used}, orders ${coupon.orders}`,
    );
    // The shoppers cut off retry their checkout on the restarted server.
    const open = await queryRows(
      db,
      sql`SELECT user_id FROM cart_items WHERE product_id = ${productId}`,
    );
    const withLine = new Set(open.map((row) => Number(row.user_id)));
    const again = await pool(
      people.filter((who) => withLine.has(who.userId)).map((who) => () => place(who)),
      CONCURRENCY,
    );
    const ok = again.filter((answer) => answer.status === 201).length;
    check(
      'after restart: the rest place their orders',
      ok === withLine.size,
      `${ok} of ${withLine.size} placed`,
    );
  }
  await database.close();
} finally {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  }
  rmSync(dataDir, { recursive: true, force: true });
  if (pgDir) {
    asPostgres([`${PG_BIN}/pg_ctl`, '-D', `${pgDir}/data`, '-m', 'immediate', 'stop']);
    rmSync(pgDir, { recursive: true, force: true });
  }
}
console.log(failures.length ? `FAILED: ${failures.join('; ')}` : 'all checks hold');
process.exit(failures.length ? 1 : 0);
