import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, money, timestamps } from './columns';

/** Subscription packages (spec §3 Package); `products_count` is the store's active-product quota. */
export const packages = pgTable('packages', {
  id: id(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  price: money('price').notNull().default(0),
  productsCount: integer('products_count').notNull(),
  /** Length of one paid period; ignored for lifetime packages. */
  durationDays: integer('duration_days').notNull().default(30),
  isLifetime: boolean('is_lifetime').notNull().default(false),
  isTrial: boolean('is_trial').notNull().default(false),
  trialPeriodDays: integer('trial_period_days'),
  isActive: boolean('is_active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  ...timestamps(),
});

/** Spec §3 Feature: a name and a statement in ar/en, listed under a package. */
export const packageFeatures = pgTable(
  'package_features',
  {
    id: id(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    statementAr: text('statement_ar').notNull(),
    statementEn: text('statement_en').notNull(),
    sort: integer('sort').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('package_features_package_id_idx').on(t.packageId, t.sort)],
);
