import {
  deleteProductRatingContract,
  deleteStoreRatingContract,
} from '@domain/contracts/ratings.contract';
import { mutationKeys, useApiMutation } from '@/lib/api';
import type { RatingTarget } from './ratings-queries';
import { ratingInvalidations } from './use-save-rating';

/** Deletes the shopper's rating of a product or store. */
export function useDeleteRating(kind: RatingTarget, id: number) {
  const invalidates = () => ratingInvalidations(kind, id);
  const product = useApiMutation(deleteProductRatingContract, {
    mutationKey: mutationKeys.ratings.remove,
    request: () => ({ query: { product_id: id } }),
    invalidates,
  });
  const store = useApiMutation(deleteStoreRatingContract, {
    mutationKey: mutationKeys.ratings.remove,
    request: () => ({ query: { store_id: id } }),
    invalidates,
  });
  const chosen = kind === 'product' ? product : store;
  return { remove: () => chosen.mutateAsync(undefined), isPending: chosen.isPending };
}
