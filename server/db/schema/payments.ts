import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  INVOICE_METHODS,
  INVOICE_STATUSES,
  LEDGER_KINDS,
  PAYMENT_PROVIDERS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
} from '../../../domain/payments/payments';
import { createdAt, id, money, timestamps } from './columns';
import { languageEnum } from './enums';
import { stores } from './stores';
import { users } from './users';

export const paymentPurposeEnum = pgEnum('payment_purpose', PAYMENT_PURPOSES);
/** A payment attempt's state (an order's own paid/unpaid is `payment_status`, commerce). */
export const paymentAttemptStatusEnum = pgEnum('payment_attempt_status', PAYMENT_STATUSES);
export const paymentProviderEnum = pgEnum('payment_provider', PAYMENT_PROVIDERS);
export const invoiceMethodEnum = pgEnum('invoice_method', INVOICE_METHODS);
export const invoiceStatusEnum = pgEnum('invoice_status', INVOICE_STATUSES);
export const ledgerKindEnum = pgEnum('ledger_kind', LEDGER_KINDS);
export const refundStatusEnum = pgEnum('refund_status', REFUND_STATUSES);

/**
 * Every card payment attempt (DESIGN §8): one purpose, the ids it pays for (orders, a package
 * subscription …), the exact amount, the provider and its reference. `merchant_ref` is what the
 * provider knows us by (Fawry's merchantRefNum). Only a verified callback or status query moves
 * `status` out of pending, once (a conditional UPDATE … WHERE status = 'pending').
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: paymentPurposeEnum('purpose').notNull(),
    referenceIds: integer('reference_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    amount: money('amount').notNull(),
    provider: paymentProviderEnum('provider').notNull(),
    merchantRef: text('merchant_ref').notNull(),
    /** The provider's transaction id (Fawry's fawryRefNumber), known once it answers. */
    providerRef: text('provider_ref'),
    /** The method the provider reports (CARD …). */
    method: text('method'),
    status: paymentAttemptStatusEnum('status').notNull().default('pending'),
    /** Why it failed or expired, as the provider said it (or `expired` by the expiry job). */
    failureReason: text('failure_reason'),
    /** Where the shopper lands after the provider (`/payment-state/<from>`). */
    returnPath: text('return_path').notNull(),
    language: languageEnum('language').notNull().default('ar'),
    /**
     * When an unpaid attempt is given up; an order's later attempts keep its first attempt's time,
     * so paying again never holds the stock longer. Null on payments made before it was kept
     * (their expiry was `created_at` plus PAYMENT_EXPIRY_MINUTES).
     */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * The number the shopper pays at a Fawry outlet (Fawry's referenceNumber), on a pay-at-Fawry
     * attempt once Fawry answered its charge request; null on card attempts.
     */
    referenceNumber: text('reference_number'),
    /** When the shopper was reminded that the reference expires soon (once). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payments_merchant_ref_idx').on(t.merchantRef),
    index('payments_user_id_idx').on(t.userId, t.createdAt),
    index('payments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Money given back on a payment: the whole payment when it was paid after we had
 * given up on it (`key` 'late'), or one order's total when that order was cancelled before or
 * after its payment (`key` 'order-<id>'). The unique (payment, key) makes a replayed callback or a
 * second cancellation ask for nothing more; the provider call runs in a job after the commit.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: id(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The cancelled order this gives back (null for a whole late payment). */
    orderId: integer('order_id'),
    amount: money('amount').notNull(),
    reason: text('reason').notNull().default(''),
    status: refundStatusEnum('status').notNull().default('pending'),
    /** The provider's last answer (or why the call failed). */
    providerMessage: text('provider_message'),
    /** How many times a run took the refund to ask the provider (a run claims it by this count). */
    attempts: integer('attempts').notNull().default(0),
    /**
     * Set when a run asks the provider and cleared when the provider refused: while set, an
     * earlier request may have reached the provider without its answer reaching us (a crash, a
     * timeout), so the next run asks the payment's status before asking for the money again.
     */
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payment_refunds_payment_key_idx').on(t.paymentId, t.key),
    index('payment_refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** The wallet's ledger: every move of `users.credit`, with the balance after it. */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: ledgerKindEnum('kind').notNull(),
    /** Signed: a charge is positive, a debit negative. */
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    reason: text('reason').notNull().default(''),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_ledger_user_id_idx').on(t.userId, t.createdAt),
    // A paid charge credits the wallet once, even if its settlement were ever run twice.
    uniqueIndex('wallet_ledger_payment_idx')
      .on(t.paymentId)
      .where(sql`${t.paymentId} IS NOT NULL`),
  ],
);

/**
 * Invoices (spec §3 Invoice; panel `package_invoices`): one per payment by card, and one per
 * purchase from the wallet (the sellers issue's packages and verification). `store_id` is set for
 * what a store pays for, so a reseller sees their stores' invoices.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    purpose: paymentPurposeEnum('purpose').notNull(),
    amount: money('amount').notNull(),
    method: invoiceMethodEnum('method').notNull(),
    /** The provider's transaction id (card), or `wallet-<ledger id>`. */
    providerTransactionId: text('provider_transaction_id'),
    status: invoiceStatusEnum('status').notNull().default('pending'),
    description: text('description').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('invoices_payment_id_idx')
      .on(t.paymentId)
      .where(sql`${t.paymentId} IS NOT NULL`),
    index('invoices_user_id_idx').on(t.userId, t.createdAt),
    index('invoices_store_id_idx').on(t.storeId, t.createdAt),
    index('invoices_created_at_idx').on(t.createdAt),
  ],
);

/**
 * The sandbox's own side (the "provider" when no Fawry credentials are set): what Fawry would keep
 * about a charge, so a status query asks something other than our payments row.
 */
export const sandboxCharges = pgTable('sandbox_charges', {
  merchantRef: text('merchant_ref').primaryKey(),
  referenceNumber: text('reference_number').notNull(),
  amount: money('amount').notNull(),
  /** Fawry's words: NEW, PAID, FAILED, EXPIRED, REFUNDED. */
  orderStatus: text('order_status').notNull().default('NEW'),
  /** What refunds gave back so far (PARTIAL_REFUNDED until it is the whole amount). */
  refundedAmount: money('refunded_amount').notNull().default(0),
  returnUrl: text('return_url').notNull(),
  customerName: text('customer_name').notNull().default(''),
  customerMobile: text('customer_mobile').notNull().default(''),
  customerEmail: text('customer_email').notNull().default(''),
  itemDescription: text('item_description').notNull().default(''),
  language: text('language').notNull().default('en-gb'),
  /** How it is paid, in Fawry's words: CARD on the hosted page, PAYATFAWRY at an outlet. */
  paymentMethod: text('payment_method').notNull().default('CARD'),
  /** When an outlet stops taking a PAYATFAWRY reference (Fawry's paymentExpiry). */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  ...timestamps(),
});

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const jobStatusEnum = pgEnum('job_status', JOB_STATUSES);

/**
 * The background job queue (DESIGN §8 "Background jobs"): claimed with FOR UPDATE SKIP LOCKED so
 * one process runs a job; a running job whose lease ran out (its process died) is claimed again.
 * `dedupe_key` makes enqueueing the same job twice a no-op.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: jobStatusEnum('status').notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    dedupeKey: text('dedupe_key'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'queued'`),
    index('jobs_running_idx')
      .on(t.lockedAt)
      .where(sql`${t.status} = 'running'`),
    uniqueIndex('jobs_dedupe_key_idx').on(t.dedupeKey),
  ],
);
