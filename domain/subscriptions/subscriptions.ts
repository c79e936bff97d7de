// Package subscriptions (DESIGN §4 "Packages"): the words and the arithmetic every
// layer shares. Prices are integer piastres here; the server computes every amount.

/** What a purchase buys: a first or new package now (`upgrade`), or one more period (`renew`). */
export const SUBSCRIPTION_ACTIONS = ['upgrade', 'renew'] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

export const SUBSCRIPTION_PURCHASE_STATUSES = ['pending', 'paid', 'failed'] as const;
export type SubscriptionPurchaseStatus = (typeof SUBSCRIPTION_PURCHASE_STATUSES)[number];

/** How a purchase is paid. */
export const SUBSCRIPTION_PAY_METHODS = ['wallet', 'card'] as const;
export type SubscriptionPayMethod = (typeof SUBSCRIPTION_PAY_METHODS)[number];

export const DAY_MS = 86_400_000;

/**
 * The unused value of the current paid period, in piastres, credited against an upgrade
 * (pro-rating): the period's price × the share of its length still to run, rounded down to the
 * piastre. A trial, a free, a lifetime or an expired package gives no credit.
 */
export function unusedCredit(input: {
  pricePiastres: number;
  durationDays: number;
  isTrial: boolean;
  isLifetime: boolean;
  expiresAt: Date | null;
  now: Date;
}): number {
  const { pricePiastres, durationDays, isTrial, isLifetime, expiresAt, now } = input;
  if (isTrial || isLifetime || !expiresAt || pricePiastres <= 0 || durationDays <= 0) return 0;
  const left = expiresAt.getTime() - now.getTime();
  if (left <= 0) return 0;
  const share = Math.min(1, left / (durationDays * DAY_MS));
  return Math.floor(pricePiastres * share);
}
