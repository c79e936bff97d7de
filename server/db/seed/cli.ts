import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDataDir } from '../data-folder';
import { DataDirError } from '../data-lock';
import { DEMO_ACCOUNTS } from './accounts';
import { growPeopleAndStores } from './grow';
import { countProducts, extendCatalogue, resetDatabase, seedIfEmpty } from './seed';

// npm run seed [-- --products N] [--users N] [--stores N] [--reset]
// The server has its own env.ts; this script reads the few variables it needs directly.
const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    /** Top accounts up to N (bench size: 20,000), see grow.ts. */
    users: { type: 'string' },
    /** Top stores up to N (bench size: 2,000), see grow.ts. */
    stores: { type: 'string' },
    reset: { type: 'boolean', default: false },
    'site-url': { type: 'string' },
  },
});

function countOption(name: 'products' | 'users' | 'stores'): number | undefined {
  const raw = values[name];
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a non-negative integer, got "${raw}"`);
    process.exit(1);
  }
  return n;
}
const target = countOption('products');
const userTarget = countOption('users');
const storeTarget = countOption('stores');

// Same defaults as server/env.ts, so `npm run seed` and `npm start` find the same database.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(ROOT, 'data'));
const uploadsDir = path.resolve(process.env.UPLOADS_DIR ?? path.join(dataDir, 'uploads'));
// Under DATA_DIR's lock, as the server: never beside a running server on the same folder.
const { database, lock } = await openDataDir({
  dataDir,
  databaseUrl: process.env.DATABASE_URL || undefined,
  purpose: 'seed',
}).catch((error: unknown) => {
  if (!(error instanceof DataDirError)) throw error;
  console.error(error.message);
  process.exit(1);
});
const started = performance.now();
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

try {
  console.log(
    `database: ${database.kind === 'pglite' ? path.join(dataDir, 'pglite') : 'PostgreSQL'}`,
  );
  if (values.reset) {
    console.log('reset: dropping all tables and seeded images');
    await resetDatabase(database, uploadsDir);
  }
  const seedStarted = performance.now();
  const seeded = await seedIfEmpty(database, {
    uploadsDir,
    ...(target !== undefined && target < 320 ? { products: target } : {}),
    siteUrl: values['site-url'] ?? process.env.SITE_URL ?? 'http://localhost:3000',
    log: console.log,
  });
  console.log(seeded ? `seeded in ${seconds(seedStarted)} s` : 'already seeded: nothing to do');

  if (userTarget !== undefined || storeTarget !== undefined) {
    const from = performance.now();
    const added = await growPeopleAndStores(database, {
      ...(userTarget !== undefined ? { users: userTarget } : {}),
      ...(storeTarget !== undefined ? { stores: storeTarget } : {}),
    });
    console.log(
      `added ${added.users.toLocaleString('en')} accounts and ${added.stores.toLocaleString('en')} stores in ${seconds(from)} s`,
    );
  }

  if (target !== undefined && target > (await countProducts(database.db))) {
    const from = performance.now();
    let last = 0;
    const result = await extendCatalogue(database, {
      uploadsDir,
      products: target,
      onProgress: (done, of) => {
        if (done - last >= 10_000 || done === of) {
          last = done;
          console.log(
            `products: ${done.toLocaleString('en')} / ${of.toLocaleString('en')} (${seconds(from)} s)`,
          );
        }
      },
    });
    console.log(`added ${result.added.toLocaleString('en')} products in ${seconds(from)} s`);
  }
  console.log(`catalogue: ${(await countProducts(database.db)).toLocaleString('en')} products`);
  console.log('demo accounts (password for all: ' + DEMO_ACCOUNTS[0]!.password + '):');
  for (const account of DEMO_ACCOUNTS)
    console.log(`  ${account.role.padEnd(18)} ${account.username}`);
  console.log(`done in ${seconds(started)} s`);
} finally {
  await database.close();
  lock?.release();
}
