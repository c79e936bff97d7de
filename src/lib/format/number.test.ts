import { describe, expect, it } from 'vitest';
import { formatAddress, formatMoney, formatNumber, localizeDigits } from './number';

describe('[FORMAT] numbers and money (spec §1, §9)', () => {
  it('shows Arabic-Indic digits in Arabic', () => {
    expect(formatNumber(1234567, 'ar')).toBe('١٬٢٣٤٬٥٦٧');
    expect(formatNumber(2025, 'ar', { useGrouping: false })).toBe('٢٠٢٥');
  });

  it('shows Latin digits in English', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
  });

  it('shows amounts in Egyptian pounds with two decimals', () => {
    expect(formatMoney(99.5, 'ar')).toContain('٩٩٫٥٠');
    expect(formatMoney(99.5, 'ar')).toContain('ج.م');
    expect(formatMoney(99.5, 'en')).toMatch(/^EGP\s99\.50$/);
  });

  it('converts the digits inside a string in Arabic only', () => {
    expect(localizeDigits('#A-102', 'ar')).toBe('#A-١٠٢');
    expect(localizeDigits('#A-102', 'en')).toBe('#A-102');
  });

  it('shows a phone in the digits of the language and an email as written', () => {
    expect(formatAddress('01*******45', 'ar')).toBe('٠١*******٤٥');
    expect(formatAddress('01*******45', 'en')).toBe('01*******45');
    expect(formatAddress('mo12***@example.com', 'ar')).toBe('mo12***@example.com');
  });
});
