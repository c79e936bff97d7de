import { followContract, type FavouriteIds } from '@domain/contracts/social.contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toaster';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';
import { cachedName, isKeptOffline } from '@/lib/offline';
import { askPushPermissionAtMomentOfValue } from '@/lib/push';
import { useShopper } from './favourite-ids';

/** Follows or stops following a store, shown at once and put back if the server refuses. */
export function useFollowStore() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const idsKey = queryKeys.favourites.ids(useShopper() ?? 'visitor');
  const follow = useApiMutation(followContract, {
    mutationKey: mutationKeys.favourites.follow,
    request: (input: { store_id: number; follow: boolean }) => ({ body: input }),
    // The store page and the product's store card show the follower count.
    invalidates: () => [
      idsKey,
      queryKeys.stores.all,
      queryKeys.products.details(),
      queryKeys.favourites.lists(),
    ],
    // Offline the button stays as tapped and the write waits in the outbox.
    outbox: {
      kind: 'follow',
      label: (input) => cachedName(queryClient, queryKeys.stores.all, input.store_id),
      ref: (input) => input.store_id,
    },
  });
  return async (storeId: number, following: boolean) => {
    await queryClient.cancelQueries({ queryKey: idsKey });
    const before = queryClient.getQueryData<FavouriteIds>(idsKey);
    if (before) {
      const list = before.following.filter((id) => id !== storeId);
      queryClient.setQueryData<FavouriteIds>(idsKey, {
        ...before,
        following: following ? [storeId, ...list] : list,
      });
    }
    try {
      await follow.mutateAsync({ store_id: storeId, follow: following });
      // A moment of value (spec §4): their new products can reach this person as they arrive.
      if (following) askPushPermissionAtMomentOfValue('follow');
    } catch (error) {
      if (isKeptOffline(error)) {
        toast.show({ status: 'info', title: t('errors.offline_queued') });
        return;
      }
      if (before) queryClient.setQueryData(idsKey, before);
      toast.show({ status: 'error', title: t('social.follow.failed') });
    }
  };
}
