import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products, stores } from '../../db/schema';
import { publicProduct } from './visibility.repository';

export function listActiveCategories(db: Db) {
  return db
    .select()
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.sort), asc(categories.id));
}
export type CategoryRow = Awaited<ReturnType<typeof listActiveCategories>>[number];

/** Public product counts per (category, sub-category). */
export function countPublicByCategory(db: Db, where: SQL[] = []) {
  return db
    .select({
      categoryId: products.categoryId,
      subCategoryId: products.subCategoryId,
      total: count(),
    })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(publicProduct(), ...where))
    .groupBy(products.categoryId, products.subCategoryId);
}
