// The shopper's cart, checkout and orders (spec §7 `cart`, `cart/place-order`, `orders`,
// `orders/cancel`, `coupons`). Money is EGP with 2 decimals on the wire; every total is the
// server's, from current prices. Texts (names) are in the request language.
import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../status/statuses';
import { CANCELLED_BY, SYSTEM_REASONS } from '../status/order-transitions';
import { longNameSchema } from '../validation/account';
import { cancellationReasonSchema, orderAddressSchema, phoneSchema } from '../validation/common';
import { couponCodeSchema } from '../validation/coupon';
import { optionalStringRule } from '../validation/rule';
import { V } from '../validation/keys';
import { queryId, queryPage, queryPerPage } from './catalogue-schemas';
import { defineContract } from './contract';
import { bodyId } from './panel/panel-list';
import { sessionSchema } from './auth.contract';

/** Most units of one line (a shop, not a warehouse). */
export const CART_QUANTITY_MAX = 999;
/** Most lines in a cart. */
export const CART_LINES_MAX = 100;

const quantitySchema = z
  .number({ error: V.required })
  .int({ error: V.number.integer })
  .min(1, { error: V.number.not_negative })
  .max(CART_QUANTITY_MAX, { error: V.number.too_large });

/** Why a cart line cannot be ordered as it is (spec §8): marked, never silently ordered. */
export const CART_ITEM_STATES = [
  /** Orderable. */
  'ok',
  /** Archived, not accepted any more, or its store is not public. */
  'unavailable',
  /** No stock left (above the product's minimum stock). */
  'out_of_stock',
  /** Fewer units left than the line asks for. */
  'not_enough_stock',
  /** The unit price changed since it was added: confirm the new price (PUT cart) first. */
  'price_changed',
] as const;
export type CartItemState = (typeof CART_ITEM_STATES)[number];

export const cartItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  /** The chosen values with their main attribute's name and extra price (null = none). */
  attributes: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      attribute: z.string(),
      extra_price: z.number().nullable(),
    }),
  ),
  /** What one unit costs now (discount and extra prices included). */
  unit_price: z.number(),
  /** What one unit cost when it was added or last confirmed. */
  price_at_add: z.number(),
  line_total: z.number(),
  /** Units that can still be ordered; null = unlimited. */
  available: z.number().int().nullable(),
  state: z.enum(CART_ITEM_STATES),
  /** The store's chat offer this line came from (one piece at the agreed price); null = none. */
  offer_message_id: z.number().int().nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartStoreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  logo: z.string().nullable(),
  phone: z.string(),
  whatsapp: z.string().nullable(),
  governorate_id: z.number().int().nullable(),
  /** Orders without login (spec §6 guest orders). */
  authorized_orders: z.boolean(),
  /** The payment methods the store accepts. */
  payment_methods: z.array(z.enum(PAYMENT_METHODS)),
});

export const cartSchema = z.object({
  groups: z.array(
    z.object({
      store: cartStoreSchema,
      items: z.array(cartItemSchema),
      /** Sum of the orderable lines, before shipping and coupons. */
      subtotal: z.number(),
    }),
  ),
  /** Lines in the cart (the header's `cart_items_count`). */
  count: z.number().int(),
});
export type Cart = z.infer<typeof cartSchema>;

const cartCountSchema = z.object({ count: z.number().int(), item_id: z.number().int().nullable() });

export const cartContract = defineContract({
  method: 'GET',
  path: '/api/cart',
  summary: 'My cart grouped by store, each line marked when it cannot be ordered as it is',
  tags: ['commerce'],
  permission: { resource: 'cart', action: 'list', kind: 'user' },
  response: cartSchema,
});

export const addToCartBodySchema = z.object({
  product_id: bodyId,
  quantity: quantitySchema,
  /** The chosen sub-attribute values (spec §8 "fill all required attributes"). */
  attribute_ids: z.array(bodyId).max(30, { error: V.number.too_large }).default([]),
});
export type AddToCartBody = z.infer<typeof addToCartBodySchema>;

export const addToCartContract = defineContract({
  method: 'POST',
  path: '/api/cart',
  summary: 'Add a product with its chosen values (the same choices add to the same line)',
  tags: ['commerce'],
  permission: { resource: 'cart', action: 'create', kind: 'user' },
  body: addToCartBodySchema,
  response: cartCountSchema,
  status: 201,
  idempotent: true,
});

export const addOfferToCartContract = defineContract({
  method: 'POST',
  path: '/api/cart/offer',
  summary: "Put a store's chat offer in my cart: one piece at the agreed price, used once",
  tags: ['commerce'],
  permission: { resource: 'cart', action: 'create', kind: 'user' },
  body: z.object({ message_id: bodyId }),
  response: cartCountSchema,
  status: 201,
  idempotent: true,
});

export const updateCartBodySchema = z.object({ id: bodyId, quantity: quantitySchema });
export type UpdateCartBody = z.infer<typeof updateCartBodySchema>;

export const updateCartContract = defineContract({
  method: 'PUT',
  path: '/api/cart',
  summary: 'Set a line’s quantity; also accepts the line’s current price',
  tags: ['commerce'],
  permission: { resource: 'cart', action: 'update', kind: 'user' },
  body: updateCartBodySchema,
  response: cartCountSchema,
  idempotent: true,
});

export const removeFromCartContract = defineContract({
  method: 'DELETE',
  path: '/api/cart',
  summary: 'Remove a line (removing twice is fine)',
  tags: ['commerce'],
  permission: { resource: 'cart', action: 'delete', kind: 'user' },
  query: z.object({ id: queryId }),
  response: cartCountSchema,
  idempotent: true,
});

/** Delivery details of a checkout (spec §5: phone, order address). */
export const deliverySchema = z.object({
  client_name: longNameSchema,
  phone: phoneSchema,
  governorate_id: bodyId,
  area_id: bodyId,
  address: orderAddressSchema.max(500, { error: V.address.too_long }),
  notes: optionalStringRule({ multiline: true, max: [1000, V.description.too_long] }),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const placeOrderGroupSchema = z.object({
  store_id: bodyId,
  /** The lines of this store chosen for the order (spec §8: at least one). */
  item_ids: z.array(bodyId).max(CART_LINES_MAX, { error: V.bulk.too_many }),
  payment_method: z.enum(PAYMENT_METHODS, { error: V.required }),
  coupon: couponCodeSchema.max(40, { error: V.text.too_long }).optional(),
});

export const placeOrderBodySchema = z.object({
  groups: z.array(placeOrderGroupSchema).min(1, { error: V.bulk.empty }).max(20),
  delivery: deliverySchema,
});
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

export const orderItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  name: z.string(),
  image: z.string().nullable(),
  attributes: z.array(z.object({ name: z.string(), attribute: z.string() })),
  unit_price: z.number(),
  quantity: z.number().int(),
  discount: z.number(),
  line_total: z.number(),
});

/** A shipped order's courier and tracking, and why its last delivery failed. */
export const shipmentFields = {
  courier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  delivery_failure_reason: z.string().nullable(),
};

export const orderSchema = z.object({
  id: z.number().int(),
  checkout_id: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  /** When it became paid (a card payment settled, or cash on delivery delivered); null = unpaid. */
  paid_at: z.string().nullable(),
  /**
   * While a card order waits for its payment (a declined attempt, or one not finished yet): until
   * when the shopper may pay again or choose cash on delivery; null otherwise.
   */
  pay_by: z.string().nullable(),
  /**
   * While a pay-at-Fawry order waits for its payment: the reference the shopper pays at an outlet
   * (its expiry is `pay_by`); null otherwise.
   */
  fawry_reference: z.string().nullable(),
  store: z.object({
    id: z.number().int(),
    name: z.string(),
    username: z.string(),
    logo: z.string().nullable(),
  }),
  client_name: z.string(),
  phone: z.string(),
  governorate: z.string().nullable(),
  area: z.string().nullable(),
  address: z.string(),
  notes: z.string().nullable(),
  subtotal: z.number(),
  discount: z.number(),
  shipping_cost: z.number(),
  total: z.number(),
  coupon_code: z.string().nullable(),
  /** In the request's language when the system wrote it; a person's reason as they typed it. */
  cancellation_reason: z.string().nullable(),
  /** Set when the system rejected the order (a failed or expired card payment). */
  cancellation_reason_code: z.enum(SYSTEM_REASONS).nullable(),
  cancelled_by: z.enum(CANCELLED_BY).nullable(),
  ...shipmentFields,
  items_count: z.number().int(),
  created_at: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderDetailSchema = orderSchema.extend({
  items: z.array(orderItemSchema),
  timeline: z.array(
    z.object({
      from: z.enum(ORDER_STATUSES).nullable(),
      status: z.enum(ORDER_STATUSES),
      note: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const placeOrderResultSchema = z.object({
  checkout_id: z.string(),
  orders: z.array(orderSchema),
  /** What the card orders come to together: the amount a card checkout starts from. */
  card_total: z.number(),
  card_order_ids: z.array(z.number().int()),
  /**
   * The card orders' payment: the hosted checkout the browser goes to next (Fawry or the sandbox).
   * Null without card orders, or when the provider did not answer (the card orders then wait to
   * be paid again or on delivery; cash orders of the checkout stand).
   */
  payment: z.object({ payment_id: z.number().int(), checkout_url: z.string() }).nullable(),
  /** Lines left in the cart. */
  count: z.number().int(),
});
export type PlaceOrderResult = z.infer<typeof placeOrderResultSchema>;

export const placeOrderContract = defineContract({
  method: 'POST',
  path: '/api/cart/place-order',
  summary: 'Place one order per chosen store group, all or nothing',
  tags: ['commerce'],
  permission: { resource: 'my_orders', action: 'create', kind: 'user' },
  body: placeOrderBodySchema,
  response: placeOrderResultSchema,
  status: 201,
  idempotent: true,
});

export const myOrdersContract = defineContract({
  method: 'GET',
  path: '/api/orders',
  summary: 'My orders, newest first',
  tags: ['commerce'],
  permission: { resource: 'my_orders', action: 'list', kind: 'user' },
  query: z.object({
    page: queryPage,
    per_page: queryPerPage,
    status: z.enum(ORDER_STATUSES, { error: V.filter.invalid }).optional(),
  }),
  response: z.array(orderSchema),
  paged: true,
});

export const myOrderContract = defineContract({
  method: 'GET',
  path: '/api/orders/:id',
  summary: 'One of my orders with its items and status timeline',
  tags: ['commerce'],
  permission: { resource: 'my_orders', action: 'view', kind: 'user' },
  params: z.object({ id: queryId }),
  response: orderDetailSchema,
});

export const cancelOrderBodySchema = z.object({
  id: bodyId,
  cancellation_reason: cancellationReasonSchema,
});
export type CancelOrderBody = z.infer<typeof cancelOrderBodySchema>;

export const cancelOrderContract = defineContract({
  method: 'POST',
  path: '/api/orders/cancel',
  summary: 'Cancel my order while it is pending, with a reason (10–1000 characters)',
  tags: ['commerce'],
  permission: { resource: 'my_orders', action: 'cancel', kind: 'user' },
  body: cancelOrderBodySchema,
  response: orderDetailSchema,
  idempotent: true,
});

export const orderIdsBodySchema = z.object({
  /** The orders of one payment attempt chain (the result page) or one order (its card). */
  order_ids: z.array(bodyId).min(1).max(50),
});
export type OrderIdsBody = z.infer<typeof orderIdsBodySchema>;

/**
 * A new card payment attempt (a new provider reference) for orders still waiting for their
 * payment; an attempt still in flight is opened again instead, so taps never make two.
 */
export const payAgainContract = defineContract({
  method: 'POST',
  path: '/api/orders/pay-again',
  summary: 'Pay again by card for my orders waiting for their payment',
  tags: ['commerce'],
  permission: { resource: 'my_orders', action: 'create', kind: 'user' },
  body: orderIdsBodySchema,
  response: z.object({ payment_id: z.number().int(), checkout_url: z.string() }),
  idempotent: true,
});

/** The order waiting for its card payment becomes a cash-on-delivery order for the store. */
export const payOnDeliveryContract = defineContract({
  method: 'POST',
  path: '/api/orders/pay-on-delivery',
  summary: 'Pay my order waiting for its card payment on delivery instead',
  tags: ['commerce'],
  permission: { resource: 'my_orders', action: 'create', kind: 'user' },
  body: z.object({ id: bodyId }),
  response: orderDetailSchema,
  idempotent: true,
});

/** `GET /api/coupons?code=&store_id=`: what a code would take off, before placing the order. */
export const checkCouponContract = defineContract({
  method: 'GET',
  path: '/api/coupons',
  summary: 'Check a coupon code for a store group of my cart',
  tags: ['commerce'],
  permission: { resource: 'coupons', action: 'view', kind: 'user' },
  query: z.object({
    code: couponCodeSchema.max(40, { error: V.text.too_long }),
    store_id: queryId,
  }),
  response: z.object({
    code: z.string(),
    kind: z.enum(['site', 'product']),
    percentage: z.number(),
    /** What it takes off the store group's orderable lines now (EGP). */
    discount: z.number(),
  }),
});

/**
 * `GET /api/product-coupon?code=&product_id=` (spec §7 "GET product-coupon"): whether a product
 * coupon of the product's store applies to this product now, and what one piece costs with it
 * (the product's price without chosen values; the order applies it to the lines of the product).
 * Site coupons are checked on the cart group by `GET /api/coupons`.
 */
export const checkProductCouponContract = defineContract({
  method: 'GET',
  path: '/api/product-coupon',
  summary: 'Check a product coupon code for one product',
  tags: ['commerce'],
  permission: { resource: 'product_coupons', action: 'view', kind: 'user' },
  query: z.object({
    code: couponCodeSchema.max(40, { error: V.text.too_long }),
    product_id: queryId,
  }),
  response: z.object({
    code: z.string(),
    product_id: z.number().int(),
    percentage: z.number(),
    /** One piece at today's price (EGP), before the coupon. */
    unit_price: z.number(),
    /** What the coupon takes off one piece (EGP). */
    discount: z.number(),
    /** One piece with the coupon (EGP). */
    price_after: z.number(),
  }),
});

/**
 * `POST /api/orders` — one store's order straight from the product choices, for a visitor when
 * the store allows orders without login (spec §6 guest orders): a `guest` account is created from
 * the delivery name and phone and signed in (its session is in the answer). A signed-in shopper
 * may use it too (no cart involved). Idempotent: a replay answers the same orders, and a guest's
 * replay signs the same guest in again (the stored answer keeps no token).
 */
export const directOrderBodySchema = z.object({
  store_id: bodyId,
  items: z
    .array(addToCartBodySchema)
    .min(1, { error: V.bulk.empty })
    .max(CART_LINES_MAX, { error: V.bulk.too_many }),
  payment_method: z.enum(PAYMENT_METHODS, { error: V.required }),
  coupon: couponCodeSchema.max(40, { error: V.text.too_long }).optional(),
  delivery: deliverySchema,
});
export type DirectOrderBody = z.infer<typeof directOrderBodySchema>;

export const directOrderContract = defineContract({
  method: 'POST',
  path: '/api/orders',
  summary: 'Order from one store without the cart; visitors get a guest account (spec §6)',
  tags: ['commerce'],
  permission: { resource: 'my_orders', action: 'create' },
  body: directOrderBodySchema,
  response: placeOrderResultSchema.extend({ session: sessionSchema.nullable() }),
  status: 201,
  idempotent: true,
});
