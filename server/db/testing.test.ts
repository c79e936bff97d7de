import { existsSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  buildProduct,
  buildStore,
  seedProduct,
  seedStore,
  seedUser,
} from '../../tests/factories/index';
import { verifyPassword } from '../lib/password';
import type { Database } from './client';
import * as schema from './schema/index';
import { openTestDb, TEST_PRODUCTS, testUploadsDir } from './testing';

describe('[DB][TESTING] snapshot databases', () => {
  let first: Database;
  let second: Database;
  let restoreMs = 0;

  beforeAll(async () => {
    const started = performance.now();
    first = await openTestDb();
    restoreMs = performance.now() - started;
    second = await openTestDb();
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('restores the seeded snapshot global-setup built', async () => {
    expect(inject('dukkanTestSnapshot')).toBeTruthy();
    const [products] = await first.db.select({ n: count() }).from(schema.products);
    const [governorates] = await first.db.select({ n: count() }).from(schema.governorates);
    expect(products!.n).toBe(TEST_PRODUCTS);
    expect(governorates!.n).toBe(27);
    // Reported, not asserted: timings belong in benchmarks (DESIGN §6).
    console.log(`openTestDb restored the snapshot in ${Math.round(restoreMs)} ms (${first.kind})`);
  });

  it('ships the snapshot images beside it', async () => {
    const [product] = await first.db.select().from(schema.products).limit(1);
    const file = path.join(testUploadsDir(), product!.mainImage!.replace(/^\/uploads\//, ''));
    expect(existsSync(file)).toBe(true);
  });

  it('isolates two opened databases from each other', async () => {
    await first.db.delete(schema.productImages);
    await first.db.delete(schema.productAttributeValues);
    await first.db.delete(schema.products);
    const [inFirst] = await first.db.select({ n: count() }).from(schema.products);
    const [inSecond] = await second.db.select({ n: count() }).from(schema.products);
    expect(inFirst!.n).toBe(0);
    expect(inSecond!.n).toBe(TEST_PRODUCTS);
  });

  it('answers ping and closes twice without error', async () => {
    const third = await openTestDb();
    await expect(third.ping()).resolves.toBeUndefined();
    await third.close();
    await expect(third.close()).resolves.toBeUndefined();
  });
});

describe('[DB][FACTORIES]', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDb();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('builds rows with overrides and derived search text', () => {
    const product = buildProduct({ status: 'rejected', nameAr: 'طرحة', nameEn: 'Scarf' });
    expect(product).toMatchObject({ status: 'rejected', searchText: 'طرحه scarf' });
    expect(buildStore({ status: 'suspended' }).status).toBe('suspended');
  });

  it('seeds a user per role with a working password', async () => {
    const user = await seedUser(database, { role: 'moderator_reseller' });
    const [permissions] = await database.db
      .select()
      .from(schema.moderatorPermissions)
      .where(eq(schema.moderatorPermissions.userId, user.id));
    expect(user.role).toBe('moderator_reseller');
    expect(permissions?.canChat).toBe(true);
    expect(await verifyPassword(user.passwordHash, user.password)).toBe(true);
  });

  it('seeds a store with its owner and a product with images', async () => {
    const store = await seedStore(database, { mainColor: '#123456' });
    const product = await seedProduct(database, {
      storeId: store.id,
      status: 'pending_for_review',
      images: ['/uploads/a.jpg', '/uploads/b.jpg'],
    });
    expect(store.ownerId).toBeGreaterThan(0);
    expect(product).toMatchObject({ storeId: store.id, status: 'pending_for_review' });
    expect(product.images.map((image) => image.sort)).toEqual([1, 2]);
    expect(product.subCategoryId).not.toBeNull();
  });
});
