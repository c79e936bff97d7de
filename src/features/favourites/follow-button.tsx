import { Button } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/components/toaster';
import { useShopper } from './favourite-ids';

const SignedInFollow = lazy(async () => ({
  default: (await import('./signed-in-follow')).SignedInFollow,
}));

/** Follow / following toggle of a store; visitors are asked to sign in. */
export function FollowButton({ storeId, storeName }: { storeId: number; storeName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shopper = useShopper();
  const visitorButton = (onClick: () => void, disabled = false) => (
    <Button
      size="sm"
      colorPalette="brand"
      aria-pressed={false}
      aria-label={t('social.follow.start_named', { name: storeName })}
      disabled={disabled}
      onClick={onClick}
    >
      {t('social.follow.start')}
    </Button>
  );
  if (!shopper) {
    return visitorButton(() => {
      toast.show({ status: 'info', title: t('errors.login_required') });
      void navigate('/login');
    });
  }
  return (
    <Suspense fallback={visitorButton(() => {}, true)}>
      <SignedInFollow storeId={storeId} storeName={storeName} />
    </Suspense>
  );
}
