import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  favouriteProducts,
  favouriteStores,
  products,
  storeFollowers,
  stores,
} from '../../db/schema';
import { prepared } from '../../db/prepared';
import { listProductCards } from '../catalogue/products.repository';
import { listStoreCards } from '../catalogue/stores.repository';
import { publicProduct, publicStore } from '../catalogue/visibility.repository';

/** Is the product public (accepted, unarchived, of a public store)? */
export async function isPublicProduct(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(eq(products.id, id), publicProduct()));
  return Boolean(row);
}

export async function isPublicStore(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.id, id), publicStore()));
  return Boolean(row);
}

export async function addFavouriteProduct(db: Db, userId: number, productId: number) {
  await db.insert(favouriteProducts).values({ userId, productId }).onConflictDoNothing();
}
export async function addFavouriteStore(db: Db, userId: number, storeId: number) {
  await db.insert(favouriteStores).values({ userId, storeId }).onConflictDoNothing();
}
export async function removeFavouriteProduct(db: Db, userId: number, productId: number) {
  await db
    .delete(favouriteProducts)
    .where(and(eq(favouriteProducts.userId, userId), eq(favouriteProducts.productId, productId)));
}
export async function removeFavouriteStore(db: Db, userId: number, storeId: number) {
  await db
    .delete(favouriteStores)
    .where(and(eq(favouriteStores.userId, userId), eq(favouriteStores.storeId, storeId)));
}

/** The ids behind every heart and follow button, three index-only reads. */
export async function favouriteIds(db: Db, userId: number) {
  // One round trip (one pooled connection) for the three lists, built once per database: every
  // product card of a signed-in shopper asks this.
  const statement = prepared(db, 'favourite-ids', () => {
    const user = sql.placeholder('userId');
    return db
      .select({ kind: sql<string>`'p'`.as('kind'), id: favouriteProducts.productId })
      .from(favouriteProducts)
      .where(eq(favouriteProducts.userId, user))
      .unionAll(
        db
          .select({ kind: sql<string>`'s'`.as('kind'), id: favouriteStores.storeId })
          .from(favouriteStores)
          .where(eq(favouriteStores.userId, user)),
      )
      .unionAll(
        db
          .select({ kind: sql<string>`'f'`.as('kind'), id: storeFollowers.storeId })
          .from(storeFollowers)
          .where(eq(storeFollowers.userId, user)),
      );
  });
  const rows = (await statement.execute({ userId })) as { kind: string; id: number }[];
  const of = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.id);
  return { products: of('p'), stores: of('s'), following: of('f') };
}

/** Public favourite product cards, newest favourite first. */
export async function favouriteProductCards(db: Db, userId: number, limit: number, offset: number) {
  const mine = db
    .select({ id: favouriteProducts.productId })
    .from(favouriteProducts)
    .where(eq(favouriteProducts.userId, userId));
  const [total] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(publicProduct(), inArray(products.id, mine)));
  const rows = await listProductCards(db, {
    where: [inArray(products.id, mine)],
    orderBy: [
      sql`(SELECT f.created_at FROM favourite_products f WHERE f.user_id = ${userId} AND f.product_id = "products"."id") DESC`,
      desc(products.id),
    ],
    limit,
    offset,
  });
  return { total: total?.total ?? 0, rows };
}

/** Public store cards among `table`'s rows of the user (favourites or follows), newest first. */
async function storeCardsOf(
  db: Db,
  table: typeof favouriteStores | typeof storeFollowers,
  userId: number,
  limit: number,
  offset: number,
) {
  const mine = db.select({ id: table.storeId }).from(table).where(eq(table.userId, userId));
  const [total] = await db
    .select({ total: count() })
    .from(stores)
    .where(and(publicStore(), inArray(stores.id, mine)));
  const rows = await listStoreCards(db, {
    where: [inArray(stores.id, mine)],
    orderBy: [
      sql`(SELECT s.created_at FROM ${table} s WHERE s.user_id = ${userId} AND s.store_id = "stores"."id") DESC`,
      desc(stores.id),
    ],
    limit,
    offset,
  });
  return { total: total?.total ?? 0, rows };
}

export const favouriteStoreCards = (db: Db, userId: number, limit: number, offset: number) =>
  storeCardsOf(db, favouriteStores, userId, limit, offset);
export const followedStoreCards = (db: Db, userId: number, limit: number, offset: number) =>
  storeCardsOf(db, storeFollowers, userId, limit, offset);

/**
 * Sets the follow state and keeps the store's count in step in the same transaction: the count
 * moves only when a row was really added or removed, so repeats and races cannot drift it.
 */
export async function setFollowing(db: Db, userId: number, storeId: number, follow: boolean) {
  return db.transaction(async (tx) => {
    const changed = follow
      ? await tx
          .insert(storeFollowers)
          .values({ userId, storeId })
          .onConflictDoNothing()
          .returning({ id: storeFollowers.storeId })
      : await tx
          .delete(storeFollowers)
          .where(and(eq(storeFollowers.userId, userId), eq(storeFollowers.storeId, storeId)))
          .returning({ id: storeFollowers.storeId });
    if (changed.length === 0) {
      const [row] = await tx
        .select({ count: stores.followersCount })
        .from(stores)
        .where(eq(stores.id, storeId));
      return row?.count ?? 0;
    }
    const step = follow ? 1 : -1;
    const [row] = await tx
      .update(stores)
      .set({ followersCount: sql`greatest(${stores.followersCount} + ${step}, 0)` })
      .where(eq(stores.id, storeId))
      .returning({ count: stores.followersCount });
    return row?.count ?? 0;
  });
}
