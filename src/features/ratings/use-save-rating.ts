import { rateProductContract, rateStoreContract } from '@domain/contracts/ratings.contract';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';
import type { RatingTarget } from './ratings-queries';

export interface SaveRatingInput {
  rating: number;
  comment: string;
}

/** What a rating changes on screen: its list, the page's average and every card showing it. */
export function ratingInvalidations(kind: RatingTarget, id: number) {
  return [
    queryKeys.ratings.target(kind, id),
    kind === 'product' ? queryKeys.products.all : queryKeys.stores.all,
    // A product page shows its store's rating card too; a store rating changes that card.
    ...(kind === 'store' ? [queryKeys.products.details()] : []),
    queryKeys.home.all,
  ];
}

/** Rates a product or store, or changes the shopper's rating of it (the server keeps one). */
export function useSaveRating(kind: RatingTarget, id: number) {
  const invalidates = () => ratingInvalidations(kind, id);
  const product = useApiMutation(rateProductContract, {
    mutationKey: mutationKeys.ratings.rate,
    request: (input: SaveRatingInput) => ({
      body: { product_id: id, rating: input.rating, comment: input.comment || undefined },
    }),
    invalidates,
    // Offline: kept in the outbox and sent when back online.
    outbox: { kind: 'rating', label: (input) => input.comment || undefined, ref: () => id },
  });
  const store = useApiMutation(rateStoreContract, {
    mutationKey: mutationKeys.ratings.rate,
    request: (input: SaveRatingInput) => ({
      body: { store_id: id, rating: input.rating, comment: input.comment || undefined },
    }),
    invalidates,
    // Offline: kept in the outbox and sent when back online.
    outbox: { kind: 'rating', label: (input) => input.comment || undefined, ref: () => id },
  });
  const chosen = kind === 'product' ? product : store;
  return { save: chosen.mutateAsync, isPending: chosen.isPending };
}
