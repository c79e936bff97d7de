// Payments (DESIGN §8 "Payments"): the words every layer shares. A
// payment is one attempt to collect an exact amount for one purpose; only a verified provider
// callback or a provider status query moves it out of `pending`, once.

/** What a payment pays for; each purpose registers what happens when it is paid or fails. */
export const PAYMENT_PURPOSES = ['order', 'wallet_charge', 'subscription', 'verification'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** pending → paid | failed | expired, and never back. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The outcome of a settled payment. */
export type PaymentOutcome = Exclude<PaymentStatus, 'pending'>;

export const PAYMENT_PROVIDERS = ['fawry', 'sandbox'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** How an invoice was paid: by card (Fawry or the sandbox) or from the wallet credit. */
export const INVOICE_METHODS = ['card', 'wallet'] as const;
export type InvoiceMethod = (typeof INVOICE_METHODS)[number];

/** An invoice follows its payment; the admin may also mark it refunded (spec §2 invoices status). */
export const INVOICE_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * A refund of money a payment took: a card payment that succeeded after its orders were
 * cancelled or its attempt had expired, or a paid order cancelled afterwards. `pending` until the
 * provider confirms it (a background job asks, and retries), then `refunded`.
 */
export const REFUND_STATUSES = ['pending', 'refunded'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Why the wallet balance moved. */
export const LEDGER_KINDS = ['charge', 'debit', 'refund', 'admin'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** A wallet charge by card: at least 1 EGP, at most 50,000 EGP per charge. */
export const WALLET_CHARGE_MIN = 1;
export const WALLET_CHARGE_MAX = 50_000;

/**
 * How long a Fawry reference can be paid at an outlet (its paymentExpiry), from placing the
 * order: the shopper needs time to reach one, so longer than a card payment's time.
 */
export const FAWRY_REFERENCE_VALID_MINUTES = 24 * 60;

/** How long before a Fawry reference expires its shopper is reminded, once. */
export const FAWRY_REMINDER_BEFORE_MINUTES = 60;

/** Integer piastres of an EGP amount with at most two decimals (exact for any stored price). */
export function toPiastres(amount: number): number {
  return Math.round(Number((amount * 100).toPrecision(15)));
}

/** EGP of integer piastres. */
export function fromPiastres(piastres: number): number {
  return piastres / 100;
}

/** Piastres as the provider wants them on the wire: `'150.00'`. */
export function piastresTo2dp(piastres: number): string {
  const sign = piastres < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(piastres));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
