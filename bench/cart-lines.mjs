// GET /api/cart of a full cart (100 lines over two stores) against a 3-line one: milliseconds and
// database statements per request. In process: the real app (buildApp) over an in-memory PGlite
// migrated from scratch, requests through app.inject, statements counted on the PGlite client, so
// the figure is the route's own work without a socket or a second process.
// Usage: node bench/cart-lines.mjs [n=200]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const { openDb } = await import('../server/db/client.ts');
const { migrateDb } = await import('../server/db/migrate.ts');
const { buildApp } = await import('../server/app.ts');
const { readEnv } = await import('../server/env.ts');
const { issueSession } = await import('../server/modules/auth/auth.service.ts');
const { seedProduct, seedStore, seedUser } = await import('../tests/factories/index.ts');
const { categories } = await import('../server/db/schema/index.ts');

const N = Number(process.argv[2] ?? 200);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dukkan-bench-cart-'));
const env = {
  ...readEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'dist'),
    SSR_DIR: path.join(dataDir, 'dist-ssr'),
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    RATE_LIMIT_MAX: '1000000000',
    AUTH_RATE_LIMIT_MAX: '1000000000',
  }),
};
env.jwtSecret ??= 'bench-secret-that-is-long-enough-for-hs256';
const database = await openDb({ dataDir: 'memory://' });
await migrateDb(database);
const { db } = database;
const app = await buildApp({ database, env });
await app.ready();

let statements = 0;
const query = database.pglite.query.bind(database.pglite);
const exec = database.pglite.exec.bind(database.pglite);
database.pglite.query = (...args) => ((statements += 1), query(...args));
database.pglite.exec = (...args) => ((statements += 1), exec(...args));

async function shopper() {
  const user = await seedUser(db, { role: 'user' });
  const session = await issueSession(db, env, { userId: user.id, kind: 'user', role: 'user' });
  return session.token;
}
const get = (token, url) =>
  app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const add = (token, productId) =>
  app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: { authorization: `Bearer ${token}` },
    payload: { product_id: productId, quantity: 1 },
  });

try {
  const [main] = await db
    .insert(categories)
    .values({ nameAr: 'أواني', nameEn: 'Pots', slug: 'bench-pots' })
    .returning({ id: categories.id });
  const [sub] = await db
    .insert(categories)
    .values({ nameAr: 'فخار', nameEn: 'Clay', slug: 'bench-clay', parentId: main.id })
    .returning({ id: categories.id });
  const productIds = [];
  for (let s = 0; s < 2; s += 1) {
    const store = await seedStore(db, { expiresAt: null });
    for (let i = 0; i < 50; i += 1) {
      const product = await seedProduct(db, {
        storeId: store.id,
        categoryId: main.id,
        subCategoryId: sub.id,
        status: 'accepted',
        basicPrice: 10 + i,
        stockAmount: 50,
      });
      productIds.push(product.id);
    }
  }
  const full = await shopper();
  const short = await shopper();
  for (const id of productIds) if ((await add(full, id)).statusCode !== 201) throw new Error('add');
  for (const id of productIds.slice(0, 3)) await add(short, id);

  const measure = async (label, token) => {
    for (let i = 0; i < 20; i += 1) await get(token, '/api/cart'); // warm
    statements = 0;
    const started = performance.now();
    for (let i = 0; i < N; i += 1) {
      const response = await get(token, '/api/cart');
      if (response.statusCode !== 200) throw new Error(`cart ${response.statusCode}`);
    }
    const ms = (performance.now() - started) / N;
    console.log(
      `${label}: ${ms.toFixed(2)} ms per GET /api/cart, ${(statements / N).toFixed(1)} statements`,
    );
    return ms;
  };
  const health = await (async () => {
    for (let i = 0; i < 20; i += 1) await get(short, '/api/health');
    const started = performance.now();
    for (let i = 0; i < N; i += 1) await get(short, '/api/health');
    return (performance.now() - started) / N;
  })();
  console.log(`GET /api/health: ${health.toFixed(2)} ms (the box's speed now)`);
  const three = await measure('3 lines  ', short);
  const hundred = await measure('100 lines', full);
  console.log(`100 lines / 3 lines: ${(hundred / three).toFixed(2)}×`);
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
