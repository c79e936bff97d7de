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
import { createdAt, id, timestamps } from './columns';
import { products } from './products';
import { stores } from './stores';
import { users } from './users';

/** One shopper's rating of a value 0.5–5 in halves (spec §5). */
const ratingValue = () => numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull();

/**
 * Product ratings (spec §3 rating): one per shopper per product, editable and deletable.
 * `products.rating_avg` / `rating_count` are recomputed from these rows in the rating's transaction.
 */
export const productRatings = pgTable(
  'product_ratings',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: ratingValue(),
    comment: text('comment'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('product_ratings_product_user_idx').on(t.productId, t.userId),
    index('product_ratings_product_updated_idx').on(t.productId, t.updatedAt, t.id),
    check('product_ratings_rating_check', sql`${t.rating} >= 0.5 AND ${t.rating} <= 5`),
  ],
);

/** Store ratings: one per shopper per store; `stores.rating_avg` / `rating_count` follow them. */
export const storeRatings = pgTable(
  'store_ratings',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: ratingValue(),
    comment: text('comment'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('store_ratings_store_user_idx').on(t.storeId, t.userId),
    index('store_ratings_store_updated_idx').on(t.storeId, t.updatedAt, t.id),
    check('store_ratings_rating_check', sql`${t.rating} >= 0.5 AND ${t.rating} <= 5`),
  ],
);

/** The reasons a shopper picks when reporting (spec §5 "report reason required"), the admin's list. */
export const reportReasons = pgTable('report_reasons', {
  id: id(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
  /** Inactive reasons stay on old reports but are no longer offered. */
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

/**
 * A shopper's report of a product or a store (spec §3 report). `store_id` is always the store
 * concerned (a product's store for a product report), so a store's page lists every report about
 * it. One open report per shopper per target (the partial unique indexes).
 */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    /** `product` or `store`. */
    target: text('target').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reasonId: integer('reason_id').references(() => reportReasons.id, { onDelete: 'set null' }),
    details: text('details'),
    /** `open`, `dismissed` or `actioned`. */
    status: text('status').notNull().default('open'),
    resolutionNote: text('resolution_note'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_open_product_user_idx')
      .on(t.productId, t.userId)
      .where(sql`${t.status} = 'open' AND ${t.target} = 'product'`),
    uniqueIndex('reports_open_store_user_idx')
      .on(t.storeId, t.userId)
      .where(sql`${t.status} = 'open' AND ${t.target} = 'store'`),
    index('reports_target_created_idx').on(t.target, t.createdAt, t.id),
    index('reports_store_idx').on(t.storeId),
    index('reports_product_idx').on(t.productId),
    check('reports_target_check', sql`${t.target} IN ('product', 'store')`),
    check('reports_status_check', sql`${t.status} IN ('open', 'dismissed', 'actioned')`),
  ],
);
