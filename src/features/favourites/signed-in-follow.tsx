import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useFavouriteIds } from './favourite-ids';
import { useFollowStore } from './use-follow-store';

/** A signed-in shopper's follow toggle (its own chunk, with the write and its contract). */
export function SignedInFollow({ storeId, storeName }: { storeId: number; storeName: string }) {
  const { t } = useTranslation();
  const following = useFavouriteIds().following.includes(storeId);
  const setFollowing = useFollowStore();
  return (
    <Button
      size="sm"
      colorPalette="brand"
      variant={following ? 'outline' : 'solid'}
      aria-pressed={following}
      aria-label={t(following ? 'social.follow.stop_named' : 'social.follow.start_named', {
        name: storeName,
      })}
      onClick={() => void setFollowing(storeId, !following)}
    >
      {t(following ? 'social.follow.following' : 'social.follow.start')}
    </Button>
  );
}
