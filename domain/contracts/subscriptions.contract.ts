// Package subscriptions (spec §2 `/upgrade/:type?`, §7 GET `upgrade`, POST
// `subscriptions/upgrade`, `subscriptions/renew`, `subscriptions/downgrade`, DELETE
// `subscriptions/downgrade`). A reseller subscribes or upgrades a store now, renews it from its
// current expiry, or schedules a downgrade for its next renewal (with a preview of the products
// the smaller quota would archive). Payment: wallet credit or card; every payment has an invoice.
import { z } from 'zod';
import { couponCodeSchema } from '../validation/coupon';
import { V } from '../validation/keys';
import { queryId } from './catalogue-schemas';
import { defineContract } from './contract';
import { bodyId } from './panel/panel-list';
import { SUBSCRIPTION_ACTIONS, SUBSCRIPTION_PAY_METHODS } from '../subscriptions/subscriptions';

/** The tabs of `/upgrade/:type?`. */
export const UPGRADE_TYPES = ['upgrade', 'renew', 'downgrade'] as const;
export type UpgradeType = (typeof UPGRADE_TYPES)[number];

const subscriptionCouponSchema = couponCodeSchema.max(40, { error: V.text.too_long });

export const upgradePackageSchema = z.object({
  id: z.number().int(),
  name_ar: z.string(),
  name_en: z.string(),
  price: z.number(),
  products_count: z.number().int(),
  /** Days of one paid period (null for lifetime). */
  duration_days: z.number().int().nullable(),
  is_trial: z.boolean(),
  is_lifetime: z.boolean(),
  trial_period_days: z.number().int().nullable(),
  features: z.array(
    z.object({
      name_ar: z.string(),
      name_en: z.string(),
      statement_ar: z.string(),
      statement_en: z.string(),
    }),
  ),
});
export type UpgradePackage = z.infer<typeof upgradePackageSchema>;

/** The chosen store as the upgrade page needs it. */
export const subscriptionStoreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  package_id: z.number().int().nullable(),
  package_name_ar: z.string().nullable(),
  package_name_en: z.string().nullable(),
  products_count: z.number().int(),
  products_used: z.number().int(),
  is_trial: z.boolean(),
  is_lifetime: z.boolean(),
  expires_at: z.string().nullable(),
  expired: z.boolean(),
  auto_renew: z.boolean(),
  /** The downgrade waiting for the next renewal. */
  scheduled_package_id: z.number().int().nullable(),
  scheduled_package_name_ar: z.string().nullable(),
  scheduled_package_name_en: z.string().nullable(),
  /**
   * When the scheduled package takes over, once a renewal has paid for its period (the end of
   * the current, bigger package's period); null while the downgrade is only scheduled. A paid
   * downgrade can no longer be cancelled (409 `downgrade_paid`).
   */
  scheduled_from: z.string().nullable(),
});
export type SubscriptionStore = z.infer<typeof subscriptionStoreSchema>;

export const upgradePageSchema = z.object({
  packages: z.array(upgradePackageSchema),
  /** The seller's stores to choose from (id and name). */
  stores: z.array(z.object({ id: z.number().int(), name: z.string() })),
  store: subscriptionStoreSchema.nullable(),
  /** Wallet balance, EGP. */
  balance: z.number(),
});
export type UpgradePage = z.infer<typeof upgradePageSchema>;

export const upgradeQuerySchema = z.object({ store: queryId.optional() });

const base = { tags: ['subscriptions'] };

export const upgradePageContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/upgrade',
  summary:
    'The packages one may subscribe to (features, price, products_count, trial, lifetime), the ' +
    'seller’s stores and, with ?store=, that store’s subscription and the wallet balance',
  permission: { resource: 'upgrade', action: 'view', kind: 'user' },
  query: upgradeQuerySchema,
  response: upgradePageSchema,
});

export const quoteQuerySchema = z.object({
  store: queryId,
  package: queryId.optional(),
  action: z.enum(SUBSCRIPTION_ACTIONS, { error: V.filter.invalid }),
  coupon: subscriptionCouponSchema.optional(),
});
export type QuoteQuery = z.infer<typeof quoteQuerySchema>;

export const quoteSchema = z.object({
  action: z.enum(SUBSCRIPTION_ACTIONS),
  package_id: z.number().int(),
  /** EGP: the package's price, the unused value of the current period, the coupon's part, the total. */
  base_price: z.number(),
  credit: z.number(),
  discount: z.number(),
  amount: z.number(),
  /** When the bought period ends (null: lifetime). */
  expires_at: z.string().nullable(),
  coupon: z.string().nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const quoteContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/subscriptions/quote',
  summary:
    'What an upgrade or renewal of a store would cost now: price, pro-rating credit, coupon ' +
    'discount (a bad code → 400 coupon_invalid) and the new expiry',
  permission: { resource: 'subscription', action: 'upgrade', kind: 'user' },
  query: quoteQuerySchema,
  response: quoteSchema,
});

const payBody = {
  store_id: bodyId,
  pay: z.enum(SUBSCRIPTION_PAY_METHODS, { error: V.required }),
  coupon: subscriptionCouponSchema.optional(),
};

export const upgradeBodySchema = z.object({ ...payBody, package_id: bodyId });
export type UpgradeBody = z.infer<typeof upgradeBodySchema>;
export const renewBodySchema = z.object(payBody);
export type RenewBody = z.infer<typeof renewBodySchema>;

export const purchaseResultSchema = z.object({
  purchase_id: z.number().int(),
  /** `applied`: paid from the wallet (or nothing to pay) and in force; `checkout`: go pay by card. */
  status: z.enum(['applied', 'checkout']),
  amount: z.number(),
  checkout_url: z.string().nullable(),
  store: subscriptionStoreSchema,
});
export type PurchaseResult = z.infer<typeof purchaseResultSchema>;

export const upgradeContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/subscriptions/upgrade',
  summary:
    'Subscribe a store to a package, or move it to a bigger one, from now (the unused value of a ' +
    'paid period is credited). Wallet: applied at once (402 insufficient_credit); card: a ' +
    'checkout URL, applied once when the payment settles.',
  permission: { resource: 'subscription', action: 'upgrade', kind: 'user' },
  idempotent: true,
  body: upgradeBodySchema,
  response: purchaseResultSchema,
});

export const renewContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/subscriptions/renew',
  summary:
    'Renew a store’s package for one more period from its current expiry (or from now once ' +
    'expired). A scheduled downgrade applies here: the renewal is of the smaller package, which ' +
    'takes over at the end of the current period (`scheduled_from`; at once when expired).',
  permission: { resource: 'subscription', action: 'renew', kind: 'user' },
  idempotent: true,
  body: renewBodySchema,
  response: purchaseResultSchema,
});

export const downgradePreviewQuerySchema = z.object({ store: queryId, package: queryId });

export const downgradePreviewSchema = z.object({
  package_id: z.number().int(),
  products_count: z.number().int(),
  products_used: z.number().int(),
  /** The products the smaller quota would archive at renewal (the newest ones). */
  archived: z.array(
    z.object({
      id: z.number().int(),
      name_ar: z.string(),
      name_en: z.string(),
      main_image: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type DowngradePreview = z.infer<typeof downgradePreviewSchema>;

export const downgradePreviewContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/subscriptions/downgrade',
  summary: 'Which products a downgrade of the store to the package would archive at renewal',
  permission: { resource: 'subscription', action: 'downgrade', kind: 'user' },
  query: downgradePreviewQuerySchema,
  response: downgradePreviewSchema,
});

export const downgradeBodySchema = z.object({ store_id: bodyId, package_id: bodyId });
export type DowngradeBody = z.infer<typeof downgradeBodySchema>;

export const downgradeContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/subscriptions/downgrade',
  summary:
    'Schedule a move to a smaller package at the store’s next renewal (replaces one scheduled ' +
    'before); answers the preview of the products it will archive',
  permission: { resource: 'subscription', action: 'downgrade', kind: 'user' },
  idempotent: true,
  body: downgradeBodySchema,
  response: z.object({ store: subscriptionStoreSchema, preview: downgradePreviewSchema }),
});

export const cancelDowngradeQuerySchema = z.object({ store: queryId });

export const cancelDowngradeContract = defineContract({
  ...base,
  method: 'DELETE',
  path: '/api/subscriptions/downgrade',
  summary: 'Cancel the store’s scheduled downgrade (404 when none is scheduled)',
  permission: { resource: 'subscription', action: 'cancel', kind: 'user' },
  idempotent: true,
  query: cancelDowngradeQuerySchema,
  response: subscriptionStoreSchema,
});
