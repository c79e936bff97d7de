// Buyer ↔ store chat (spec §7 `chats`, `chats/active`, `messages`, `messages/read`,
// `chat-notification`) and the live event stream (DESIGN §8). One thread per customer × store; the
// store side is the owner and the sub-resellers with the chat grant for that store.
import { z } from 'zod';
import { V } from '../validation/keys';
import { line, text } from '../validation/hygiene';
import { ORDER_STATUSES, type OrderStatus } from '../status/statuses';
import {
  OFFER_DISCOUNT_MAX,
  OFFER_DISCOUNT_MIN,
  OFFER_QUANTITY_MAX,
  OFFER_STATES,
  OFFER_VALID_HOURS,
} from '../commerce/chat-offer';
import { queryId, queryPage, queryPerPage } from './catalogue-schemas';
import { defineContract } from './contract';
import { bodyId } from './panel/panel-list';

/** A chat message's length: 1–2000 characters. */
export const MESSAGE_MAX = 2000;
/** Messages one person may send per minute (all threads together). */
export const MESSAGE_RATE_PER_MINUTE = 30;

export const CHAT_SIDES = ['customer', 'store'] as const;
export type ChatSide = (typeof CHAT_SIDES)[number];

export const MESSAGE_KINDS = ['text', 'image', 'product', 'offer', 'order'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
/** What `messages` POST sends; an order card comes only from opening a thread from an order. */
export const SENDABLE_KINDS = ['text', 'image', 'product', 'offer'] as const;

/** One chosen value of a chat offer (stored with the offer: a snapshot of its names). */
export interface OfferChoice {
  id: number;
  name_ar: string;
  name_en: string;
  parent_name_ar: string;
  parent_name_en: string;
}

export const chatProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  price: z.number(),
  /** The product's discount percent now (0: none); spec §5 decides whether it lowers the price. */
  discount: z.number(),
  store_username: z.string(),
  negotiable: z.boolean(),
});

export const chatMessageSchema = z.object({
  id: z.number().int(),
  chat_id: z.number().int(),
  side: z.enum(CHAT_SIDES),
  sender_id: z.number().int().nullable(),
  kind: z.enum(MESSAGE_KINDS),
  /** Plain text; shown as text (links and phone numbers are not turned into anything). */
  body: z.string(),
  image: z.string().nullable(),
  product: chatProductSchema.nullable(),
  /**
   * A store's offer: the unit price, how many pieces, until when, and where it stands (`used`:
   * in the customer's cart or ordered).
   */
  offer: z
    .object({
      price: z.number(),
      /** The variant's list price when the offer was made (above `price` when it is lower). */
      list_price: z.number().nullable(),
      quantity: z.number().int(),
      used: z.boolean(),
      state: z.enum(OFFER_STATES),
      /** Null: an older offer without an expiry. */
      expires_at: z.string().nullable(),
      /** The values the store chose, as "Colour: Blue" in the reader's language. */
      choices: z.array(z.string()),
    })
    .nullable(),
  /** An order card: the thread was opened from this order of the customer at this store. */
  order: z
    .object({ id: z.number().int(), status: z.enum(ORDER_STATUSES), total: z.number() })
    .nullable(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatSchema = z.object({
  id: z.number().int(),
  /** Which side the caller is on in this thread. */
  side: z.enum(CHAT_SIDES),
  store: z.object({
    id: z.number().int(),
    name: z.string(),
    username: z.string(),
    logo: z.string().nullable(),
  }),
  customer: z.object({ id: z.number().int(), name: z.string() }),
  last_message: chatMessageSchema.nullable(),
  last_message_at: z.string().nullable(),
  /** Messages from the other side the caller has not read. */
  unread: z.number().int(),
  /** The highest message id the other side has read / received (sent → delivered → read). */
  other_read_id: z.number().int(),
  other_delivered_id: z.number().int(),
  /** The store blocked this customer: sending fails. */
  blocked: z.boolean(),
});
export type Chat = z.infer<typeof chatSchema>;

export const chatsQuerySchema = z.object({
  /** `customer`: my threads with stores; `store`: the threads of a store I answer for. */
  as: z.enum(CHAT_SIDES, { error: V.filter.invalid }).default('customer'),
  store_id: queryId.optional(),
  page: queryPage,
  per_page: queryPerPage,
});

export const chatsContract = defineContract({
  method: 'GET',
  path: '/api/chats',
  summary: 'My chat threads (as a customer, or of one store I answer for), newest first',
  tags: ['chat'],
  permission: { resource: 'chats', action: 'list', kind: 'user' },
  query: chatsQuerySchema,
  response: z.array(chatSchema),
  paged: true,
});

export const chatIdParams = z.object({ id: queryId });

export const chatContract = defineContract({
  method: 'GET',
  path: '/api/chats/:id',
  summary: 'One chat thread I take part in',
  tags: ['chat'],
  permission: { resource: 'chats', action: 'view', kind: 'user' },
  params: chatIdParams,
  response: chatSchema,
});

/**
 * `store_id`: my thread with a store (as its customer). `order_id`: the thread of that order's
 * customer and store, for either side, with the order's card added as its context.
 */
export const openChatBodySchema = z
  .object({ store_id: bodyId.optional(), order_id: bodyId.optional() })
  .refine((body) => (body.store_id === undefined) !== (body.order_id === undefined), {
    path: ['store_id'],
    message: V.required,
  });

export const openChatContract = defineContract({
  method: 'POST',
  path: '/api/chats',
  summary:
    "Open (or find) my thread with a store, or the thread of one of the store's orders (with its card)",
  tags: ['chat'],
  permission: { resource: 'chats', action: 'create', kind: 'user' },
  body: openChatBodySchema,
  response: chatSchema,
  idempotent: true,
});

export const deleteChatContract = defineContract({
  method: 'DELETE',
  path: '/api/chats/:id',
  summary: 'Hide a thread from my list until a new message arrives',
  tags: ['chat'],
  permission: { resource: 'chats', action: 'delete', kind: 'user' },
  params: chatIdParams,
  response: z.object({ id: z.number().int() }),
});

/** Where I chat: as a customer and for each store I answer for, with unread counts. */
export const chatInboxesSchema = z.object({
  customer_unread: z.number().int(),
  stores: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      logo: z.string().nullable(),
      unread: z.number().int(),
    }),
  ),
});
export type ChatInboxes = z.infer<typeof chatInboxesSchema>;

export const activeChatsContract = defineContract({
  method: 'GET',
  path: '/api/chats/active',
  summary: 'My chat inboxes (customer and the stores I answer for) with unread counts',
  tags: ['chat'],
  permission: { resource: 'chats', action: 'list', kind: 'user' },
  response: chatInboxesSchema,
});

export const blockChatContract = defineContract({
  method: 'POST',
  path: '/api/chats/:id/block',
  summary: "The store blocks (blocked: true) or unblocks the thread's customer",
  tags: ['chat'],
  permission: { resource: 'store_chats', action: 'delete', kind: 'user' },
  params: chatIdParams,
  body: z.object({ blocked: z.boolean() }),
  response: chatSchema,
});

export const messagesQuerySchema = z.object({
  chat_id: queryId,
  /** Older messages than this id (scrolling back); the newest page without it. */
  before_id: queryId.optional(),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});

export const messagesContract = defineContract({
  method: 'GET',
  path: '/api/messages',
  summary: "A thread's messages, oldest first (one page, newest page by default)",
  tags: ['chat'],
  permission: { resource: 'chats', action: 'view', kind: 'user' },
  query: messagesQuerySchema,
  response: z.array(chatMessageSchema),
});

export const messageBodySchema = z
  .object({
    chat_id: bodyId,
    kind: z.enum(SENDABLE_KINDS, { error: V.filter.invalid }),
    body: text(MESSAGE_MAX, { tooLongKey: V.chat.message_too_long }).optional(),
    /** An image uploaded with `chats/images` (kind image). */
    image: line(255).optional(),
    /** The product of a product card or an offer. */
    product_id: bodyId.optional(),
    /** The product's values the offer is for (every required attribute chosen). */
    attribute_ids: z.array(bodyId).max(30, { error: V.number.too_large }).optional(),
    /**
     * An offer's unit price: any price for a negotiable product; for another one it is the list
     * price (or the list price less `discount_percent`), computed when left out.
     */
    price: z
      .number({ error: V.required })
      .positive({ error: V.required })
      .max(9_999_999_999)
      .optional(),
    /** The store's own discount on the list price, a whole percent. */
    discount_percent: z
      .number({ error: V.chat.offer_discount })
      .int({ error: V.chat.offer_discount })
      .min(OFFER_DISCOUNT_MIN, { error: V.chat.offer_discount })
      .max(OFFER_DISCOUNT_MAX, { error: V.chat.offer_discount })
      .optional(),
    /** Pieces the offer is for (the cart line's quantity). */
    quantity: z
      .number({ error: V.required })
      .int({ error: V.number.integer })
      .min(1, { error: V.required })
      .max(OFFER_QUANTITY_MAX, { error: V.number.too_large })
      .optional(),
    /** How long the offer stays valid. */
    valid_hours: z
      .union(
        OFFER_VALID_HOURS.map((hours) => z.literal(hours)),
        { error: V.chat.offer_validity },
      )
      .optional(),
  })
  .superRefine((body, ctx) => {
    const trimmed = body.body?.trim() ?? '';
    if (body.kind === 'text' && trimmed.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['body'], message: V.chat.message_required });
    }
    if (body.kind === 'image' && !body.image) {
      ctx.addIssue({ code: 'custom', path: ['image'], message: V.image.required });
    }
    if ((body.kind === 'product' || body.kind === 'offer') && !body.product_id) {
      ctx.addIssue({ code: 'custom', path: ['product_id'], message: V.required });
    }
  });
export type MessageBody = z.infer<typeof messageBodySchema>;

export const sendMessageContract = defineContract({
  method: 'POST',
  path: '/api/messages',
  summary: 'Send a message (text, image, product card, or a store offer)',
  tags: ['chat'],
  permission: { resource: 'chats', action: 'create', kind: 'user' },
  body: messageBodySchema,
  response: chatMessageSchema,
  status: 201,
  idempotent: true,
});

export const withdrawOfferContract = defineContract({
  method: 'POST',
  path: '/api/messages/:id/withdraw',
  summary:
    "The store withdraws its open offer (one not ordered yet); a cart holding it can't order it",
  tags: ['chat'],
  permission: { resource: 'store_chats', action: 'create', kind: 'user' },
  params: z.object({ id: queryId }),
  response: chatMessageSchema,
});

export const readMessagesContract = defineContract({
  method: 'POST',
  path: '/api/messages/read',
  summary: "Mark a thread's messages up to an id read (or only delivered)",
  tags: ['chat'],
  permission: { resource: 'chats', action: 'view', kind: 'user' },
  body: z.object({
    chat_id: bodyId,
    message_id: bodyId,
    delivered_only: z.boolean().optional(),
  }),
  response: z.object({ read_id: z.number().int(), delivered_id: z.number().int() }),
});

export const chatNotificationContract = defineContract({
  method: 'POST',
  path: '/api/chat-notification',
  summary: 'Tell the other side I am typing (a passing live event, not stored)',
  tags: ['chat'],
  permission: { resource: 'chats', action: 'view', kind: 'user' },
  body: z.object({ chat_id: bodyId }),
  response: z.object({ sent: z.boolean() }),
});

export const chatImageContract = defineContract({
  method: 'POST',
  path: '/api/chats/images',
  summary: 'Upload one chat image (jpg/jpeg/png, spec §5 rule); send it with `messages`',
  tags: ['chat'],
  permission: { resource: 'chats', action: 'create', kind: 'user' },
  response: z.object({ path: z.string(), width: z.number().int(), height: z.number().int() }),
  status: 201,
});

// ── Live events ──────────────────────────────────────────────────────────────

/** The event types the stream carries (`event:` field of each SSE frame). */
export const LIVE_EVENT_TYPES = [
  'message',
  'receipt',
  'typing',
  'notifications',
  'order',
  'offer',
  'ready',
  'closed',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export const ORDER_CHANGES = ['placed', 'status', 'paid'] as const;
export type OrderChange = (typeof ORDER_CHANGES)[number];

export interface LiveEventData {
  message: { chat_id: number; message: ChatMessage };
  receipt: { chat_id: number; side: ChatSide; read_id: number; delivered_id: number };
  typing: { chat_id: number; side: ChatSide };
  notifications: { unread: number };
  /**
   * An order was placed, changed status or was paid: sent to its shopper and to the store's people
   * whose panel lists it (owner and assigned staff). The page refetches what shows the order.
   */
  order: {
    order_id: number;
    store_id: number;
    status: OrderStatus;
    change: OrderChange;
  };
  /** An offer of the thread changed state (added, given back, ordered, withdrawn): refetch it. */
  offer: { chat_id: number; message_id: number };
  ready: { last_id: number };
  /**
   * The server ends this stream: its session or account opened more streams than the cap, and
   * this one is the oldest. The page does not reconnect until it is shown again.
   */
  closed: { reason: 'too_many_streams' };
}

const ticketResponse = z.object({ ticket: z.string(), expires_in: z.number().int() });
const streamQuery = z.object({
  ticket: line(512),
  /** Where to resume when reopening with a new ticket (a new EventSource cannot set the header). */
  last_event_id: z.coerce.number({ error: V.filter.invalid }).int().min(0).optional(),
});

export const streamTicketContract = defineContract({
  method: 'POST',
  path: '/api/events/ticket',
  summary: 'A one-minute ticket to open my live event stream (EventSource cannot send headers)',
  tags: ['events'],
  permission: { resource: 'notifications', action: 'view', kind: 'user' },
  response: ticketResponse,
});

export const eventStreamContract = defineContract({
  method: 'GET',
  path: '/api/events/stream',
  summary:
    'My live events as text/event-stream (messages, receipts, typing, unread count, orders); resumes after Last-Event-ID',
  tags: ['events'],
  permission: { resource: 'notifications', action: 'view', kind: 'user' },
  query: streamQuery,
  response: z.string(),
});

/** The same stream for a panel session (its token is the panel's, DESIGN §8). */
export const panelStreamTicketContract = defineContract({
  method: 'POST',
  path: '/api/panel/events/ticket',
  summary: 'A one-minute ticket to open my live event stream from a panel',
  tags: ['events'],
  permission: { resource: 'dashboard', action: 'view', kind: 'admin' },
  response: ticketResponse,
});

export const panelEventStreamContract = defineContract({
  method: 'GET',
  path: '/api/panel/events/stream',
  summary: 'My live events from a panel as text/event-stream; resumes after Last-Event-ID',
  tags: ['events'],
  permission: { resource: 'dashboard', action: 'view', kind: 'admin' },
  query: streamQuery,
  response: z.string(),
});
