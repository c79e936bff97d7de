import { describe, expect, it } from 'vitest';
import { clampPage, pageItems, parsePage } from './page-range';

describe('[CATALOGUE][PAGINATION] page bounds (spec §5: at least 1, not above the last page)', () => {
  it('reads only whole pages from 1 up', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage(null)).toBe(1);
  });

  it('keeps a page within 1..last page', () => {
    expect(clampPage(12, 5)).toBe(5);
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(4, 0)).toBe(1);
  });

  it('shows first, last and neighbours with gaps between', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
    expect(pageItems(99, 10)).toEqual([1, 'gap', 9, 10]);
  });
});
