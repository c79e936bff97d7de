import { describe, expect, it } from 'vitest';
import { V } from './keys';
import {
  adjustmentSchema,
  digitsOnlySchema,
  discountPercentSchema,
  nonNegativeIntegerSchema,
  nonNegativeNumberSchema,
  packageProductsCountSchema,
  pageNumberSchema,
  percentageSchema,
  ratingSchema,
} from './numbers';
import { firstErrorKey } from './rule';

describe('[DOMAIN][VALIDATION] numbers', () => {
  it('[DOMAIN][NUMBER] digits-only text allows empty', () => {
    expect(firstErrorKey(digitsOnlySchema, '')).toBeNull();
    expect(firstErrorKey(digitsOnlySchema, undefined)).toBeNull();
    expect(firstErrorKey(digitsOnlySchema, '0123')).toBeNull();
    expect(digitsOnlySchema.parse('١٢٣')).toBe('123');
    for (const bad of ['12a', '1.5', '-1', '1 2']) {
      expect(firstErrorKey(digitsOnlySchema, bad)).toBe(V.number.digits_only);
    }
  });

  it('[DOMAIN][NUMBER] is not below zero', () => {
    expect(firstErrorKey(nonNegativeNumberSchema, 0)).toBeNull();
    expect(firstErrorKey(nonNegativeNumberSchema, 12.5)).toBeNull();
    expect(firstErrorKey(nonNegativeNumberSchema, -0.01)).toBe(V.number.not_negative);
    expect(firstErrorKey(nonNegativeNumberSchema, Number.NaN)).toBe(V.required);
    expect(firstErrorKey(nonNegativeNumberSchema, undefined)).toBe(V.required);
    expect(firstErrorKey(nonNegativeIntegerSchema, 1.5)).toBe(V.number.integer);
    expect(firstErrorKey(nonNegativeIntegerSchema, -1)).toBe(V.number.not_negative);
  });

  it('[DOMAIN][NUMBER] adjustment is between -100 and 100', () => {
    expect(firstErrorKey(adjustmentSchema, -100)).toBeNull();
    expect(firstErrorKey(adjustmentSchema, 100)).toBeNull();
    expect(firstErrorKey(adjustmentSchema, 0)).toBeNull();
    expect(firstErrorKey(adjustmentSchema, -100.01)).toBe(V.number.adjustment);
    expect(firstErrorKey(adjustmentSchema, 100.01)).toBe(V.number.adjustment);
  });

  it('[DOMAIN][PERCENT] percentage is 0 to 100', () => {
    expect(firstErrorKey(percentageSchema, 0)).toBeNull();
    expect(firstErrorKey(percentageSchema, 100)).toBeNull();
    expect(firstErrorKey(percentageSchema, 100.01)).toBe(V.number.percentage);
    expect(firstErrorKey(percentageSchema, -1)).toBe(V.number.percentage);
  });

  it('[DOMAIN][PERCENT] discount rejects 0, accepts 100, rejects 100.01', () => {
    expect(firstErrorKey(discountPercentSchema, 0)).toBe(V.number.discount);
    expect(firstErrorKey(discountPercentSchema, 0.5)).toBeNull();
    expect(firstErrorKey(discountPercentSchema, 100)).toBeNull();
    expect(firstErrorKey(discountPercentSchema, 100.01)).toBe(V.number.discount);
  });

  it('[DOMAIN][RATING] is required and 0.5 to 5 in halves', () => {
    expect(firstErrorKey(ratingSchema, undefined)).toBe(V.rating.required);
    expect(firstErrorKey(ratingSchema, 0)).toBe(V.rating.required);
    for (const ok of [0.5, 1, 3.5, 5]) expect(firstErrorKey(ratingSchema, ok)).toBeNull();
    expect(firstErrorKey(ratingSchema, 3.3)).toBe(V.rating.invalid);
    expect(firstErrorKey(ratingSchema, 5.5)).toBe(V.rating.invalid);
    expect(firstErrorKey(ratingSchema, -1)).toBe(V.rating.invalid);
  });

  it('[DOMAIN][PACKAGE] products count is at least 100', () => {
    expect(firstErrorKey(packageProductsCountSchema, 99)).toBe(V.package.products_count);
    expect(firstErrorKey(packageProductsCountSchema, 100)).toBeNull();
    expect(firstErrorKey(packageProductsCountSchema, 100.5)).toBe(V.number.integer);
  });

  it('[DOMAIN][PAGE] page number is at least 1 and not above the last page', () => {
    const schema = pageNumberSchema(7);
    expect(firstErrorKey(schema, 0)).toBe(V.page.too_small);
    expect(firstErrorKey(schema, 1)).toBeNull();
    expect(firstErrorKey(schema, 7)).toBeNull();
    expect(firstErrorKey(schema, 8)).toBe(V.page.too_big);
    expect(firstErrorKey(schema, 1.5)).toBe(V.page.too_small);
    expect(firstErrorKey(pageNumberSchema(), 999)).toBeNull();
    expect(firstErrorKey(pageNumberSchema(0), 1)).toBeNull();
  });
});
