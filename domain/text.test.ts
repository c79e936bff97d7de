import { describe, expect, it } from 'vitest';
import {
  ELLIPSIS,
  charLength,
  decodeSpecialChars,
  encodeSpecialChars,
  toLatinDigits,
  truncate,
} from './text';

describe('[DOMAIN][TEXT] truncation', () => {
  it('[DOMAIN][TEXT] leaves short text alone', () => {
    expect(truncate('دكان', 10)).toBe('دكان');
    expect(truncate('abcde', 5)).toBe('abcde');
  });

  it('[DOMAIN][TEXT] keeps the ellipsis within the limit', () => {
    const cut = truncate('abcdefghij', 5);
    expect(cut).toBe(`abcd${ELLIPSIS}`);
    expect(charLength(cut)).toBe(5);
  });

  it('[DOMAIN][TEXT] prefers a word boundary in the second half', () => {
    expect(truncate('ملابس رجالي قطن مصري', 14)).toBe(`ملابس رجالي${ELLIPSIS}`);
    expect(truncate('a verylongwordthatgoeson', 10)).toBe(`a verylon${ELLIPSIS}`);
  });

  it('[DOMAIN][TEXT] does not split emoji', () => {
    expect(truncate('😀😀😀😀', 3)).toBe(`😀😀${ELLIPSIS}`);
  });
});

describe('[DOMAIN][TEXT] digits and special characters', () => {
  it('[DOMAIN][TEXT] turns Arabic-Indic digits into ASCII', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ abc')).toBe('0123456789 0123456789 abc');
  });

  it('[DOMAIN][TEXT] encodes special characters as ~x plus two hex digits', () => {
    expect(encodeSpecialChars('T-shirt 50% / blue?')).toBe('T-shirt 50~x25 ~x2f blue~x3f');
    expect(encodeSpecialChars('a~b')).toBe('a~x7eb');
    expect(encodeSpecialChars('قميص أزرق')).toBe('قميص أزرق');
  });

  it('[DOMAIN][TEXT] decoding reverses encoding exactly', () => {
    for (const text of ['<b>&"\'#+', 'already ~x41 encoded?', 'back\\slash', 'عربي/English']) {
      expect(decodeSpecialChars(encodeSpecialChars(text))).toBe(text);
    }
    expect(decodeSpecialChars('50~x25 off')).toBe('50% off');
  });
});
