import { describe, expect, it } from 'vitest';
import { parsePiastres } from './piastres';

describe('[PEOPLE][CREDIT] typed pounds → whole piastres, exactly', () => {
  it('reads whole pounds and up to two decimals without a float', () => {
    expect(parsePiastres('350')).toBe(35_000);
    expect(parsePiastres('12.5')).toBe(1_250);
    expect(parsePiastres('0.29')).toBe(29);
    expect(parsePiastres('1.10')).toBe(110);
    // 0.29 * 100 is 28.999999999999996 as a float; 1.15 * 100 is 114.99999999999999.
    expect(parsePiastres('1.15')).toBe(115);
    expect(parsePiastres('100000000')).toBe(10_000_000_000);
  });

  it('takes negative amounts (taking credit away) and signs', () => {
    expect(parsePiastres('-0.75')).toBe(-75);
    expect(parsePiastres('+20')).toBe(2_000);
    expect(parsePiastres('-0')).toBe(0);
  });

  it('reads Arabic-Indic digits and the Arabic decimal separator', () => {
    expect(parsePiastres('١٢٫٥٠')).toBe(1_250);
    expect(parsePiastres(' ٣٥٠ ')).toBe(35_000);
    expect(parsePiastres('١٬٠٠٠')).toBe(100_000);
  });

  it('refuses what is not an amount with at most two decimals', () => {
    for (const text of ['', ' ', '1.234', 'abc', '1e3', '.5', '5.', '--1', '1.2.3', '0x10']) {
      expect(parsePiastres(text), text).toBeNull();
    }
  });
});
