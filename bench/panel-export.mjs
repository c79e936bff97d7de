// Products export (target: "export of 100,000 products streams: server memory within +150 MB of
// idle, the file starts downloading within 1 s"). The real app in this process, listening on a
// port, on the test snapshot (PGlite) or a throw-away PostgreSQL database (TEST_DATABASE_URL);
// it tops the catalogue up to N products, then downloads CSV and XLSX as the admin over HTTP,
// reading and dropping the chunks, and reports time to first byte, total time, size and the peak
// RSS above the idle RSS measured just before.
// Usage: node bench/panel-export.mjs [products]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const target = Number(process.argv[2] ?? 100_000);
const { ensureSnapshot, openTestDb } = await import('../server/db/testing.ts');
const { buildApp } = await import('../server/app.ts');
const { readEnv } = await import('../server/env.ts');
const { products } = await import('../server/db/schema/index.ts');
const { issueSession } = await import('../server/modules/auth/auth.service.ts');
const { count } = await import('drizzle-orm');
const { buildProduct, insertable, seedStore, seedUser } =
  await import('../tests/factories/index.ts');

await ensureSnapshot();
const database = await openTestDb();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dukkan-bench-export-'));
const secret = 'bench-secret-that-is-long-enough-for-hs256';
const env = {
  ...readEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: secret,
    RATE_LIMIT_MAX: '1000000000',
  }),
  jwtSecret: secret,
};
const app = await buildApp({ database, env });
const { db } = database;

const [{ n }] = await db.select({ n: count() }).from(products);
const [{ categoryId, subCategoryId }] = await db
  .select({ categoryId: products.categoryId, subCategoryId: products.subCategoryId })
  .from(products)
  .limit(1);
const stores = await Promise.all(Array.from({ length: 20 }, () => seedStore(db)));
for (let made = n; made < target; made += 1000) {
  await db.insert(products).values(
    Array.from({ length: Math.min(1000, target - made) }, (_, i) =>
      insertable(
        buildProduct({
          storeId: stores[i % stores.length].id,
          categoryId,
          subCategoryId,
          nameAr: `منتج تجريبي للتصدير رقم ${made + i}`,
        }),
      ),
    ),
  );
}
const admin = await seedUser(db, { role: 'admin' });
const { token } = await issueSession(db, env, { userId: admin.id, kind: 'admin', role: 'admin' });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

try {
  console.log(`${database.kind}, ${target} products`);
  for (const format of ['csv', 'xlsx']) {
    global.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const idle = process.memoryUsage().rss;
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 25);
    const started = performance.now();
    const res = await fetch(`${address}/api/panel/products/export?format=${format}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    let firstByte = null;
    let bytes = 0;
    for await (const chunk of res.body) {
      firstByte ??= performance.now() - started;
      bytes += chunk.length;
    }
    const total = performance.now() - started;
    clearInterval(sampler);
    console.log(
      `${format.padEnd(5)} status ${res.status}  first byte ${firstByte?.toFixed(0)} ms  ` +
        `total ${(total / 1000).toFixed(1)} s  ${(bytes / 1e6).toFixed(1)} MB  ` +
        `peak RSS +${((peak - idle) / 1e6).toFixed(0)} MB over idle`,
    );
  }
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
