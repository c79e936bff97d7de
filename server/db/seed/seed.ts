import { rm } from 'node:fs/promises';
import path from 'node:path';
import { count, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password';
import { createDiskStore } from '../../providers/object-store/disk-store';
import type { ObjectStore } from '../../providers/object-store/object-store';
import type { Database, Db } from '../client';
import { migrateDb } from '../migrate';
import { products, settings, stores } from '../schema/index';
import { readSetting, SETTINGS_KEYS } from '../settings';
import { DEMO_PASSWORD } from './accounts';
import { type CatalogueIds, insertProducts } from './catalogue';
import { insertContent, wizardPlan } from './content';
import { STORES } from './data/stores';
import { ensureProductImages, ensureSiteImages } from './images';
import { insertDemoOrders } from './orders';
import { insertPeople } from './people';
import { planProduct, productImagePool } from './products';
import { insertReferenceData, loadReferenceIds } from './reference';
import { insertDeliveryZones } from './delivery';
import { insertStores } from './stores';

export const DEFAULT_SEED_PRODUCTS = 320;
export const DEFAULT_SITE_URL = 'http://localhost:3000';

// Held for the length of the seeding transaction so two API nodes starting together on one
// PostgreSQL never both seed; the loser sees `seeded_at` once the lock is released.
export const SEED_LOCK_ID = 727_002;

export interface SeedOptions {
  /** Root of public uploads; images go to `<uploadsDir>/seed/…`, URLs are `/uploads/seed/…`. */
  uploadsDir: string;
  /** Where the images go instead: the server's object store (the S3 bucket when S3_* is set). */
  images?: ObjectStore;
  /** Size of the first catalogue (default 320). */
  products?: number;
  siteUrl?: string;
  /** Clock of the seed (default: now); seeded dates are spread backwards from it. */
  now?: Date;
  log?: (message: string) => void;
}

/**
 * Seeds a fresh database once. The whole seed is one transaction ending with the `seeded_at`
 * setting, so a crash leaves either nothing or everything, and a second start changes nothing.
 * Images are written before the transaction; they are idempotent files, harmless on rollback.
 * Resolves true when this call seeded, false when the database already was.
 */
export async function seedIfEmpty(database: Database, options: SeedOptions): Promise<boolean> {
  const started = performance.now();
  const { db } = database;
  if (await readSetting(db, SETTINGS_KEYS.seededAt)) return false;

  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const productCount = options.products ?? DEFAULT_SEED_PRODUCTS;
  const plans = Array.from({ length: productCount }, (_, i) => planProduct(i, now));
  const images = options.images ?? uploadsOnDisk(options.uploadsDir);
  log(`seed: rendering images into the ${images.kind} store's uploads/seed`);
  await ensureSiteImages(images, wizardPlan());
  await ensureProductImages(
    images,
    plans.flatMap((plan) => plan.images),
  );
  // One hash for every seeded account: argon2id at OWASP cost is ~50 ms a call.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const inserted = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (await readSetting(tx, SETTINGS_KEYS.seededAt)) return null;
    const ids = await insertReferenceData(tx);
    const people = await insertPeople(tx, passwordHash, now);
    const storeIds = await insertStores(tx, ids, people, now);
    await insertDeliveryZones(tx, ids, storeIds);
    const catalogueIds: CatalogueIds = { ...ids, stores: storeIds };
    let total = 0;
    for (let i = 0; i < plans.length; i += 500) {
      total += await insertProducts(tx, plans.slice(i, i + 500), catalogueIds);
    }
    await insertDemoOrders(tx, ids, storeIds, people, now);
    await insertContent(tx, options.siteUrl ?? DEFAULT_SITE_URL);
    await tx.insert(settings).values({ key: SETTINGS_KEYS.seededAt, value: now.toISOString() });
    return total;
  });
  if (inserted === null) return false;
  await analyze(db);
  const ms = Math.round(performance.now() - started);
  log(`seed: ${inserted} products, ${STORES.length} stores in ${ms} ms`);
  return true;
}

export interface ExtendOptions {
  uploadsDir: string;
  /** Target size of the catalogue; products are added until the table holds this many. */
  products: number;
  batchSize?: number;
  now?: Date;
  onProgress?: (done: number, target: number) => void;
}

/**
 * Grows the catalogue of a seeded database to `products` rows with the same deterministic
 * generator (product N is the same whichever run creates it). Each batch is its own transaction:
 * an interrupted run keeps whole batches and resumes from the current count.
 */
export async function extendCatalogue(database: Database, options: ExtendOptions) {
  const started = performance.now();
  const { db } = database;
  const batchSize = options.batchSize ?? 1_000;
  const now = options.now ?? new Date();
  const existing = await countProducts(db);
  if (existing >= options.products) return { added: 0, total: existing, ms: 0 };

  const storeRows = await db
    .select({ id: stores.id, username: stores.username })
    .from(stores)
    .where(
      inArray(
        stores.username,
        STORES.map((store) => store.username),
      ),
    );
  if (storeRows.length !== STORES.length) {
    throw new Error('extendCatalogue needs the seeded stores; run seedIfEmpty (or --reset) first');
  }
  const ids: CatalogueIds = {
    ...(await loadReferenceIds(db)),
    stores: new Map(storeRows.map((row) => [row.username, row.id])),
  };
  await ensureProductImages(uploadsOnDisk(options.uploadsDir), productImagePool());

  let total = existing;
  while (total < options.products) {
    const size = Math.min(batchSize, options.products - total);
    const plans = Array.from({ length: size }, (_, i) => planProduct(total + i, now));
    total += await db.transaction((tx) => insertProducts(tx, plans, ids));
    options.onProgress?.(total, options.products);
  }
  await analyze(db);
  return { added: total - existing, total, ms: Math.round(performance.now() - started) };
}

/**
 * Refreshes planner statistics after bulk inserts. PGlite runs no autovacuum, so without this the
 * planner believes the catalogue is empty and picks plans that are 10× slower on 100k rows.
 */
async function analyze(db: Db) {
  await db.execute(sql`ANALYZE`);
}

export async function countProducts(db: Db) {
  const [row] = await db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

/**
 * Drops every table (and the migration journal), re-applies the migrations and removes seeded
 * images, leaving a database seedIfEmpty will fill again.
 */
export async function resetDatabase(database: Database, uploadsDir: string) {
  await database.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
  await database.db.execute(sql`DROP SCHEMA public CASCADE`);
  await database.db.execute(sql`CREATE SCHEMA public`);
  await rm(path.join(uploadsDir, 'seed'), { recursive: true, force: true });
  await migrateDb(database);
}

/** Seeding without a server (the CLI, tests) writes its public images to a folder. */
function uploadsOnDisk(uploadsDir: string): ObjectStore {
  return createDiskStore({ uploadsDir, privateDir: null });
}
