import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ProductFilters } from '../../../domain/contracts/panel/products.contract';
import type { ProductStatus } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import { categories, productImages, products, stores } from '../../db/schema';
import { foldSearchText } from '../../db/search-text';
import { containsPattern, pagedList, sortBy, countKey } from '../../lib/paging';
import type { Actor } from '../auth/actor';
import { storeScope } from '../auth/store-scope';

/** The products the actor reaches: by the store they belong to. */
export function productScope(actor: Actor): SQL | undefined {
  return storeScope(actor, products.storeId);
}

export const productColumns = {
  id: products.id,
  store_id: products.storeId,
  store_name: stores.name,
  store_username: stores.username,
  name_ar: products.nameAr,
  name_en: products.nameEn,
  main_image: products.mainImage,
  category_id: products.categoryId,
  sub_category_id: products.subCategoryId,
  basic_price: products.basicPrice,
  discount: products.discount,
  status: products.status,
  rejection_reason: products.rejectionReason,
  archived_at: products.archivedAt,
  accepted_at: products.acceptedAt,
  taken_down_at: products.takenDownAt,
  is_permanent: products.isPermanent,
  existence_period_days: products.existencePeriodDays,
  views: products.views,
  created_at: products.createdAt,
  updated_at: products.updatedAt,
};

const SORTS = {
  created_at: products.createdAt,
  updated_at: products.updatedAt,
  name_ar: products.nameAr,
  name_en: products.nameEn,
  basic_price: products.basicPrice,
  views: products.views,
  status: products.status,
} as const;

/** The list's and the export's conditions: scope (on products.store_id) and filters. */
export function productWhere(
  scope: SQL | undefined,
  filters: Pick<ProductFilters, 'status' | 'archived' | 'store' | 'category' | 'q'>,
): SQL | undefined {
  return and(
    scope,
    filters.status ? eq(products.status, filters.status) : undefined,
    filters.archived === undefined
      ? undefined
      : filters.archived
        ? isNotNull(products.archivedAt)
        : isNull(products.archivedAt),
    filters.store ? eq(products.storeId, filters.store) : undefined,
    filters.category
      ? or(eq(products.categoryId, filters.category), eq(products.subCategoryId, filters.category))
      : undefined,
    productSearch(filters.q),
  );
}

/**
 * Either name, folded as the shop's search folds it, through the trigram index on `search_text`
 * (products_search_text_trgm_idx); a number also finds the product with that id.
 */
function productSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const folded = foldSearchText(q);
  return (
    or(
      folded ? ilike(products.searchText, containsPattern(folded)) : undefined,
      /^\d{1,9}$/.test(q) ? eq(products.id, Number(q)) : undefined,
    ) ?? sql`false`
  );
}

export async function listProducts(db: Db, scope: SQL | undefined, filters: ProductFilters) {
  const where = productWhere(scope, filters);
  return pagedList(
    filters,
    async () => (await db.select({ total: count() }).from(products).where(where))[0]?.total ?? 0,
    ({ limit, offset }) =>
      db
        .select(productColumns)
        .from(products)
        .innerJoin(stores, eq(stores.id, products.storeId))
        .where(where)
        .orderBy(...sortBy(SORTS[filters.sort], filters.dir, products.id))
        .limit(limit)
        .offset(offset),
    { db, key: countKey('products', where) },
  );
}

/**
 * One batch of the export, newest first by id, after the id `before` (keyset paging: each batch
 * is an index range read, so memory stays one batch whatever the total).
 */
export function exportBatch(db: Db, where: SQL | undefined, before: number | null, size: number) {
  return db
    .select({
      ...productColumns,
      description_ar: products.descriptionAr,
      description_en: products.descriptionEn,
      sku: products.sku,
      stock_amount: products.stockAmount,
      unlimited_quantity: products.unlimitedQuantity,
    })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(where, before === null ? undefined : lt(products.id, before)))
    .orderBy(desc(products.id))
    .limit(size);
}
export type ExportRow = Awaited<ReturnType<typeof exportBatch>>[number];

export async function findProduct(db: Db, scope: SQL | undefined, id: number) {
  const [row] = await db
    .select({
      ...productColumns,
      description_ar: products.descriptionAr,
      description_en: products.descriptionEn,
    })
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
export type PanelProductRow = NonNullable<Awaited<ReturnType<typeof findProduct>>>;

/** The rows among `ids` the scope reaches, locked for a bulk write. */
export function lockProducts(db: Db, scope: SQL | undefined, ids: number[]) {
  return db
    .select({
      id: products.id,
      storeId: products.storeId,
      status: products.status,
      archivedAt: products.archivedAt,
      takenDownAt: products.takenDownAt,
      categoryId: products.categoryId,
      subCategoryId: products.subCategoryId,
      keywords: products.keywords,
    })
    .from(products)
    .where(and(scope, inArray(products.id, ids)))
    .for('update');
}

/**
 * The review move of many products in one statement: the status, the reason (kept only while
 * rejected), the first acceptance time (the existence period counts from it) and the take-down
 * time (set when a published product is rejected, cleared when it is accepted again).
 */
export async function setReviewStatus(
  db: Db,
  ids: number[],
  status: ProductStatus,
  reason: string | null,
): Promise<number[]> {
  // Products accepted for the first time now: their stores' followers hear of them.
  const firstAccepted =
    status === 'accepted'
      ? (
          await db
            .select({ id: products.id })
            .from(products)
            .where(and(inArray(products.id, ids), isNull(products.acceptedAt)))
        ).map((row) => row.id)
      : [];
  await db
    .update(products)
    .set({
      status,
      rejectionReason: status === 'rejected' ? reason : null,
      ...(status === 'accepted'
        ? { acceptedAt: sql`coalesce(${products.acceptedAt}, now())`, takenDownAt: null }
        : {}),
      ...(status === 'rejected'
        ? {
            takenDownAt: sql`CASE WHEN ${products.status} = 'accepted' THEN now()
              ELSE ${products.takenDownAt} END`,
          }
        : {}),
    })
    .where(inArray(products.id, ids));
  return firstAccepted;
}

/** The products' names and their stores' owners: who hears of a rejection, in which words. */
export function productOwners(db: Db, ids: number[]) {
  return db
    .select({
      id: products.id,
      storeId: products.storeId,
      ownerId: stores.ownerId,
      nameAr: products.nameAr,
      nameEn: products.nameEn,
    })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(inArray(products.id, ids));
}

export async function setArchived(db: Db, ids: number[], archived: boolean) {
  await db
    .update(products)
    .set({ archivedAt: archived ? sql`now()` : null })
    .where(inArray(products.id, ids));
}

export async function setCategory(
  db: Db,
  ids: number[],
  categoryId: number,
  subCategoryId: number | null,
) {
  await db.update(products).set({ categoryId, subCategoryId }).where(inArray(products.id, ids));
}

/** Keywords of many products: replaced, or added to theirs without repeats (first 20 kept). */
export async function setKeywords(db: Db, ids: number[], keywords: string[], mode: 'set' | 'add') {
  const value =
    mode === 'set'
      ? sql`${sql.param(keywords)}::text[]`
      : sql`(SELECT coalesce(array_agg(k ORDER BY n), '{}') FROM (
          SELECT DISTINCT ON (lower(k)) k, n
          FROM unnest(${products.keywords} || ${sql.param(keywords)}::text[]) WITH ORDINALITY AS t(k, n)
          ORDER BY lower(k), n
        ) AS kept)`;
  await db
    .update(products)
    .set({ keywords: sql`(${value})[1:20]` })
    .where(inArray(products.id, ids));
}

export async function deleteProductRows(db: Db, ids: number[]) {
  await db.delete(products).where(inArray(products.id, ids));
}

/** The category's parent: null for a main category, undefined when there is no such category. */
export async function categoryParent(db: Db, id: number): Promise<number | null | undefined> {
  const [row] = await db
    .select({ parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.id, id));
  return row ? row.parentId : undefined;
}
