import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettingsSchema } from '../../domain/contracts/general.contract';
import { ROLES } from '../../domain/auth/roles';
import { ORDER_STATUSES, PRODUCT_STATUSES } from '../../domain/status/statuses';
import { verifyPassword } from '../lib/password';
import { type Database, type Db, queryRows } from './client';
import { migrateDb } from './migrate';
import * as schema from './schema/index';
import { foldSearchText } from './search-text';
import { readSetting, readSiteSettings, SETTINGS_KEYS } from './settings';
import { DEMO_ACCOUNTS, extendCatalogue, resetDatabase, seedIfEmpty } from './seed/index';
import { planProduct } from './seed/products';
import { openEmptyTestDb } from './testing';

// One empty database for the whole file (initdb is the expensive part on PGlite, ≈2.5 s), so
// migrate, seed, re-seed, extend and reset run in order against it, on either engine.

let database: Database;
let db: Db;
let uploadsDir: string;

const countRows = async (table: PgTable) => {
  const [row] = await db.select({ n: count() }).from(table);
  return row!.n;
};

const snapshotCounts = async () => ({
  users: await countRows(schema.users),
  stores: await countRows(schema.stores),
  products: await countRows(schema.products),
  images: await countRows(schema.productImages),
  values: await countRows(schema.productAttributeValues),
  settings: await countRows(schema.settings),
});

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'dukkan-seed-'));
  database = await openEmptyTestDb();
  db = database.db;
});

afterAll(async () => {
  await database?.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

describe('[DB][MIGRATIONS]', () => {
  it('applies every migration to a fresh database, with pg_trgm', async () => {
    await migrateDb(database);
    const tables = await queryRows<{ table_name: string }>(
      db,
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
    );
    const names = tables.map((row) => row.table_name);
    for (const table of ['users', 'sessions', 'stores', 'products', 'settings', 'mail_outbox']) {
      expect(names).toContain(table);
    }
    const extensions = await queryRows<{ extname: string }>(
      db,
      sql`SELECT extname FROM pg_extension`,
    );
    expect(extensions.map((row) => row.extname)).toContain('pg_trgm');
  });

  it('is a no-op when run again', async () => {
    const before = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
    );
    await migrateDb(database);
    const after = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(before[0]!.n).toBeGreaterThanOrEqual(2);
  });
});

describe('[DB][SEED] first start', () => {
  beforeAll(async () => {
    expect(await seedIfEmpty(database, { uploadsDir, siteUrl: 'https://dukkan.example' })).toBe(
      true,
    );
  }, 60_000);

  it('creates the 27 governorates of Egypt, each with areas', async () => {
    expect(await countRows(schema.governorates)).toBe(27);
    const rows = await queryRows<{ name_en: string; areas: number }>(
      db,
      sql`SELECT g.name_en, count(a.id)::int AS areas FROM governorates g
          LEFT JOIN areas a ON a.governorate_id = g.id GROUP BY g.name_en`,
    );
    expect(rows.every((row) => row.areas >= 5)).toBe(true);
    const [cairo] = await db
      .select()
      .from(schema.governorates)
      .where(eq(schema.governorates.nameEn, 'Cairo'));
    expect(cairo?.nameAr).toBe('القاهرة');
  });

  it('creates ≥ 20 stores and ≥ 300 products with images on disk', async () => {
    expect(await countRows(schema.stores)).toBeGreaterThanOrEqual(20);
    expect(await countRows(schema.products)).toBeGreaterThanOrEqual(300);
    const rows = await db
      .select({ mainImage: schema.products.mainImage })
      .from(schema.products)
      .limit(50);
    const gallery = await db
      .select({ url: schema.productImages.url })
      .from(schema.productImages)
      .limit(50);
    const logos = await db.select({ logo: schema.stores.logo }).from(schema.stores);
    for (const url of [
      ...rows.map((r) => r.mainImage),
      ...gallery.map((g) => g.url),
      ...logos.map((l) => l.logo),
    ]) {
      expect(url).toMatch(/^\/uploads\/seed\//);
      expect(existsSync(path.join(uploadsDir, url!.replace(/^\/uploads\//, '')))).toBe(true);
    }
  });

  it('creates one verified account per demo role, and the password works', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await db
        .select()
        .from(schema.users)
        .where(eq(schema.users.username, account.username));
      expect(user?.role).toBe(account.role);
      expect(user?.emailVerifiedAt).not.toBeNull();
      expect(user?.phone).toMatch(/^01\d{9}$/);
      expect(await verifyPassword(user!.passwordHash, account.password)).toBe(true);
    }
    const roles = new Set(DEMO_ACCOUNTS.map((account) => account.role));
    expect([...ROLES].filter((role) => !roles.has(role))).toEqual(['guest']);
  });

  it('gives the reseller several stores and the sub-reseller one of them', async () => {
    const [reseller] = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.username, 'reseller'));
    const owned = await db
      .select()
      .from(schema.stores)
      .where(eq(schema.stores.ownerId, reseller!.id));
    expect(owned.length).toBeGreaterThanOrEqual(3);
    const [sub] = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.username, 'subreseller'));
    const staff = await db
      .select()
      .from(schema.storeStaff)
      .where(eq(schema.storeStaff.userId, sub!.id));
    expect(staff).toHaveLength(1);
    expect(owned.map((store) => store.id)).toContain(staff[0]!.storeId);
  });

  it('holds products in every review state, rejected with a reason, and archived ones', async () => {
    const rows = await queryRows<{ status: string; n: number }>(
      db,
      sql`SELECT status, count(*)::int AS n FROM products GROUP BY status`,
    );
    const byStatus = new Map(rows.map((row) => [row.status, row.n]));
    for (const status of PRODUCT_STATUSES) expect(byStatus.get(status) ?? 0).toBeGreaterThan(0);
    expect(byStatus.get('accepted')! / 320).toBeGreaterThan(0.8);
    const [rejected] = await db
      .select()
      .from(schema.products)
      .where(eq(schema.products.status, 'rejected'))
      .limit(1);
    expect(rejected?.rejectionReason).toBeTruthy();
    const [archived] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM products WHERE archived_at IS NOT NULL`,
    );
    expect(archived!.n).toBeGreaterThan(0);
  });

  it("gives the demo reseller's stores an order in every status and package invoices", async () => {
    const [reseller] = await db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.username, 'reseller'));
    const rows = await queryRows<{ status: string; method: string; paid: string; n: number }>(
      db,
      sql`SELECT o.status, o.payment_method AS method, o.payment_status AS paid, count(*)::int AS n
          FROM orders o JOIN stores s ON s.id = o.store_id
          WHERE s.owner_id = ${reseller!.id} GROUP BY 1, 2, 3`,
    );
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(ORDER_STATUSES));
    expect(rows).toContainEqual(
      expect.objectContaining({ status: 'delivered', method: 'cash_on_delivery', paid: 'paid' }),
    );
    const sums = await queryRows<{ bad: number }>(
      db,
      sql`SELECT count(*)::int AS bad FROM orders o
          WHERE o.total <> o.subtotal - o.discount + o.shipping_cost
             OR o.subtotal <> (SELECT sum(line_total) FROM order_items WHERE order_id = o.id)`,
    );
    expect(sums[0]!.bad).toBe(0);
    const invoices = await queryRows<{ status: string }>(
      db,
      sql`SELECT status FROM invoices WHERE user_id = ${reseller!.id} AND purpose = 'subscription'`,
    );
    expect(invoices.filter((row) => row.status === 'paid').length).toBeGreaterThanOrEqual(2);
  });

  it('stores site settings that satisfy the contract, meta per language and static pages', async () => {
    const site = await readSiteSettings(db);
    expect(siteSettingsSchema.parse(site)).toMatchObject({
      homeTheme: 'modern',
      siteUrl: 'https://dukkan.example',
    });
    const meta = await readSetting<Record<string, { meta_title: string }>>(db, SETTINGS_KEYS.meta);
    expect(meta?.ar?.meta_title.length).toBeLessThanOrEqual(55);
    expect(meta?.en?.meta_title.length).toBeLessThanOrEqual(55);
    const pages = await db.select().from(schema.staticPages);
    expect(pages.map((page) => page.slug).sort()).toEqual(['about-us', 'privacy-policy', 'terms']);
    const wizard = await queryRows<{ platform: string }>(
      db,
      sql`SELECT DISTINCT platform FROM wizard_steps`,
    );
    expect(wizard.map((row) => row.platform).sort()).toEqual(['android', 'ios', 'web']);
  });

  it('links attributes with sub-attributes to categories', async () => {
    const mains = await db
      .select()
      .from(schema.attributes)
      .where(isNull(schema.attributes.parentId));
    expect(mains.some((attribute) => attribute.showInFilter)).toBe(true);
    const colour = mains.find((attribute) => attribute.nameEn === 'Colour')!;
    const swatches = await db
      .select()
      .from(schema.attributes)
      .where(eq(schema.attributes.parentId, colour.id));
    expect(swatches.every((value) => /^#[0-9a-f]{6}$/.test(value.color ?? ''))).toBe(true);
    expect(await countRows(schema.categoryAttributes)).toBeGreaterThan(20);
  });

  it('never gives a store a white main colour', async () => {
    const colours = await db.select({ c: schema.stores.mainColor }).from(schema.stores);
    expect(colours.every(({ c }) => /^#[0-9a-f]{6}$/.test(c) && c !== '#ffffff')).toBe(true);
  });

  it('folds search text in SQL exactly as foldSearchText does', async () => {
    const rows = await db
      .select({
        ar: schema.products.nameAr,
        en: schema.products.nameEn,
        folded: schema.products.searchText,
      })
      .from(schema.products)
      .limit(100);
    for (const row of rows) expect(row.folded).toBe(foldSearchText(`${row.ar} ${row.en}`));
    expect(foldSearchText('شقة ١٢٠ متر في مدينة نصر')).toBe('شقه 120 متر في مدينه نصر');
  });

  it('is deterministic: product N is planned the same way every time', () => {
    const now = new Date('2026-11-01T00:00:00Z');
    expect(planProduct(123, now)).toEqual(planProduct(123, now));
  });
});

describe('[DB][SEED] later starts and growth', () => {
  it('changes nothing when the database is already seeded', async () => {
    const before = await snapshotCounts();
    expect(await seedIfEmpty(database, { uploadsDir })).toBe(false);
    expect(await snapshotCounts()).toEqual(before);
  });

  it('extends the catalogue to the requested size in batches', async () => {
    const before = await countRows(schema.products);
    const progress: number[] = [];
    const result = await extendCatalogue(database, {
      uploadsDir,
      products: before + 1_100,
      batchSize: 500,
      onProgress: (done) => progress.push(done),
    });
    expect(result.added).toBe(1_100);
    expect(await countRows(schema.products)).toBe(before + 1_100);
    expect(progress).toEqual([before + 500, before + 1_000, before + 1_100]);
    const again = await extendCatalogue(database, { uploadsDir, products: before + 1_100 });
    expect(again.added).toBe(0);
  }, 60_000);

  it('reset drops everything and leaves a migrated, empty database', async () => {
    await resetDatabase(database, uploadsDir);
    expect(await countRows(schema.products)).toBe(0);
    expect(await readSetting(db, SETTINGS_KEYS.seededAt)).toBeNull();
    expect(existsSync(path.join(uploadsDir, 'seed'))).toBe(false);
  });
});
