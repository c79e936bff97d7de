import { describe, expect, it } from 'vitest';
import { isContainingMatch, isNearSpelling, spellingDistance } from './search-spelling';

describe('[SEARCH] spelling rules of the vocabulary expansion', () => {
  it('counts a wrong, missing, extra or swapped letter as one slip', () => {
    expect(spellingDistance('قميس', 'قميص')).toBe(1);
    expect(spellingDistance('جاكت', 'جاكيت')).toBe(1);
    expect(spellingDistance('samsnug', 'samsung')).toBe(1);
    expect(spellingDistance('قميس', 'قماش')).toBe(2);
  });

  it('keeps misspellings and drops words that only share letters', () => {
    expect(isNearSpelling('قميس', 'قميص')).toBe(true);
    expect(isNearSpelling('تكيف', 'تكييف')).toBe(true);
    expect(isNearSpelling('سامسونغ', 'سامسونج')).toBe(true);
    expect(isNearSpelling('قميس', 'قماش')).toBe(false);
    expect(isNearSpelling('شاشه', 'شاومي')).toBe(false);
    expect(isNearSpelling('شاشه', 'شاليه')).toBe(false);
    expect(isNearSpelling('2000', '20000')).toBe(false);
  });

  it('matches a number where no digit touches it, never inside another number', () => {
    expect(isContainingMatch('55', '55')).toBe(true);
    expect(isContainingMatch('128', '128gb')).toBe(true);
    expect(isContainingMatch('55', '155')).toBe(false);
    expect(isContainingMatch('15', '150')).toBe(false);
    expect(isContainingMatch('55', 'a55')).toBe(true);
    expect(isContainingMatch('55', '5155x55')).toBe(true);
    expect(isContainingMatch('ipho', 'iphone')).toBe(true);
  });
});
