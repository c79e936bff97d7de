import { describe, expect, it } from 'vitest';
import { averageRating, roundRating } from './rating';

describe('[DOMAIN][RATING] halves', () => {
  it('[DOMAIN][RATING] rounds to the nearest half: 3.24→3, 3.25→3.5, 3.74→3.5, 3.75→4', () => {
    expect(roundRating(3.24)).toBe(3);
    expect(roundRating(3.25)).toBe(3.5);
    expect(roundRating(3.74)).toBe(3.5);
    expect(roundRating(3.75)).toBe(4);
  });

  it('[DOMAIN][RATING] stays within 0 and 5', () => {
    expect(roundRating(5.2)).toBe(5);
    expect(roundRating(-1)).toBe(0);
    expect(roundRating(Number.NaN)).toBe(0);
  });

  it('[DOMAIN][RATING] averages and rounds', () => {
    expect(averageRating([])).toBe(0);
    expect(averageRating([4, 5])).toBe(4.5);
    expect(averageRating([3, 3.5])).toBe(3.5);
    expect(averageRating([5, 4, 4])).toBe(4.5);
    expect(averageRating([3.1, 3.4])).toBe(3.5);
  });
});
