import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OfferChoice } from '../../../domain/contracts/chat.contract';
import { createdAt, id, money } from './columns';
import { orders } from './commerce';
import { products } from './products';
import { stores } from './stores';
import { users } from './users';

/**
 * One thread per customer × store (DESIGN §4). The store side is the owner plus the sub-resellers
 * with chat permission. Read and delivered marks are the highest message id each side has
 * read/received; a message's state follows from them.
 */
export const chats = pgTable(
  'chats',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageId: integer('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    customerReadId: integer('customer_read_id').notNull().default(0),
    storeReadId: integer('store_read_id').notNull().default(0),
    customerDeliveredId: integer('customer_delivered_id').notNull().default(0),
    storeDeliveredId: integer('store_delivered_id').notNull().default(0),
    /** `chats` DELETE by the customer hides the thread from them until a new message arrives. */
    customerHiddenAt: timestamp('customer_hidden_at', { withTimezone: true }),
    storeHiddenAt: timestamp('store_hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chats_store_customer_idx').on(t.storeId, t.customerId),
    index('chats_customer_last_idx').on(t.customerId, t.lastMessageAt),
    index('chats_store_last_idx').on(t.storeId, t.lastMessageAt),
  ],
);

/**
 * A chat message: text (1–2000 characters, shown as text only), an image, a product card, a
 * store's offer (a product at an agreed price that the customer may put in the cart once), or an
 * order card (the thread opened from an order).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'customer' | 'store' */
    side: text('side').notNull(),
    /** 'text' | 'image' | 'product' | 'offer' (domain/contracts/chat.contract.ts). */
    kind: text('kind').notNull(),
    body: text('body').notNull().default(''),
    imagePath: text('image_path'),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** An order card (kind 'order'): the thread opened from this order. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    offerPrice: money('offer_price'),
    /** The values the store chose for the offer (a snapshot of their names, as order items keep). */
    offerChoices: jsonb('offer_choices').$type<OfferChoice[]>(),
    /** When the customer put the offer in the cart (cleared when that line is removed). */
    offerUsedAt: timestamp('offer_used_at', { withTimezone: true }),
    /** Pieces the offer is for; null on offers from before quantities (one piece). */
    offerQuantity: integer('offer_quantity'),
    /** The variant's list price when offered (shown struck through when the offer is lower). */
    offerListPrice: money('offer_list_price'),
    /** Until when the customer may add and order it; null on offers from before expiries. */
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    offerWithdrawnAt: timestamp('offer_withdrawn_at', { withTimezone: true }),
    /** When an order took it: it is accepted and cannot be used or withdrawn again. */
    offerOrderedAt: timestamp('offer_ordered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_chat_idx').on(t.chatId, t.id),
    index('chat_messages_sender_created_idx').on(t.senderId, t.createdAt),
    check('chat_messages_side_check', sql`${t.side} IN ('customer', 'store')`),
  ],
);

/** A store refusing messages from a customer. */
export const chatBlocks = pgTable(
  'chat_blocks',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedBy: integer('blocked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.customerId] })],
);

/**
 * Live events (DESIGN §8): one row per recipient, its id is the SSE event id, so a reconnect with
 * `Last-Event-ID` replays what was missed. Rows older than a day are pruned.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('live_events_user_id_idx').on(t.userId, t.id),
    index('live_events_created_idx').on(t.createdAt),
  ],
);

/**
 * Stream tickets already used (their JWT id): a ticket opens one stream, on whichever process
 * it reaches first (one INSERT … ON CONFLICT DO NOTHING decides). Rows outlive their ticket by
 * nothing: expired ones are pruned with the old events.
 */
export const streamTicketsUsed = pgTable(
  'stream_tickets_used',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('stream_tickets_used_expires_idx').on(t.expiresAt)],
);
