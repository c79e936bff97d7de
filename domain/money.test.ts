import { describe, expect, it } from 'vitest';
import { discountedPrice, formatMoney, roundMoney, toAmount2dp } from './money';

describe('[DOMAIN][MONEY] discounted price', () => {
  it('[DOMAIN][MONEY] applies the discount and rounds to 2 decimals', () => {
    expect(discountedPrice(200, 25)).toBe(150);
    expect(discountedPrice(99.99, 15)).toBe(84.99);
    expect(discountedPrice(10, 33.333)).toBe(6.67);
    expect(discountedPrice(10.05, 50)).toBe(5.03);
    expect(discountedPrice(2.01, 50)).toBe(1.01);
  });

  it('[DOMAIN][MONEY] a 100% discount is free, not null', () => {
    expect(discountedPrice(150, 100)).toBe(0);
  });

  it('[DOMAIN][MONEY] gives no result unless price > 0 and 0 < discount <= 100', () => {
    expect(discountedPrice(0, 10)).toBeNull();
    expect(discountedPrice(-5, 10)).toBeNull();
    expect(discountedPrice(100, 0)).toBeNull();
    expect(discountedPrice(100, -10)).toBeNull();
    expect(discountedPrice(100, 100.01)).toBeNull();
    expect(discountedPrice(null, 10)).toBeNull();
    expect(discountedPrice(100, undefined)).toBeNull();
    expect(discountedPrice(Number.NaN, 10)).toBeNull();
    expect(discountedPrice(100, Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('[DOMAIN][MONEY] amounts', () => {
  it('[DOMAIN][MONEY] rounds half away from zero despite binary noise', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(Object.is(roundMoney(-0.001), 0)).toBe(true);
  });

  it('[DOMAIN][MONEY] sends payment amounts with exactly 2 decimals', () => {
    expect(toAmount2dp(150)).toBe('150.00');
    expect(toAmount2dp(99.9)).toBe('99.90');
    expect(toAmount2dp(10.005)).toBe('10.01');
    expect(toAmount2dp(0.1 + 0.2)).toBe('0.30');
  });

  it('[DOMAIN][MONEY] formats EGP with Arabic-Indic digits in Arabic', () => {
    expect(formatMoney(1500, 'ar')).toMatch(/١٬?٥٠٠/);
    expect(formatMoney(1500, 'ar')).not.toMatch(/[0-9]/);
    expect(formatMoney(1500, 'en')).toMatch(/1,500/);
    expect(formatMoney(1500, 'en')).toMatch(/EGP|E£/);
    expect(formatMoney(12.5, 'en')).toMatch(/12\.50/);
  });
});
