// Fawry's server notification V2 (also the body of a payment status V2 answer): parsing and
// checking it. The sandbox sends exactly this shape, signed the same way with its own key.
import type { ProviderReport, ProviderState } from './payment-provider';
import { amountToPiastres, messageSignature, sameSignature } from './fawry-signatures';

/** Fawry's orderStatus words → ours. */
export function stateOf(orderStatus: string): ProviderState {
  switch (orderStatus.toUpperCase()) {
    case 'PAID':
    case 'DELIVERED':
      return 'paid';
    case 'EXPIRED':
      return 'expired';
    case 'CANCELED':
    case 'CANCELLED':
    case 'FAILED':
    case 'REJECTED':
    case 'VOIDED':
      return 'failed';
    case 'REFUNDED':
    case 'PARTIAL_REFUNDED':
      return 'refunded';
    default:
      // NEW, UNPAID and anything Fawry adds later: not settled.
      return 'pending';
  }
}

const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

/**
 * A notification body → its report when `messageSignature` is the one `secureKey` gives;
 * null when a field is missing or the signature does not match (forged or altered).
 */
export function verifiedNotification(body: unknown, secureKey: string): ProviderReport | null {
  if (!body || typeof body !== 'object') return null;
  const fields = body as Record<string, unknown>;
  const fawryRefNumber = text(fields.fawryRefNumber);
  const merchantRefNumber = text(fields.merchantRefNumber);
  const orderStatus = text(fields.orderStatus);
  const paymentMethod = text(fields.paymentMethod) ?? '';
  const signature = text(fields.messageSignature);
  const paymentAmount = amountToPiastres(fields.paymentAmount);
  const orderAmount = amountToPiastres(fields.orderAmount);
  if (
    !fawryRefNumber ||
    !merchantRefNumber ||
    !orderStatus ||
    !signature ||
    paymentAmount === null ||
    orderAmount === null
  ) {
    return null;
  }
  const expected = messageSignature({
    fawryRefNumber,
    merchantRefNumber,
    paymentAmountPiastres: paymentAmount,
    orderAmountPiastres: orderAmount,
    orderStatus,
    paymentMethod,
    paymentRefrenceNumber: text(fields.paymentRefrenceNumber) ?? '',
    secureKey,
  });
  if (!sameSignature(expected, signature)) return null;
  return {
    merchantRef: merchantRefNumber,
    state: stateOf(orderStatus),
    providerRef: fawryRefNumber,
    amountPiastres: orderAmount,
    paidPiastres: paymentAmount,
    method: paymentMethod || null,
    raw: orderStatus,
  };
}
