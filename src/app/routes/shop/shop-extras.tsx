import { ShopExtrasContext, type ShopExtras } from '@/components/catalogue/shop-extras';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';

let loaded: Promise<ShopExtras> | null = null;

/** The favourite, follow, add-to-cart and chat controls and the ratings sections, in their own chunks. */
function loadExtras(): Promise<ShopExtras> {
  loaded ??= Promise.all([
    import('@/features/favourites/favourite-button'),
    import('@/features/favourites/follow-button'),
    import('@/features/ratings/ratings-section'),
    import('@/features/cart/add-to-cart'),
    import('@/features/chat/chat-button'),
  ]).then(([favourite, follow, ratings, cart, chat]) => ({
    Favourite: favourite.FavouriteButton,
    Follow: follow.FollowButton,
    Ratings: ratings.RatingsSection,
    AddToCart: cart.AddToCart,
    Chat: chat.ChatButton,
  }));
  return loaded;
}

/**
 * Every shop page gets the favourite hearts and follow buttons once the page is interactive and
 * the browser is idle (issue 14: these controls never delay the first paint or hydration); the
 * server and the first render show their empty, fixed-size slots.
 */
export function ShopExtrasProvider() {
  const [extras, setExtras] = useState<ShopExtras | null>(null);
  useEffect(() => {
    let cancelled = false;
    const start = () => void loadExtras().then((value) => !cancelled && setExtras(value));
    const idle = window.requestIdleCallback?.(start, { timeout: 2000 });
    const timer = idle === undefined ? window.setTimeout(start, 200) : undefined;
    return () => {
      cancelled = true;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, []);
  return (
    <ShopExtrasContext value={extras}>
      <Outlet />
    </ShopExtrasContext>
  );
}
