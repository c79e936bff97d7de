import { Button, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ChevronDownIcon, LogoutIcon, UserIcon } from '@/components/icons';
import { useSignOut } from '@/lib/auth';
import { isSessionValid, useStoredState } from '@/lib/session';

/**
 * The header's account corner: a visitor gets the login link; a signed-in shopper their first name
 * opening a menu with the profile, orders and sign-out (issue 4).
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useStoredState((state) => state.user);
  const { signOut, pending } = useSignOut('user');
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
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'sign_out') void signOut();
        else void navigate(value);
      }}
    >
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          px="2"
          gap="1"
          loading={pending}
          aria-label={t('nav.account.menu_for', { name })}
        >
          <UserIcon />
          {/* The name from `sm` up: on a phone it would push the header onto a second row. */}
          <Text as="span" maxW="24" truncate display={{ base: 'none', sm: 'inline' }}>
            {name}
          </Text>
          <ChevronDownIcon boxSize="4" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.Item value="/profile">{t('nav.account.profile')}</Menu.Item>
            <Menu.Item value="/orders">{t('nav.account.orders')}</Menu.Item>
            <Menu.Item value="/chats">{t('nav.account.chats')}</Menu.Item>
            <Menu.Item value="/notifications">{t('nav.account.notifications')}</Menu.Item>
            <Menu.Separator />
            <Menu.Item value="sign_out" color="fg.error">
              <LogoutIcon boxSize="4" />
              {t('common.actions.sign_out')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
