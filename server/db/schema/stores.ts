import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { foldedSql, foldedWordsSql } from '../search-text';
import { categories } from './catalogue';
import { id, money, ratingAvg, timestamps } from './columns';
import { activityStatusEnum } from './enums';
import { areas, governorates } from './geo';
import { packages } from './packages';
import { users } from './users';

// The text store search reads: name and username (see server/db/search-text.ts).
const SEARCH_SOURCE_SQL = sql`coalesce("name", '') || ' ' || coalesce("username", '')`;

export const stores = pgTable(
  'stores',
  {
    id: id(),
    // RESTRICT: an owner with stores is archived or suspended, never silently deleted with them.
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    username: text('username').notNull(),
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    phoneNumber: text('phone_number').notNull(),
    whatsapp: text('whatsapp'),
    address: text('address').notNull(),
    /** Map link (spec §5 Location). */
    location: text('location'),
    /** Coordinates from "use my location" (or read from the map link), WGS 84 degrees. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Social links (spec §5 link rules), each on its own network's domain; null = none. */
    facebookUrl: text('facebook_url'),
    instagramUrl: text('instagram_url'),
    linkedinUrl: text('linkedin_url'),
    twitterUrl: text('twitter_url'),
    /** Telegram username (spec §5: at least 5 letters, digits or underscores). */
    telegram: text('telegram'),
    logo: text('logo'),
    mainColor: text('main_color').notNull(),
    backgroundColor: text('background_color'),
    backgroundImage: text('background_image'),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    autoRenew: boolean('auto_renew').notNull().default(false),
    autoTranslate: boolean('auto_translate').notNull().default(false),
    /** Orders without login (guest checkout, DESIGN §4). */
    authorizedOrders: boolean('authorized_orders').notNull().default(false),
    followersCount: integer('followers_count').notNull().default(0),
    views: integer('views').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    status: activityStatusEnum('status').notNull().default('active'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Null = no expiry (lifetime package or not on a package). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    packageId: integer('package_id').references(() => packages.id, { onDelete: 'set null' }),
    /** A downgrade the owner scheduled: the store moves to it at its next renewal. */
    scheduledPackageId: integer('scheduled_package_id').references(() => packages.id, {
      onDelete: 'set null',
    }),
    /**
     * Set once a renewal has paid for the scheduled downgrade's period: the current
     * package runs until this moment (the end of the period already paid for), then the store
     * moves to `scheduledPackageId` (the hourly sweep). Null while the downgrade is only scheduled.
     */
    scheduledFrom: timestamp('scheduled_from', { withTimezone: true }),
    governorateId: integer('governorate_id').references(() => governorates.id, {
      onDelete: 'set null',
    }),
    areaId: integer('area_id').references(() => areas.id, { onDelete: 'set null' }),
    ratingAvg: ratingAvg(),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Folded name + username for trigram search (see server/db/search-text.ts). */
    searchText: text('search_text').generatedAlwaysAs(foldedSql(SEARCH_SOURCE_SQL)),
    /** The words of `search_text`; search matches them against the expanded query words. */
    searchWords: text('search_words').array().generatedAlwaysAs(foldedWordsSql(SEARCH_SOURCE_SQL)),
    ...timestamps(),
  },
  (t) => [
    // Store links are /store/<username>: unique whatever the case the owner typed.
    uniqueIndex('stores_username_lower_idx').on(sql`lower(${t.username})`),
    index('stores_owner_id_idx').on(t.ownerId),
    // The panels' store lists, newest first, over every store (the public index is partial).
    index('stores_created_at_idx').on(t.createdAt),
    index('stores_category_id_idx').on(t.categoryId),
    index('stores_governorate_id_idx').on(t.governorateId),
    // Public store listing: active, unarchived stores, newest or most viewed first.
    index('stores_public_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'active' AND ${t.archivedAt} IS NULL`),
    index('stores_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('stores_search_words_idx').using('gin', t.searchWords),
    // The subscription sweep (reminders, expiry, auto-renew) reads stores by expiry.
    index('stores_expires_at_idx')
      .on(t.expiresAt)
      .where(sql`${t.expiresAt} IS NOT NULL`),
  ],
);

export const branches = pgTable(
  'branches',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    address: text('address').notNull(),
    location: text('location'),
    phone: text('phone'),
    governorateId: integer('governorate_id').references(() => governorates.id, {
      onDelete: 'set null',
    }),
    areaId: integer('area_id').references(() => areas.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('branches_store_id_idx').on(t.storeId)],
);

/**
 * A store's delivery table (docs/decisions/0052-delivery-fees.md): one row per governorate, rows per
 * area overriding it; `delivers` false is "we don't deliver there". One row per place and store.
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: id(),
    /** null: the marketplace's own table, used for every store when the admin switches to it. */
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    governorateId: integer('governorate_id')
      .notNull()
      .references(() => governorates.id, { onDelete: 'cascade' }),
    areaId: integer('area_id').references(() => areas.id, { onDelete: 'cascade' }),
    delivers: boolean('delivers').notNull().default(true),
    fee: money('fee').notNull().default(0),
    freeOver: money('free_over'),
    daysMin: integer('days_min').notNull(),
    daysMax: integer('days_max').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('delivery_zones_place_idx').on(
      t.storeId,
      t.governorateId,
      sql`coalesce(${t.areaId}, 0)`,
    ),
    // A store's key above treats every null store as distinct: the marketplace's rows need their own.
    uniqueIndex('delivery_zones_marketplace_place_idx')
      .on(t.governorateId, sql`coalesce(${t.areaId}, 0)`)
      .where(sql`${t.storeId} IS NULL`),
  ],
);

/** Sub-resellers (moderator_reseller) assigned to a store, with per-store rights. */
export const storeStaff = pgTable(
  'store_staff',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    canManageStore: boolean('can_manage_store').notNull().default(false),
    canChat: boolean('can_chat').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.userId] }),
    index('store_staff_user_id_idx').on(t.userId),
  ],
);
