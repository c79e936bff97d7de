import { ShopExtrasContext, type ShopExtras } from '@/components/catalogue/shop-extras';
import { lazy, startTransition, useEffect, useState, type ComponentType } from 'react';
import { Outlet } from 'react-router';
import { nextTask } from '@/lib/next-task';

/**
 * A control's chunk, rendered in the task after the one that evaluated it: the product page's
 * add-to-cart chunk was evaluated (~30 ms at Lighthouse's 4× CPU slowdown) and rendered in one
 * long task.
 */
const lazyControl = <Props,>(load: () => Promise<ComponentType<Props>>) =>
  lazy(async () => {
    const component = await load();
    await nextTask();
    return { default: component };
  });

/**
 * The favourite, follow, add-to-cart and chat controls and the ratings sections, each in its own
 * chunk, loaded when a slot of that kind is first shown: the home page loads the hearts only, a
 * visitor's page no contract.
 */
const EXTRAS: ShopExtras = {
  Favourite: lazyControl(
    async () => (await import('@/features/favourites/favourite-button')).FavouriteButton,
  ),
  Follow: lazyControl(
    async () => (await import('@/features/favourites/follow-button')).FollowButton,
  ),
  Ratings: lazyControl(
    async () => (await import('@/features/ratings/ratings-section')).RatingsSection,
  ),
  AddToCart: lazyControl(async () => (await import('@/features/cart/add-to-cart')).AddToCart),
  Chat: lazyControl(async () => (await import('@/features/chat/chat-button')).ChatButton),
};

/**
 * Every shop page gets its slots' controls once the page is interactive and the browser is idle
 * (these controls never delay the first paint or hydration); the server and the first
 * render show their empty, fixed-size slots.
 */
export function ShopExtrasProvider() {
  const [extras, setExtras] = useState<ShopExtras | null>(null);
  useEffect(() => {
    let cancelled = false;
    // Every slot of the page re-renders with its control (a heart on each card), which was one
    // 130–180 ms task at Lighthouse's 4× CPU slowdown: each slot takes its control in a task of its
    // own (useSlotExtras, components/catalogue/shop-extras.tsx; compat's startTransition does not
    // yield).
    const start = () => {
      if (!cancelled) startTransition(() => setExtras(EXTRAS));
    };
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
