// Coupons (spec §3 Coupon, §5 "coupon code required", "expiry date must be after today"): a site
// coupon from the admin takes its percentage off a whole order; a product coupon from a reseller
// takes it off that product's lines only. Each order that uses a coupon counts one use.

export const COUPON_KINDS = ['site', 'product'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** A coupon's percentage: above 0, at most 100 (spec §5 "percentage not above 100"). */
export const COUPON_PERCENT_MIN_EXCLUSIVE = 0;
export const COUPON_PERCENT_MAX = 100;

/**
 * The discount in piastres a coupon of `percent` gives on `base` piastres, rounded half up to the
 * piastre and never more than the base.
 */
export function couponDiscount(basePiastres: number, percent: number): number {
  if (!(percent > 0)) return 0;
  const discount = Math.round((basePiastres * Math.round(percent * 100)) / 10_000);
  return Math.min(basePiastres, Math.max(0, discount));
}
