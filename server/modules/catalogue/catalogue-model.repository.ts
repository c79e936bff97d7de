import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { preparedArrays } from '../../db/prepared';
import {
  attributes,
  categories,
  productAttributeValues,
  productImages,
  products,
  searchKeywords,
  stores,
} from '../../db/schema';
import { foldedSql } from '../../db/search-text';
import { productCardColumns, productPageColumns, type ProductCardRow } from './products.repository';
import { publicProduct, publicStore } from './visibility.repository';

// The reads of the in-process catalogue read model (catalogue-model.ts): every public product
// with what its card and the grid's filters, sorts and search need, in chunks of ids (a chunk's
// rows are parsed between other requests' work, so a build does not hold the event loop or, on
// PGlite, the one connection for long), and the reference data the grid's filters look up.

/** What the model reads of each public product: its card's columns and what it filters by. */
const modelFields = {
  ...productCardColumns,
  /** `lower(stores.username)`, PostgreSQL's lower (the grid's store filter compares it). */
  storeLower: sql<string>`lower(${stores.username})`,
  governorateId: stores.governorateId,
  areaId: stores.areaId,
  storeExpiresAt: sql<string | null>`${stores.expiresAt}`,
  /** created_at in microseconds since the epoch (the SQL sorts by the full timestamp). */
  createdMicros: sql<number>`(extract(epoch from ${products.createdAt}) * 1000000)::float8`,
  /** The folded name (`search_text`). */
  text: products.searchText,
  /** Its sub-attribute ids (product_attribute_values.attribute_id). */
  attributeIds: sql<
    number[] | null
  >`(select array_agg(${productAttributeValues.attributeId}) from ${productAttributeValues} where ${productAttributeValues.productId} = ${products.id})`,
  // What only the product page shows (catalogue-model-detail.ts keeps it as JSON text).
  ...productPageColumns,
  /** The gallery's URLs in the page's order (`productPageQuery`'s images). */
  images: sql<
    string[] | null
  >`(select array_agg(${productImages.url} order by ${productImages.sort}, ${productImages.id}) from ${productImages} where ${productImages.productId} = ${products.id})`,
  /**
   * The chosen values as `value main extra-price` triples (the price empty for none), comma
   * separated, by value id as the page's `attributeRows` are ordered.
   */
  chosenValues: sql<
    string | null
  >`(select string_agg(${productAttributeValues.attributeId} || ' ' || ${productAttributeValues.parentAttributeId} || ' ' || coalesce(${productAttributeValues.extraPrice}::text, ''), ',' order by ${productAttributeValues.attributeId}) from ${productAttributeValues} where ${productAttributeValues.productId} = ${products.id})`,
};
type ModelField = keyof typeof modelFields;

/**
 * A model row as the driver parsed it, one value per field of `modelFields` in that order (see
 * `MODEL`): no per-row object or ORM mapping while a build reads 100,000 rows — the card row is
 * made from it when a page first shows the product (`cardRowOf`).
 */
export type RawModelRow = unknown[];

/** The position of each field in a `RawModelRow`. */
export const MODEL = Object.fromEntries(
  Object.keys(modelFields).map((key, i) => [key, i]),
) as Record<ModelField, number>;

const cardFields = Object.entries(productCardColumns).map(
  ([key, column]) => [key, MODEL[key as ModelField], column] as const,
);
/** The card's columns are the first this many values of a raw row (the rest only build). */
export const CARD_FIELDS = cardFields.length;
if (cardFields.some(([, at]) => at >= CARD_FIELDS)) throw new Error('card columns first');

/**
 * The card row of a raw model row, exactly as drizzle maps a selected row (`mapResultRow`: each
 * column's `mapFromDriverValue` for a value that is not null).
 */
export function cardRowOf(raw: RawModelRow): ProductCardRow {
  const row: Record<string, unknown> = {};
  for (const [key, at, column] of cardFields) {
    const value = raw[at];
    row[key] = value === null ? null : column.mapFromDriverValue(value);
  }
  return row as ProductCardRow;
}

/** Up to `limit` public products with an id above `afterId`, ids ascending, as raw rows. */
export function listModelRows(db: Db, afterId: number, limit: number): Promise<RawModelRow[]> {
  const statement = preparedArrays(db, 'catalogue-model-rows', () =>
    db
      .select(modelFields)
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(and(publicProduct(), gt(products.id, sql.placeholder('after'))))
      .orderBy(asc(products.id))
      .limit(sql.placeholder('limit')),
  );
  return statement.execute({ after: afterId, limit }) as Promise<RawModelRow[]>;
}

/**
 * What the grid's filters look up: the active categories with their parent (`findCategory`),
 * and each sub-attribute whose main attribute is shown in filters (`findFilterValues`).
 */
export async function listModelReference(db: Db) {
  const parent = alias(attributes, 'parent');
  const [activeCategories, filterValues] = await Promise.all([
    db
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.isActive, true)),
    db
      .select({ id: attributes.id, parentId: attributes.parentId })
      .from(attributes)
      .innerJoin(parent, eq(parent.id, attributes.parentId))
      .where(eq(parent.showInFilter, true)),
  ]);
  return { activeCategories, filterValues };
}

/**
 * What a suggestion's stores, categories and approved keywords are chosen from
 * (catalogue-model-suggest.ts): every public store with its search columns and the keys of
 * `storeOrder`; the active categories with their folded names (`searchCategories`' column); the
 * approved keywords in the order `approvedKeywordsMatching` answers them (PostgreSQL's collation
 * orders the folded texts, so the order is read, not recomputed).
 */
export async function listSuggestionSources(db: Db) {
  const [storeRows, categoryRows, keywordRows] = await Promise.all([
    db
      .select({
        id: stores.id,
        username: stores.username,
        name: stores.name,
        logo: stores.logo,
        text: stores.searchText,
        words: stores.searchWords,
        unverified: sql<boolean>`(${stores.verifiedAt} is null)`,
        ratingAvg: stores.ratingAvg,
        followersCount: stores.followersCount,
      })
      .from(stores)
      .where(publicStore())
      .orderBy(asc(stores.id)),
    db
      .select({
        id: categories.id,
        nameAr: categories.nameAr,
        nameEn: categories.nameEn,
        parentId: categories.parentId,
        sort: categories.sort,
        folded: foldedSql(sql`${categories.nameAr} || ' ' || ${categories.nameEn}`).mapWith(String),
      })
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(asc(categories.id)),
    db
      .select({ keyword: searchKeywords.keyword, folded: searchKeywords.folded })
      .from(searchKeywords)
      .where(eq(searchKeywords.review, 'approved'))
      .orderBy(sql`length(${searchKeywords.folded})`, searchKeywords.folded, searchKeywords.id),
  ]);
  return { stores: storeRows, categories: categoryRows, keywords: keywordRows };
}
export type SuggestionSources = Awaited<ReturnType<typeof listSuggestionSources>>;

/**
 * What the product pages held by the model name by id (catalogue-model-detail.ts): every
 * category (a product page names its categories whether active or not, as `productPageQuery`)
 * and every attribute with what a page shows of it as a value or as a main attribute.
 */
export async function listDetailReference(db: Db) {
  const [categoryRows, attributeRows] = await Promise.all([
    db
      .select({ id: categories.id, nameAr: categories.nameAr, nameEn: categories.nameEn })
      .from(categories),
    db
      .select({
        id: attributes.id,
        nameAr: attributes.nameAr,
        nameEn: attributes.nameEn,
        color: attributes.color,
        sort: attributes.sort,
        required: attributes.isRequired,
        multiSelect: attributes.multiSelect,
        hasPrice: attributes.hasPrice,
      })
      .from(attributes),
  ]);
  return { categories: categoryRows, attributes: attributeRows };
}
export type DetailReference = Awaited<ReturnType<typeof listDetailReference>>;
