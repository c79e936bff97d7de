// Delivery of one store's group to one address (docs/decisions/0052-delivery-fees.md). A store keeps a
// table of zones: a row for a whole governorate, rows for single areas that override it, each
// with its fee, an optional free-delivery threshold and an estimate in days, or "we don't deliver
// there". A store with no row for the address falls back to the flat rule every store had before
// tables existed, so a store that never filled its table keeps delivering. Amounts in piastres.

/** One row of a store's delivery table, as the pricing needs it. */
export interface DeliveryZone {
  governorateId: number;
  /** null: the whole governorate. */
  areaId: number | null;
  delivers: boolean;
  feePiastres: number;
  /** Groups of at least this subtotal ship free; null: never free. */
  freeOverPiastres: number | null;
  daysMin: number;
  daysMax: number;
}

export interface DeliveryAddress {
  governorateId: number;
  areaId: number;
}

export type DeliveryQuote =
  | { delivers: true; feePiastres: number; free: boolean; daysMin: number; daysMax: number }
  | { delivers: false };

/** The fallback inside the store's governorate: 30 EGP, 1–3 days. */
export const SAME_GOVERNORATE_FALLBACK = { feePiastres: 3_000, daysMin: 1, daysMax: 3 } as const;
/** The fallback to another governorate, or from a store that named none: 60 EGP, 2–5 days. */
export const OTHER_GOVERNORATE_FALLBACK = { feePiastres: 6_000, daysMin: 2, daysMax: 5 } as const;

/** The rule for a place the store's table leaves out: by distance, nearer costs less. */
export function fallbackDelivery(
  storeGovernorateId: number | null,
  address: Pick<DeliveryAddress, 'governorateId'>,
) {
  return storeGovernorateId !== null && storeGovernorateId === address.governorateId
    ? SAME_GOVERNORATE_FALLBACK
    : OTHER_GOVERNORATE_FALLBACK;
}

/** The row that prices the address: its area's row, else its governorate's, else none. */
export function zoneFor(
  zones: readonly DeliveryZone[],
  address: DeliveryAddress,
): DeliveryZone | null {
  const inGovernorate = zones.filter((zone) => zone.governorateId === address.governorateId);
  return (
    inGovernorate.find((zone) => zone.areaId === address.areaId) ??
    inGovernorate.find((zone) => zone.areaId === null) ??
    null
  );
}

/** What delivering a group of `subtotalPiastres` from the store to the address costs and takes. */
export function deliveryQuote(
  zones: readonly DeliveryZone[],
  storeGovernorateId: number | null,
  address: DeliveryAddress,
  subtotalPiastres: number,
): DeliveryQuote {
  const zone = zoneFor(zones, address);
  if (zone === null) {
    return { delivers: true, free: false, ...fallbackDelivery(storeGovernorateId, address) };
  }
  if (!zone.delivers) return { delivers: false };
  const free = zone.freeOverPiastres !== null && subtotalPiastres >= zone.freeOverPiastres;
  return {
    delivers: true,
    free,
    feePiastres: free ? 0 : zone.feePiastres,
    daysMin: zone.daysMin,
    daysMax: zone.daysMax,
  };
}
