import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products, stores } from '../../db/schema';
import { publicProduct, publicStore } from '../catalogue/visibility.repository';

export async function countSitemapProducts(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(publicProduct());
  return row?.total ?? 0;
}

/** Public products in id order, a window at a time (one sitemap file). */
export function listSitemapProducts(db: Db, offset: number, limit: number) {
  return db
    .select({
      id: products.id,
      nameAr: products.nameAr,
      updatedAt: products.updatedAt,
      storeUsername: stores.username,
    })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(publicProduct())
    .orderBy(asc(products.id))
    .limit(limit)
    .offset(offset);
}

export function listSitemapStores(db: Db) {
  return db
    .select({ username: stores.username, updatedAt: stores.updatedAt })
    .from(stores)
    .where(publicStore())
    .orderBy(asc(stores.id));
}

export function listSitemapCategories(db: Db) {
  return db
    .select({ id: categories.id, parentId: categories.parentId, updatedAt: categories.updatedAt })
    .from(categories)
    .where(and(eq(categories.isActive, true)))
    .orderBy(asc(categories.sort), asc(categories.id));
}
