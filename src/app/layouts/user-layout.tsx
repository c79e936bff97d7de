import { Box, Flex } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { OutboxHost } from '@/lib/offline/outbox-host';
import { isSessionValid, useStoredState } from '@/lib/session';
import { MAIN_CONTENT_ID, SkipLink } from './common/skip-link';
import { OfflineBanner } from './shop/offline-banner';
import { ShopHeader } from './shop/shop-header';

/**
 * The footer is below the fold (the main area is at least a screen tall): its own chunk, rendered
 * on the server with the page and hydrated by React once that chunk has arrived.
 */
const ShopFooter = lazy(async () => ({ default: (await import('./shop/shop-footer')).ShopFooter }));

/** The live event stream: its own chunk, loaded only once someone is signed in. */
const LiveEvents = lazy(async () => ({
  default: (await import('@/lib/live/live-events')).LiveEvents,
}));

/** The `user` layout of spec §2: the shopper site (header, main links, footer). */
export function UserLayout() {
  const user = useStoredState((state) => state.user);
  const live = isSessionValid(user) ? String(user.id) : null;
  return (
    <Flex direction="column" minH="100dvh" data-layout="user">
      <SkipLink />
      <Suspense fallback={null}>
        <ShopHeader />
      </Suspense>
      <OfflineBanner />
      <OutboxHost />
      {/* At least a screen tall: the footer starts below the fold, so content that arrives late
          (a profile after its spinner, a grid after its skeleton) never pushes a visible footer. */}
      <Suspense fallback={null}>
        <Box as="main" id={MAIN_CONTENT_ID} flex="1" minH="100svh" tabIndex={-1}>
          <Outlet />
        </Box>
      </Suspense>
      <Suspense fallback={null}>
        <ShopFooter />
      </Suspense>
      {live ? (
        <Suspense fallback={null}>
          <LiveEvents viewer={live} />
        </Suspense>
      ) : null}
    </Flex>
  );
}

export const Component = UserLayout;
