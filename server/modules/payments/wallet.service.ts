// The wallet (spec §3 wallet credit, §7 GET credit / POST charge): a balance
// on the account (`users.credit`) and a ledger of every move. Charging by card is a payment of
// purpose `wallet_charge` whose onPaid credits the wallet once; the sellers issue spends the
// credit through `debitWallet`, which never takes the balance below zero, also under concurrency.
import type { ChargeBody, Wallet } from '../../../domain/contracts/payments.contract';
import { AppError } from '../../../domain/errors';
import {
  toPiastres,
  type InvoiceStatus,
  type LedgerKind,
  type PaymentPurpose,
} from '../../../domain/payments/payments';
import type { Language } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import { text } from '../../lib/texts';
import type { Actor } from '../auth/actor';
import {
  findPayer,
  insertInvoice,
  insertLedgerEntry,
  invoicesOfUser,
  ledgerHasPayment,
  ledgerOfUser,
  moveCredit,
} from './payments.repository';
import { registerPaymentPurpose, startPayment } from './payments.service';

/** How many ledger lines and invoices the wallet page shows. */
export const WALLET_LIST_LIMIT = 50;

export async function getWallet(db: Db, actor: Actor): Promise<Wallet> {
  const [payer, ledger, invoices] = await Promise.all([
    findPayer(db, actor.userId),
    ledgerOfUser(db, actor.userId, WALLET_LIST_LIMIT),
    invoicesOfUser(db, actor.userId, WALLET_LIST_LIMIT),
  ]);
  return {
    balance: payer?.credit ?? 0,
    ledger: ledger.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    invoices: invoices.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
  };
}

/** `POST /api/charge`: a card payment for the amount; the wallet is credited when it is paid. */
export async function chargeWallet(db: Db, actor: Actor, body: ChargeBody, lang: Language) {
  const amountPiastres = toPiastres(body.amount);
  const started = await startPayment(db, {
    userId: actor.userId,
    purpose: 'wallet_charge',
    referenceIds: [],
    amountPiastres,
    returnPath: '/payment-state/wallet',
    lang,
    description: text(lang, 'notifications.payment.wallet_charge'),
  });
  return { payment_id: started.paymentId, checkout_url: started.checkoutUrl };
}

/**
 * Adds to a wallet in the caller's transaction; with a payment id, at most once per payment (the
 * ledger's unique index stands behind the check). Answers the balance after, in piastres.
 */
export async function creditWallet(
  tx: Db,
  userId: number,
  amountPiastres: number,
  reason: string,
  options: { kind?: LedgerKind; paymentId?: number | null } = {},
): Promise<number> {
  if (!Number.isInteger(amountPiastres) || amountPiastres <= 0) {
    throw new AppError('validation_failed', 'Credit needs a positive amount in whole piastres');
  }
  const paymentId = options.paymentId ?? null;
  if (paymentId !== null && (await ledgerHasPayment(tx, paymentId))) {
    throw new AppError('conflict', 'This payment already credited the wallet');
  }
  const balance = await moveCredit(tx, userId, amountPiastres);
  if (balance === null) throw new AppError('not_found');
  await insertLedgerEntry(tx, {
    userId,
    kind: options.kind ?? 'charge',
    amountPiastres,
    balanceAfterPiastres: balance,
    reason,
    paymentId,
  });
  return balance;
}

export interface WalletPurchase {
  purpose: PaymentPurpose;
  storeId?: number | null;
  description?: string;
}

/**
 * Takes `amountPiastres` from the wallet in the caller's transaction, or refuses with
 * `insufficient_credit` (402) — one conditional UPDATE, so concurrent debits never take the
 * balance below zero. With `purchase`, the purchase gets a paid invoice (method wallet).
 * Answers the ledger entry, its invoice (if any) and the balance after, in piastres.
 */
export async function debitWallet(
  tx: Db,
  userId: number,
  amountPiastres: number,
  reason: string,
  purchase?: WalletPurchase,
): Promise<{ ledgerId: number; invoiceId: number | null; balancePiastres: number }> {
  if (!Number.isInteger(amountPiastres) || amountPiastres <= 0) {
    throw new AppError('validation_failed', 'A debit needs a positive amount in whole piastres');
  }
  const balance = await moveCredit(tx, userId, -amountPiastres);
  if (balance === null) throw new AppError('insufficient_credit');
  const ledgerId = await insertLedgerEntry(tx, {
    userId,
    kind: 'debit',
    amountPiastres: -amountPiastres,
    balanceAfterPiastres: balance,
    reason,
    paymentId: null,
  });
  const invoiceId = purchase
    ? await recordInvoice(tx, {
        userId,
        storeId: purchase.storeId ?? null,
        purpose: purchase.purpose,
        amountPiastres,
        method: 'wallet',
        providerTransactionId: `wallet-${ledgerId}`,
        status: 'paid',
        description: purchase.description ?? reason,
      })
    : null;
  return { ledgerId, invoiceId, balancePiastres: balance };
}

/** An invoice for something not paid through `startPayment` (which makes its own). */
export function recordInvoice(
  tx: Db,
  input: {
    userId: number;
    storeId: number | null;
    purpose: PaymentPurpose;
    amountPiastres: number;
    method: 'card' | 'wallet';
    providerTransactionId: string | null;
    status: InvoiceStatus;
    description: string;
  },
): Promise<number> {
  return insertInvoice(tx, { ...input, paymentId: null });
}

registerPaymentPurpose('wallet_charge', {
  async onPaid(tx, payment) {
    await creditWallet(tx, payment.userId, payment.amountPiastres, 'card charge', {
      kind: 'charge',
      paymentId: payment.id,
    });
  },
  // Nothing was credited, so nothing to undo.
  async onFailed() {},
});
