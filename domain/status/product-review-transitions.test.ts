import { describe, expect, it } from 'vitest';
import {
  INITIAL_PRODUCT_STATUS,
  PRODUCT_REVIEW_CHAIN,
  REVIEW_STATES,
  canTransitionProductReview,
  nextProductStatuses,
  statusAfterProductEdit,
} from './product-review-transitions';
import { PRODUCT_STATUSES } from './statuses';

describe('[DOMAIN][PRODUCT REVIEW] chain', () => {
  it('[DOMAIN][PRODUCT REVIEW] follows the DESIGN §4 chain in order', () => {
    expect(PRODUCT_REVIEW_CHAIN.map((step) => [step.from, step.to, step.by])).toEqual([
      ['pending_for_review', 'initial_review_by_moderator', 'moderator_admin'],
      ['initial_review_by_moderator', 'final_review_by_moderator', 'moderator_admin'],
      ['final_review_by_moderator', 'reviewed', 'moderator_admin'],
      ['reviewed', 'final_review_by_admin', 'admin'],
      ['final_review_by_admin', 'accepted', 'admin'],
    ]);
    expect(INITIAL_PRODUCT_STATUS).toBe('pending_for_review');
  });

  it('[MODERATOR][PRODUCT REVIEW] takes the moderator steps and rejects from them', () => {
    expect(nextProductStatuses('pending_for_review', 'moderator_admin')).toEqual([
      'initial_review_by_moderator',
      'rejected',
    ]);
    expect(nextProductStatuses('initial_review_by_moderator', 'moderator_admin')).toEqual([
      'final_review_by_moderator',
      'rejected',
    ]);
    expect(nextProductStatuses('final_review_by_moderator', 'moderator_admin')).toEqual([
      'reviewed',
      'rejected',
    ]);
  });

  it('[MODERATOR][PRODUCT REVIEW] cannot take admin steps or accept a product never taken down', () => {
    expect(nextProductStatuses('reviewed', 'moderator_admin')).toEqual([]);
    expect(nextProductStatuses('final_review_by_admin', 'moderator_admin')).toEqual([]);
    for (const from of PRODUCT_STATUSES) {
      expect(canTransitionProductReview(from, 'accepted', 'moderator_admin')).toBe(false);
    }
  });

  it('[ADMIN][PRODUCT REVIEW] takes the admin steps', () => {
    expect(canTransitionProductReview('reviewed', 'final_review_by_admin', 'admin')).toBe(true);
    expect(canTransitionProductReview('final_review_by_admin', 'accepted', 'admin')).toBe(true);
    expect(
      canTransitionProductReview('pending_for_review', 'initial_review_by_moderator', 'admin'),
    ).toBe(false);
  });

  it('[ADMIN][PRODUCT REVIEW] may accept from any other state', () => {
    for (const from of PRODUCT_STATUSES) {
      expect(canTransitionProductReview(from, 'accepted', 'admin')).toBe(from !== 'accepted');
    }
  });

  it('[ADMIN][PRODUCT REVIEW] may reject from any review state, not a rejected product again', () => {
    expect(REVIEW_STATES).toEqual([
      'pending_for_review',
      'initial_review_by_moderator',
      'final_review_by_moderator',
      'reviewed',
      'final_review_by_admin',
    ]);
    for (const from of REVIEW_STATES) {
      expect(canTransitionProductReview(from, 'rejected', 'admin')).toBe(true);
    }
    expect(canTransitionProductReview('rejected', 'rejected', 'admin')).toBe(false);
  });

  it('[MODERATOR][PRODUCT REVIEW] takes a published product down, as the admin does', () => {
    expect(nextProductStatuses('accepted', 'moderator_admin')).toEqual(['rejected']);
    expect(nextProductStatuses('accepted', 'admin')).toEqual(['rejected']);
    expect(canTransitionProductReview('rejected', 'accepted', 'moderator_admin')).toBe(false);
  });

  it('[MODERATOR][PRODUCT REVIEW] accepts the fix of a product it took down', () => {
    const takenDown = { takenDown: true };
    expect(nextProductStatuses('pending_for_review', 'moderator_admin', takenDown)).toEqual([
      'initial_review_by_moderator',
      'rejected',
      'accepted',
    ]);
    expect(
      canTransitionProductReview('final_review_by_moderator', 'accepted', 'moderator_admin', {
        takenDown: true,
      }),
    ).toBe(true);
    expect(canTransitionProductReview('reviewed', 'accepted', 'moderator_admin', takenDown)).toBe(
      false,
    );
  });

  it('[RESELLER][PRODUCT REVIEW] sellers and shoppers do not review', () => {
    for (const role of ['reseller', 'moderator_reseller', 'user', 'guest'] as const) {
      for (const from of PRODUCT_STATUSES) expect(nextProductStatuses(from, role)).toEqual([]);
    }
  });

  it('[RESELLER][PRODUCT REVIEW] editing name, description or images sends it back to review', () => {
    expect(statusAfterProductEdit('accepted', ['name_ar'])).toBe('pending_for_review');
    expect(statusAfterProductEdit('accepted', ['other_images', 'basic_price'])).toBe(
      'pending_for_review',
    );
    expect(statusAfterProductEdit('rejected', ['description_en'])).toBe('pending_for_review');
    expect(statusAfterProductEdit('accepted', ['basic_price', 'stock_amount'])).toBe('accepted');
  });
});
