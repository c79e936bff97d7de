import {
  addFavouriteContract,
  removeFavouriteContract,
  type FavouriteIds,
  type FavouriteType,
} from '@domain/contracts/social.contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toaster';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';
import { useShopper } from './favourite-ids';

interface Target {
  type: FavouriteType;
  id: number;
}

/**
 * Adds or removes a favourite at once on screen (optimistic), then on the server; a refused or
 * failed call puts the heart back and says so (issue 11).
 */
export function useToggleFavourite() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const viewer = useShopper() ?? 'visitor';
  const idsKey = queryKeys.favourites.ids(viewer);
  const invalidates = () => [idsKey, queryKeys.favourites.lists()];
  const add = useApiMutation(addFavouriteContract, {
    mutationKey: mutationKeys.favourites.add,
    request: (target: Target) => ({ body: target }),
    invalidates,
  });
  const remove = useApiMutation(removeFavouriteContract, {
    mutationKey: mutationKeys.favourites.remove,
    request: (target: Target) => ({ query: target }),
    invalidates,
  });

  return async (target: Target, favourite: boolean) => {
    await queryClient.cancelQueries({ queryKey: idsKey });
    const before = queryClient.getQueryData<FavouriteIds>(idsKey);
    if (before) {
      const list = before[target.type].filter((id) => id !== target.id);
      queryClient.setQueryData<FavouriteIds>(idsKey, {
        ...before,
        [target.type]: favourite ? [target.id, ...list] : list,
      });
    }
    try {
      await (favourite ? add : remove).mutateAsync(target);
    } catch {
      if (before) queryClient.setQueryData(idsKey, before);
      toast.show({
        status: 'error',
        title: t(favourite ? 'social.favourite.add_failed' : 'social.favourite.remove_failed'),
      });
    }
  };
}
