import { Link as ChakraLink } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ScrollStrip } from '@/components/scroll-strip';

const LINKS = [
  { to: '/', key: 'nav.shop.home', end: true },
  { to: '/products', key: 'nav.shop.products', end: false },
  { to: '/stores', key: 'nav.shop.stores', end: false },
  { to: '/categories', key: 'nav.shop.categories', end: false },
  { to: '/search', key: 'nav.shop.search', end: false },
] as const;

/** The shop's main links; scrolls sideways on narrow phones instead of wrapping. */
export function ShopNav() {
  const { t } = useTranslation();
  return (
    <ScrollStrip as="nav" aria-label={t('nav.shop.label')} gap="1" py="1">
      {LINKS.map((link) => (
        <ChakraLink
          key={link.to}
          asChild
          px={{ base: '2', md: '3' }}
          py="1.5"
          rounded="md"
          whiteSpace="nowrap"
          fontWeight="medium"
          fontSize={{ base: 'sm', md: 'md' }}
          color="fg.muted"
          _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
          css={{ '&[aria-current=page]': { color: 'brand.fg', bg: 'brand.subtle' } }}
        >
          <NavLink to={link.to} end={link.end}>
            {t(link.key)}
          </NavLink>
        </ChakraLink>
      ))}
    </ScrollStrip>
  );
}
