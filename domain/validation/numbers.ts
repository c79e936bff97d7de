// Numeric rules of spec §5: digit strings, signs, ranges, percentages, ratings and page numbers.
// Number schemas take numbers (forms register them with `valueAsNumber`); NaN counts as missing.
import { z } from 'zod';
import {
  ADJUSTMENT_MAX,
  ADJUSTMENT_MIN,
  DISCOUNT_MAX,
  DISCOUNT_MIN_EXCLUSIVE,
  MIN_PACKAGE_PRODUCTS,
  PERCENTAGE_MAX,
  RATING_MAX,
  RATING_MIN,
  RATING_STEP,
} from '../constants';
import { V } from './keys';
import { optionalStringRule } from './rule';

/** A text field of digits only, e.g. a quantity typed as text; empty is allowed (spec §5). */
export const digitsOnlySchema = optionalStringRule({
  latinDigits: true,
  checks: [[(value) => /^\d+$/.test(value), V.number.digits_only]],
});

const number = () => z.number({ error: V.required });

/** Price, stock, cost: zero or more. */
export const nonNegativeNumberSchema = number().min(0, { error: V.number.not_negative });

/** Whole count of zero or more (stock amount, minimum stock). */
export const nonNegativeIntegerSchema = number()
  .int({ error: V.number.integer })
  .min(0, { error: V.number.not_negative });

/** A relative change in percent, from -100 to 100 inclusive (spec §9 adjustments). */
export const adjustmentSchema = number()
  .min(ADJUSTMENT_MIN, { error: V.number.adjustment })
  .max(ADJUSTMENT_MAX, { error: V.number.adjustment });

/** Any percentage, 0 to 100 inclusive. */
export const percentageSchema = number()
  .min(0, { error: V.number.percentage })
  .max(PERCENTAGE_MAX, { error: V.number.percentage });

/** Discount percent: above 0, at most 100 (spec §5: a zero discount is no discount). */
export const discountPercentSchema = number()
  .gt(DISCOUNT_MIN_EXCLUSIVE, { error: V.number.discount })
  .max(DISCOUNT_MAX, { error: V.number.discount });

/**
 * Rating: required, 0.5 to 5 in halves. Zero means the star widget was left untouched, so it
 * reports "rating required" (spec §8) rather than an out-of-range value.
 */
export const ratingSchema = z
  .number({ error: V.rating.required })
  .refine((value) => value !== 0, { error: V.rating.required, abort: true })
  .min(RATING_MIN, { error: V.rating.invalid })
  .max(RATING_MAX, { error: V.rating.invalid })
  .multipleOf(RATING_STEP, { error: V.rating.invalid });

/** Products count of a package: a whole number of at least 100 (spec §5). */
export const packageProductsCountSchema = number()
  .int({ error: V.number.integer })
  .min(MIN_PACKAGE_PRODUCTS, { error: V.package.products_count });

/**
 * Page number of a paged list: a whole number from 1 to `maxPage`. Without `maxPage` (the last page
 * is not known yet) only the lower bound applies.
 */
export function pageNumberSchema(maxPage?: number) {
  const base = number().int({ error: V.page.too_small }).min(1, { error: V.page.too_small });
  return maxPage === undefined ? base : base.max(Math.max(1, maxPage), { error: V.page.too_big });
}

/** The largest amount a `money` column holds (numeric(12,2)). */
export const MONEY_MAX = 9_999_999_999.99;

/**
 * An exact EGP amount (spec §5, §9): zero or more, at most two decimals, taken as typed rather than
 * rounded, so what is saved is what the admin entered.
 */
export const moneySchema = number()
  .min(0, { error: V.number.not_negative })
  .max(MONEY_MAX, { error: V.number.too_large })
  .refine((value) => Number((value * 100).toPrecision(15)) % 1 === 0, {
    error: V.number.money,
  });
