import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, packages, productImages, products, stores } from '../../db/schema';
import { productColumns } from '../panel-products/panel-products.repository';

// A seller's product writes. Quota: a store's unarchived products may not exceed its
// package's products_count; every write that adds one locks the store row first, so two
// concurrent creates at quota − 1 are counted one after the other.

const formColumns = {
  ...productColumns,
  description_ar: products.descriptionAr,
  description_en: products.descriptionEn,
  negotiable: products.negotiable,
  stock_amount: products.stockAmount,
  unlimited_quantity: products.unlimitedQuantity,
  minimum_stock: products.minimumStock,
  youtube_url: products.youtubeUrl,
  facebook_video_url: products.facebookVideoUrl,
};

export async function findFormProduct(db: Db, scope: SQL | undefined, id: number) {
  const [row] = await db
    .select(formColumns)
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(scope, eq(products.id, id)));
  if (!row) return null;
  const images = await db
    .select({ url: productImages.url })
    .from(productImages)
    .where(eq(productImages.productId, id))
    .orderBy(asc(productImages.sort), asc(productImages.id));
  return { ...row, other_images: images.map((image) => image.url) };
}
export type FormProductRow = NonNullable<Awaited<ReturnType<typeof findFormProduct>>>;

/**
 * Locks a store in the actor's scope and answers its quota now: the package's products_count (0
 * without a package or once expired) and its unarchived products.
 */
export async function lockStoreQuota(db: Db, scope: SQL | undefined, storeId: number) {
  const [store] = await db
    .select({
      id: stores.id,
      productsCount: packages.productsCount,
      expired: sql<boolean>`(${stores.expiresAt} IS NOT NULL AND ${stores.expiresAt} <= now())`,
    })
    .from(stores)
    .leftJoin(packages, eq(packages.id, stores.packageId))
    .where(and(scope, eq(stores.id, storeId)))
    .for('update', { of: stores });
  if (!store) return null;
  const [used] = await db
    .select({ total: count() })
    .from(products)
    .where(and(eq(products.storeId, storeId), isNull(products.archivedAt)));
  return {
    limit: store.expired ? 0 : (store.productsCount ?? 0),
    used: used?.total ?? 0,
  };
}

/** A main category and, optionally, one of its sub-categories. */
export async function categoryPairValid(db: Db, categoryId: number, subId: number | null) {
  const [main] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), isNull(categories.parentId)));
  if (!main) return false;
  if (subId === null) return true;
  const [sub] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, subId), eq(categories.parentId, categoryId)));
  return sub !== undefined;
}

export type ProductValues = Omit<
  typeof products.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'searchText' | 'searchWords' | 'keywords'
>;

export async function insertProduct(db: Db, values: ProductValues) {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  return row!.id;
}

export async function updateProductRow(db: Db, id: number, values: Partial<ProductValues>) {
  await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id));
}

/** Replaces the gallery, in the order given. */
export async function setGallery(db: Db, productId: number, urls: string[]) {
  await db.delete(productImages).where(eq(productImages.productId, productId));
  if (urls.length > 0) {
    await db.insert(productImages).values(urls.map((url, sort) => ({ productId, url, sort })));
  }
}

/** The products in scope, locked, with what push-review needs. */
export async function lockForPushReview(db: Db, scope: SQL | undefined, ids: number[]) {
  return db
    .select({
      id: products.id,
      storeId: products.storeId,
      status: products.status,
      archivedAt: products.archivedAt,
    })
    .from(products)
    .where(and(scope, inArray(products.id, ids)))
    .orderBy(asc(products.id))
    .for('update');
}

/** Back to the start of review; archived ones restored. */
export async function sendBackToReview(db: Db, ids: number[]) {
  await db
    .update(products)
    .set({
      status: 'pending_for_review',
      rejectionReason: null,
      archivedAt: null,
      updatedAt: new Date(),
    })
    .where(inArray(products.id, ids));
}

/** The product's descriptions and whether its store auto-translates. */
export async function productTranslationState(db: Db, id: number) {
  const [row] = await db
    .select({
      on: stores.autoTranslate,
      ar: products.descriptionAr,
      en: products.descriptionEn,
    })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(eq(products.id, id));
  return row ?? null;
}

/** Fills a product's description only while it is still empty. */
export async function fillProductDescription(
  db: Db,
  id: number,
  field: 'descriptionAr' | 'descriptionEn',
  value: string,
) {
  await db
    .update(products)
    .set({ [field]: value })
    .where(and(eq(products.id, id), eq(products[field], '')));
}
