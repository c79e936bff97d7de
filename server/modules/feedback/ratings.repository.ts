import { and, count, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import {
  chatMessages,
  chats,
  orderItems,
  orders,
  productRatings,
  products,
  storeRatings,
  stores,
  storeStaff,
  users,
} from '../../db/schema';

/** Which rating table: a product's or a store's. */
export type RatingKind = 'product' | 'store';

const TABLES = {
  product: { ratings: productRatings, key: productRatings.productId },
  store: { ratings: storeRatings, key: storeRatings.storeId },
} as const;

export interface RatingRow {
  id: number;
  author: string;
  rating: number;
  comment: string | null;
  created_at: Date;
  updated_at: Date;
}

function columnsOf(kind: RatingKind) {
  const { ratings } = TABLES[kind];
  return {
    id: ratings.id,
    // The shopper's first name, else their username (never an email or phone).
    author: sql<string>`coalesce(nullif(trim(${users.firstName}), ''), ${users.username})`,
    rating: ratings.rating,
    comment: ratings.comment,
    created_at: ratings.createdAt,
    updated_at: ratings.updatedAt,
  };
}

/** A page of a target's ratings, most recently written first. */
export async function listRatings(
  db: Db,
  kind: RatingKind,
  targetId: number,
  limit: number,
  offset: number,
): Promise<{ total: number; rows: RatingRow[] }> {
  const { ratings, key } = TABLES[kind];
  const [total] = await db.select({ total: count() }).from(ratings).where(eq(key, targetId));
  if (!total?.total) return { total: 0, rows: [] };
  const rows = await db
    .select(columnsOf(kind))
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.userId))
    .where(eq(key, targetId))
    .orderBy(desc(ratings.updatedAt), desc(ratings.id))
    .limit(limit)
    .offset(offset);
  return { total: total.total, rows };
}

export async function findOwnRating(
  db: Db,
  kind: RatingKind,
  targetId: number,
  userId: number,
): Promise<RatingRow | null> {
  const { ratings, key } = TABLES[kind];
  const [row] = await db
    .select(columnsOf(kind))
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.userId))
    .where(and(eq(key, targetId), eq(ratings.userId, userId)));
  return row ?? null;
}

/** The store a product belongs to (any status), or null for an unknown product. */
export async function productStoreId(db: Db, productId: number): Promise<number | null> {
  const [row] = await db
    .select({ storeId: products.storeId })
    .from(products)
    .where(eq(products.id, productId));
  return row?.storeId ?? null;
}

/** Is the user the store's owner or one of its staff (sub-resellers)? */
export async function isStorePerson(db: Db, userId: number, storeId: number): Promise<boolean> {
  const [row] = await queryRows<{ yes: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM ${stores} WHERE ${stores.id} = ${storeId} AND ${stores.ownerId} = ${userId})
        OR EXISTS (SELECT 1 FROM ${storeStaff} WHERE ${storeStaff.storeId} = ${storeId} AND ${storeStaff.userId} = ${userId}) AS yes`,
  );
  return Boolean(row?.yes);
}

export interface Summary {
  avg: number;
  count: number;
}

/**
 * Recomputes the target's `rating_avg` (the exact average rounded to the nearest half, halves
 * up, as domain/rating.ts) and `rating_count` from its rating rows. Raw SQL on purpose: the
 * product's `updated_at` is about its listing, not about what shoppers think of it.
 */
async function refreshSummary(db: Db, kind: RatingKind, targetId: number): Promise<Summary> {
  const table = kind === 'product' ? sql`products` : sql`stores`;
  const ratings = kind === 'product' ? sql`product_ratings` : sql`store_ratings`;
  const key = kind === 'product' ? sql`product_id` : sql`store_id`;
  const [row] = await queryRows<{ avg: string; count: number }>(
    db,
    sql`UPDATE ${table} AS t
        SET rating_count = s.count, rating_avg = s.avg
        FROM (
          SELECT count(*)::int AS count, coalesce(round(avg(rating) * 2) / 2, 0) AS avg
          FROM ${ratings} WHERE ${key} = ${targetId}
        ) AS s
        WHERE t.id = ${targetId}
        RETURNING t.rating_avg AS avg, t.rating_count AS count`,
  );
  return { avg: Number(row?.avg ?? 0), count: Number(row?.count ?? 0) };
}

/**
 * Locks the target's row first (FOR NO KEY UPDATE): concurrent ratings of one target queue here,
 * so each recount, a new statement after the lock, sees every committed rating — the stored
 * average and count stay exact under any interleaving.
 */
async function lockTarget(db: Db, kind: RatingKind, targetId: number): Promise<boolean> {
  const table = kind === 'product' ? sql`products` : sql`stores`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM ${table} WHERE id = ${targetId} FOR NO KEY UPDATE`,
  );
  return rows.length > 0;
}

/** Writes (or rewrites) the user's rating and the target's summary in one transaction. */
export async function upsertRating(
  db: Db,
  kind: RatingKind,
  targetId: number,
  userId: number,
  value: { rating: number; comment: string | null },
): Promise<Summary | null> {
  return db.transaction(async (tx) => {
    if (!(await lockTarget(tx, kind, targetId))) return null;
    if (kind === 'product') {
      await tx
        .insert(productRatings)
        .values({ productId: targetId, userId, ...value })
        .onConflictDoUpdate({
          target: [productRatings.productId, productRatings.userId],
          set: { ...value, updatedAt: sql`now()` },
        });
    } else {
      await tx
        .insert(storeRatings)
        .values({ storeId: targetId, userId, ...value })
        .onConflictDoUpdate({
          target: [storeRatings.storeId, storeRatings.userId],
          set: { ...value, updatedAt: sql`now()` },
        });
    }
    return refreshSummary(tx, kind, targetId);
  });
}

/** Deletes the user's rating (if any) and refreshes the target's summary. */
export async function deleteRating(
  db: Db,
  kind: RatingKind,
  targetId: number,
  userId: number,
): Promise<Summary | null> {
  const { ratings, key } = TABLES[kind];
  return db.transaction(async (tx) => {
    if (!(await lockTarget(tx, kind, targetId))) return null;
    await tx.delete(ratings).where(and(eq(key, targetId), eq(ratings.userId, userId)));
    return refreshSummary(tx, kind, targetId);
  });
}

/** The stored summary of a target. */
export async function readSummary(db: Db, kind: RatingKind, targetId: number) {
  const table = kind === 'product' ? products : stores;
  const [row] = await db
    .select({ avg: table.ratingAvg, count: table.ratingCount })
    .from(table)
    .where(eq(table.id, targetId));
  return row ? { avg: Number(row.avg), count: row.count } : null;
}

/** The shopper received this product: a delivered order of theirs contains it. */
export async function hasDeliveredProduct(db: Db, userId: number, productId: number) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'delivered'),
        eq(orderItems.productId, productId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The shopper dealt with the store: an order that the store did not refuse, or a message sent. */
export async function hasDealtWithStore(db: Db, userId: number, storeId: number) {
  const [ordered] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.storeId, storeId),
        sql`${orders.status} NOT IN ('rejected', 'cancelled')`,
      ),
    )
    .limit(1);
  if (ordered) return true;
  const [wrote] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .where(
      and(
        eq(chats.customerId, userId),
        eq(chats.storeId, storeId),
        eq(chatMessages.senderId, userId),
      ),
    )
    .limit(1);
  return wrote !== undefined;
}
