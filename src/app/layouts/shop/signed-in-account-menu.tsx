import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChevronDownIcon, LogoutIcon, UserIcon } from '@/components/icons';
import { useSignOut } from '@/lib/auth';
import { useStoredState } from '@/lib/session';

/**
 * A signed-in shopper's account menu: their first name opening the profile, orders, chats,
 * notifications and sign-out. Its own chunk (the menu and its positioning code, ~18 KiB gzip):
 * a visitor's page never loads it.
 */
export function SignedInAccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useStoredState((state) => state.user);
  const { signOut, pending } = useSignOut('user');
  const name = user?.first_name || user?.username || '';

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
