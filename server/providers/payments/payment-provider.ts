// One interface for every card payment provider (DESIGN §8 "Payments"): FawryPay Express Checkout
// when configured, the built-in sandbox otherwise. Amounts cross it as integer piastres.
import type { Language } from '../../../domain/status/statuses';
import type { PaymentProviderName } from '../../../domain/payments/payments';

export interface CheckoutItem {
  /** Our id of what is paid for (`order-12`, `wallet-charge-5` …). */
  id: string;
  description: string;
  pricePiastres: number;
}

export interface CheckoutRequest {
  /** What the provider will know the payment by (Fawry's merchantRefNum). */
  merchantRef: string;
  /** One item per thing paid for, quantity 1 each (spec §7 "Other"). */
  items: CheckoutItem[];
  customer: { name: string; mobile: string; email: string; profileId: string };
  /** Absolute URL the provider sends the shopper back to. */
  returnUrl: string;
  language: Language;
  /** When the provider should stop accepting the payment. */
  expiresAt: Date;
}

export interface CheckoutResult {
  /** Where the shopper's browser goes to pay. */
  checkoutUrl: string;
}

/** A pay-at-Fawry charge: the same as a card checkout, without a page to return from. */
export type ReferenceRequest = Omit<CheckoutRequest, 'returnUrl'>;

export interface ReferenceResult {
  /** The number the shopper pays at an outlet (Fawry's referenceNumber). */
  referenceNumber: string;
  /** When the provider stops accepting it (its expirationTime, or what we asked for). */
  expiresAt: Date;
}

/** The provider's word on a payment, from a verified notification or a status query. */
export type ProviderState = 'pending' | 'paid' | 'failed' | 'expired' | 'refunded';

export interface ProviderReport {
  merchantRef: string;
  state: ProviderState;
  /** The provider's transaction id (Fawry's fawryRefNumber). */
  providerRef: string | null;
  /** What the provider says was ordered, in piastres (null when it does not say). */
  amountPiastres: number | null;
  /**
   * What the provider says was actually paid, in piastres (Fawry's `paymentAmount`: 0 until paid,
   * and it may include fees the customer paid on top); null when it does not say.
   */
  paidPiastres: number | null;
  method: string | null;
  /** The provider's own status word, kept for the record (PAID, EXPIRED …). */
  raw: string;
}

export interface RefundResult {
  ok: boolean;
  message: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(request: CheckoutRequest): Promise<CheckoutResult>;
  /** Asks for a reference the shopper pays at an outlet (Fawry's PAYATFAWRY charge). */
  createReference(request: ReferenceRequest): Promise<ReferenceResult>;
  /**
   * A server notification's body → its report, when its signature is the provider's; null for a
   * forged, altered or malformed one.
   */
  verifyCallback(body: unknown): ProviderReport | null;
  /** Asks the provider where a payment stands (signed request; signed answer checked). */
  queryStatus(merchantRef: string): Promise<ProviderReport>;
  /**
   * Asks for money back. `ok: false` only when the provider answered no (nothing was refunded);
   * throws when the outcome is unknown (no answer, a timeout, an unreadable answer): the refund may
   * have been made, so a retry asks the payment's status first (payments.service processRefund).
   */
  refund(providerRef: string, amountPiastres: number, reason: string): Promise<RefundResult>;
}
