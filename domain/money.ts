// Money helpers of spec §5 and §9: prices in EGP with two decimals.
import { CURRENCY, DISCOUNT_MAX, DISCOUNT_MIN_EXCLUSIVE, PRICE_DECIMALS } from './constants';
import { numberFormatter } from './format';
import type { Language } from './status/statuses';

/**
 * Rounds to 2 decimals, half away from zero. The product is first cut to 15 significant digits so
 * binary noise does not decide the rounding (1.005 * 100 is 100.49999… in floating point).
 */
export function roundMoney(amount: number): number {
  const scale = 10 ** PRICE_DECIMALS;
  const scaled = Number((Math.abs(amount) * scale).toPrecision(15));
  return (Math.sign(amount) * Math.round(scaled)) / scale || 0;
}

/**
 * Price after a percentage discount, rounded to 2 decimals (spec §5). Null — "no discounted price"
 * — unless the price is above 0 and the discount is above 0 and at most 100.
 */
export function discountedPrice(
  price: number | null | undefined,
  discountPercent: number | null | undefined,
): number | null {
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return null;
  if (typeof discountPercent !== 'number' || !Number.isFinite(discountPercent)) return null;
  if (discountPercent <= DISCOUNT_MIN_EXCLUSIVE || discountPercent > DISCOUNT_MAX) return null;
  return roundMoney((price * (100 - discountPercent)) / 100);
}

/** Amount as the payment provider wants it: a string with exactly 2 decimals (`'150.00'`). */
export function toAmount2dp(amount: number): string {
  return roundMoney(amount).toFixed(PRICE_DECIMALS);
}

/**
 * An amount in Egyptian pounds for display, rounded like every stored price and always with two
 * decimals, in the language's digits (spec §1, §9). The one money format of the app.
 */
export function formatMoney(amount: number, language: Language): string {
  return numberFormatter(language, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: PRICE_DECIMALS,
    maximumFractionDigits: PRICE_DECIMALS,
  }).format(roundMoney(amount));
}
