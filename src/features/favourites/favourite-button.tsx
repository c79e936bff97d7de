import type { FavouriteType } from '@domain/contracts/social.contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/components/toaster';
import { useShopper } from './favourite-ids';
import { HeartButton } from './heart-button';

/** Signed-in hearts need the API's writes and contracts: loaded for shoppers only. */
const SignedInFavourite = lazy(async () => ({
  default: (await import('./signed-in-favourite')).SignedInFavourite,
}));

/** The heart of a product or store: a toggle for shoppers, a sign-in prompt for visitors. */
export function FavouriteButton(props: { type: FavouriteType; id: number; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shopper = useShopper();
  const label = t('social.favourite.add', { name: props.name });
  if (!shopper) {
    return (
      <HeartButton
        favourite={false}
        label={label}
        onClick={() => {
          toast.show({ status: 'info', title: t('errors.login_required') });
          void navigate('/login');
        }}
      />
    );
  }
  return (
    <Suspense
      fallback={<HeartButton favourite={false} label={label} onClick={() => {}} disabled />}
    >
      <SignedInFavourite {...props} />
    </Suspense>
  );
}
