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
import type { TtlCache } from '../../lib/ttl-cache';
import { listActiveCategories } from './categories.repository';
import { categoryCounts } from './categories.service';
import { iso, namedRef, pageWindow, pick, toProductCard } from './mappers';
import {
  countProducts,
  findCategory,
  findFilterValues,
  findPublicProduct,
  hasAnyAttribute,
  incrementProductViews,
  listCategoriesById,
  listFilterAttributes,
  listProductAttributes,
  listProductCards,
  listProductImages,
  priceBounds,
  productFilter,
  productOrder,
  type ProductWhere,
} from './products.repository';

/**
 * `category` may name a main or a sub-category; the condition uses the one column that can match
 * (main → category_id, sub → sub_category_id) rather than an OR the indexes cannot serve.
 */
export async function categoryCondition(db: Db, id: number): Promise<SQL> {
  const category = await findCategory(db, id);
  return category?.parentId ? productFilter.subCategory(id) : productFilter.mainCategory(id);
}

/** Turns the `/products` filters into conditions; unknown or non-filter attributes drop out. */
async function filterConditions(db: Db, filters: ProductFilters): Promise<ProductWhere> {
  const where: SQL[] = [];
  const storeWhere: SQL[] = [];
  if (filters.category !== undefined) where.push(await categoryCondition(db, filters.category));
  if (filters.sub_category !== undefined) {
    where.push(productFilter.subCategory(filters.sub_category));
  }
  if (filters.price_min !== undefined) where.push(productFilter.priceMin(filters.price_min));
  if (filters.price_max !== undefined) where.push(productFilter.priceMax(filters.price_max));
  if (filters.governorate !== undefined) {
    storeWhere.push(productFilter.governorate(filters.governorate));
  }
  if (filters.area !== undefined) storeWhere.push(productFilter.area(filters.area));
  if (filters.negotiable !== undefined) where.push(productFilter.negotiable(filters.negotiable));
  if (filters.discounted !== undefined) where.push(productFilter.discounted(filters.discounted));
  if (filters.store !== undefined) storeWhere.push(productFilter.store(filters.store));
  if (filters.attr?.length) {
    // Values of one main attribute widen the choice (red OR blue); different attributes narrow it.
    const values = await findFilterValues(db, [...new Set(filters.attr)]);
    const byParent = new Map<number, number[]>();
    for (const value of values) {
      if (value.parentId === null) continue;
      byParent.set(value.parentId, [...(byParent.get(value.parentId) ?? []), value.id]);
    }
    for (const ids of byParent.values()) where.push(hasAnyAttribute(ids));
  }
  return { product: where, store: storeWhere };
}

export async function listProducts(
  db: Db,
  filters: ProductFilters,
  language: Language,
  counts?: TtlCache<number>,
) {
  const where = await filterConditions(db, filters);
  const total = await countProducts(db, where, counts);
  const { meta, offset } = pageWindow(total, filters.page, filters.per_page);
  const rows =
    total === 0
      ? []
      : await listProductCards(db, {
          where: [...where.product, ...where.store],
          orderBy: productOrder[filters.sort],
          limit: filters.per_page,
          offset,
        });
  return { data: rows.map((row) => toProductCard(row, language)), meta };
}

export async function getCategoryProducts(
  db: Db,
  categoryId: number | undefined,
  language: Language,
): Promise<CategoryProducts> {
  const [categories, counts] = await Promise.all([listActiveCategories(db), categoryCounts(db)]);
  const countOf = (id: number, isMain: boolean) =>
    (isMain ? counts.main.get(id) : counts.sub.get(id)) ?? 0;
  const label = (c: { nameAr: string; nameEn: string }) => pick(language, c.nameAr, c.nameEn);

  if (categoryId === undefined) {
    const [attributes, price] = await Promise.all([
      listFilterAttributes(db, null),
      priceBounds(db, []),
    ]);
    return {
      category: null,
      subCategories: categories
        .filter((c) => c.parentId === null)
        .map((c) => ({ id: c.id, name: label(c), productsCount: countOf(c.id, true) })),
      attributes: shapeAttributes(attributes, language),
      price: { min: roundMoney(price.min), max: roundMoney(price.max) },
    };
  }

  const category = await findCategory(db, categoryId);
  if (!category) throw new AppError('not_found', 'Category not found');
  const parent = category.parentId === null ? null : await findCategory(db, category.parentId);
  const main = parent ?? category;
  const linked = parent ? [category.id, parent.id] : [category.id];
  const [attributes, price] = await Promise.all([
    listFilterAttributes(db, linked),
    priceBounds(db, [
      parent ? productFilter.subCategory(category.id) : productFilter.mainCategory(category.id),
    ]),
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
      .map((c) => ({ id: c.id, name: label(c), productsCount: countOf(c.id, false) })),
    attributes: shapeAttributes(attributes, language),
    price: { min: roundMoney(price.min), max: roundMoney(price.max) },
  };
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
  const categoryIds = [row.categoryId, ...(row.subCategoryId === null ? [] : [row.subCategoryId])];
  const [images, attributeRows, categories] = await Promise.all([
    listProductImages(db, id),
    listProductAttributes(db, id),
    listCategoriesById(db, categoryIds),
    countView ? incrementProductViews(db, id) : Promise.resolve(),
  ]);
  const card = toProductCard(row, language);
  const categoryRef = (categoryId: number | null) => {
    const found = categories.find((c) => c.id === categoryId);
    return found ? { id: found.id, name: pick(language, found.nameAr, found.nameEn) } : null;
  };
  return {
    ...card,
    views: row.views + (countView ? 1 : 0),
    description: pick(language, row.descriptionAr, row.descriptionEn),
    images: images.map((image) => image.url),
    category: categoryRef(row.categoryId) ?? { id: row.categoryId, name: '' },
    subCategory: categoryRef(row.subCategoryId),
    sku: row.sku,
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
  rows: Awaited<ReturnType<typeof listProductAttributes>>,
  language: Language,
): ProductDetail['attributes'] {
  const sorted = [...rows].sort((a, b) => a.parentSort - b.parentSort || a.sort - b.sort);
  const groups = new Map<number, ProductDetail['attributes'][number]>();
  for (const row of sorted) {
    const group = groups.get(row.parentId) ?? {
      id: row.parentId,
      name: pick(language, row.parentNameAr, row.parentNameEn),
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
