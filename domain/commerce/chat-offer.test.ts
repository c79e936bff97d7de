import { describe, expect, it } from 'vitest';
import { offerPrice, offerState } from './chat-offer';

describe('offerPrice', () => {
  it('keeps a fixed-price product at its list price, or less the store discount', () => {
    expect(offerPrice({ negotiable: false, listPiastres: 54_000 })).toEqual({ piastres: 54_000 });
    expect(offerPrice({ negotiable: false, listPiastres: 54_000, discountPercent: 15 })).toEqual({
      piastres: 45_900,
    });
    expect(offerPrice({ negotiable: false, listPiastres: 54_000, price: 540 })).toEqual({
      piastres: 54_000,
    });
    expect(offerPrice({ negotiable: false, listPiastres: 54_000, price: 400 })).toEqual({
      field: 'price',
      key: 'validation.chat.offer_price_fixed',
    });
  });

  it('bounds the store discount to whole percents 1–90', () => {
    for (const discountPercent of [0, 91, 2.5]) {
      expect(offerPrice({ negotiable: false, listPiastres: 10_000, discountPercent })).toEqual({
        field: 'discount_percent',
        key: 'validation.chat.offer_discount',
      });
    }
  });

  it('lets a negotiable product go below the list price', () => {
    expect(offerPrice({ negotiable: true, listPiastres: 90_000, price: 750.5 })).toEqual({
      piastres: 75_050,
    });
    expect(offerPrice({ negotiable: true, listPiastres: 90_000 })).toEqual({ piastres: 90_000 });
  });
});

describe('offerState', () => {
  const now = new Date('2026-12-07T12:00:00Z');
  const open = { usedAt: null, orderedAt: null, withdrawnAt: null, expiresAt: null };
  it('orders ordered, withdrawn, expired, in the cart, open', () => {
    const past = new Date('2026-12-07T11:00:00Z');
    expect(offerState(open, now)).toBe('open');
    expect(offerState({ ...open, usedAt: past }, now)).toBe('in_cart');
    expect(offerState({ ...open, usedAt: past, expiresAt: past }, now)).toBe('expired');
    expect(offerState({ ...open, withdrawnAt: past, expiresAt: past }, now)).toBe('withdrawn');
    expect(offerState({ ...open, orderedAt: past, expiresAt: past }, now)).toBe('ordered');
  });
});
