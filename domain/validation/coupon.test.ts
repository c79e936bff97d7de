import { describe, expect, it } from 'vitest';
import { couponCodeSchema, expiryDateSchema, isAfterDay, isIsoDay, toIsoDay } from './coupon';
import { V } from './keys';
import { firstErrorKey } from './rule';

describe('[DOMAIN][VALIDATION] coupon', () => {
  it('[DOMAIN][COUPON] code is required', () => {
    expect(firstErrorKey(couponCodeSchema, '')).toBe(V.coupon.required);
    expect(firstErrorKey(couponCodeSchema, '  ')).toBe(V.coupon.required);
    expect(firstErrorKey(couponCodeSchema, undefined)).toBe(V.coupon.required);
    expect(firstErrorKey(couponCodeSchema, 'RAMADAN25')).toBeNull();
  });

  it('[DOMAIN][EXPIRY] today is rejected, tomorrow is accepted', () => {
    const schema = expiryDateSchema('2026-11-21');
    expect(firstErrorKey(schema, '2026-11-21')).toBe(V.date.after_today);
    expect(firstErrorKey(schema, '2026-11-20')).toBe(V.date.after_today);
    expect(firstErrorKey(schema, '2026-11-22')).toBeNull();
    expect(firstErrorKey(schema, '2027-01-01T00:00')).toBeNull();
  });

  it('[DOMAIN][EXPIRY] takes today as a Date in the local calendar', () => {
    const today = new Date(2026, 10, 21, 23, 59);
    expect(toIsoDay(today)).toBe('2026-11-21');
    expect(firstErrorKey(expiryDateSchema(today), '2026-11-21')).toBe(V.date.after_today);
    expect(firstErrorKey(expiryDateSchema(today), '2026-11-22')).toBeNull();
  });

  it('[DOMAIN][EXPIRY] rejects missing and impossible dates', () => {
    const schema = expiryDateSchema('2026-11-21');
    expect(firstErrorKey(schema, '')).toBe(V.required);
    expect(firstErrorKey(schema, undefined)).toBe(V.required);
    expect(firstErrorKey(schema, '2026-02-30')).toBe(V.date.invalid);
    expect(firstErrorKey(schema, '22/11/2026')).toBe(V.date.invalid);
    expect(firstErrorKey(schema, '2026-11-22junk')).toBe(V.date.invalid);
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isAfterDay('2026-13-01', '2026-11-21')).toBe(false);
  });
});
