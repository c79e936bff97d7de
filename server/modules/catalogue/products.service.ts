import type { SQL } from 'drizzle-orm';
import type {
  CategoryProducts,
  ProductDetail,
  ProductFilters,
} from '../../../domain/contracts/catalogue.contract';
import { AppError } from '../../../domain/errors';
import { roundMoney } from '../../../domain/money';
import { roundRating } from '../../../domain/rating';
import type { Language } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import type { WordExpansion } from './search-vocabulary.repository';
import { TtlCache } from '../../lib/ttl-cache';
import { listActiveCategories } from './categories.repository';
import { categoryCounts } from './categories.service';
import { iso, namedRef, pick, toProductCard } from './mappers';
import { countProductView } from './view-counts';
import { pageWindow } from '../../lib/paging';
import {
  Binder,
  type Bind,
  countProducts,
  findCategory,
  findFilterValues,
  findPublicProduct,
  hasAnyAttribute,
  listFilterAttributes,
  listShapedProductCards,
  plain,
  presentAttributeValues,
  priceBounds,
  productFilter,
  productOrder,
  type ProductWhere,
  type PublicProductPage,
} from './products.repository';

/** What a category id names for the grid filter; null for an unknown or inactive category. */
export interface CategoryKind {
  parentId: number | null;
}

/**
 * `category` may name a main or a sub-category; the condition uses the one column that can match
 * (main → category_id, sub → sub_category_id) rather than an OR the indexes cannot serve. The
 * lookup goes through `categories` (a short TTL, like grid totals) when given.
 */
export async function categoryCondition(
  db: Db,
  id: number,
  bind: Bind = plain,
  categories?: TtlCache<CategoryKind | null>,
): Promise<{ sub: boolean; condition: SQL }> {
  const load = async () => {
    const row = await findCategory(db, id);
    return row ? { parentId: row.parentId } : null;
  };
  const category = categories ? await categories.get(String(id), load) : await load();
  return category?.parentId
    ? { sub: true, condition: productFilter.subCategory(id, bind) }
    : { sub: false, condition: productFilter.mainCategory(id, bind) };
}

/**
 * Caches the grid and search may use: totals, category lookups and the vocabulary words of a
 * search word (all may lag writes by seconds).
 */
export interface GridCaches {
  counts?: TtlCache<number>;
  categories?: TtlCache<CategoryKind | null>;
  words?: TtlCache<WordExpansion>;
}

/**
 * Turns the `/products` filters into conditions; unknown or non-filter attributes drop out. The
 * values go to `binder`; the returned key names which conditions are present, in order, so that
 * equal keys mean equal SQL text (see `Binder` in products.repository.ts).
 */
async function filterConditions(
  db: Db,
  filters: ProductFilters,
  binder: Binder,
  caches: GridCaches,
): Promise<{ key: string; where: ProductWhere }> {
  const { bind } = binder;
  const key: string[] = [];
  const where: SQL[] = [];
  const storeWhere: SQL[] = [];
  if (filters.category !== undefined) {
    const { sub, condition } = await categoryCondition(
      db,
      filters.category,
      bind,
      caches.categories,
    );
    key.push(sub ? 'sub' : 'main');
    where.push(condition);
  }
  if (filters.sub_category !== undefined) {
    key.push('sub_category');
    where.push(productFilter.subCategory(filters.sub_category, bind));
  }
  if (filters.price_min !== undefined) {
    key.push('price_min');
    where.push(productFilter.priceMin(filters.price_min, bind));
  }
  if (filters.price_max !== undefined) {
    key.push('price_max');
    where.push(productFilter.priceMax(filters.price_max, bind));
  }
  if (filters.governorate !== undefined) {
    key.push('governorate');
    storeWhere.push(productFilter.governorate(filters.governorate, bind));
  }
  if (filters.area !== undefined) {
    key.push('area');
    storeWhere.push(productFilter.area(filters.area, bind));
  }
  if (filters.negotiable !== undefined) {
    key.push('negotiable');
    where.push(productFilter.negotiable(filters.negotiable, bind));
  }
  if (filters.discounted !== undefined) {
    key.push(`discounted=${filters.discounted}`);
    where.push(productFilter.discounted(filters.discounted));
  }
  if (filters.store !== undefined) {
    key.push('store');
    storeWhere.push(productFilter.store(filters.store, bind));
  }
  if (filters.attr?.length) {
    // Values of one main attribute widen the choice (red OR blue); different attributes narrow it.
    const values = await findFilterValues(db, [...new Set(filters.attr)]);
    const byParent = new Map<number, number[]>();
    for (const value of values) {
      if (value.parentId === null) continue;
      byParent.set(value.parentId, [...(byParent.get(value.parentId) ?? []), value.id]);
    }
    for (const ids of byParent.values()) {
      key.push(`attr${ids.length}`);
      where.push(hasAnyAttribute(ids, bind));
    }
  }
  return { key: `grid:${key.join(',')}`, where: { product: where, store: storeWhere } };
}

export async function listProducts(
  db: Db,
  filters: ProductFilters,
  language: Language,
  caches: GridCaches = {},
) {
  const binder = new Binder();
  const { key, where } = await filterConditions(db, filters, binder, caches);
  const shape = { key, binder };
  const list = (offset: number) =>
    listShapedProductCards(
      db,
      { key: `${key}|${filters.sort}`, binder },
      {
        where: [...where.product, ...where.store],
        orderBy: productOrder[filters.sort],
        limit: filters.per_page,
        offset,
      },
    );
  const requestedOffset = (filters.page - 1) * filters.per_page;
  // The page is asked for together with the total; only a page past the end (answered with the
  // last page) needs a second round.
  const [total, rows] = await Promise.all([
    countProducts(db, shape, where, caches.counts),
    list(requestedOffset),
  ]);
  const { meta, offset } = pageWindow(total, filters.page, filters.per_page);
  const data = total === 0 ? [] : offset === requestedOffset ? rows : await list(offset);
  return { data: data.map((row) => toProductCard(row, language)), meta };
}

/**
 * The filter facets of a listing. `store` scopes everything to that store's public products: its
 * categories with their counts (empty ones left out), the attribute values its products have, and
 * its price bounds (so a boutique is never offered real-estate filters that lead to "0 products").
 */
/**
 * The whole catalogue's facets per category and language, when the catalogue routes configured a
 * TTL: like the category tree they are the same for every caller, built from the cached counts,
 * reference data (categories, attributes) and the price bounds, so they are reused under the
 * category counts' bound (Env.categoryCountTtlMs; emptied by every panel write). A store's facets
 * are always built afresh.
 */
const wholeFacets = new WeakMap<Db, TtlCache<CategoryProducts>>();

export function cacheCatalogueFacets(db: Db, ttlMs: number): TtlCache<unknown> {
  const cache = new TtlCache<CategoryProducts>(ttlMs, 2_000, ttlMs);
  wholeFacets.set(db, cache);
  return cache as TtlCache<unknown>;
}

export async function getCategoryProducts(
  db: Db,
  categoryId: number | undefined,
  language: Language,
  store?: string,
): Promise<CategoryProducts> {
  const cache = store === undefined ? wholeFacets.get(db) : undefined;
  return cache
    ? cache.get(`${categoryId ?? 'all'}|${language}`, () =>
        buildCategoryProducts(db, categoryId, language),
      )
    : buildCategoryProducts(db, categoryId, language, store);
}

async function buildCategoryProducts(
  db: Db,
  categoryId: number | undefined,
  language: Language,
  store?: string,
): Promise<CategoryProducts> {
  const scope = store === undefined ? [] : [productFilter.store(store)];
  const [categories, counts] = await Promise.all([
    listActiveCategories(db),
    categoryCounts(db, scope),
  ]);
  const countOf = (id: number, isMain: boolean) =>
    (isMain ? counts.main.get(id) : counts.sub.get(id)) ?? 0;
  const label = (c: { nameAr: string; nameEn: string }) => pick(language, c.nameAr, c.nameEn);
  // A store's listing offers only what it sells; the whole catalogue lists every category.
  const offered = (item: { productsCount: number }) =>
    store === undefined || item.productsCount > 0;

  if (categoryId === undefined) {
    const [attributes, price] = await Promise.all([
      scopedFilterAttributes(db, null, scope),
      priceBounds(db, scope),
    ]);
    return {
      category: null,
      subCategories: categories
        .filter((c) => c.parentId === null)
        .map((c) => ({ id: c.id, name: label(c), productsCount: countOf(c.id, true) }))
        .filter(offered),
      attributes: shapeAttributes(attributes, language),
      price: { min: roundMoney(price.min), max: roundMoney(price.max) },
    };
  }

  const category = await findCategory(db, categoryId);
  if (!category) throw new AppError('not_found', 'Category not found');
  const parent = category.parentId === null ? null : await findCategory(db, category.parentId);
  const main = parent ?? category;
  const linked = parent ? [category.id, parent.id] : [category.id];
  const inCategory = parent
    ? productFilter.subCategory(category.id)
    : productFilter.mainCategory(category.id);
  const [attributes, price] = await Promise.all([
    scopedFilterAttributes(db, linked, store === undefined ? [] : [...scope, inCategory]),
    priceBounds(db, [inCategory, ...scope]),
  ]);
  return {
    category: {
      id: category.id,
      name: label(category),
      image: category.image,
      parent: parent ? { id: parent.id, name: label(parent) } : null,
    },
    subCategories: categories
      .filter((c) => c.parentId === main.id)
      .map((c) => ({ id: c.id, name: label(c), productsCount: countOf(c.id, false) }))
      .filter(offered),
    attributes: shapeAttributes(attributes, language),
    price: { min: roundMoney(price.min), max: roundMoney(price.max) },
  };
}

/**
 * `listFilterAttributes`, narrowed when `scope` is given to the values some product in it has
 * (an attribute left without values is dropped). No scope: every value, as before.
 */
async function scopedFilterAttributes(db: Db, categoryIds: number[] | null, scope: SQL[]) {
  const all = await listFilterAttributes(db, categoryIds);
  if (scope.length === 0) return all;
  const present = await presentAttributeValues(db, scope);
  const values = all.values.filter((value) => present.has(value.id));
  const mains = all.mains.filter((main) => values.some((value) => value.parentId === main.id));
  return { mains, values };
}

function shapeAttributes(
  { mains, values }: Awaited<ReturnType<typeof listFilterAttributes>>,
  language: Language,
) {
  return mains.map((main) => ({
    id: main.id,
    name: pick(language, main.nameAr, main.nameEn),
    multiSelect: main.multiSelect,
    values: values
      .filter((value) => value.parentId === main.id)
      .map((value) => ({
        id: value.id,
        name: pick(language, value.nameAr, value.nameEn),
        color: value.color,
      })),
  }));
}

/**
 * A public product's page. `countView` is off for the server-rendered page head, so a crawler
 * fetching the HTML and the client fetching the data count once.
 */
export async function getProduct(
  db: Db,
  id: number,
  language: Language,
  { countView = true } = {},
): Promise<ProductDetail> {
  const row = await findPublicProduct(db, id);
  if (!row) throw new AppError('product_not_available');
  const unwrittenViews = countView ? await countProductView(db, id) : 0;
  return productDetailOf(row, language, unwrittenViews);
}

/** The product page's answer of its row (`findPublicProduct`), views not yet written added. */
export function productDetailOf(
  row: PublicProductPage,
  language: Language,
  unwrittenViews: number,
): ProductDetail {
  const { images, attributeRows, categoryRows: categories } = row;
  const card = toProductCard(row, language);
  const categoryRef = (categoryId: number | null) => {
    const found = categories.find((c) => c.id === categoryId);
    return found ? { id: found.id, name: pick(language, found.nameAr, found.nameEn) } : null;
  };
  return {
    ...card,
    views: row.views + unwrittenViews,
    description: pick(language, row.descriptionAr, row.descriptionEn),
    images,
    category: categoryRef(row.categoryId) ?? { id: row.categoryId, name: '' },
    subCategory: categoryRef(row.subCategoryId),
    sku: row.sku,
    keywords: row.keywords,
    attributes: groupAttributes(attributeRows, language),
    video: { youtube: row.youtubeUrl, facebook: row.facebookVideoUrl },
    store: {
      ...card.store,
      backgroundColor: row.storeBackgroundColor,
      followersCount: row.storeFollowers,
      phone: row.storePhone,
      whatsapp: row.storeWhatsapp,
      governorate: namedRef(language, row.governorateId, row.governorateAr, row.governorateEn),
      area: namedRef(language, row.areaId, row.areaAr, row.areaEn),
      rating: { avg: roundRating(Number(row.storeRatingAvg)), count: row.storeRatingCount },
      authorizedOrders: row.storeAuthorizedOrders,
    },
    createdAt: iso(row.createdAt),
  };
}

function groupAttributes(
  rows: PublicProductPage['attributeRows'],
  language: Language,
): ProductDetail['attributes'] {
  const sorted = [...rows].sort((a, b) => a.parentSort - b.parentSort || a.sort - b.sort);
  const groups = new Map<number, ProductDetail['attributes'][number]>();
  for (const row of sorted) {
    const group = groups.get(row.parentId) ?? {
      id: row.parentId,
      name: pick(language, row.parentNameAr, row.parentNameEn),
      required: row.parentRequired,
      multiSelect: row.parentMultiSelect,
      hasPrice: row.parentHasPrice,
      values: [],
    };
    group.values.push({
      id: row.id,
      name: pick(language, row.nameAr, row.nameEn),
      color: row.color,
      extraPrice: row.extraPrice === null ? null : roundMoney(Number(row.extraPrice)),
    });
    groups.set(row.parentId, group);
  }
  return [...groups.values()];
}
