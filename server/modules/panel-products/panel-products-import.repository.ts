import { and, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products, stores } from '../../db/schema';
import type { Actor } from '../auth/actor';
import { storeScope } from '../auth/store-scope';

/** The ids among `ids` of stores the actor reaches. */
export async function reachableStoreIds(db: Db, actor: Actor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(storeScope(actor, stores.id), inArray(stores.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** The actor's products among `ids`, locked until the import's transaction ends. */
export async function lockImportedProducts(db: Db, actor: Actor, ids: number[]) {
  if (ids.length === 0) return new Map<number, typeof products.$inferSelect>();
  const rows = await db
    .select()
    .from(products)
    .where(and(storeScope(actor, products.storeId), inArray(products.id, ids)))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}
export type ImportedProduct = typeof products.$inferSelect;

/** Each category's parent (null for a main category); unknown ids are absent. */
export async function categoryParents(db: Db, ids: number[]): Promise<Map<number, number | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(inArray(categories.id, ids));
  return new Map(rows.map((row) => [row.id, row.parentId]));
}

/**
 * The SKUs among `skus` that products of `storeIds` already have, as `store id:sku`, leaving out
 * the products the file itself updates (their SKU is the file's).
 */
export async function takenSkus(
  db: Db,
  storeIds: number[],
  skus: string[],
  updatedIds: number[],
): Promise<Set<string>> {
  if (storeIds.length === 0 || skus.length === 0) return new Set();
  const rows = await db
    .select({ storeId: products.storeId, sku: products.sku })
    .from(products)
    .where(
      and(
        inArray(products.storeId, storeIds),
        inArray(products.sku, skus),
        updatedIds.length > 0 ? notInArray(products.id, updatedIds) : undefined,
      ),
    );
  return new Set(rows.map((row) => `${row.storeId}:${row.sku}`));
}

/**
 * Clears the SKU of the products the file gives another one, so that two rows swapping their SKUs
 * never meet the per-store unique index halfway (it is checked row by row, not at the commit).
 */
export async function clearChangingSkus(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .update(products)
    .set({ sku: null })
    .where(and(inArray(products.id, ids), isNotNull(products.sku)));
}

export type ImportedValues = Omit<typeof products.$inferInsert, 'storeId'>;

export async function insertImportedProducts(
  db: Db,
  rows: (ImportedValues & { storeId: number })[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(products).values(rows).returning({ id: products.id });
  return inserted.map((row) => row.id);
}

export async function updateImportedProduct(db: Db, id: number, values: ImportedValues) {
  await db.update(products).set(values).where(eq(products.id, id));
}
