// Bulk product review (target: "bulk review of 500 products ≤ 2 s"): the real app, in process,
// on the test snapshot (PGlite) or a throw-away PostgreSQL database (TEST_DATABASE_URL, as the
// tests use it). Each run inserts 500 products waiting for a step and times one
// POST /api/panel/products/review moving all of them — one moderator step, one admin acceptance,
// one rejection with a reason.
// Usage: node bench/panel-review.mjs [runs] [products per call]
import { startBenchApp } from './lib/in-process-app.mjs';

const runs = Number(process.argv[2] ?? 5);
const size = Number(process.argv[3] ?? 500);
const { app, database, db, env, close } = await startBenchApp('review');
const { products } = await import('../server/db/schema/index.ts');
const { issueSession } = await import('../server/modules/auth/auth.service.ts');
const { buildProduct, insertable, seedStore, seedUser } =
  await import('../tests/factories/index.ts');

async function token(role) {
  const user = await seedUser(db, {
    role,
    ...(role === 'moderator_admin' ? { permissions: { canManageStore: true } } : {}),
  });
  return (await issueSession(db, env, { userId: user.id, kind: 'admin', role })).token;
}
const admin = await token('admin');
const moderator = await token('moderator_admin');
const store = await seedStore(db);
const [{ categoryId, subCategoryId }] = await db
  .select({ categoryId: products.categoryId, subCategoryId: products.subCategoryId })
  .from(products)
  .limit(1);

async function batch(status) {
  const rows = await db
    .insert(products)
    .values(
      Array.from({ length: size }, () =>
        insertable(
          buildProduct({ storeId: store.id, categoryId, subCategoryId, status, acceptedAt: null }),
        ),
      ),
    )
    .returning({ id: products.id });
  return rows.map((row) => row.id);
}

const CASES = [
  ['moderator: pending → initial review', moderator, 'pending_for_review', {}],
  ['admin: final review → accepted', admin, 'final_review_by_admin', { status: 'accepted' }],
  [
    'moderator: reject with a reason',
    moderator,
    'pending_for_review',
    { status: 'rejected', reason: 'الصور غير واضحة' },
  ],
];
try {
  console.log(`${database.kind}, ${size} products per call, ${runs} runs per case`);
  for (const [label, bearer, from, body] of CASES) {
    const times = [];
    for (let run = 0; run < runs; run += 1) {
      const ids = await batch(from);
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/panel/products/review',
        headers: { authorization: `Bearer ${bearer}` },
        payload: { ids, status: 'initial_review_by_moderator', ...body },
      });
      times.push(performance.now() - started);
      if (res.statusCode !== 200 || res.json().data.affected !== size) {
        throw new Error(`${label}: ${res.statusCode} ${res.payload.slice(0, 200)}`);
      }
    }
    times.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(40)} median ${times[Math.floor(times.length / 2)].toFixed(0)} ms  ` +
        `max ${times[times.length - 1].toFixed(0)} ms`,
    );
  }
} finally {
  await close();
}
