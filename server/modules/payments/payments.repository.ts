import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { InvoiceFilters } from '../../../domain/contracts/panel/invoices.contract';
import type {
  InvoiceMethod,
  InvoiceStatus,
  LedgerKind,
  PaymentOutcome,
  PaymentProviderName,
  PaymentPurpose,
} from '../../../domain/payments/payments';
import { fromPiastres } from '../../../domain/payments/payments';
import type { Language } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import { invoices, paymentRefunds, payments, stores, users, walletLedger } from '../../db/schema';
import { pagedList, sortBy } from '../../lib/paging';
import { storeScope } from '../auth/store-scope';
import type { Actor } from '../auth/actor';

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(
  db: Db,
  values: {
    userId: number;
    purpose: PaymentPurpose;
    referenceIds: number[];
    amountPiastres: number;
    provider: PaymentProviderName;
    merchantRef: string;
    returnPath: string;
    language: Language;
    expiresAt: Date | SQL;
  },
): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({
      userId: values.userId,
      purpose: values.purpose,
      referenceIds: values.referenceIds,
      amount: fromPiastres(values.amountPiastres),
      provider: values.provider,
      merchantRef: values.merchantRef,
      returnPath: values.returnPath,
      language: values.language,
      expiresAt: values.expiresAt,
    })
    .returning();
  return row!;
}

export async function findPaymentById(db: Db, id: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

export async function findPaymentByRef(db: Db, merchantRef: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.merchantRef, merchantRef));
  return row ?? null;
}

/** The oldest `limit` pending payments taken through `provider` (the start-up sweep). */
export async function pendingPaymentsOf(
  db: Db,
  provider: PaymentProviderName,
  limit: number,
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'pending'), eq(payments.provider, provider)))
    .orderBy(payments.createdAt, payments.id)
    .limit(limit);
}

/**
 * pending → `status`, in one conditional UPDATE: the row when this call settled it, null when it
 * was settled already (a replayed callback, a second status query, two processes at once).
 */
export async function settlePaymentRow(
  db: Db,
  id: number,
  status: PaymentOutcome,
  details: { providerRef: string | null; method: string | null; failureReason: string | null },
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({
      status,
      providerRef: sql`coalesce(${details.providerRef}, ${payments.providerRef})`,
      method: sql`coalesce(${details.method}, ${payments.method})`,
      failureReason: details.failureReason,
      settledAt: new Date(),
    })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning();
  return row ?? null;
}

// ---- refunds --------------------------------------------------------------------------------

export type RefundRow = typeof paymentRefunds.$inferSelect;

/**
 * Records a refund owed on a payment, once per (payment, key): answers its id, or null when that
 * refund was recorded already (a replayed callback, a second cancellation).
 */
export async function insertRefund(
  db: Db,
  values: {
    paymentId: number;
    key: string;
    orderId: number | null;
    amountPiastres: number;
    reason: string;
  },
): Promise<number | null> {
  const rows = await db
    .insert(paymentRefunds)
    .values({
      paymentId: values.paymentId,
      key: values.key,
      orderId: values.orderId,
      amount: fromPiastres(values.amountPiastres),
      reason: values.reason,
    })
    .onConflictDoNothing()
    .returning({ id: paymentRefunds.id });
  return rows[0]?.id ?? null;
}

export async function findRefund(db: Db, id: number): Promise<RefundRow | null> {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
  return row ?? null;
}

export async function refundsOfPayment(db: Db, paymentId: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId))
    .orderBy(paymentRefunds.id);
}

/** pending → refunded, once; answers whether this call moved it. */
export async function markRefunded(db: Db, id: number, message: string): Promise<boolean> {
  const rows = await db
    .update(paymentRefunds)
    .set({ status: 'refunded', providerMessage: message, refundedAt: new Date() })
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'pending')))
    .returning({ id: paymentRefunds.id });
  return rows.length > 0;
}

/**
 * Takes the refund for one request to the provider: counts the attempt and marks it as one whose
 * answer is not known yet. Conditional on the attempt count the caller read, so of two runs at
 * once only one asks the provider. Answers whether this call took it.
 */
export async function claimRefundAttempt(
  db: Db,
  id: number,
  seenAttempts: number,
): Promise<boolean> {
  const rows = await db
    .update(paymentRefunds)
    .set({ attempts: sql`${paymentRefunds.attempts} + 1`, attemptedAt: new Date() })
    .where(
      and(
        eq(paymentRefunds.id, id),
        eq(paymentRefunds.status, 'pending'),
        eq(paymentRefunds.attempts, seenAttempts),
      ),
    )
    .returning({ id: paymentRefunds.id });
  return rows.length > 0;
}

/**
 * The request got no answer: the refund stays in doubt, dated `inDoubtSince` (set back past the
 * in-flight window by the caller, since its run is over).
 */
export async function refundAnswerLost(
  db: Db,
  id: number,
  message: string,
  inDoubtSince: Date,
): Promise<void> {
  await db
    .update(paymentRefunds)
    .set({ attemptedAt: inDoubtSince, providerMessage: message.slice(0, 2000) })
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'pending')));
}

/** The provider answered "no": nothing was given back, so the next run asks again directly. */
export async function refundRefused(db: Db, id: number, message: string): Promise<void> {
  await db
    .update(paymentRefunds)
    .set({ attemptedAt: null, providerMessage: message.slice(0, 2000) })
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'pending')));
}

export async function setRefundMessage(db: Db, id: number, message: string): Promise<void> {
  await db
    .update(paymentRefunds)
    .set({ providerMessage: message.slice(0, 2000) })
    .where(eq(paymentRefunds.id, id));
}

/** The order payments still pending that pay for any of `orderIds` (an attempt in flight). */
export async function pendingPaymentsOfOrders(db: Db, orderIds: number[]): Promise<PaymentRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.purpose, 'order'),
        eq(payments.status, 'pending'),
        sql`${payments.referenceIds} && ARRAY[${sql.join(
          orderIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::integer[]`,
      ),
    )
    .orderBy(desc(payments.id));
}

/** The paid card payment of an order the customer placed (null when it was not paid by card). */
export async function findPaidPaymentOfOrder(
  db: Db,
  userId: number,
  orderId: number,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.purpose, 'order'),
        eq(payments.status, 'paid'),
        sql`${payments.referenceIds} @> ARRAY[${orderId}]::integer[]`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The payment's invoice says `refunded` (once refunds gave the whole amount back). */
export async function markInvoiceRefunded(db: Db, paymentId: number): Promise<void> {
  await db.update(invoices).set({ status: 'refunded' }).where(eq(invoices.paymentId, paymentId));
}

/** Keeps the provider's transaction id of a payment that had none (a late payment). */
export async function recordProviderRef(db: Db, id: number, providerRef: string): Promise<void> {
  await db
    .update(payments)
    .set({ providerRef: sql`coalesce(${payments.providerRef}, ${providerRef})` })
    .where(eq(payments.id, id));
}

/** Keeps the Fawry reference a pay-at-Fawry attempt is paid with (the first one answered). */
export async function recordReferenceNumber(db: Db, id: number, referenceNumber: string) {
  const [row] = await db
    .update(payments)
    .set({ referenceNumber: sql`coalesce(${payments.referenceNumber}, ${referenceNumber})` })
    .where(eq(payments.id, id))
    .returning({ referenceNumber: payments.referenceNumber });
  return row?.referenceNumber ?? referenceNumber;
}

/**
 * Marks a pending attempt's reminder sent, once: answers the attempt when this call marked it,
 * null when it was reminded already, is settled or has no reference.
 */
export async function claimReminder(db: Db, id: number): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ remindedAt: sql`now()` })
    .where(
      and(
        eq(payments.id, id),
        eq(payments.status, 'pending'),
        isNotNull(payments.referenceNumber),
        isNull(payments.remindedAt),
      ),
    )
    .returning();
  return row ?? null;
}

// ---- invoices -------------------------------------------------------------------------------

export async function insertInvoice(
  db: Db,
  values: {
    userId: number;
    storeId: number | null;
    paymentId: number | null;
    purpose: PaymentPurpose;
    amountPiastres: number;
    method: InvoiceMethod;
    providerTransactionId: string | null;
    status: InvoiceStatus;
    description: string;
  },
): Promise<number> {
  const [row] = await db
    .insert(invoices)
    .values({ ...values, amount: fromPiastres(values.amountPiastres) })
    .returning({ id: invoices.id });
  return row!.id;
}

export async function settleInvoiceOfPayment(
  db: Db,
  paymentId: number,
  status: InvoiceStatus,
  providerTransactionId: string | null,
): Promise<void> {
  await db
    .update(invoices)
    .set({
      status,
      providerTransactionId: sql`coalesce(${providerTransactionId}, ${invoices.providerTransactionId})`,
    })
    .where(eq(invoices.paymentId, paymentId));
}

const invoiceColumns = {
  id: invoices.id,
  user_id: invoices.userId,
  username: users.username,
  store_id: invoices.storeId,
  store_name: stores.name,
  payment_id: invoices.paymentId,
  purpose: invoices.purpose,
  amount: invoices.amount,
  method: invoices.method,
  provider_transaction_id: invoices.providerTransactionId,
  status: invoices.status,
  description: invoices.description,
  created_at: invoices.createdAt,
};

function selectInvoices(db: Db) {
  return db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .leftJoin(stores, eq(stores.id, invoices.storeId));
}
export type InvoiceRow = Awaited<ReturnType<typeof selectInvoices>>[number];

const INVOICE_SORTS = {
  created_at: invoices.createdAt,
  amount: invoices.amount,
  status: invoices.status,
} as const;

/** The back office's list: every invoice for the admin, a reseller's stores' invoices for them. */
export async function listInvoices(db: Db, actor: Actor, filters: InvoiceFilters) {
  const where = and(
    storeScope(actor, invoices.storeId),
    filters.status ? eq(invoices.status, filters.status) : undefined,
    filters.method ? eq(invoices.method, filters.method) : undefined,
    filters.purpose ? eq(invoices.purpose, filters.purpose) : undefined,
    filters.store ? eq(invoices.storeId, filters.store) : undefined,
    filters.q
      ? sql`(${invoices.providerTransactionId} ILIKE ${`%${filters.q}%`} OR ${users.username} ILIKE ${`%${filters.q}%`})`
      : undefined,
  );
  return pagedList(
    filters,
    async () =>
      (
        await db
          .select({ total: count() })
          .from(invoices)
          .innerJoin(users, eq(users.id, invoices.userId))
          .where(where)
      )[0]?.total ?? 0,
    ({ limit, offset }) =>
      selectInvoices(db)
        .where(where)
        .orderBy(...sortBy(INVOICE_SORTS[filters.sort], filters.dir, invoices.id))
        .limit(limit)
        .offset(offset),
  );
}

export async function findInvoice(db: Db, actor: Actor, id: number): Promise<InvoiceRow | null> {
  const [row] = await selectInvoices(db).where(
    and(eq(invoices.id, id), storeScope(actor, invoices.storeId)),
  );
  return row ?? null;
}

export async function setInvoiceStatus(db: Db, id: number, status: InvoiceStatus) {
  await db.update(invoices).set({ status }).where(eq(invoices.id, id));
}

export async function deleteInvoiceRow(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(invoices).where(eq(invoices.id, id)).returning({ id: invoices.id });
  return rows.length > 0;
}

export async function invoicesOfUser(db: Db, userId: number, limit: number) {
  return db
    .select({
      id: invoices.id,
      purpose: invoices.purpose,
      amount: invoices.amount,
      method: invoices.method,
      provider_transaction_id: invoices.providerTransactionId,
      status: invoices.status,
      description: invoices.description,
      created_at: invoices.createdAt,
    })
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(limit);
}

// ---- wallet ---------------------------------------------------------------------------------

/** The account's name and contacts, for the provider's checkout page. */
export async function findPayer(db: Db, userId: number) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      credit: users.credit,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Moves the balance by `deltaPiastres` in one UPDATE, refusing (null) when it would go below
 * zero: the row lock and the re-checked WHERE make concurrent debits queue, so the sum of what
 * succeeds never exceeds the balance. Answers the balance after, in piastres.
 */
export async function moveCredit(
  db: Db,
  userId: number,
  deltaPiastres: number,
): Promise<number | null> {
  const delta = sql`(${deltaPiastres}::numeric / 100)`;
  const [row] = await db
    .update(users)
    .set({ credit: sql`${users.credit} + ${delta}` })
    .where(and(eq(users.id, userId), sql`${users.credit} + ${delta} >= 0`))
    .returning({ piastres: sql<number>`(${users.credit} * 100)::bigint` });
  return row ? Number(row.piastres) : null;
}

export async function insertLedgerEntry(
  db: Db,
  values: {
    userId: number;
    kind: LedgerKind;
    amountPiastres: number;
    balanceAfterPiastres: number;
    reason: string;
    paymentId: number | null;
  },
): Promise<number> {
  const [row] = await db
    .insert(walletLedger)
    .values({
      userId: values.userId,
      kind: values.kind,
      amount: fromPiastres(values.amountPiastres),
      balanceAfter: fromPiastres(values.balanceAfterPiastres),
      reason: values.reason,
      paymentId: values.paymentId,
    })
    .returning({ id: walletLedger.id });
  return row!.id;
}

export async function ledgerHasPayment(db: Db, paymentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: walletLedger.id })
    .from(walletLedger)
    .where(eq(walletLedger.paymentId, paymentId));
  return Boolean(row);
}

export async function ledgerOfUser(db: Db, userId: number, limit: number) {
  return db
    .select({
      id: walletLedger.id,
      kind: walletLedger.kind,
      amount: walletLedger.amount,
      balance_after: walletLedger.balanceAfter,
      reason: walletLedger.reason,
      created_at: walletLedger.createdAt,
    })
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId))
    .orderBy(desc(walletLedger.createdAt), desc(walletLedger.id))
    .limit(limit);
}
