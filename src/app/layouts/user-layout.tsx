import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from './common/skip-link';
import { ShopFooter } from './shop/shop-footer';
import { OfflineBanner } from './shop/offline-banner';
import { ShopHeader } from './shop/shop-header';

/** The `user` layout of spec §2: the shopper site (header, main links, footer). */
export function UserLayout() {
  return (
    <Flex direction="column" minH="100dvh" data-layout="user">
      <SkipLink />
      <ShopHeader />
      <OfflineBanner />
      <Box as="main" id={MAIN_CONTENT_ID} flex="1" tabIndex={-1}>
        <Outlet />
      </Box>
      <ShopFooter />
    </Flex>
  );
}

export const Component = UserLayout;
