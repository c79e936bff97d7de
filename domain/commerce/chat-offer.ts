// A store's price offer in a chat (chat-to-order): its price rule and its state. The server
// decides with these; the seller's form previews the same price before sending.
import { V } from '../validation/keys';
import { toPiastres } from './money';

/** How long an offer stays valid, in hours: the seller picks one. */
export const OFFER_VALID_HOURS = [1, 24, 72, 168] as const;
export type OfferValidHours = (typeof OFFER_VALID_HOURS)[number];
export const OFFER_VALID_HOURS_DEFAULT: OfferValidHours = 24;

/** Pieces one offer may be for. */
export const OFFER_QUANTITY_MAX = 99;

/** The store's own discount on a product that is not negotiable: a whole percent, 1–90. */
export const OFFER_DISCOUNT_MIN = 1;
export const OFFER_DISCOUNT_MAX = 90;

/**
 * `open`: the customer may add it; `in_cart`: in their cart, not ordered yet; `ordered`: ordered
 * (accepted); `expired`: its time passed before it was ordered; `withdrawn`: the store took it back.
 */
export const OFFER_STATES = ['open', 'in_cart', 'ordered', 'expired', 'withdrawn'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

export interface OfferMarks {
  usedAt: Date | null;
  orderedAt: Date | null;
  withdrawnAt: Date | null;
  /** Null: an offer from before offers expired (valid until used). */
  expiresAt: Date | null;
}

/** An offer's state now: ordered wins, then withdrawn, then expired, then in the cart. */
export function offerState(marks: OfferMarks, now: Date = new Date()): OfferState {
  if (marks.orderedAt) return 'ordered';
  if (marks.withdrawnAt) return 'withdrawn';
  if (marks.expiresAt && marks.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (marks.usedAt) return 'in_cart';
  return 'open';
}

export type OfferPrice =
  { piastres: number } | { field: 'price' | 'discount_percent'; key: string };

/**
 * The unit price an offer may carry, in piastres. `listPiastres` is what the shopper would pay for
 * the variant now (discount and extra prices included). A negotiable product takes the seller's
 * price (or the list price less their percent); any other product is sold at the list price, or
 * at the list price less the store's own discount (1–90 %), and a stated price must match it.
 */
export function offerPrice(input: {
  negotiable: boolean;
  listPiastres: number;
  price?: number | undefined;
  discountPercent?: number | undefined;
}): OfferPrice {
  const { negotiable, listPiastres, price, discountPercent } = input;
  if (
    discountPercent !== undefined &&
    (!Number.isInteger(discountPercent) ||
      discountPercent < OFFER_DISCOUNT_MIN ||
      discountPercent > OFFER_DISCOUNT_MAX)
  ) {
    return { field: 'discount_percent', key: V.chat.offer_discount };
  }
  const fixed =
    discountPercent === undefined
      ? listPiastres
      : Math.round((listPiastres * (100 - discountPercent)) / 100);
  if (negotiable && price !== undefined && discountPercent === undefined) {
    return { piastres: toPiastres(price) };
  }
  if (price !== undefined && toPiastres(price) !== fixed) {
    return { field: 'price', key: V.chat.offer_price_fixed };
  }
  if (fixed <= 0) return { field: 'price', key: V.chat.offer_price_fixed };
  return { piastres: fixed };
}
