// Notification action types (spec §3) and where a click leads (spec §4). Used by the service
// worker's notificationclick handler and by the in-app list, so both go to the same place.
import { z } from 'zod';
import { LANGUAGES } from '../status/statuses';

/** The action type of a notification. */
export const NOTIFICATION_TYPES = [
  /** Sent once after registration; clicking does nothing. */
  'welcome_message',
  /** A store received an order; goes to the reseller's orders. */
  'new_order',
  /** An order the customer placed changed status; goes to the customer's orders. */
  'change_order_status',
  /** A chat message arrived; `id` is the chat id. */
  'chat_message',
  /** A followed store published products; `store_id` is the store. */
  'products_following',
  /** A store's package ran out; `store_id` is the store. */
  'store_expired',
  /** A store's package runs out soon (7, 3, 1 days before); `store_id` is the store. */
  'store_expiration',
  /**
   * A product reaches the end of its existence period soon and will be archived;
   * `id` is the product, `store_id` its store. Goes to the seller's products.
   */
  'product_expiration',
  /**
   * A reviewer rejected a product, or took a published one down, with a reason; `id` is the
   * product, `store_id` its store. Goes to the seller's products, where the reason shows.
   */
  'product_rejected',
  /**
   * A message the admin sent to all users or a group (`settings/manage_notifications`); not one
   * of spec §3's seven, which are all about a record. Clicking opens the notifications list.
   */
  'announcement',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Ids travel as strings: FCM data payloads carry string values only. Numbers are accepted too. */
const idSchema = z.union([z.string().min(1), z.number().int().nonnegative()]).transform(String);

/**
 * Data-only push payload (DESIGN §5). The service worker shows `title`/`body` itself and routes the
 * click with `notificationTarget`.
 */
export const pushPayloadSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  /** The related record: the chat for `chat_message`, the order for order types. */
  id: idSchema.optional(),
  /** The related store for `products_following`, `store_expired` and `store_expiration`. */
  store_id: idSchema.optional(),
  /** That store's username: its page is `/store/<username>` (`products_following`). */
  store_username: z.string().min(1).optional(),
  title: z.string(),
  body: z.string(),
  /** Language the title and body are written in. */
  lang: z.enum(LANGUAGES),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
export type PushPayloadInput = z.input<typeof pushPayloadSchema>;

/** What `notificationTarget` reads from a payload or a stored notification. */
export interface NotificationAction {
  type: NotificationType;
  id?: string | number | null;
  store_id?: string | number | null;
  store_username?: string | null;
}

const present = (value: string | number | null | undefined): value is string | number =>
  value !== undefined && value !== null && value !== '';

/**
 * The in-app path a notification opens, or null when clicking does nothing (spec §4).
 *
 * `products_following` opens the store's page, `/store/<username>`: the store route takes the
 * store's username (spec §2's "store id" is the handle the route reads), and the store page lists
 * that store's products; the product listing has no store filter in the spec. Without the username
 * (a store deleted since) it falls back to the stores list.
 */
export function notificationTarget({
  type,
  id,
  store_id,
  store_username,
}: NotificationAction): string | null {
  const enc = (value: string | number) => encodeURIComponent(String(value));
  switch (type) {
    case 'welcome_message':
      return null;
    case 'new_order':
      return '/reseller/orders';
    case 'change_order_status':
      return '/orders';
    case 'chat_message':
      return present(id) ? `/chats/${enc(id)}` : '/chats';
    case 'products_following':
      return present(store_username) ? `/store/${enc(store_username)}` : '/stores';
    case 'store_expired':
    case 'store_expiration':
      return present(store_id)
        ? `/reseller/package_invoices?store=${enc(store_id)}`
        : '/reseller/stores';
    case 'product_expiration':
    case 'product_rejected':
      return '/reseller/products';
    case 'announcement':
      return '/notifications';
  }
}
