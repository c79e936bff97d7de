// FawryPay's SHA-256 signatures, as its developer documentation gives them (Express Checkout
// charge request, server notification V2 / payment status V2, status query, refund). Each is the
// hex SHA-256 of fields concatenated with no separator, the merchant's secure key last.
import { createHash, timingSafeEqual } from 'node:crypto';
import { piastresTo2dp } from '../../../domain/payments/payments';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export interface SignedItem {
  itemId: string;
  quantity: number;
  /** Piastres; signed with 2 decimals (`'10.00'`). */
  pricePiastres: number;
}

/**
 * Charge request: merchantCode + merchantRefNum + customerProfileId (or "") + returnUrl +
 * for each item (itemId + quantity + price with 2 decimals) + secureKey.
 */
export function chargeSignature(input: {
  merchantCode: string;
  merchantRefNum: string;
  customerProfileId: string;
  returnUrl: string;
  items: SignedItem[];
  secureKey: string;
}): string {
  const items = input.items
    .map((item) => `${item.itemId}${item.quantity}${piastresTo2dp(item.pricePiastres)}`)
    .join('');
  return sha256(
    `${input.merchantCode}${input.merchantRefNum}${input.customerProfileId}${input.returnUrl}${items}${input.secureKey}`,
  );
}

/**
 * Pay-at-Fawry charge request: merchantCode + merchantRefNum + customerProfileId (or "") +
 * paymentMethod + amount (2 decimals) + secureKey.
 */
export function referenceChargeSignature(input: {
  merchantCode: string;
  merchantRefNum: string;
  customerProfileId: string;
  paymentMethod: string;
  amountPiastres: number;
  secureKey: string;
}): string {
  return sha256(
    `${input.merchantCode}${input.merchantRefNum}${input.customerProfileId}${input.paymentMethod}` +
      `${piastresTo2dp(input.amountPiastres)}${input.secureKey}`,
  );
}

/**
 * Server notification V2 and payment status V2 answer: fawryRefNumber + merchantRefNumber +
 * paymentAmount (2 decimals) + orderAmount (2 decimals) + orderStatus + paymentMethod +
 * paymentRefrenceNumber (or "") + secureKey.
 */
export function messageSignature(input: {
  fawryRefNumber: string;
  merchantRefNumber: string;
  paymentAmountPiastres: number;
  orderAmountPiastres: number;
  orderStatus: string;
  paymentMethod: string;
  paymentRefrenceNumber: string;
  secureKey: string;
}): string {
  return sha256(
    `${input.fawryRefNumber}${input.merchantRefNumber}${piastresTo2dp(input.paymentAmountPiastres)}` +
      `${piastresTo2dp(input.orderAmountPiastres)}${input.orderStatus}${input.paymentMethod}` +
      `${input.paymentRefrenceNumber}${input.secureKey}`,
  );
}

/** Payment status query: merchantCode + merchantRefNumber + secureKey. */
export function statusSignature(
  merchantCode: string,
  merchantRefNumber: string,
  secureKey: string,
) {
  return sha256(`${merchantCode}${merchantRefNumber}${secureKey}`);
}

/** Refund: merchantCode + referenceNumber + refundAmount (2 decimals) + reason (or "") + secureKey. */
export function refundSignature(input: {
  merchantCode: string;
  referenceNumber: string;
  refundAmountPiastres: number;
  reason: string;
  secureKey: string;
}): string {
  return sha256(
    `${input.merchantCode}${input.referenceNumber}${piastresTo2dp(input.refundAmountPiastres)}${input.reason}${input.secureKey}`,
  );
}

/** Constant-time comparison of two hex signatures (case-insensitive). */
export function sameSignature(a: string, b: string): boolean {
  const left = Buffer.from(a.toLowerCase(), 'utf8');
  const right = Buffer.from(b.toLowerCase(), 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** An amount from Fawry's JSON (a number like 840.0 or a string like "150.00") → piastres. */
export function amountToPiastres(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 0) return null;
  return Math.round(Number((number * 100).toPrecision(15)));
}
