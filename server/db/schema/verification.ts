import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, money, timestamps } from './columns';
import { payments } from './payments';
import { stores } from './stores';
import { users } from './users';

/**
 * A store's verification request: the steps the seller went through —
 * the store's phone confirmed by code, three ID photos, the fee paid — and the decision. One row
 * per store; a rejected request is taken up again in the same row. ID photos are file names under
 * `DATA_DIR/private/verification/`, never a public URL; they are removed (and nulled here) 30 days
 * after the decision by a job.
 */
export const storeVerifications = pgTable(
  'store_verifications',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** in_progress → submitted → approved | rejected (→ in_progress again when taken up). */
    status: text('status').notNull().default('in_progress'),
    /** The phone number the code confirmed (the store's, when it was confirmed). */
    phoneConfirmed: text('phone_confirmed'),
    phoneConfirmedAt: timestamp('phone_confirmed_at', { withTimezone: true }),
    idFront: text('id_front'),
    idBack: text('id_back'),
    selfie: text('selfie'),
    /** The fee charged, when it was paid (wallet or card). */
    fee: money('fee'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    paidWith: text('paid_with'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    photosDeletedAt: timestamp('photos_deleted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('store_verifications_store_id_idx').on(t.storeId),
    index('store_verifications_user_id_idx').on(t.userId),
    index('store_verifications_status_idx').on(t.status, t.submittedAt),
    check(
      'store_verifications_status_check',
      sql`${t.status} IN ('in_progress', 'submitted', 'approved', 'rejected')`,
    ),
    check(
      'store_verifications_paid_with_check',
      sql`${t.paidWith} IS NULL OR ${t.paidWith} IN ('wallet', 'card')`,
    ),
  ],
);
