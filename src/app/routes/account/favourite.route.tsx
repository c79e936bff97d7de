import { Navigate, useParams } from 'react-router';
import {
  FAVOURITE_TABS,
  FavouritesPage,
  type FavouriteTab,
} from '@/features/favourites/favourites-page';

/** `/favourite/:type?`: favourite products (default), favourite stores, followed stores. */
export function Component() {
  const { type } = useParams();
  if (type === undefined) return <FavouritesPage tab="products" />;
  if (!(FAVOURITE_TABS as readonly string[]).includes(type))
    return <Navigate to="/favourite" replace />;
  return <FavouritesPage key={type} tab={type as FavouriteTab} />;
}
