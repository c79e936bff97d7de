import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { products } from './products';
import { stores } from './stores';
import { users } from './users';

/** A shopper's favourite products (spec §7 `favorites`); one row per pair. */
export const favouriteProducts = pgTable(
  'favourite_products',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('favourite_products_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** A shopper's favourite stores. */
export const favouriteStores = pgTable(
  'favourite_stores',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.storeId] }),
    index('favourite_stores_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Who follows which store (spec §3 Store followers); `stores.followers_count` is kept in the same
 * statement's transaction. Followers hear of the store's new products (`products_following`).
 */
export const storeFollowers = pgTable(
  'store_followers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.storeId] }),
    index('store_followers_store_idx').on(t.storeId),
    index('store_followers_user_created_idx').on(t.userId, t.createdAt),
  ],
);
