import { Button, IconButton, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronDownIcon, UserIcon } from '@/components/icons';
import { isSessionValid, useStoredState } from '@/lib/session';

/** The menu (and its positioning code) loads for signed-in shoppers only. */
const SignedInAccountMenu = lazy(async () => ({
  default: (await import('./signed-in-account-menu')).SignedInAccountMenu,
}));

/**
 * The header's account corner: a visitor gets the login link; a signed-in shopper their first name
 * opening a menu with the profile, orders and sign-out.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const user = useStoredState((state) => state.user);
  const name = user?.first_name || user?.username || '';

  if (!isSessionValid(user)) {
    return (
      <IconButton asChild variant="ghost" size="sm" aria-label={t('nav.shop.login')}>
        <Link to="/login">
          <UserIcon />
        </Link>
      </IconButton>
    );
  }

  return (
    <Suspense
      fallback={
        // The menu's trigger as it will look, while its chunk loads (no shift in the header).
        <Button
          variant="ghost"
          size="sm"
          px="2"
          gap="1"
          disabled
          aria-label={t('nav.account.menu_for', { name })}
        >
          <UserIcon />
          <Text as="span" maxW="24" truncate display={{ base: 'none', sm: 'inline' }}>
            {name}
          </Text>
          <ChevronDownIcon boxSize="4" />
        </Button>
      }
    >
      <SignedInAccountMenu />
    </Suspense>
  );
}
