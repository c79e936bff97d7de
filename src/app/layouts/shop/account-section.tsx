import { Box, Container, Link as ChakraLink } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { ScrollStrip } from '@/components/scroll-strip';

const ACCOUNT_LINKS = [
  { to: '/profile', key: 'nav.account.profile' },
  { to: '/orders', key: 'nav.account.orders' },
  { to: '/cart', key: 'nav.account.cart' },
  { to: '/chats', key: 'nav.account.chats' },
  { to: '/favourite', key: 'nav.account.favourite' },
  { to: '/notifications', key: 'nav.account.notifications' },
  { to: '/my-stores', key: 'nav.account.my_stores' },
  { to: '/wallet', key: 'nav.account.wallet' },
  { to: '/upgrade', key: 'nav.account.upgrade' },
  { to: '/verify_my_store', key: 'nav.account.verify_my_store' },
] as const;

/** The signed-in pages of the `user` layout: the account menu above the page. */
export function AccountSection() {
  const { t } = useTranslation();
  return (
    <>
      <Box borderBottomWidth="1px" bg="bg.panel">
        <Container maxW="6xl">
          <ScrollStrip as="nav" aria-label={t('nav.account.label')} gap="1" py="2">
            {ACCOUNT_LINKS.map((link) => (
              <ChakraLink
                key={link.to}
                asChild
                px="3"
                py="1"
                rounded="full"
                fontSize="sm"
                whiteSpace="nowrap"
                color="fg.muted"
                _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                css={{ '&[aria-current=page]': { color: 'brand.contrast', bg: 'brand.solid' } }}
              >
                <NavLink to={link.to}>{t(link.key)}</NavLink>
              </ChakraLink>
            ))}
          </ScrollStrip>
        </Container>
      </Box>
      <Outlet />
    </>
  );
}

export const Component = AccountSection;
