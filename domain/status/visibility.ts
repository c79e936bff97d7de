// Who sees what (spec §4, DESIGN §4): a store is public only while active, unarchived and
// unexpired; a product only when accepted, unarchived and its store is public. The server filters
// listings with these rules and answers `store_not_available` / `product_not_available` otherwise.
import { DEFAULT_EXISTENCE_DAYS } from '../constants';
import type { ActivityStatus, ProductStatus } from './statuses';

const DAY_MS = 86_400_000;

/** The store fields visibility depends on. */
export interface StoreVisibility {
  status: ActivityStatus;
  archived: boolean;
  /** End of the paid period; null for lifetime packages. ISO string or Date. */
  expires_at: string | Date | null;
}

/** The product fields visibility depends on. */
export interface ProductVisibility {
  status: ProductStatus;
  archived: boolean;
}

function toTime(value: string | Date): number {
  return typeof value === 'string' ? Date.parse(value) : value.getTime();
}

/** True once the paid period is over: at `expires_at` the store is already expired. */
export function isStoreExpired(store: Pick<StoreVisibility, 'expires_at'>, now: Date): boolean {
  return store.expires_at !== null && toTime(store.expires_at) <= now.getTime();
}

/** A store is public when active, not archived and not expired. */
export function isStorePublic(store: StoreVisibility, now: Date): boolean {
  return store.status === 'active' && !store.archived && !isStoreExpired(store, now);
}

/** A product is public when accepted, not archived and its store is public. */
export function isProductPublic(
  product: ProductVisibility,
  store: StoreVisibility,
  now: Date,
): boolean {
  return product.status === 'accepted' && !product.archived && isStorePublic(store, now);
}

/**
 * Whole days left until `until`, rounded up (a product archived in 3 hours has 1 day left), never
 * below 0. Used for "days left to archive" and for store expiry reminders.
 */
export function daysLeft(until: string | Date, now: Date): number {
  return Math.max(0, Math.ceil((toTime(until) - now.getTime()) / DAY_MS));
}

/**
 * When a product is archived by its existence period (DESIGN §4): `existence_period` days (default
 * 90) after publishing; null for permanent products.
 */
export function productArchiveDate(
  publishedAt: string | Date,
  { existencePeriodDays = DEFAULT_EXISTENCE_DAYS, permanent = false } = {},
): Date | null {
  return permanent ? null : new Date(toTime(publishedAt) + existencePeriodDays * DAY_MS);
}
