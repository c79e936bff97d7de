import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import {
  SUBSCRIPTION_ACTIONS,
  SUBSCRIPTION_PURCHASE_STATUSES,
} from '../../../domain/subscriptions/subscriptions';
import { coupons } from './commerce';
import { createdAt, id, money, timestamps } from './columns';
import { packages } from './packages';
import { payments } from './payments';
import { stores } from './stores';
import { users } from './users';

export const subscriptionActionEnum = pgEnum('subscription_action', SUBSCRIPTION_ACTIONS);
export const subscriptionPurchaseStatusEnum = pgEnum(
  'subscription_purchase_status',
  SUBSCRIPTION_PURCHASE_STATUSES,
);

/**
 * One subscribe/upgrade/renewal bought for a store: what it buys, its price after the
 * pro-rating credit and the coupon, and how it was paid. A card purchase is `pending` until its
 * payment settles; `applied_at` is set by the one conditional UPDATE that applies it, so a
 * settlement run twice changes the store once.
 */
export const subscriptionPurchases = pgTable(
  'subscription_purchases',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    action: subscriptionActionEnum('action').notNull(),
    status: subscriptionPurchaseStatusEnum('status').notNull().default('pending'),
    /** The package's price before the credit and the coupon. */
    basePrice: money('base_price').notNull(),
    /** Unused value of the current paid period taken off an upgrade. */
    credit: money('credit').notNull().default(0),
    discount: money('discount').notNull().default(0),
    amount: money('amount').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** `wallet`, `card`, `free` (nothing to pay) or `auto_renew` (the wallet, by the job). */
    method: text('method').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('subscription_purchases_store_id_idx').on(t.storeId, t.createdAt),
    index('subscription_purchases_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * What the expiry sweep did for a store's period (its `expires_at`): a reminder, the expiry
 * notice, an auto-renew refused. The primary key makes each happen once per period, whichever
 * process runs the sweep and however often.
 */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.kind, t.periodEnd] })],
);
