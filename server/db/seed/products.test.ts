// The demo catalogue must look believable: each product's pictures show its kind of
// item, carry no text, and its names use one digit style per language.
import { describe, expect, it } from 'vitest';
import { productImageSvg } from '../../lib/images';
import { planProduct, productImagePool } from './products';

const NOW = new Date('2026-11-01T00:00:00Z');
const plans = Array.from({ length: 400 }, (_, index) => planProduct(index, NOW));
const byEnglishName = (pattern: RegExp) => plans.filter((plan) => pattern.test(plan.nameEn));

describe('[SEED] demo catalogue', () => {
  it.each([
    [/leather jacket/i, 'jacket'],
    [/Galaxy Watch/, 'watch'],
    [/power bank/i, 'powerbank'],
    [/earbuds/i, 'earbuds'],
    [/jeans|trousers/i, 'trousers'],
    [/washer/i, 'washer'],
    [/cotton shirt/i, 'shirt'],
    [/smart TV|OLED TV/i, 'tv'],
    [/apartment for rent/i, 'building'],
  ])('draws %s as a %s', (name, kind) => {
    const matching = byEnglishName(name);
    expect(matching.length).toBeGreaterThan(0);
    for (const plan of matching) {
      for (const image of plan.images) expect(image.art.kind).toBe(kind);
    }
  });

  it('puts no text on any product picture', () => {
    for (const { art } of productImagePool()) {
      expect(productImageSvg(art)).not.toMatch(/<text\b/);
    }
  });

  it('writes Arabic names with Arabic-Indic numbers and English names with Latin digits', () => {
    for (const plan of plans) {
      // A standalone number in an Arabic name; model codes such as A55 or i5 are Latin words.
      expect(plan.nameAr).not.toMatch(/(^|\s)[0-9]+(\.[0-9]+)?(?=\s|$)/);
      expect(plan.nameEn).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
    }
  });
});
