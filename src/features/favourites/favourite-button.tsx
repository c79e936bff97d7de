import { IconButton } from '@chakra-ui/react';
import type { FavouriteType } from '@domain/contracts/social.contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/components/toaster';
import { useFavouriteIds, useShopper } from './favourite-ids';
import { useToggleFavourite } from './use-toggle-favourite';

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d="M12 21s-7.5-4.6-9.6-9.2C1 8.4 3.1 4.5 6.9 4.5c2.1 0 3.6 1.2 5.1 3 1.5-1.8 3-3 5.1-3 3.8 0 5.9 3.9 4.5 7.3C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The heart of a product or store: a toggle for shoppers, a sign-in prompt for visitors. */
export function FavouriteButton({
  type,
  id,
  name,
}: {
  type: FavouriteType;
  id: number;
  name: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shopper = useShopper();
  const ids = useFavouriteIds();
  const toggle = useToggleFavourite();
  const favourite = ids[type].includes(id);
  return (
    <IconButton
      size="sm"
      rounded="full"
      variant="solid"
      bg="bg.panel"
      color={favourite ? 'red.solid' : 'fg.muted'}
      shadow="sm"
      aria-pressed={favourite}
      aria-label={t(favourite ? 'social.favourite.remove' : 'social.favourite.add', { name })}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        if (!shopper) {
          toast.show({ status: 'info', title: t('errors.login_required') });
          void navigate('/login');
          return;
        }
        void toggle({ type, id }, !favourite);
      }}
    >
      <Heart filled={favourite} />
    </IconButton>
  );
}
