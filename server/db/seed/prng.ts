/** mulberry32: tiny, fast, good enough for believable fixtures, and identical on every machine. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes a base seed with an index, so item N is the same whatever was generated before it. */
export function seedFor(base: number, index: number): number {
  let h = (base ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in their original order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** An integer in [min, max] rounded to a multiple of `step`. */
  price(min: number, max: number, step: number): number;
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    sample: (items, count) => {
      const indexes = items.map((_, i) => i);
      for (let i = indexes.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [indexes[i], indexes[j]] = [indexes[j] as number, indexes[i] as number];
      }
      return indexes
        .slice(0, Math.min(count, items.length))
        .sort((x, y) => x - y)
        .map((i) => items[i] as (typeof items)[number]);
    },
    price: (min, max, step) => Math.max(step, Math.round(int(min, max) / step) * step),
  };
}

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** Arabic-Indic digits for Arabic display text (names like «شقة ١٢٠ متر»). */
export function toArabicDigits(value: number | string): string {
  return String(value).replace(/[0-9]/g, (d) => ARABIC_DIGITS[Number(d)] as string);
}
