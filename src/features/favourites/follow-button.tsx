import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/components/toaster';
import { useFavouriteIds, useShopper } from './favourite-ids';
import { useFollowStore } from './use-follow-store';

/** Follow / following toggle of a store; visitors are asked to sign in. */
export function FollowButton({ storeId, storeName }: { storeId: number; storeName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shopper = useShopper();
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
      onClick={() => {
        if (!shopper) {
          toast.show({ status: 'info', title: t('errors.login_required') });
          void navigate('/login');
          return;
        }
        void setFollowing(storeId, !following);
      }}
    >
      {t(following ? 'social.follow.following' : 'social.follow.start')}
    </Button>
  );
}
