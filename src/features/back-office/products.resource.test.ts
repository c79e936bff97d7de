import type { PanelProduct } from '@domain/contracts/panel/products.contract';
import { describe, expect, it } from 'vitest';
import { commonNextStatuses, productsResource } from './products.resource';

const row = (next: PanelProduct['next_statuses']) => ({ next_statuses: next }) as PanelProduct;

describe('[PANEL][PRODUCTS] review dialog choices', () => {
  it('offers the moves every chosen row allows, in chain order', () => {
    expect(commonNextStatuses([row(['initial_review_by_moderator', 'rejected'])])).toEqual([
      'initial_review_by_moderator',
      'rejected',
    ]);
    expect(
      commonNextStatuses([
        row(['rejected', 'initial_review_by_moderator']),
        row(['final_review_by_moderator', 'rejected']),
      ]),
    ).toEqual(['rejected']);
    expect(commonNextStatuses([])).toEqual([]);
  });

  it('hides the row button when the row has no move for the actor', () => {
    const review = productsResource.actions!.find((action) => action.id === 'review')!;
    expect(review.when!(row([]))).toBe(false);
    expect(review.when!(row(['accepted']))).toBe(true);
  });
});
