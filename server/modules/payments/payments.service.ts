// The payment layer (DESIGN §8 "Payments"): any purpose — an order, a wallet charge, a
// package subscription, a verification fee — starts a card payment here and registers what
// happens when it is paid or fails. Only a verified provider callback or the provider's status
// call settles a payment, in one conditional UPDATE inside a transaction that also runs the
// purpose's handler: replays and races change nothing, a payment is never paid twice.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentState } from '../../../domain/contracts/payments.contract';
import { AppError } from '../../../domain/errors';
import {
  toPiastres,
  type PaymentOutcome,
  type PaymentPurpose,
  type PaymentStatus,
} from '../../../domain/payments/payments';
import type { Language } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import type { PaymentProvider, ProviderReport } from '../../providers/payments';
import { enqueue, registerJobHandler } from '../jobs/jobs.service';
import {
  claimRefundAttempt,
  findPayer,
  findPaymentById,
  findPaymentByRef,
  findRefund,
  insertInvoice,
  insertPayment,
  insertRefund,
  markInvoiceRefunded,
  markRefunded,
  pendingPaymentsOf,
  recordProviderRef,
  recordReferenceNumber,
  refundAnswerLost,
  refundRefused,
  refundsOfPayment,
  setRefundMessage,
  settleInvoiceOfPayment,
  settlePaymentRow,
  type PaymentRow,
  type RefundRow,
} from './payments.repository';

/** A payment as a purpose's handlers see it. */
export interface Payment {
  id: number;
  userId: number;
  purpose: PaymentPurpose;
  referenceIds: number[];
  amountPiastres: number;
  status: PaymentStatus;
  providerRef: string | null;
  failureReason: string | null;
}

export interface PaymentPurposeHandlers {
  /** Runs in the settling transaction: what the money buys (mark orders paid, credit a wallet…). */
  onPaid(tx: Db, payment: Payment): Promise<void>;
  /** Runs in the settling transaction when it failed or expired (`payment.status` says which). */
  onFailed(tx: Db, payment: Payment): Promise<void>;
}

const purposes = new Map<PaymentPurpose, PaymentPurposeHandlers>();

/** What happens when a payment of `purpose` is settled; one set of handlers per purpose. */
export function registerPaymentPurpose(
  purpose: PaymentPurpose,
  handlers: PaymentPurposeHandlers,
): void {
  purposes.set(purpose, handlers);
}

export interface PaymentSettings {
  /** Null when no provider is configured (production without Fawry): card payments are refused. */
  provider: PaymentProvider | null;
  /** Absolute origin for return URLs the provider must follow (Fawry). */
  siteUrl: string;
  expiryMinutes: number;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
}

let settings: PaymentSettings | null = null;

/** Set once by `buildApp` (server/app.ts): the provider and where shoppers come back to. */
export function configurePayments(next: PaymentSettings): void {
  settings = next;
}

export function paymentSettings(): PaymentSettings {
  if (!settings) throw new Error('payments are not configured (buildApp configures them)');
  return settings;
}

/** Whether card payments can be taken (a provider is configured); the client asks `/api/layout`. */
export function cardPaymentsAvailable(): boolean {
  return paymentSettings().provider !== null;
}

/**
 * The provider, or `card_payments_unavailable` when there is none. Every path that takes a card
 * payment calls it before it writes anything.
 */
export function requireCardPayments(): PaymentProvider {
  const { provider } = paymentSettings();
  if (!provider) {
    throw new AppError(
      'card_payments_unavailable',
      'Card payments are not available; choose another way to pay, such as cash on delivery',
    );
  }
  return provider;
}

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    userId: row.userId,
    purpose: row.purpose,
    referenceIds: row.referenceIds,
    amountPiastres: toPiastres(row.amount),
    status: row.status,
    providerRef: row.providerRef,
    failureReason: row.failureReason,
  };
}

export interface StartPaymentInput {
  userId: number;
  purpose: PaymentPurpose;
  /** What is paid for (order ids, a store id …); handed back to the purpose's handlers. */
  referenceIds: number[];
  amountPiastres: number;
  /** Where the shopper lands afterwards, e.g. `/payment-state/wallet`; `?ref=` is added. */
  returnPath: string;
  lang: Language;
  /** Shown on the provider's page; the account's name and contacts when omitted. */
  customer?: { name: string; mobile: string; email: string };
  /** One line for the provider's page and the invoice. */
  description?: string;
  /** The store an invoice belongs to (a package, a verification fee). */
  storeId?: number | null;
  /** When it is given up; PAYMENT_EXPIRY_MINUTES from now when omitted (another attempt of an
   * order keeps its first attempt's time). */
  expiresAt?: Date;
  /** How long from now it can be paid when `expiresAt` is not given (PAYMENT_EXPIRY_MINUTES). */
  validMinutes?: number;
}

export const EXPIRE_JOB = 'payments.expire';

/**
 * Records a pending payment with its invoice and its expiry job, then asks the provider for the
 * hosted checkout. A provider that does not answer fails the payment at once (nothing is left
 * pending) and answers `payment_provider_unavailable`. Call it outside any transaction (it talks
 * to the provider over HTTP); a caller that must create the payment inside its own transaction
 * (an order placed with its payment) uses `createPendingPayment(tx, …)` there and
 * `openPaymentCheckout(db, paymentId)` after the commit.
 */
export async function startPayment(
  db: Db,
  input: StartPaymentInput,
): Promise<{ paymentId: number; checkoutUrl: string }> {
  requireCardPayments();
  const payment = await db.transaction((tx) => createPendingPayment(tx, input));
  const checkoutUrl = await openCheckout(db, payment, input.customer, input.description);
  return { paymentId: payment.id, checkoutUrl };
}

/**
 * The pending payment, its invoice and its expiry job, in the caller's transaction; throws
 * `card_payments_unavailable` (rolling the caller's transaction back) when there is no provider.
 */
export async function createPendingPayment(tx: Db, input: StartPaymentInput): Promise<PaymentRow> {
  const provider = requireCardPayments();
  const { expiryMinutes } = paymentSettings();
  if (!Number.isInteger(input.amountPiastres) || input.amountPiastres <= 0) {
    throw new AppError('validation_failed', 'A payment needs a positive amount in whole piastres');
  }
  // By default the transaction's time, as the orders placed with it: their payment time and the
  // attempt's expiry are the same moment.
  const minutes = input.validMinutes ?? expiryMinutes;
  const expiresAt = input.expiresAt ?? sql`now() + make_interval(mins => ${minutes}::int)`;
  const row = await insertPayment(tx, {
    userId: input.userId,
    purpose: input.purpose,
    referenceIds: input.referenceIds,
    amountPiastres: input.amountPiastres,
    provider: provider.name,
    merchantRef: randomUUID().replaceAll('-', ''),
    returnPath: input.returnPath,
    language: input.lang,
    expiresAt,
  });
  await insertInvoice(tx, {
    userId: input.userId,
    storeId: input.storeId ?? null,
    paymentId: row.id,
    purpose: input.purpose,
    amountPiastres: input.amountPiastres,
    method: 'card',
    providerTransactionId: null,
    status: 'pending',
    description: input.description ?? '',
  });
  await enqueue(tx, {
    type: EXPIRE_JOB,
    payload: { paymentId: row.id },
    runAt: row.expiresAt!,
    dedupeKey: `${EXPIRE_JOB}:${row.id}`,
  });
  return row;
}

/**
 * The hosted checkout of a payment created with `createPendingPayment` (after its transaction
 * committed); the URL the browser goes to.
 */
export async function openPaymentCheckout(
  db: Db,
  paymentId: number,
  options: { customer?: StartPaymentInput['customer']; description?: string } = {},
): Promise<string> {
  const payment = await findPaymentById(db, paymentId);
  if (!payment) throw new AppError('not_found');
  if (payment.status !== 'pending') throw new AppError('payment_failed', 'Payment is settled');
  return openCheckout(db, payment, options.customer, options.description);
}

/**
 * The Fawry reference of a pay-at-Fawry attempt created with `createPendingPayment` (after its
 * transaction committed): asks the provider for it (an HTTP call, never inside a transaction) and
 * keeps it on the attempt. A provider that refuses or does not answer fails the attempt and
 * answers `payment_provider_unavailable`, as a card checkout does.
 */
export async function openPaymentReference(
  db: Db,
  paymentId: number,
  customer?: StartPaymentInput['customer'],
): Promise<{ referenceNumber: string; expiresAt: Date }> {
  const provider = requireCardPayments();
  const payment = await findPaymentById(db, paymentId);
  if (!payment) throw new AppError('not_found');
  if (payment.status !== 'pending') throw new AppError('payment_failed', 'Payment is settled');
  const payer = customer ?? (await payerOf(db, payment.userId));
  const expiresAt = expiresAtOf(payment);
  try {
    const answer = await provider.createReference({
      merchantRef: payment.merchantRef,
      items: [
        {
          id: `${payment.purpose}-${payment.id}`,
          description: `Dukkan ${payment.purpose} #${payment.referenceIds.join(' #')}`,
          pricePiastres: toPiastres(payment.amount),
        },
      ],
      customer: { ...payer, profileId: String(payment.userId) },
      language: payment.language,
      expiresAt,
    });
    const referenceNumber = await recordReferenceNumber(db, payment.id, answer.referenceNumber);
    return { referenceNumber, expiresAt };
  } catch (error) {
    paymentSettings().log.error(
      { err: error, payment: payment.id },
      'payment provider refused the reference',
    );
    await settle(db, payment.id, 'failed', {
      providerRef: null,
      method: null,
      failureReason: 'provider_unavailable',
    });
    throw new AppError('payment_provider_unavailable');
  }
}

/** The return URL of a payment: the provider follows it, so Fawry needs it absolute. */
function returnUrlOf(payment: PaymentRow): string {
  const { provider, siteUrl } = paymentSettings();
  const separator = payment.returnPath.includes('?') ? '&' : '?';
  const path = `${payment.returnPath}${separator}ref=${payment.merchantRef}`;
  return provider?.name === 'sandbox' ? path : `${siteUrl}${path}`;
}

/** When a payment is given up (payments recorded before it was kept: their first time). */
export function expiresAtOf(payment: PaymentRow): Date {
  const { expiryMinutes } = paymentSettings();
  return payment.expiresAt ?? new Date(payment.createdAt.getTime() + expiryMinutes * 60_000);
}

async function openCheckout(
  db: Db,
  payment: PaymentRow,
  customer?: StartPaymentInput['customer'],
  description?: string,
): Promise<string> {
  const provider = requireCardPayments();
  const { log } = paymentSettings();
  const payer = customer ?? (await payerOf(db, payment.userId));
  try {
    const { checkoutUrl } = await provider.createCheckout({
      merchantRef: payment.merchantRef,
      items: [
        {
          id: `${payment.purpose}-${payment.id}`,
          description: description || `Dukkan ${payment.purpose.replace('_', ' ')} #${payment.id}`,
          pricePiastres: toPiastres(payment.amount),
        },
      ],
      customer: { ...payer, profileId: String(payment.userId) },
      returnUrl: returnUrlOf(payment),
      language: payment.language,
      expiresAt: expiresAtOf(payment),
    });
    return checkoutUrl;
  } catch (error) {
    log.error({ err: error, payment: payment.id }, 'payment provider refused the checkout');
    await settle(db, payment.id, 'failed', {
      providerRef: null,
      method: null,
      failureReason: 'provider_unavailable',
    });
    throw new AppError('payment_provider_unavailable');
  }
}

async function payerOf(db: Db, userId: number) {
  const payer = await findPayer(db, userId);
  return {
    name: `${payer?.firstName ?? ''} ${payer?.lastName ?? ''}`.trim() || 'Dukkan customer',
    mobile: payer?.phone ?? '',
    email: payer?.email ?? '',
  };
}

/** `POST /api/checkout`: the hosted checkout again for one of my payments still pending. */
export async function resumeCheckout(db: Db, userId: number, paymentId: number) {
  const payment = await findPaymentById(db, paymentId);
  if (!payment || payment.userId !== userId) throw new AppError('not_found');
  if (payment.status !== 'pending') throw new AppError('payment_failed', 'Payment is settled');
  return { payment_id: payment.id, checkout_url: await openCheckout(db, payment) };
}

/**
 * Settles a pending payment once: the conditional UPDATE, its invoice and the purpose's handler
 * in one transaction. `changed` is false when it was settled already.
 */
export async function settle(
  db: Db,
  paymentId: number,
  outcome: PaymentOutcome,
  details: { providerRef: string | null; method: string | null; failureReason: string | null },
): Promise<{ changed: boolean; payment: Payment | null }> {
  return db.transaction(async (tx) => {
    const row = await settlePaymentRow(tx, paymentId, outcome, details);
    if (!row) {
      const current = await findPaymentById(tx, paymentId);
      return { changed: false, payment: current ? toPayment(current) : null };
    }
    const payment = toPayment(row);
    await settleInvoiceOfPayment(tx, row.id, outcome, details.providerRef);
    const handlers = purposes.get(row.purpose);
    if (!handlers) {
      paymentSettings().log.warn(
        { payment: row.id, purpose: row.purpose },
        'no payment purpose handler',
      );
    } else if (outcome === 'paid') {
      await handlers.onPaid(tx, payment);
    } else {
      await handlers.onFailed(tx, payment);
    }
    return { changed: true, payment };
  });
}

export const REFUND_JOB = 'payments.refund';

export interface RefundRequest {
  paymentId: number;
  /** One refund per key and payment: `late` (the whole payment), `order-<id>` (one order). */
  key: string;
  orderId: number | null;
  amountPiastres: number;
  /** Sent to the provider (and signed): plain ASCII. */
  reason: string;
}

/**
 * Records, in the caller's transaction, money to give back on a paid payment, and queues the job
 * that asks the provider for it after the commit. A refund already recorded for that key (a
 * replayed callback, an order cancelled twice) records nothing; answers whether it recorded one.
 */
export async function requestRefund(tx: Db, request: RefundRequest): Promise<boolean> {
  if (!Number.isInteger(request.amountPiastres) || request.amountPiastres <= 0) return false;
  const refundId = await insertRefund(tx, request);
  if (refundId === null) return false;
  await enqueue(tx, {
    type: REFUND_JOB,
    payload: { refundId },
    dedupeKey: `${REFUND_JOB}:${refundId}`,
    maxAttempts: 8,
  });
  return true;
}

/**
 * How long a claimed refund counts as in flight (a run waiting for the provider's answer; the
 * provider calls time out after 15 s). A refund in doubt for longer lost its answer.
 */
export const REFUND_IN_FLIGHT_MS = 60_000;

/**
 * Whether an earlier request for this refund, whose answer never reached us, was made: asks the
 * provider for the payment's status (signed). `done` when the provider shows it refunded, `not_made`
 * when the payment is still plainly paid there (nothing was given back), `unknown` when the
 * status cannot tell (part of the payment refunded while another of its refunds is done or in
 * doubt too: Fawry's status names no amounts).
 */
async function earlierRequestOutcome(
  db: Db,
  payment: PaymentRow,
  refund: RefundRow,
): Promise<'done' | 'not_made' | 'unknown'> {
  const report = await requireCardPayments().queryStatus(payment.merchantRef);
  if (report.state === 'paid') return 'not_made';
  if (report.state !== 'refunded') return 'unknown';
  if (report.raw.toUpperCase() === 'REFUNDED') return 'done';
  // PARTIAL_REFUNDED: it is this one when no other refund of the payment can be.
  const others = (await refundsOfPayment(db, payment.id)).filter(
    (row) => row.id !== refund.id && (row.status === 'refunded' || row.attemptedAt !== null),
  );
  return others.length === 0 ? 'done' : 'unknown';
}

/**
 * The refund job: asks the provider to give the money back, then marks the refund done (and the
 * payment's invoice `refunded` once refunds cover its whole amount). Never twice at the provider,
 * however often it runs (a job retried or replayed, two runs at once, a crash after the provider's
 * "done"): Fawry's refund call has no idempotency key, so our row carries it. A run first claims
 * the refund (a conditional update of its attempt count: of two runs at once, one asks) and marks
 * it in doubt; a "no" from the provider clears that, its "yes" marks the refund done. A run that
 * finds it still in doubt (the answer was lost) asks the payment's status and settles from it
 * instead of asking for the money again. A refusal, an unreachable provider or an answer it
 * cannot read throws, so the job runner retries with backoff; a refund done already is left.
 */
export async function processRefund(db: Db, refundId: number): Promise<void> {
  const refund = await findRefund(db, refundId);
  if (!refund || refund.status !== 'pending') return;
  const payment = await findPaymentById(db, refund.paymentId);
  if (!payment) return;
  if (!payment.providerRef) throw new Error(`payment ${payment.id} has no provider reference`);
  const { provider, log } = paymentSettings();
  // Retried with backoff: the refund is asked for once a provider is configured again.
  if (!provider) throw new Error(`refund ${refund.id} waits for a payment provider`);
  const where = { payment: payment.id, refund: refund.id };

  if (refund.attemptedAt !== null) {
    if (Date.now() - refund.attemptedAt.getTime() < REFUND_IN_FLIGHT_MS) {
      // A run is (or may still be) waiting for the provider's answer to its request.
      throw new Error(`refund ${refund.id} is being asked for by another run`);
    }
    const outcome = await earlierRequestOutcome(db, payment, refund);
    if (outcome === 'done') {
      await settleRefund(db, payment, refund.id, 'Refunded (confirmed by the payment status)');
      log.info(where, 'refund found done at the provider after a lost answer');
      return;
    }
    if (outcome === 'unknown') {
      // Asking again could give the money back twice; the staff check the provider's portal.
      await setRefundMessage(
        db,
        refund.id,
        'In doubt: an earlier request got no answer and the payment status cannot tell whether it was made; check it with the provider',
      );
      log.error(where, 'refund in doubt: not asked again, needs a look at the provider');
      return;
    }
  }

  if (!(await claimRefundAttempt(db, refund.id, refund.attempts))) {
    // Another run took it meanwhile (or finished it): that run answers for it.
    log.warn(where, 'refund taken by another run');
    return;
  }
  let result: Awaited<ReturnType<PaymentProvider['refund']>>;
  try {
    result = await provider.refund(payment.providerRef, toPiastres(refund.amount), refund.reason);
  } catch (error) {
    // No answer: the refund may have been made. It stays in doubt (no longer in flight: this
    // run is over); the retry asks the status.
    await refundAnswerLost(
      db,
      refund.id,
      String(error),
      new Date(Date.now() - REFUND_IN_FLIGHT_MS),
    );
    log.error({ ...where, err: String(error) }, 'refund answer lost, will check and retry');
    throw new Error(`refund ${refund.id} got no answer: ${String(error)}`);
  }
  if (!result.ok) {
    await refundRefused(db, refund.id, result.message);
    log.error({ ...where, result }, 'refund refused, will retry');
    throw new Error(`refund ${refund.id} refused: ${result.message}`);
  }
  await settleRefund(db, payment, refund.id, result.message);
  log.info(where, 'refund done');
}

async function settleRefund(
  db: Db,
  payment: PaymentRow,
  refundId: number,
  message: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await markRefunded(tx, refundId, message))) return;
    const refunded = (await refundsOfPayment(tx, payment.id))
      .filter((row) => row.status === 'refunded')
      .reduce((sum, row) => sum + toPiastres(row.amount), 0);
    if (refunded >= toPiastres(payment.amount)) await markInvoiceRefunded(tx, payment.id);
  });
}

registerJobHandler(REFUND_JOB, async (db, payload) => {
  await processRefund(db, Number(payload.refundId));
});

/**
 * What is wrong with a paid report's amounts, or null: the order amount must be the payment's,
 * and the amount actually paid at least that (Fawry's `paymentAmount` includes the fees a
 * customer pays on top; a smaller one — or none — is an underpayment).
 */
function paidAmountProblem(
  payment: PaymentRow,
  report: ProviderReport,
): 'order_amount_differs' | 'underpaid' | null {
  const expected = toPiastres(payment.amount);
  if (report.amountPiastres !== expected) return 'order_amount_differs';
  if (report.paidPiastres === null || report.paidPiastres < expected) return 'underpaid';
  return null;
}

/**
 * Applies what the provider reported (a verified callback or a status answer). A paid report
 * whose order amount is not the payment's, or whose paid amount is less, settles nothing: it is
 * logged and refused, the payment stays pending (its expiry closes it); a paid report for a
 * payment already failed or expired (the shopper paid after we gave up) is refunded, never paid
 * twice.
 */
async function applyReport(
  db: Db,
  payment: PaymentRow,
  report: ProviderReport,
): Promise<{ changed: boolean; status: PaymentStatus }> {
  const { log } = paymentSettings();
  if (report.state === 'pending' || report.state === 'refunded') {
    return { changed: false, status: payment.status };
  }
  const problem = report.state === 'paid' ? paidAmountProblem(payment, report) : null;
  if (problem) {
    log.error(
      {
        payment: payment.id,
        problem,
        ordered: report.amountPiastres,
        paid: report.paidPiastres,
        expected: toPiastres(payment.amount),
      },
      'paid report refused: its amount is not the payment’s',
    );
    throw new AppError(
      'payment_signature_invalid',
      problem === 'underpaid'
        ? 'Reported paid amount is less than the payment'
        : 'Reported amount differs from the payment',
    );
  }
  const result = await settle(db, payment.id, report.state, {
    providerRef: report.providerRef,
    method: report.method,
    failureReason: report.state === 'paid' ? null : report.raw.toLowerCase(),
  });
  const status = result.payment?.status ?? payment.status;
  if (!result.changed && report.state === 'paid' && status !== 'paid' && report.providerRef) {
    // Paid after we gave up on it (failed or expired: its orders were rejected and their stock
    // went back). The money goes back whole, once however often the report is replayed.
    const providerRef = report.providerRef;
    const recorded = await db.transaction(async (tx) => {
      await recordProviderRef(tx, payment.id, providerRef);
      return requestRefund(tx, {
        paymentId: payment.id,
        key: 'late',
        orderId: null,
        amountPiastres: toPiastres(payment.amount),
        reason: 'payment arrived after it was closed',
      });
    });
    if (recorded) log.warn({ payment: payment.id }, 'paid after it was settled unpaid: refunding');
  }
  return { changed: result.changed, status };
}

/**
 * `POST /api/callback`: the provider's server notification. A forged or altered signature is
 * refused and logged; an unknown reference is not found; a replay changes nothing.
 */
export async function handleCallback(
  db: Db,
  body: unknown,
  log: Pick<FastifyBaseLogger, 'warn'>,
  from: string,
) {
  const { provider } = paymentSettings();
  if (!provider) {
    log.warn({ from }, 'payment callback refused: no payment provider is configured');
    throw new AppError('card_payments_unavailable', 'No payment provider is configured');
  }
  const report = provider.verifyCallback(body);
  if (!report) {
    const fields = (body ?? {}) as Record<string, unknown>;
    log.warn(
      { from, merchantRefNumber: fields.merchantRefNumber, orderStatus: fields.orderStatus },
      'payment callback refused: bad signature',
    );
    throw new AppError('payment_signature_invalid');
  }
  const payment = await findPaymentByRef(db, report.merchantRef);
  if (!payment) throw new AppError('not_found');
  return applyReport(db, payment, report);
}

/** Asks the provider about a pending payment and applies the answer; errors leave it pending. */
export async function confirmWithProvider(db: Db, payment: PaymentRow) {
  const { provider, log } = paymentSettings();
  if (!provider) return { changed: false, status: payment.status };
  try {
    const report = await provider.queryStatus(payment.merchantRef);
    return await applyReport(db, payment, report);
  } catch (error) {
    log.warn({ err: error, payment: payment.id }, 'payment status query failed');
    return { changed: false, status: payment.status };
  }
}

/**
 * `GET /api/payments/state?ref=`: the server's record; a pending payment is first confirmed with
 * the provider's status call (never trusting the return URL's query).
 */
export async function getPaymentState(db: Db, merchantRef: string): Promise<PaymentState> {
  let payment = await findPaymentByRef(db, merchantRef);
  if (!payment) throw new AppError('not_found');
  if (payment.status === 'pending') {
    await confirmWithProvider(db, payment);
    payment = (await findPaymentById(db, payment.id)) ?? payment;
  }
  return {
    purpose: payment.purpose,
    status: payment.status,
    amount: payment.amount,
    reference_ids: payment.referenceIds,
    created_at: payment.createdAt.toISOString(),
    settled_at: payment.settledAt?.toISOString() ?? null,
  };
}

/**
 * The expiry job: a payment still pending after PAYMENT_EXPIRY_MINUTES is asked about once more
 * (the shopper may have paid and the notification got lost); still unpaid → expired, and its
 * purpose's onFailed runs (an order releases its stock). A paid report whose amount is wrong
 * expires it too, with that reason. Without a provider (the credentials were removed since) it
 * expires unasked; a payment made meanwhile is refunded when its report arrives.
 */
export async function expirePayment(db: Db, paymentId: number): Promise<void> {
  const payment = await findPaymentById(db, paymentId);
  if (!payment || payment.status !== 'pending') return;
  const { provider, log } = paymentSettings();
  if (!provider) {
    log.warn({ payment: payment.id }, 'payment expired without asking: no payment provider');
    await settle(db, payment.id, 'expired', {
      providerRef: null,
      method: null,
      failureReason: 'expired',
    });
    return;
  }
  const report = await provider.queryStatus(payment.merchantRef);
  const problem = report.state === 'paid' ? paidAmountProblem(payment, report) : null;
  if (report.state !== 'pending' && report.state !== 'refunded' && !problem) {
    await applyReport(db, payment, report);
    return;
  }
  if (problem) {
    log.error({ payment: payment.id, problem }, 'payment expired: its paid report was refused');
  }
  await settle(db, payment.id, 'expired', {
    providerRef: report.providerRef,
    method: report.method,
    failureReason: problem ?? 'expired',
  });
}

registerJobHandler(EXPIRE_JOB, async (db, payload) => {
  await expirePayment(db, Number(payload.paymentId));
});

/** How many pending payments one start-up sweep asks the provider about, at most. */
export const PENDING_SWEEP_BATCH = 200;

/**
 * After a start (a crash may have lost a notification): asks the provider about the oldest pending
 * payments of the current provider, one at a time, and settles those it reports settled through
 * the same path as a callback (each settlement its own transaction; no provider call inside
 * one). A failed query leaves its payment pending (the expiry job asks again). Bounded by
 * `batch`, and by `deadlineMs` of wall time. Answers how many it asked about and settled.
 */
export async function sweepPendingPayments(
  db: Db,
  options: { batch?: number; deadlineMs?: number } = {},
): Promise<{ asked: number; settled: number }> {
  const { provider, log } = paymentSettings();
  if (!provider) return { asked: 0, settled: 0 };
  const until = Date.now() + (options.deadlineMs ?? 60_000);
  const rows = await pendingPaymentsOf(db, provider.name, options.batch ?? PENDING_SWEEP_BATCH);
  let asked = 0;
  let settled = 0;
  for (const row of rows) {
    if (Date.now() > until) break;
    asked += 1;
    const result = await confirmWithProvider(db, row);
    if (result.changed) settled += 1;
  }
  if (settled > 0 || asked === rows.length) {
    log.info({ asked, settled, pending: rows.length }, 'pending payments swept after start');
  }
  return { asked, settled };
}
