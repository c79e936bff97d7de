import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { foldedSql, foldedWordsSql } from '../search-text';
import { attributes, categories } from './catalogue';
import { createdAt, id, money, ratingAvg, timestamps } from './columns';
import { productStatusEnum } from './enums';
import { stores } from './stores';

// What the public may see of a product row (the store's own state is checked by the query).
const PUBLIC_PRODUCT_SQL = sql`"status" = 'accepted' AND "archived_at" IS NULL`;
// What the shopper pays (spec §5), the catalogue's price filter and sort; the same expression as
// `effectivePrice` in server/modules/catalogue/visibility.repository.ts so the planner matches it.
const EFFECTIVE_PRICE_SQL = sql`("basic_price" * (100 - "discount") / 100)`;
// The text product search reads: both names (see server/db/search-text.ts).
const SEARCH_SOURCE_SQL = sql`coalesce("name_ar", '') || ' ' || coalesce("name_en", '')`;

export const products = pgTable(
  'products',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    // RESTRICT: a category in use cannot disappear from under its products.
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    subCategoryId: integer('sub_category_id').references(() => categories.id, {
      onDelete: 'restrict',
    }),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    mainImage: text('main_image'),
    basicPrice: money('basic_price').notNull(),
    negotiable: boolean('negotiable').notNull().default(false),
    /** Percent, 0 = no discount (spec §5: a discount is > 0 and ≤ 100). */
    discount: numeric('discount', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    stockAmount: integer('stock_amount').notNull().default(0),
    unlimitedQuantity: boolean('unlimited_quantity').notNull().default(false),
    minimumStock: integer('minimum_stock').notNull().default(0),
    existencePeriodDays: integer('existence_period_days').notNull().default(90),
    isPermanent: boolean('is_permanent').notNull().default(false),
    youtubeUrl: text('youtube_url'),
    facebookVideoUrl: text('facebook_video_url'),
    status: productStatusEnum('status').notNull().default('pending_for_review'),
    rejectionReason: text('rejection_reason'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /**
     * When a reviewer took the published product down (accepted → rejected); cleared when it is
     * accepted again. While set, the moderator who reviews the fix may accept it themselves.
     */
    takenDownAt: timestamp('taken_down_at', { withTimezone: true }),
    /**
     * The archive date (accepted_at + existence period) the seller was last reminded of: the daily
     * job reminds once per period, and a product accepted again gets a new date and a new reminder.
     */
    archiveRemindedFor: timestamp('archive_reminded_for', { withTimezone: true }),
    views: integer('views').notNull().default(0),
    ratingAvg: ratingAvg(),
    ratingCount: integer('rating_count').notNull().default(0),
    sku: text('sku'),
    /** Search and page-head keywords set from the panels (`products/keywords`), at most 20. */
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Folded Arabic + English name for trigram search (see server/db/search-text.ts). */
    searchText: text('search_text').generatedAlwaysAs(foldedSql(SEARCH_SOURCE_SQL)),
    /** The words of `search_text`; search matches them against the expanded query words. */
    searchWords: text('search_words').array().generatedAlwaysAs(foldedWordsSql(SEARCH_SOURCE_SQL)),
    ...timestamps(),
  },
  (t) => [
    index('products_status_archived_idx').on(t.status, t.archivedAt),
    // Public listing sorts (newest, price) only ever scan visible rows. Time indexes here and in
    // other tables are ascending on purpose: drizzle emits `DESC NULLS LAST` for .desc(), which
    // cannot serve a plain `ORDER BY created_at DESC` (NULLS FIRST); a backward scan of an
    // ascending index can.
    index('products_public_created_idx').on(t.createdAt).where(PUBLIC_PRODUCT_SQL),
    index('products_public_price_idx').on(t.basicPrice).where(PUBLIC_PRODUCT_SQL),
    // Catalogue grids: a category or sub-category, sorted by price or newest, over
    // public rows only. The trailing store_id lets the grid's count be an index-only scan
    // (counted per store, then joined to the public stores).
    index('products_public_category_price_idx')
      .on(t.categoryId, EFFECTIVE_PRICE_SQL, t.storeId)
      .where(PUBLIC_PRODUCT_SQL),
    index('products_public_category_created_idx')
      .on(t.categoryId, t.createdAt)
      .where(PUBLIC_PRODUCT_SQL),
    index('products_public_sub_category_price_idx')
      .on(t.subCategoryId, EFFECTIVE_PRICE_SQL, t.storeId)
      .where(PUBLIC_PRODUCT_SQL),
    index('products_public_sub_category_created_idx')
      .on(t.subCategoryId, t.createdAt)
      .where(PUBLIC_PRODUCT_SQL),
    index('products_public_effective_price_idx')
      .on(EFFECTIVE_PRICE_SQL, t.storeId)
      .where(PUBLIC_PRODUCT_SQL),
    // Home sections: best rated, most viewed, biggest discounts.
    index('products_public_rating_idx')
      .on(t.ratingAvg, t.ratingCount, t.id)
      .where(PUBLIC_PRODUCT_SQL),
    index('products_public_views_idx').on(t.views, t.id).where(PUBLIC_PRODUCT_SQL),
    // A category's grid sorted by views or rating walks its own slice in order (without it the
    // sub-category grid by views sorts every product of the sub-category, 10 ms under load).
    index('products_public_category_views_idx')
      .on(t.categoryId, t.views, t.id)
      .where(PUBLIC_PRODUCT_SQL),
    index('products_public_sub_category_views_idx')
      .on(t.subCategoryId, t.views, t.id)
      .where(PUBLIC_PRODUCT_SQL),
    index('products_public_category_rating_idx')
      .on(t.categoryId, t.ratingAvg, t.ratingCount, t.id)
      .where(PUBLIC_PRODUCT_SQL),
    index('products_public_sub_category_rating_idx')
      .on(t.subCategoryId, t.ratingAvg, t.ratingCount, t.id)
      .where(PUBLIC_PRODUCT_SQL),
    index('products_public_discount_idx')
      .on(t.discount, t.id)
      .where(sql`"status" = 'accepted' AND "archived_at" IS NULL AND "discount" > 0`),
    // The discounted grid, newest first (`?discounted=true&sort=newest`, with or without a main
    // category): a backward scan reads only discounted rows; the trailing store_id makes its
    // count an index-only scan.
    index('products_public_discounted_created_idx')
      .on(t.createdAt, t.storeId)
      .where(sql`"status" = 'accepted' AND "archived_at" IS NULL AND "discount" > 0`),
    index('products_public_discounted_category_created_idx')
      .on(t.categoryId, t.createdAt, t.storeId)
      .where(sql`"status" = 'accepted' AND "archived_at" IS NULL AND "discount" > 0`),
    index('products_category_id_idx').on(t.categoryId),
    index('products_sub_category_id_idx').on(t.subCategoryId),
    index('products_store_id_idx').on(t.storeId, t.createdAt),
    index('products_created_at_idx').on(t.createdAt),
    index('products_basic_price_idx').on(t.basicPrice),
    // Panel product lists sort all rows, whatever their status, by these too.
    index('products_updated_at_idx').on(t.updatedAt),
    index('products_views_idx').on(t.views),
    index('products_name_ar_idx').on(t.nameAr),
    index('products_name_en_idx').on(t.nameEn),
    uniqueIndex('products_store_sku_idx')
      .on(t.storeId, t.sku)
      .where(sql`${t.sku} IS NOT NULL`),
    index('products_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // Search reads only public rows: archived products (every product, after its existence
    // period) stay out of the index and out of every search's heap visits.
    index('products_public_search_words_idx').using('gin', t.searchWords).where(PUBLIC_PRODUCT_SQL),
    check('products_discount_check', sql`${t.discount} >= 0 AND ${t.discount} <= 100`),
    check('products_basic_price_check', sql`${t.basicPrice} >= 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('product_images_product_id_idx').on(t.productId, t.sort)],
);

/**
 * A product's chosen sub-attribute values (e.g. Colour → Red with +50 EGP). `attribute_id` is the
 * sub-attribute, `parent_attribute_id` its main attribute, kept so filters and "required
 * attribute" checks need no self-join.
 */
export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    parentAttributeId: integer('parent_attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    extraPrice: money('extra_price'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('product_attribute_values_product_attribute_idx').on(t.productId, t.attributeId),
    // Filter "products having value X": attribute first.
    index('product_attribute_values_attribute_id_idx').on(t.attributeId, t.productId),
  ],
);
