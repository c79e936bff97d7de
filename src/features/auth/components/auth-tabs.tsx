import { HStack, Link as ChakraLink } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const TABS = [
  { to: '/login', key: 'auth.tabs.login' },
  { to: '/login/register', key: 'auth.tabs.register' },
] as const;

/** Sign in / create account switch; links, so each has its own URL (spec §2 `/login/:type?`). */
export function AuthTabs() {
  const { t } = useTranslation();
  return (
    <HStack as="nav" aria-label={t('auth.tabs.label')} bg="bg.muted" p="1" rounded="lg" gap="1">
      {TABS.map((tab) => (
        <ChakraLink
          key={tab.to}
          asChild
          flex="1"
          justifyContent="center"
          py="2"
          rounded="md"
          fontWeight="medium"
          fontSize="sm"
          color="fg.muted"
          _hover={{ textDecoration: 'none', color: 'fg' }}
          css={{ '&[aria-current=page]': { bg: 'bg.panel', color: 'brand.fg', shadow: 'sm' } }}
        >
          <NavLink to={tab.to} end replace>
            {t(tab.key)}
          </NavLink>
        </ChakraLink>
      ))}
    </HStack>
  );
}
