import { describe, expect, it } from 'vitest';
import { mentionsOutsideContact } from './contact-leak';

describe('mentionsOutsideContact', () => {
  it.each([
    ['كلمني على 01012345678'],
    ['رقمي ٠١٠١٢٣٤٥٦٧٨'],
    ['٠١٠ ١٢٣٤ ٥٦٧٨'],
    ['010-1234-5678'],
    ['+20 10 1234 5678'],
    ['(02) 2345 6789 the shop'],
    ['واتساب wa.me/201012345678'],
    ['https://t.me/dukkan_seller'],
    ['write to sara.ahmed@example.com'],
  ])('notices %s', (message) => {
    expect(mentionsOutsideContact(message)).toBe(true);
  });

  it.each([
    ['السعر ٣٥٠ ج.م'],
    ['EGP 1,250,000.00 for the flat'],
    ['عايز ٣ قطع مقاس ٤٢'],
    ['طلب رقم 10452'],
    ['delivery on 12/10/2026 at 5 pm'],
    ['Is the tme slot free?'],
    ['@hend.boutique on Instagram'],
  ])('leaves %s alone', (message) => {
    expect(mentionsOutsideContact(message)).toBe(false);
  });
});
