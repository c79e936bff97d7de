import { and, eq, inArray } from 'drizzle-orm';
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
