import { and, asc, count, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import type { TtlCache } from '../../lib/ttl-cache';
import {
  areas,
  attributes,
  categories,
  categoryAttributes,
  governorates,
  productAttributeValues,
  productImages,
  products,
  stores,
} from '../../db/schema';
import { placeColumns } from './geo.repository';
import {
  effectivePrice,
  publicProduct,
  publicProductRow,
  publicStore,
} from './visibility.repository';

/** Columns of a product card; both languages, the service picks one. */
/** The product's own columns only its page shows. */
export const productPageColumns = {
  descriptionAr: products.descriptionAr,
  descriptionEn: products.descriptionEn,
  sku: products.sku,
  keywords: products.keywords,
  youtubeUrl: products.youtubeUrl,
  facebookVideoUrl: products.facebookVideoUrl,
};

export const productCardColumns = {
  id: products.id,
  nameAr: products.nameAr,
  nameEn: products.nameEn,
  mainImage: products.mainImage,
  basicPrice: products.basicPrice,
  discount: products.discount,
  negotiable: products.negotiable,
  stockAmount: products.stockAmount,
  unlimitedQuantity: products.unlimitedQuantity,
  ratingAvg: products.ratingAvg,
  ratingCount: products.ratingCount,
  views: products.views,
  categoryId: products.categoryId,
  subCategoryId: products.subCategoryId,
  createdAt: products.createdAt,
  storeId: stores.id,
  storeUsername: stores.username,
  storeName: stores.name,
  storeLogo: stores.logo,
  storeMainColor: stores.mainColor,
  storeVerifiedAt: stores.verifiedAt,
};

export interface ListQuery {
  where: SQL[];
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/** Public product cards matching `where` (always AND-ed with the visibility rule). */
export function listProductCards(db: Db, query: ListQuery) {
  return cardsQuery(db, query.where, query.orderBy).limit(query.limit).offset(query.offset);
}
export type ProductCardRow = Awaited<ReturnType<typeof listProductCards>>[number];

function cardsQuery(db: Db, where: SQL[], orderBy: SQL[]) {
  return db
    .select(productCardColumns)
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(publicProduct(), ...where))
    .orderBy(...orderBy);
}

// Built queries, reused. Drizzle spends ~150 µs turning a grid query into SQL text (more than
// PostgreSQL spends running it), so the hot grid and search queries are built once per *shape*
// with every value as a placeholder, then executed with the values of each request. A shape is a
// key naming which conditions are present (see `Binder`); values never enter the key. The
// statements are unnamed, so PostgreSQL plans each execution with its values: a generic plan
// could trade the ordered index scan of a LIMIT for a sort, and for search it guesses one match
// per word (the `&&` arrays are unknown) and joins stores by a loop: 2.2 ms a search against
// 1.5 ms plus 0.5 ms of planning.

/**
 * Collects the values of one query as placeholders `p0, p1, …` in the order they are bound.
 * Conditions take `bind` and pass their values through it; without a binder (`plain`) values
 * stay ordinary parameters, so the same condition helpers serve uncached queries.
 */
export class Binder {
  readonly values: Record<string, unknown> = {};
  private next = 0;
  readonly bind: Bind = (value) => {
    const name = `p${this.next++}`;
    this.values[name] = value;
    return sql.placeholder(name);
  };
}
export type Bind = (value: unknown) => unknown;
/** Values as ordinary parameters, one each (an array stays one array, not a list). */
export const plain: Bind = (value) => sql.param(value);

/** A query shape: `key` names the SQL text (conditions present, sort); `binder` holds values. */
export interface Shape {
  key: string;
  binder: Binder;
}

/**
 * `listProductCards` for a shaped query: `where` and `orderBy` must take their values from
 * `shape.binder`, and must be the same SQL for every call with the same `shape.key`.
 */
export function listShapedProductCards(
  db: Db,
  shape: Shape,
  query: ListQuery,
): Promise<ProductCardRow[]> {
  const statement = prepared(db, `list|${shape.key}`, () =>
    cardsQuery(db, query.where, query.orderBy)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
  return statement.execute({
    ...shape.binder.values,
    limit: query.limit,
    offset: query.offset,
  }) as Promise<ProductCardRow[]>;
}

/** Conditions split by table: product columns and store columns (governorate, username …). */
export interface ProductWhere {
  product: SQL[];
  store: SQL[];
}

/**
 * Counts per store first, then keeps the public stores: the inner part is an index-only scan of
 * a partial index that carries store_id (see the schema), instead of joining every row.
 */
export function countProductsQuery(db: Db, where: ProductWhere) {
  const perStore = db
    .select({ storeId: products.storeId, total: count().as('total') })
    .from(products)
    .where(and(publicProductRow(), ...where.product))
    .groupBy(products.storeId)
    .as('per_store');
  return db
    .select({ total: sql<string | null>`sum(${perStore.total})` })
    .from(perStore)
    .innerJoin(stores, eq(stores.id, perStore.storeId))
    .where(and(publicStore(), ...where.store));
}

/**
 * The count of a shaped `where` (see `listShapedProductCards`); through `cache`, keyed by the
 * shape and its values, when given.
 */
export async function countProducts(
  db: Db,
  shape: Shape,
  where: ProductWhere,
  cache?: TtlCache<number>,
): Promise<number> {
  const load = async () => {
    const statement = prepared(db, `count|${shape.key}`, () => countProductsQuery(db, where));
    const rows = (await statement.execute(shape.binder.values)) as { total: string | null }[];
    return Number(rows[0]?.total ?? 0);
  };
  if (!cache?.enabled) return load();
  return cache.get(`${shape.key}|${JSON.stringify(shape.binder.values)}`, load);
}

/**
 * Lowest and highest effective price of the public products matching `where`: two ordered walks of
 * the price indexes (category, sub-category or the whole catalogue, each on the effective price)
 * that stop at the first product of a public store, instead of an aggregate over every product of
 * the category (38–340 ms for a main category of 100,000 products under load; now ~1 ms).
 */
export async function priceBounds(db: Db, where: SQL[]) {
  const edge = (direction: 'asc' | 'desc') =>
    db
      .select({ price: effectivePrice })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(and(publicProduct(), ...where))
      .orderBy(direction === 'asc' ? sql`${effectivePrice} asc` : sql`${effectivePrice} desc`)
      .limit(1);
  const [[low], [high]] = await Promise.all([edge('asc'), edge('desc')]);
  return { min: Number(low?.price ?? 0), max: Number(high?.price ?? 0) };
}

/** Sub-attribute ids with their main attribute, kept only when the main one is shown in filters. */
export async function findFilterValues(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const parent = alias(attributes, 'parent');
  return db
    .select({ id: attributes.id, parentId: attributes.parentId })
    .from(attributes)
    .innerJoin(parent, eq(parent.id, attributes.parentId))
    .where(and(inArray(attributes.id, ids), eq(parent.showInFilter, true)));
}

/** Attribute values (sub-attribute ids) that some public product matching `where` has. */
export async function presentAttributeValues(db: Db, where: SQL[]): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ id: productAttributeValues.attributeId })
    .from(productAttributeValues)
    .innerJoin(products, eq(products.id, productAttributeValues.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(publicProduct(), ...where));
  return new Set(rows.map((row) => row.id));
}

/** Products having at least one of the sub-attribute `ids`. */
export function hasAnyAttribute(ids: number[], bind: Bind = plain): SQL {
  return sql`exists (select 1 from ${productAttributeValues} where ${productAttributeValues.productId} = ${products.id} and ${productAttributeValues.attributeId} in ${ids.map(bind)})`;
}

export async function findCategory(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.isActive, true)));
  return row ?? null;
}

/**
 * Main attributes shown in filters — linked to any of `categoryIds`, or all of them when null —
 * with their values, in admin order.
 */
export async function listFilterAttributes(db: Db, categoryIds: number[] | null) {
  const mains = await db
    .select()
    .from(attributes)
    .where(
      and(
        isNull(attributes.parentId),
        eq(attributes.showInFilter, true),
        categoryIds === null
          ? undefined
          : inArray(
              attributes.id,
              db
                .select({ id: categoryAttributes.attributeId })
                .from(categoryAttributes)
                .where(inArray(categoryAttributes.categoryId, categoryIds)),
            ),
      ),
    )
    .orderBy(asc(attributes.sort), asc(attributes.id));
  if (mains.length === 0) return { mains, values: [] };
  const values = await db
    .select()
    .from(attributes)
    .where(
      inArray(
        attributes.parentId,
        mains.map((m) => m.id),
      ),
    )
    .orderBy(asc(attributes.sort), asc(attributes.id));
  return { mains, values };
}

/** Everything a product page shows of a product, its store and the store's place. */
function publicProductSelect<Extra extends Record<string, SQL>>(
  db: Db,
  extra: Extra = {} as Extra,
) {
  return db
    .select({
      ...extra,
      ...productCardColumns,
      ...productPageColumns,
      storeBackgroundColor: stores.backgroundColor,
      storeFollowers: stores.followersCount,
      storePhone: stores.phoneNumber,
      storeWhatsapp: stores.whatsapp,
      storeRatingAvg: stores.ratingAvg,
      storeRatingCount: stores.ratingCount,
      storeAuthorizedOrders: stores.authorizedOrders,
      ...placeColumns,
    })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .leftJoin(governorates, eq(governorates.id, stores.governorateId))
    .leftJoin(areas, eq(areas.id, stores.areaId))
    .$dynamic();
}
type PublicProductRow = Awaited<
  ReturnType<typeof publicProductSelect<Record<string, never>>>
>[number];

// A product page is ONE prepared statement (server/db/prepared.ts): the product with its store
// and place, and as JSON its images, its chosen values with their main attribute and its two
// categories. Four statements cost four round trips; on this machine a round trip's socket work
// was a larger share of a page's CPU than the reads themselves.

/** An image, a chosen value, a category of a product page (the JSON parts of its row). */
type ProductAttributeRow = {
  id: number;
  nameAr: string;
  nameEn: string;
  color: string | null;
  sort: number;
  extraPrice: string | number | null;
  parentId: number;
  parentNameAr: string;
  parentNameEn: string;
  parentSort: number;
  parentRequired: boolean;
  parentMultiSelect: boolean;
  parentHasPrice: boolean;
};
type CategoryRef = { id: number; nameAr: string; nameEn: string };
export type PublicProductPage = PublicProductRow & {
  images: string[];
  attributeRows: ProductAttributeRow[];
  categoryRows: CategoryRef[];
};

/** The product page's select of one product or, with `range`, of public ids after `after`. */
function productPageQuery(db: Db, range: boolean) {
  const parent = alias(attributes, 'parent');
  const images = sql<
    string[]
  >`coalesce((select json_agg(${productImages.url} order by ${productImages.sort}, ${productImages.id}) from ${productImages} where ${productImages.productId} = ${products.id}), '[]'::json)`;
  const attributeRows = sql<ProductAttributeRow[]>`coalesce((select json_agg(json_build_object(
        'id', ${attributes.id}, 'nameAr', ${attributes.nameAr}, 'nameEn', ${attributes.nameEn},
        'color', ${attributes.color}, 'sort', ${attributes.sort},
        'extraPrice', ${productAttributeValues.extraPrice},
        'parentId', ${productAttributeValues.parentAttributeId},
        'parentNameAr', ${parent.nameAr}, 'parentNameEn', ${parent.nameEn},
        'parentSort', ${parent.sort}, 'parentRequired', ${parent.isRequired},
        'parentMultiSelect', ${parent.multiSelect}, 'parentHasPrice', ${parent.hasPrice})
        order by ${productAttributeValues.attributeId})
      from ${productAttributeValues}
      inner join ${attributes} on ${attributes.id} = ${productAttributeValues.attributeId}
      inner join ${attributes} ${sql.identifier('parent')} on ${parent.id} = ${productAttributeValues.parentAttributeId}
      where ${productAttributeValues.productId} = ${products.id}), '[]'::json)`;
  const categoryRows = sql<
    CategoryRef[]
  >`coalesce((select json_agg(json_build_object('id', ${categories.id}, 'nameAr', ${categories.nameAr}, 'nameEn', ${categories.nameEn}))
      from ${categories} where ${categories.id} in (${products.categoryId}, ${products.subCategoryId})), '[]'::json)`;
  const select = publicProductSelect(db, { images, attributeRows, categoryRows });
  return range
    ? select
        .where(and(gt(products.id, sql.placeholder('after')), publicProduct()))
        .orderBy(asc(products.id))
        .limit(sql.placeholder('limit'))
    : select.where(and(eq(products.id, sql.placeholder('id')), publicProduct()));
}

/** One public product with everything its page shows; null when it is not public. */
export async function findPublicProduct(db: Db, id: number): Promise<PublicProductPage | null> {
  const statement = prepared(db, 'product-page', () => productPageQuery(db, false));
  const [row] = (await statement.execute({ id })) as PublicProductPage[];
  return row ?? null;
}

/**
 * Product pages of up to `limit` public products with an id above `after`, ids ascending
 * (bench/catalogue-detail-memory.ts measures what holding them all would cost).
 */
export function listPublicProductPages(db: Db, after: number, limit: number) {
  const statement = prepared(db, 'product-pages', () => productPageQuery(db, true));
  return statement.execute({ after, limit }) as Promise<PublicProductPage[]>;
}

/**
 * Views counted since the last write (id → views), in one UPDATE; ids in order, so two servers
 * writing at once lock rows in the same order.
 */
export async function addProductViews(db: Db, deltas: Map<number, number>) {
  if (deltas.size === 0) return;
  const ids = [...deltas.keys()].sort((a, b) => a - b);
  const views = ids.map((id) => deltas.get(id)!);
  await db.execute(sql`
    update ${products} set ${sql.identifier(products.views.name)} = ${products.views} + d.n
    from unnest(${sql.param(ids)}::int[], ${sql.param(views)}::int[]) as d(id, n)
    where ${products.id} = d.id`);
}

/**
 * Filter helpers the service composes; columns stay in the repository. Values go through `bind`
 * (see `Binder`); `discounted` is two different conditions, so a shape key must tell them apart.
 */
export const productFilter = {
  /** A main category (products.category_id) — one column, so its indexes apply. */
  mainCategory: (id: number, bind: Bind = plain) => sql`${products.categoryId} = ${bind(id)}`,
  subCategory: (id: number, bind: Bind = plain) => sql`${products.subCategoryId} = ${bind(id)}`,
  priceMin: (value: number, bind: Bind = plain) => sql`${effectivePrice} >= ${bind(value)}`,
  priceMax: (value: number, bind: Bind = plain) => sql`${effectivePrice} <= ${bind(value)}`,
  governorate: (id: number, bind: Bind = plain) => sql`${stores.governorateId} = ${bind(id)}`,
  area: (id: number, bind: Bind = plain) => sql`${stores.areaId} = ${bind(id)}`,
  negotiable: (value: boolean, bind: Bind = plain) => sql`${products.negotiable} = ${bind(value)}`,
  discounted: (value: boolean) =>
    value ? sql`${products.discount} > 0` : sql`${products.discount} = 0`,
  store: (username: string, bind: Bind = plain) =>
    sql`lower(${stores.username}) = lower(${bind(username)})`,
  storeId: (id: number) => eq(products.storeId, id),
  ids: (ids: number[]) => inArray(products.id, ids),
  /**
   * Rated at least once (ratings are 1–5, so the average is then above 0). On the average, the
   * rating index's first column, so a walk of the rated stops where they end.
   */
  rated: (value: boolean) =>
    value ? sql`${products.ratingAvg} > 0` : sql`${products.ratingAvg} = 0`,
};

export const productOrder = {
  newest: [sql`${products.createdAt} desc`, sql`${products.id} desc`],
  price_asc: [sql`${effectivePrice} asc`, sql`${products.id} asc`],
  price_desc: [sql`${effectivePrice} desc`, sql`${products.id} desc`],
  rating: [
    sql`${products.ratingAvg} desc`,
    sql`${products.ratingCount} desc`,
    sql`${products.id} desc`,
  ],
  views: [sql`${products.views} desc`, sql`${products.id} desc`],
  discount: [sql`${products.discount} desc`, sql`${products.id} desc`],
};
