import { Suspense } from 'react';
import { Badge, Box, Container, Flex, HStack, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CartIcon } from '@/components/icons';
import { SearchBox } from '@/components/search-box';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useCartCountWithPending } from '@/lib/offline/pending-cart';
import { isSessionValid, useStoredState } from '@/lib/session';
import { BrandLink } from '../common/brand-link';
import { PreferenceButtons } from '../common/preference-buttons';
import { AccountMenu } from './account-menu';
import { NotificationsBell } from './notifications-bell';
import { ShopNav } from './shop-nav';

/** The cart link with its count: the server's lines plus adds still waiting offline. */
function CartButton({ stored }: { stored: number }) {
  const { t } = useTranslation();
  const count = useCartCountWithPending(stored);
  const language = useLanguage();
  const label = count > 0 ? t('nav.shop.cart_count', { count }) : t('nav.shop.cart');
  return (
    <Box position="relative">
      <IconButton asChild variant="ghost" size="sm" aria-label={label}>
        <Link to="/cart">
          <CartIcon />
        </Link>
      </IconButton>
      {count > 0 ? (
        <Badge
          position="absolute"
          top="-1"
          insetInlineEnd="-1"
          colorPalette="brand"
          variant="solid"
          rounded="full"
          fontSize="2xs"
          pointerEvents="none"
          aria-hidden
        >
          {formatNumber(count, language)}
        </Badge>
      ) : null}
    </Box>
  );
}

/** Shop header: brand, main links, language, dark mode, cart and account; its parts hydrate a task each. */
export function ShopHeader() {
  const user = useStoredState((state) => state.user);
  const signedIn = isSessionValid(user);
  return (
    <Box
      as="header"
      borderBottomWidth="1px"
      bg="bg.panel"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <Container maxW="6xl" py="2">
        <Flex align="center" gap={{ base: '2', sm: '3' }} wrap="nowrap">
          <BrandLink />
          <Suspense fallback={null}>
            <Box display={{ base: 'none', md: 'block' }} flex="1">
              <ShopNav />
            </Box>
          </Suspense>
          <Suspense fallback={null}>
            <HStack gap={{ base: '0', sm: '1' }} marginInlineStart="auto" flexShrink="0">
              <Suspense fallback={null}>
                <PreferenceButtons compact />
              </Suspense>
              {signedIn ? <NotificationsBell /> : null}
              <Suspense fallback={null}>
                <CartButton stored={signedIn ? (user.cart_items_count ?? 0) : 0} />
              </Suspense>
              <AccountMenu />
            </HStack>
          </Suspense>
        </Flex>
        <Suspense fallback={null}>
          <Flex mt="2" mb="1" maxW={{ md: 'md' }}>
            <SearchBox />
          </Flex>
        </Suspense>
        <Suspense fallback={null}>
          <Box display={{ base: 'block', md: 'none' }} mt="1">
            <ShopNav />
          </Box>
        </Suspense>
      </Container>
    </Box>
  );
}
