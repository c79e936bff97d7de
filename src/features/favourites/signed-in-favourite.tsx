import type { FavouriteType } from '@domain/contracts/social.contract';
import { useTranslation } from 'react-i18next';
import { useFavouriteIds } from './favourite-ids';
import { HeartButton } from './heart-button';
import { useToggleFavourite } from './use-toggle-favourite';

/** A signed-in shopper's heart: shows and toggles the favourite (its own chunk, with the writes). */
export function SignedInFavourite(props: { type: FavouriteType; id: number; name: string }) {
  const { t } = useTranslation();
  const favourite = useFavouriteIds()[props.type].includes(props.id);
  const toggle = useToggleFavourite();
  return (
    <HeartButton
      favourite={favourite}
      label={t(favourite ? 'social.favourite.remove' : 'social.favourite.add', {
        name: props.name,
      })}
      onClick={() => void toggle({ type: props.type, id: props.id }, !favourite)}
    />
  );
}
