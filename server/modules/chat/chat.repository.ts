import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ChatSide, MessageKind, OfferChoice } from '../../../domain/contracts/chat.contract';
import type { Db } from '../../db/client';
import {
  chatBlocks,
  chatMessages,
  chats,
  moderatorPermissions,
  orders,
  products,
  storeStaff,
  stores,
  users,
} from '../../db/schema';
import { pagedList } from '../../lib/paging';

export type ChatRow = typeof chats.$inferSelect;

export async function findChat(db: Db, id: number): Promise<ChatRow | null> {
  const [row] = await db.select().from(chats).where(eq(chats.id, id));
  return row ?? null;
}

/** The thread of a customer and a store, created on first use (one per pair). */
export async function findOrCreateChat(db: Db, storeId: number, customerId: number) {
  await db.insert(chats).values({ storeId, customerId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.storeId, storeId), eq(chats.customerId, customerId)));
  return row!;
}

/** A store the public may chat with (active, not archived). */
export async function findChatStore(db: Db, storeId: number) {
  const [row] = await db
    .select({ id: stores.id, ownerId: stores.ownerId })
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.status, 'active'), isNull(stores.archivedAt)));
  return row ?? null;
}

export async function isBlocked(db: Db, storeId: number, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ storeId: chatBlocks.storeId })
    .from(chatBlocks)
    .where(and(eq(chatBlocks.storeId, storeId), eq(chatBlocks.customerId, customerId)));
  return Boolean(row);
}

export async function setBlocked(
  db: Db,
  storeId: number,
  customerId: number,
  blocked: boolean,
  by: number,
) {
  if (blocked) {
    await db
      .insert(chatBlocks)
      .values({ storeId, customerId, blockedBy: by })
      .onConflictDoNothing();
  } else {
    await db
      .delete(chatBlocks)
      .where(and(eq(chatBlocks.storeId, storeId), eq(chatBlocks.customerId, customerId)));
  }
}

/**
 * The accounts that answer for a store: its owner and the sub-resellers assigned to it with the
 * chat right for that store and account-wide.
 */
export async function storeSideUserIds(db: Db, storeId: number): Promise<number[]> {
  const [store] = await db
    .select({ ownerId: stores.ownerId })
    .from(stores)
    .where(eq(stores.id, storeId));
  const staff = await db
    .select({ userId: storeStaff.userId })
    .from(storeStaff)
    .innerJoin(moderatorPermissions, eq(moderatorPermissions.userId, storeStaff.userId))
    .innerJoin(users, eq(users.id, storeStaff.userId))
    .where(
      and(
        eq(storeStaff.storeId, storeId),
        eq(storeStaff.canChat, true),
        eq(moderatorPermissions.canChat, true),
        eq(users.status, 'active'),
      ),
    );
  return [...new Set([...(store?.ownerId ? [store.ownerId] : []), ...staff.map((r) => r.userId)])];
}

/** Messages this account sent since `since` (the per-user rate limit). */
export async function countSentSince(db: Db, senderId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.senderId, senderId), gt(chatMessages.createdAt, since)));
  return row?.total ?? 0;
}

export interface NewMessage {
  chatId: number;
  senderId: number;
  side: ChatSide;
  kind: MessageKind;
  body: string;
  imagePath?: string | null;
  productId?: number | null;
  offerPrice?: number | null;
  offerChoices?: OfferChoice[] | null;
  offerQuantity?: number | null;
  offerListPrice?: number | null;
  offerExpiresAt?: Date | null;
  orderId?: number | null;
}

/** Stores a message and moves the thread to the top of both sides' lists (unhiding it). */
export async function insertMessage(db: Db, message: NewMessage) {
  const [row] = await db.insert(chatMessages).values(message).returning();
  await db
    .update(chats)
    .set({
      lastMessageId: row!.id,
      lastMessageAt: row!.createdAt,
      customerHiddenAt: null,
      storeHiddenAt: null,
      // The sender has read their own thread up to here.
      ...(message.side === 'customer'
        ? { customerReadId: row!.id, customerDeliveredId: row!.id }
        : { storeReadId: row!.id, storeDeliveredId: row!.id }),
    })
    .where(eq(chats.id, message.chatId));
  return row!;
}

const messageColumns = {
  id: chatMessages.id,
  chatId: chatMessages.chatId,
  side: chatMessages.side,
  senderId: chatMessages.senderId,
  kind: chatMessages.kind,
  body: chatMessages.body,
  imagePath: chatMessages.imagePath,
  offerPrice: chatMessages.offerPrice,
  offerUsedAt: chatMessages.offerUsedAt,
  offerChoices: chatMessages.offerChoices,
  offerQuantity: chatMessages.offerQuantity,
  offerListPrice: chatMessages.offerListPrice,
  offerExpiresAt: chatMessages.offerExpiresAt,
  offerWithdrawnAt: chatMessages.offerWithdrawnAt,
  offerOrderedAt: chatMessages.offerOrderedAt,
  createdAt: chatMessages.createdAt,
  productId: products.id,
  productNameAr: products.nameAr,
  productNameEn: products.nameEn,
  productImage: products.mainImage,
  productPrice: products.basicPrice,
  productDiscount: products.discount,
  productNegotiable: products.negotiable,
  productStoreUsername: stores.username,
  orderId: orders.id,
  orderStatus: orders.status,
  orderTotal: orders.total,
};
export type MessageRow = {
  [K in keyof typeof messageColumns]: (typeof messageColumns)[K]['_']['data'] | null;
} & { id: number; chatId: number; side: string; kind: string; body: string; createdAt: Date };

function selectMessages(db: Db) {
  return db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(products, eq(products.id, chatMessages.productId))
    .leftJoin(stores, eq(stores.id, products.storeId))
    .leftJoin(orders, eq(orders.id, chatMessages.orderId));
}

/** An order's customer and store (to open their thread from it). */
export async function findOrderParties(db: Db, orderId: number) {
  const [row] = await db
    .select({ id: orders.id, customerId: orders.userId, storeId: orders.storeId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}

export async function findMessage(db: Db, id: number): Promise<MessageRow | null> {
  const [row] = await selectMessages(db).where(eq(chatMessages.id, id));
  return (row as MessageRow | undefined) ?? null;
}

/** One page of a thread, newest page first from the database, answered oldest first. */
export async function listMessages(
  db: Db,
  chatId: number,
  beforeId: number | undefined,
  limit: number,
) {
  const rows = await selectMessages(db)
    .where(
      and(eq(chatMessages.chatId, chatId), beforeId ? lt(chatMessages.id, beforeId) : undefined),
    )
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return (rows as MessageRow[]).reverse();
}

/** Raises a side's read and/or delivered mark (never lowers it, never past the last message). */
export async function raiseMarks(
  db: Db,
  chatId: number,
  side: ChatSide,
  upTo: number,
  read: boolean,
) {
  const cap = sql`least(${upTo}, coalesce(${chats.lastMessageId}, 0))`;
  const delivered = side === 'customer' ? chats.customerDeliveredId : chats.storeDeliveredId;
  const readMark = side === 'customer' ? chats.customerReadId : chats.storeReadId;
  const [row] = await db
    .update(chats)
    .set({
      ...(side === 'customer'
        ? { customerDeliveredId: sql`greatest(${delivered}, ${cap})` }
        : { storeDeliveredId: sql`greatest(${delivered}, ${cap})` }),
      ...(read
        ? side === 'customer'
          ? { customerReadId: sql`greatest(${readMark}, ${cap})` }
          : { storeReadId: sql`greatest(${readMark}, ${cap})` }
        : {}),
    })
    .where(eq(chats.id, chatId))
    .returning();
  return row ?? null;
}

export async function hideChat(db: Db, chatId: number, side: ChatSide) {
  await db
    .update(chats)
    .set(side === 'customer' ? { customerHiddenAt: sql`now()` } : { storeHiddenAt: sql`now()` })
    .where(eq(chats.id, chatId));
}

/** Thread rows with names, the last message and the viewer side's unread count. */
function chatListColumns(side: ChatSide) {
  const readMark = side === 'customer' ? chats.customerReadId : chats.storeReadId;
  const other = side === 'customer' ? 'store' : 'customer';
  return {
    chat: chats,
    storeName: stores.name,
    storeUsername: stores.username,
    storeLogo: stores.logo,
    customerFirst: users.firstName,
    customerLast: users.lastName,
    blocked: sql<boolean>`exists (SELECT 1 FROM chat_blocks b WHERE b.store_id = ${chats.storeId} AND b.customer_id = ${chats.customerId})`,
    unread: sql<number>`(SELECT count(*)::int FROM chat_messages m WHERE m.chat_id = ${chats.id} AND m.side = ${other} AND m.id > ${readMark})`,
  };
}

function selectChats(db: Db, side: ChatSide) {
  return db
    .select(chatListColumns(side))
    .from(chats)
    .innerJoin(stores, eq(stores.id, chats.storeId))
    .innerJoin(users, eq(users.id, chats.customerId));
}
export type ChatListRow = Awaited<ReturnType<ReturnType<typeof selectChats>['execute']>>[number];

export async function findChatView(db: Db, id: number, side: ChatSide) {
  const [row] = await selectChats(db, side).where(eq(chats.id, id));
  return row ?? null;
}

/** A side's visible threads (with at least one message, or opened by the customer). */
export function listChats(
  db: Db,
  side: ChatSide,
  where: SQL,
  paging: { page: number; per_page: number },
) {
  const visible = and(
    where,
    side === 'customer' ? isNull(chats.customerHiddenAt) : isNull(chats.storeHiddenAt),
    side === 'store' ? sql`${chats.lastMessageId} IS NOT NULL` : undefined,
  );
  return pagedList(
    paging,
    async () => (await db.select({ total: count() }).from(chats).where(visible))[0]?.total ?? 0,
    ({ limit, offset }) =>
      selectChats(db, side)
        .where(visible)
        .orderBy(sql`${chats.lastMessageAt} DESC NULLS LAST`, desc(chats.id))
        .limit(limit)
        .offset(offset),
  );
}

export function customerChats(customerId: number): SQL {
  return eq(chats.customerId, customerId);
}

export function storeChats(storeId: number): SQL {
  return eq(chats.storeId, storeId);
}

/** Unread messages from the other side: the customer's threads, and per store. */
export async function unreadCounts(db: Db, customerId: number, storeIds: readonly number[]) {
  const [mine] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .where(
      and(
        eq(chats.customerId, customerId),
        eq(chatMessages.side, 'store'),
        gt(chatMessages.id, chats.customerReadId),
      ),
    );
  const perStore =
    storeIds.length === 0
      ? []
      : await db
          .select({
            id: stores.id,
            name: stores.name,
            logo: stores.logo,
            unread: sql<number>`(SELECT count(*)::int FROM chat_messages m JOIN chats c ON c.id = m.chat_id
              WHERE c.store_id = "stores"."id" AND m.side = 'customer' AND m.id > c.store_read_id)`,
          })
          .from(stores)
          .where(and(inArray(stores.id, [...storeIds]), isNull(stores.archivedAt)))
          .orderBy(asc(stores.name));
  return { customerUnread: mine?.total ?? 0, stores: perStore };
}

/** A product a chat message may show (public). */
export async function findPublicProduct(db: Db, productId: number) {
  const [row] = await db
    .select({
      id: products.id,
      storeId: products.storeId,
      negotiable: products.negotiable,
      basicPrice: products.basicPrice,
      discount: products.discount,
    })
    .from(products)
    .where(
      and(eq(products.id, productId), eq(products.status, 'accepted'), isNull(products.archivedAt)),
    );
  return row ?? null;
}

/** A store's offer message with its thread's customer and store, and whether it was used. */
export async function findOffer(db: Db, messageId: number) {
  const [row] = await db
    .select({
      id: chatMessages.id,
      chatId: chatMessages.chatId,
      customerId: chats.customerId,
      storeId: chats.storeId,
      productId: chatMessages.productId,
      price: chatMessages.offerPrice,
      choices: chatMessages.offerChoices,
      quantity: chatMessages.offerQuantity,
      usedAt: chatMessages.offerUsedAt,
      orderedAt: chatMessages.offerOrderedAt,
      withdrawnAt: chatMessages.offerWithdrawnAt,
      expiresAt: chatMessages.offerExpiresAt,
    })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.kind, 'offer')));
  return row ?? null;
}

/** An offer nobody ordered or withdrew, whose time has not passed (checked by the database clock). */
function liveOffer(messageId: number) {
  return and(
    eq(chatMessages.id, messageId),
    eq(chatMessages.kind, 'offer'),
    isNull(chatMessages.offerOrderedAt),
    isNull(chatMessages.offerWithdrawnAt),
    or(isNull(chatMessages.offerExpiresAt), gt(chatMessages.offerExpiresAt, sql`now()`)),
  );
}

/**
 * Puts an open offer in a cart once: the conditional UPDATE makes a second use (or a race of two)
 * find nothing. Answers whether this call took it.
 */
export async function takeOffer(db: Db, messageId: number): Promise<boolean> {
  const rows = await db
    .update(chatMessages)
    .set({ offerUsedAt: sql`now()` })
    .where(and(liveOffer(messageId), isNull(chatMessages.offerUsedAt)))
    .returning({ id: chatMessages.id });
  return rows.length > 0;
}

/** Gives an offer back (its cart line was removed before any order). */
export async function releaseOffer(db: Db, messageId: number) {
  await db
    .update(chatMessages)
    .set({ offerUsedAt: null })
    .where(
      and(
        eq(chatMessages.id, messageId),
        eq(chatMessages.kind, 'offer'),
        isNull(chatMessages.offerOrderedAt),
      ),
    );
}

/** The store takes back an offer not ordered yet; answers whether this call did. */
export async function markOfferWithdrawn(db: Db, messageId: number): Promise<boolean> {
  const rows = await db
    .update(chatMessages)
    .set({ offerWithdrawnAt: sql`now()` })
    .where(liveOffer(messageId))
    .returning({ id: chatMessages.id });
  return rows.length > 0;
}

/** An order takes an offer that is in the cart and still valid; answers whether this call did. */
export async function markOfferOrdered(db: Db, messageId: number): Promise<boolean> {
  const rows = await db
    .update(chatMessages)
    .set({ offerOrderedAt: sql`now()` })
    .where(and(liveOffer(messageId), isNotNull(chatMessages.offerUsedAt)))
    .returning({ id: chatMessages.id });
  return rows.length > 0;
}
