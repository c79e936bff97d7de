// Bulk order status change (target: "bulk status change of 500 orders ≤ 2 s"): the real app, in
// process, on the test snapshot (PGlite) or a throw-away PostgreSQL database (TEST_DATABASE_URL,
// as the tests use it). Each run inserts 500 cash-on-delivery orders of one store, each with one
// line and a different shopper, and times one PUT /api/panel/orders/bulk by an admin for each
// step of the lifecycle: confirm, prepare, ship (courier and tracking), deliver. Every order's
// shopper is notified, so the notifications and live events are part of the time.
// Usage: node bench/order-bulk-status.mjs [runs] [orders per call]
import { startBenchApp } from './lib/in-process-app.mjs';

const runs = Number(process.argv[2] ?? 3);
const size = Number(process.argv[3] ?? 500);
const { app, database, db, env, close } = await startBenchApp('bulk-orders');
const { orderItems, orders, products } = await import('../server/db/schema/index.ts');
const { issueSession } = await import('../server/modules/auth/auth.service.ts');
const { seedStore, seedUser } = await import('../tests/factories/index.ts');

const adminUser = await seedUser(db, { role: 'admin' });
const admin = (await issueSession(db, env, { userId: adminUser.id, kind: 'admin', role: 'admin' }))
  .token;
const store = await seedStore(db);
const [product] = await db.select({ id: products.id }).from(products).limit(1);
const shoppers = [];
for (let index = 0; index < size; index += 1) shoppers.push((await seedUser(db)).id);

/** `size` pending cash orders of the store, one line each, one per shopper. */
async function placedOrders(run) {
  const rows = await db
    .insert(orders)
    .values(
      shoppers.map((userId, index) => ({
        userId,
        storeId: store.id,
        checkoutId: `bench-${run}-${index}`,
        status: 'pending',
        paymentMethod: 'cash_on_delivery',
        clientName: 'Bench Shopper',
        phone: '01000000000',
        address: '12 Bench St.',
        subtotal: 100,
        shippingCost: 30,
        total: 130,
      })),
    )
    .returning({ id: orders.id });
  await db.insert(orderItems).values(
    rows.map((row) => ({
      orderId: row.id,
      productId: product.id,
      nameAr: 'منتج',
      nameEn: 'Product',
      attributes: [],
      unitPrice: 100,
      quantity: 1,
      lineTotal: 100,
    })),
  );
  return rows.map((row) => row.id);
}

const STEPS = [
  ['confirm (pending → accepted)', { status: 'accepted' }],
  ['prepare (accepted → in_progress)', { status: 'in_progress' }],
  [
    'ship (in_progress → shipped)',
    {
      status: 'shipped',
      courier: 'Bosta',
      tracking_number: 'BN-1',
      tracking_url: 'https://track.example/BN-1',
    },
  ],
  ['deliver (shipped → delivered)', { status: 'delivered' }],
];
const times = new Map(STEPS.map(([label]) => [label, []]));
try {
  console.log(`${database.kind}, ${size} orders per call, ${runs} runs`);
  for (let run = 0; run < runs; run += 1) {
    const ids = await placedOrders(run);
    for (const [label, body] of STEPS) {
      const started = performance.now();
      const res = await app.inject({
        method: 'PUT',
        url: '/api/panel/orders/bulk',
        headers: { authorization: `Bearer ${admin}` },
        payload: { ids, ...body },
      });
      times.get(label).push(performance.now() - started);
      if (res.statusCode !== 200 || res.json().data.affected !== size) {
        throw new Error(`${label}: ${res.statusCode} ${res.payload.slice(0, 200)}`);
      }
    }
  }
  for (const [label, values] of times) {
    values.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(36)} median ${values[Math.floor(values.length / 2)].toFixed(0)} ms  ` +
        `max ${values[values.length - 1].toFixed(0)} ms`,
    );
  }
} finally {
  await close();
}
