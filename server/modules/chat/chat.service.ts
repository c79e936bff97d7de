// Buyer ↔ store chat (DESIGN §4). Who is on which side of a thread is decided here from
// the actor: the thread's customer, or an account answering for its store (the owner, or a
// sub-reseller with the chat right for that store). Anyone else gets `not_found`: a thread's
// existence is not disclosed. Every write publishes its live events in its own transaction.
import type {
  Chat,
  ChatInboxes,
  ChatMessage,
  ChatSide,
  MessageBody,
} from '../../../domain/contracts/chat.contract';
import { MESSAGE_RATE_PER_MINUTE } from '../../../domain/contracts/chat.contract';
import { can } from '../../../domain/auth/permissions';
import { AppError } from '../../../domain/errors';
import { V } from '../../../domain/validation/keys';
import type { Language, OrderStatus } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import { bothLanguages } from '../../lib/texts';
import type { Actor } from '../auth/actor';
import { offerState } from '../../../domain/commerce/chat-offer';
import { publishEvents, publishSignal } from '../events/events.repository';
import { notifyLatest } from '../notifications/notifications.service';
import { offerTerms, type OfferTerms } from './chat-offer-terms';
import {
  countSentSince,
  customerChats,
  findChat,
  findChatStore,
  findChatView,
  findMessage,
  findOrCreateChat,
  findOrderParties,
  findPublicProduct,
  hideChat,
  insertMessage,
  isBlocked,
  listChats,
  listMessages,
  raiseMarks,
  setBlocked,
  storeChats,
  storeSideUserIds,
  unreadCounts,
  type ChatListRow,
  type ChatRow,
  type MessageRow,
  type NewMessage,
} from './chat.repository';

/** Chat images live here (server/modules/uploads storeImage folder). */
export const CHAT_IMAGE_PATTERN = /^\/uploads\/chats\/[0-9a-f]{24}\.jpg$/;

/** May the actor answer for this store (owner, or sub-reseller with the chat right there)? */
export function answersFor(actor: Actor, storeId: number): boolean {
  if (actor.role === 'reseller') return actor.scope.storeIds.includes(storeId);
  if (actor.role === 'moderator_reseller') {
    return (
      can(actor.role, 'store_chats', 'view', actor.scope.grants) &&
      (actor.scope.storeGrants[storeId]?.includes('chat') ?? false)
    );
  }
  return false;
}

/** The stores the actor answers for. */
function storesAnsweredBy(actor: Actor): number[] {
  return actor.scope.storeIds.filter((storeId) => answersFor(actor, storeId));
}

/** The actor's side in a thread; `not_found` when they take no part in it. */
function sideIn(actor: Actor, chat: ChatRow): ChatSide {
  if (chat.customerId === actor.userId) return 'customer';
  if (answersFor(actor, chat.storeId)) return 'store';
  throw new AppError('not_found', 'No such chat');
}

export async function participantChat(db: Db, actor: Actor, chatId: number) {
  const chat = await findChat(db, chatId);
  if (!chat) throw new AppError('not_found', 'No such chat');
  return { chat, side: sideIn(actor, chat) };
}

export function toMessage(row: MessageRow, language: Language): ChatMessage {
  return {
    id: row.id,
    chat_id: row.chatId,
    side: row.side as ChatSide,
    sender_id: row.senderId,
    kind: row.kind as ChatMessage['kind'],
    body: row.body,
    image: row.imagePath,
    product:
      row.productId === null
        ? null
        : {
            id: row.productId,
            name: (language === 'ar' ? row.productNameAr : row.productNameEn) ?? '',
            image: row.productImage,
            price: Number(row.productPrice ?? 0),
            discount: Number(row.productDiscount ?? 0),
            store_username: row.productStoreUsername ?? '',
            negotiable: row.productNegotiable ?? false,
          },
    offer:
      row.kind === 'offer' && row.offerPrice !== null
        ? {
            price: Number(row.offerPrice),
            list_price: row.offerListPrice === null ? null : Number(row.offerListPrice),
            quantity: row.offerQuantity ?? 1,
            used: row.offerUsedAt !== null || row.offerOrderedAt !== null,
            state: offerState({
              usedAt: row.offerUsedAt,
              orderedAt: row.offerOrderedAt,
              withdrawnAt: row.offerWithdrawnAt,
              expiresAt: row.offerExpiresAt,
            }),
            expires_at: row.offerExpiresAt?.toISOString() ?? null,
            choices: (row.offerChoices ?? []).map((choice) =>
              language === 'ar'
                ? `${choice.parent_name_ar}: ${choice.name_ar}`
                : `${choice.parent_name_en}: ${choice.name_en}`,
            ),
          }
        : null,
    order:
      row.kind === 'order' && row.orderId !== null
        ? {
            id: row.orderId,
            status: row.orderStatus as OrderStatus,
            total: Number(row.orderTotal ?? 0),
          }
        : null,
    created_at: row.createdAt.toISOString(),
  };
}

async function toChat(db: Db, row: ChatListRow, side: ChatSide, language: Language): Promise<Chat> {
  const { chat } = row;
  const last = chat.lastMessageId ? await findMessage(db, chat.lastMessageId) : null;
  return {
    id: chat.id,
    side,
    store: {
      id: chat.storeId,
      name: row.storeName,
      username: row.storeUsername,
      logo: row.storeLogo,
    },
    customer: {
      id: chat.customerId,
      name: `${row.customerFirst} ${row.customerLast}`.trim(),
    },
    last_message: last ? toMessage(last, language) : null,
    last_message_at: chat.lastMessageAt?.toISOString() ?? null,
    unread: Number(row.unread),
    other_read_id: side === 'customer' ? chat.storeReadId : chat.customerReadId,
    other_delivered_id: side === 'customer' ? chat.storeDeliveredId : chat.customerDeliveredId,
    blocked: Boolean(row.blocked),
  };
}

async function chatView(db: Db, chatId: number, side: ChatSide, language: Language) {
  const row = await findChatView(db, chatId, side);
  if (!row) throw new AppError('not_found', 'No such chat');
  return toChat(db, row, side, language);
}

export async function getChats(
  db: Db,
  actor: Actor,
  language: Language,
  query: { as: ChatSide; store_id?: number; page: number; per_page: number },
) {
  let where;
  if (query.as === 'customer') {
    where = customerChats(actor.userId);
  } else {
    if (!can(actor.role, 'store_chats', 'list', actor.scope.grants)) {
      throw new AppError('not_authorized', 'No chat right');
    }
    const storeId = query.store_id ?? storesAnsweredBy(actor)[0];
    if (storeId === undefined || !answersFor(actor, storeId)) {
      throw new AppError('not_authorized', 'No chat right for this store');
    }
    where = storeChats(storeId);
  }
  const { data, meta } = await listChats(db, query.as, where, query);
  return { data: await Promise.all(data.map((row) => toChat(db, row, query.as, language))), meta };
}

export async function getChat(db: Db, actor: Actor, language: Language, chatId: number) {
  const { side } = await participantChat(db, actor, chatId);
  return chatView(db, chatId, side, language);
}

/**
 * The customer's thread with a store, created on first use; or, from an order (`order_id`), the
 * thread of that order's customer and store for either side, with the order's card posted as its
 * context (not again when it is already the last message).
 */
export async function openChat(
  db: Db,
  actor: Actor,
  language: Language,
  body: { store_id?: number; order_id?: number },
) {
  if (body.order_id !== undefined) {
    const order = await findOrderParties(db, body.order_id);
    let side: ChatSide | null = null;
    if (order && order.customerId === actor.userId) side = 'customer';
    else if (order && answersFor(actor, order.storeId)) side = 'store';
    if (!order || !side) throw new AppError('not_found', 'No such order');
    const chat = await findOrCreateChat(db, order.storeId, order.customerId);
    const last = chat.lastMessageId ? await findMessage(db, chat.lastMessageId) : null;
    const blocked = await isBlocked(db, chat.storeId, chat.customerId);
    if (!(last?.kind === 'order' && last.orderId === order.id) && !blocked) {
      await deliver(db, actor, language, chat, side, {
        kind: 'order',
        body: '',
        orderId: order.id,
      });
    }
    return chatView(db, chat.id, side, language);
  }
  const storeId = body.store_id!;
  const store = await findChatStore(db, storeId);
  if (!store) throw new AppError('store_not_available', 'Store not available');
  if (store.ownerId === actor.userId || answersFor(actor, storeId)) {
    throw new AppError('conflict', 'This is your own store');
  }
  const chat = await findOrCreateChat(db, storeId, actor.userId);
  return chatView(db, chat.id, 'customer', language);
}

export async function deleteChat(db: Db, actor: Actor, chatId: number) {
  const { side } = await participantChat(db, actor, chatId);
  await hideChat(db, chatId, side);
  return { id: chatId };
}

export async function getInboxes(db: Db, actor: Actor): Promise<ChatInboxes> {
  const counts = await unreadCounts(db, actor.userId, storesAnsweredBy(actor));
  return {
    customer_unread: counts.customerUnread,
    stores: counts.stores.map((store) => ({ ...store, unread: Number(store.unread) })),
  };
}

/** The store side blocks or unblocks the thread's customer. */
export async function blockCustomer(
  db: Db,
  actor: Actor,
  language: Language,
  chatId: number,
  blocked: boolean,
) {
  const { chat, side } = await participantChat(db, actor, chatId);
  if (side !== 'store') throw new AppError('not_authorized', 'Only the store blocks');
  await setBlocked(db, chat.storeId, chat.customerId, blocked, actor.userId);
  return chatView(db, chatId, side, language);
}

/** Everyone on both sides of a thread (for its live events). */
async function participants(db: Db, chat: ChatRow) {
  const store = await storeSideUserIds(db, chat.storeId);
  return { customer: [chat.customerId], store, all: [chat.customerId, ...store] };
}

export async function getMessages(
  db: Db,
  actor: Actor,
  language: Language,
  query: { chat_id: number; before_id?: number; per_page: number },
) {
  const { chat, side } = await participantChat(db, actor, query.chat_id);
  const rows = await listMessages(db, chat.id, query.before_id, query.per_page);
  // Fetching a thread delivers what it shows.
  const newest = rows.at(-1)?.id ?? 0;
  const delivered = side === 'customer' ? chat.customerDeliveredId : chat.storeDeliveredId;
  if (newest > delivered) await markMessages(db, actor, chat.id, newest, true);
  return rows.map((row) => toMessage(row, language));
}

/** Text of the `chat_message` notification: who wrote, and what. */
function noteText(kind: ChatMessage['kind'], body: string) {
  if (kind === 'text') return { ar: body.slice(0, 140), en: body.slice(0, 140) };
  return bothLanguages(`notifications.chat.kind.${kind}`);
}

export async function sendMessage(
  db: Db,
  actor: Actor,
  language: Language,
  body: MessageBody,
): Promise<ChatMessage> {
  const { chat, side } = await participantChat(db, actor, body.chat_id);
  const since = new Date(Date.now() - 60_000);
  if ((await countSentSince(db, actor.userId, since)) >= MESSAGE_RATE_PER_MINUTE) {
    throw new AppError('rate_limited', 'Too many messages', undefined, { retryAfter: 60 });
  }
  if (await isBlocked(db, chat.storeId, chat.customerId)) {
    throw new AppError('chat_blocked', 'The store blocked this chat');
  }
  let productId: number | null = null;
  let terms: OfferTerms | null = null;
  if (body.kind === 'product' || body.kind === 'offer') {
    const product = await findPublicProduct(db, body.product_id!);
    if (!product) throw new AppError('product_not_available', 'Product not available');
    if (body.kind === 'offer') {
      if (side !== 'store') throw new AppError('not_authorized', 'Only the store sends offers');
      if (product.storeId !== chat.storeId) {
        throw new AppError('validation_failed', 'Offers are for this store’s products', [
          { path: 'product_id', message: V.chat.offer_other_store },
        ]);
      }
      terms = await offerTerms(db, product, body);
    }
    productId = product.id;
  }
  if (body.kind === 'image' && !CHAT_IMAGE_PATTERN.test(body.image ?? '')) {
    throw new AppError('image_invalid', 'Upload the image with chats/images first', [
      { path: 'image', message: V.image.required },
    ]);
  }
  const text = body.kind === 'text' || body.kind === 'offer' ? (body.body ?? '').trim() : '';
  return deliver(db, actor, language, chat, side, {
    kind: body.kind,
    body: text,
    imagePath: body.kind === 'image' ? body.image! : null,
    productId,
    ...terms,
  });
}

/**
 * Stores a message, publishes it to both sides' live streams and tells the other side with one
 * unread `chat_message` notification per thread (rewritten and pushed again with each message),
 * in one transaction.
 */
async function deliver(
  db: Db,
  actor: Actor,
  language: Language,
  chat: ChatRow,
  side: ChatSide,
  content: Omit<NewMessage, 'chatId' | 'senderId' | 'side'>,
): Promise<ChatMessage> {
  const messageId = await db.transaction(async (tx) => {
    const row = await insertMessage(tx, {
      ...content,
      chatId: chat.id,
      senderId: actor.userId,
      side,
    });
    const message = await findMessage(tx, row.id);
    const people = await participants(tx, chat);
    await publishEvents(tx, people.all, 'message', {
      chat_id: chat.id,
      message: toMessage(message!, language),
    });
    // One unread chat_message notification per thread and person (spec §4 opens it), carrying
    // the latest message; never to the sender's own devices.
    const recipients = (side === 'customer' ? people.store : people.customer).filter(
      (id) => id !== actor.userId,
    );
    if (recipients.length > 0) {
      const view = await findChatView(tx, chat.id, side);
      const from =
        side === 'customer'
          ? `${view!.customerFirst} ${view!.customerLast}`.trim()
          : view!.storeName;
      await notifyLatest(tx, recipients, {
        type: 'chat_message',
        targetId: chat.id,
        storeId: chat.storeId,
        title: bothLanguages('notifications.chat.message_title', { from }),
        body: noteText(content.kind, content.body),
      });
    }
    return row.id;
  });
  const stored = await findMessage(db, messageId);
  return toMessage(stored!, language);
}

/** Raises the caller's read (or only delivered) mark and tells the other side. */
export async function markMessages(
  db: Db,
  actor: Actor,
  chatId: number,
  messageId: number,
  deliveredOnly = false,
) {
  const { chat, side } = await participantChat(db, actor, chatId);
  return db.transaction(async (tx) => {
    const row = await raiseMarks(tx, chat.id, side, messageId, !deliveredOnly);
    const readId = side === 'customer' ? row!.customerReadId : row!.storeReadId;
    const deliveredId = side === 'customer' ? row!.customerDeliveredId : row!.storeDeliveredId;
    const people = await participants(tx, chat);
    await publishEvents(tx, people.all, 'receipt', {
      chat_id: chat.id,
      side,
      read_id: readId,
      delivered_id: deliveredId,
    });
    return { read_id: readId, delivered_id: deliveredId };
  });
}

/** "Typing…": a passing signal to the other side, not stored. */
export async function sendTyping(db: Db, actor: Actor, chatId: number) {
  const { chat, side } = await participantChat(db, actor, chatId);
  const people = await participants(db, chat);
  await publishSignal(db, side === 'customer' ? people.store : people.customer, 'typing', {
    chat_id: chat.id,
    side,
  });
  return { sent: true };
}
