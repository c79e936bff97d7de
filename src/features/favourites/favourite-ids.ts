import type { FavouriteIds } from '@domain/contracts/social.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, queryKeys } from '@/lib/api';
import { useStoredState } from '@/lib/session';

const NONE: FavouriteIds = { products: [], stores: [], following: [] };

/** `favorites/ids` of the signed-in shopper: one call lets every card show its heart. */
export function favouriteIdsQuery(viewer: string) {
  return queryOptions({
    queryKey: queryKeys.favourites.ids(viewer),
    // The contract carries zod: imported when a signed-in shopper's ids are first needed, so a
    // visitor's page never loads it.
    queryFn: async ({ signal }) => {
      const { favouriteIdsContract } = await import('@domain/contracts/social.contract');
      return (await callApi(favouriteIdsContract, { signal })).data;
    },
    staleTime: 60_000,
  });
}

/** The signed-in shopper's id, or null for a visitor. */
export function useShopper(): string | null {
  return useStoredState((state) => (state.user ? String(state.user.id) : null));
}

/** The ids behind the hearts and follow buttons; empty for a visitor (no call is made). */
export function useFavouriteIds(): FavouriteIds {
  const viewer = useShopper();
  const { data } = useQuery({
    ...favouriteIdsQuery(viewer ?? 'visitor'),
    enabled: viewer !== null,
  });
  return data ?? NONE;
}
