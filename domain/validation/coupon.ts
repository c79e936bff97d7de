// Coupon rules of spec §5: a required code and an expiry date strictly after today.
import { z } from 'zod';
import { V } from './keys';
import { stringRule } from './rule';

/** Coupon code as typed by a shopper or entered by a seller: required. */
export const couponCodeSchema = stringRule({ requiredKey: V.coupon.required });

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/** `YYYY-MM-DD` of a date in the runtime's local calendar (Africa/Cairo for our users). */
export function toIsoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** True for a real calendar day written as `YYYY-MM-DD` (a time part after it is ignored). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** True when the day of `value` comes after the day of `today`; the time of day is ignored. */
export function isAfterDay(value: string, today: Date | string): boolean {
  const todayDay = typeof today === 'string' ? today.slice(0, 10) : toIsoDay(today);
  return isIsoDay(value) && value.slice(0, 10) > todayDay;
}

/**
 * Expiry date (`YYYY-MM-DD`, as a date input gives it) that must fall after `today`: a coupon that
 * expires today would already be unusable for most of the day. `today` is a parameter so the rule
 * is testable and the server can pass its own clock.
 */
export function expiryDateSchema(today: Date | string) {
  return z
    .string({ error: V.required })
    .trim()
    .min(1, { error: V.required, abort: true })
    .refine(isIsoDay, { error: V.date.invalid, abort: true })
    .refine((value) => isAfterDay(value, today), { error: V.date.after_today });
}
