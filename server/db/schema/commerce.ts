import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, money, timestamps } from './columns';
import {
  couponKindEnum,
  cancelledByEnum,
  orderStatusEnum,
  paymentMethodEnum,
  paymentStatusEnum,
  roleEnum,
  systemReasonEnum,
} from './enums';
import { areas, governorates } from './geo';
import { products } from './products';
import { stores } from './stores';
import { users } from './users';

/**
 * Coupons (spec §3): `site` ones from the admin (any store, the whole order), `product` ones from
 * a reseller (that product's lines). `used_count` only grows through one conditional UPDATE, so
 * `max_usage` holds under concurrency.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    kind: couponKindEnum('kind').notNull(),
    code: text('code').notNull(),
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    maxUsage: integer('max_usage').notNull(),
    usedCount: integer('used_count').notNull().default(0),
    /** Last day it can be used (the shopper's calendar day, Africa/Cairo). */
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('coupons_code_lower_idx').on(sql`lower(${t.code})`),
    index('coupons_store_id_idx').on(t.storeId),
    index('coupons_created_at_idx').on(t.createdAt),
    check('coupons_percentage_check', sql`${t.percentage} > 0 AND ${t.percentage} <= 100`),
    check('coupons_usage_check', sql`${t.usedCount} >= 0 AND ${t.usedCount} <= ${t.maxUsage}`),
    check(
      'coupons_kind_check',
      sql`(${t.kind} = 'site' AND ${t.productId} IS NULL) OR (${t.kind} = 'product' AND ${t.productId} IS NOT NULL AND ${t.storeId} IS NOT NULL)`,
    ),
  ],
);

/** One store's order (spec §3 Order). Totals are the server's, in EGP with 2 decimals. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'restrict' }),
    /** The checkout that placed it with its siblings (one per store group). */
    checkoutId: text('checkout_id').notNull(),
    status: orderStatusEnum('status').notNull().default('pending'),
    paymentMethod: paymentMethodEnum('payment_method').notNull(),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('unpaid'),
    /**
     * When it became paid: the card payment's settlement, or a cash-on-delivery order's delivery
     * (the seller or admin who moved it to `delivered` confirmed the cash, `paid_confirmed_by`).
     */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidConfirmedBy: integer('paid_confirmed_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    clientName: text('client_name').notNull(),
    phone: text('phone').notNull(),
    governorateId: integer('governorate_id').references(() => governorates.id, {
      onDelete: 'set null',
    }),
    areaId: integer('area_id').references(() => areas.id, { onDelete: 'set null' }),
    address: text('address').notNull(),
    notes: text('notes'),
    subtotal: money('subtotal').notNull(),
    discount: money('discount').notNull().default(0),
    shippingCost: money('shipping_cost').notNull(),
    total: money('total').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    /** The reason a person typed; null when the system rejected it (`cancellation_reason_code`). */
    cancellationReason: text('cancellation_reason'),
    /** Why the system rejected it, answered in the reader's language. */
    cancellationReasonCode: systemReasonEnum('cancellation_reason_code'),
    cancelledBy: cancelledByEnum('cancelled_by'),
    /** The shipment, set when it is shipped: the shopper follows it with these. */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    /** An http(s) link to the courier's tracking page. */
    trackingUrl: text('tracking_url'),
    /** Why the last delivery attempt failed (the shopper reads it). */
    deliveryFailureReason: text('delivery_failure_reason'),
    /** Stock and coupon use went back when it was rejected (so a second release does nothing). */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_store_created_idx').on(t.storeId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_total_idx').on(t.total),
    index('orders_checkout_id_idx').on(t.checkoutId),
    check('orders_total_check', sql`${t.total} >= 0`),
    check('orders_tracking_url_check', sql`${t.trackingUrl} ~* '^https?://'`),
  ],
);

/** A line of an order, with what the shopper saw when ordering (names, chosen values, price). */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    image: text('image'),
    /** [{ id, name_ar, name_en, parent_name_ar, parent_name_en, extra_price }] */
    attributes: jsonb('attributes')
      .notNull()
      .default(sql`'[]'::jsonb`),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    discount: money('discount').notNull().default(0),
    lineTotal: money('line_total').notNull(),
    /** Units taken from the product's stock (0 for unlimited quantity): what a release gives back. */
    stockTaken: integer('stock_taken').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId),
    index('order_items_product_id_idx').on(t.productId),
  ],
);

/** Every status an order went through, with who moved it: the customer's timeline and the log. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The status it left (null for the placing). */
    fromStatus: orderStatusEnum('from_status'),
    status: orderStatusEnum('status').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    role: roleEnum('role'),
    note: text('note'),
    /** A system step's reason, answered in the reader's language instead of `note`. */
    noteCode: systemReasonEnum('note_code'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);
