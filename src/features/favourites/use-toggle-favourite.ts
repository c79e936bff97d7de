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
import { cachedName, isKeptOffline } from '@/lib/offline';
import { useShopper } from './favourite-ids';

interface Target {
  type: FavouriteType;
  id: number;
}

/**
 * Adds or removes a favourite at once on screen (optimistic), then on the server; a refused or
 * failed call puts the heart back and says so.
 */
export function useToggleFavourite() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const viewer = useShopper() ?? 'visitor';
  const idsKey = queryKeys.favourites.ids(viewer);
  const invalidates = () => [idsKey, queryKeys.favourites.lists()];
  // Offline the heart stays as tapped and the write waits in the outbox.
  const outbox = {
    kind: 'favourites' as const,
    label: (target: Target) =>
      cachedName(
        queryClient,
        target.type === 'stores' ? queryKeys.stores.all : queryKeys.products.all,
        target.id,
      ),
    ref: (target: Target) => target.id,
  };
  const add = useApiMutation(addFavouriteContract, {
    mutationKey: mutationKeys.favourites.add,
    request: (target: Target) => ({ body: target }),
    invalidates,
    outbox,
  });
  const remove = useApiMutation(removeFavouriteContract, {
    mutationKey: mutationKeys.favourites.remove,
    request: (target: Target) => ({ query: target }),
    invalidates,
    outbox,
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
    } catch (error) {
      if (isKeptOffline(error)) {
        toast.show({ status: 'info', title: t('errors.offline_queued') });
        return;
      }
      if (before) queryClient.setQueryData(idsKey, before);
      toast.show({
        status: 'error',
        title: t(favourite ? 'social.favourite.add_failed' : 'social.favourite.remove_failed'),
      });
    }
  };
}
