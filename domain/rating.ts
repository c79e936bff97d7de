// Ratings are shown and stored in halves (spec §5, §9).
import { RATING_MAX, RATING_STEP } from './constants';

/**
 * Rounds to the nearest half star, halves going up (3.25 → 3.5, 3.75 → 4), within 0..5. The
 * value is first cut to 12 significant digits, so floating-point noise in an average
 * (6.4999999999999996 half steps for a 3.25) rounds as the value it stands for.
 */
export function roundRating(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const steps = Number((value / RATING_STEP).toPrecision(12));
  const rounded = Math.round(steps) * RATING_STEP;
  return Math.min(RATING_MAX, Math.max(0, rounded));
}

/** Average of ratings rounded to a half; 0 when there are none. */
export function averageRating(values: readonly number[]): number {
  if (values.length === 0) return 0;
  return roundRating(values.reduce((sum, value) => sum + value, 0) / values.length);
}
