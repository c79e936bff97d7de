import type { PageMeta } from '@domain/contracts/contract';
import type { RatingsPage } from '@domain/contracts/ratings.contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi, queryKeys } from '@/lib/api';
import { useStoredState } from '@/lib/session';

export type RatingTarget = 'product' | 'store';

/** Ratings shown per page on product and store pages. */
export const RATINGS_PAGE_SIZE = 5;

// The contract carries zod: imported when the list is first fetched, never with the page.
const contracts = () => import('@domain/contracts/ratings.contract');

/** One page of a product's or store's ratings, with the viewer's own and whether they may rate. */
export function ratingsQuery(kind: RatingTarget, id: number, viewer: string, page: number) {
  return queryOptions({
    queryKey: queryKeys.ratings.list(kind, id, viewer, page),
    queryFn: async ({ signal }): Promise<{ data: RatingsPage; meta: PageMeta }> => {
      const module = await contracts();
      const paging = { page, per_page: RATINGS_PAGE_SIZE };
      const result =
        kind === 'product'
          ? await callApi(module.productRatingsContract, {
              query: { product_id: id, ...paging },
              signal,
            })
          : await callApi(module.storeRatingsContract, {
              query: { store_id: id, ...paging },
              signal,
            });
      return { data: result.data, meta: result.meta as unknown as PageMeta };
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The signed-in shopper's id, or null for a visitor. */
export function useShopper(): string | null {
  return useStoredState((state) => (state.user ? String(state.user.id) : null));
}
