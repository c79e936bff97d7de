// Shipping cost of an order (the spec leaves the model open;
// docs/decisions/0011-cart-orders-and-coupons.md). The schema has no per-store fee table yet, so
// the fee is a flat rule by distance: delivery inside the store's own governorate costs less than
// to another one. Amounts in piastres.

/** Delivery inside the store's governorate: 30 EGP. */
export const SHIPPING_SAME_GOVERNORATE_PIASTRES = 3_000;
/** Delivery to another governorate, or from a store that named none: 60 EGP. */
export const SHIPPING_OTHER_GOVERNORATE_PIASTRES = 6_000;

export function shippingPiastres(
  storeGovernorateId: number | null,
  deliveryGovernorateId: number,
): number {
  return storeGovernorateId !== null && storeGovernorateId === deliveryGovernorateId
    ? SHIPPING_SAME_GOVERNORATE_PIASTRES
    : SHIPPING_OTHER_GOVERNORATE_PIASTRES;
}
