import { Box, Flex, Heading, IconButton, Link as ChakraLink } from '@chakra-ui/react';
import type { Panel } from '@domain/auth/panels';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellIcon, LogoutIcon, MenuIcon } from '@/components/icons';
import { useSignOut } from '@/lib/auth';
import { useNewOrderSound } from '@/lib/live/new-order-alert';
import { useWaitingOrders } from '@/lib/live/waiting-orders';
import { PreferenceButtons } from '../common/preference-buttons';
import { WaitingBadge } from './waiting-badge';

interface PanelHeaderProps {
  panel: Panel;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

export function PanelHeader({ panel, menuOpen, onToggleMenu }: PanelHeaderProps) {
  const { t } = useTranslation();
  const { signOut, pending } = useSignOut('admin');
  const [sound, setSound] = useNewOrderSound();
  const waiting = useWaitingOrders(panel);

  return (
    <Flex
      as="header"
      align="center"
      gap="2"
      px="3"
      py="2"
      borderBottomWidth="1px"
      bg="bg.panel"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <IconButton
        display={{ base: 'inline-flex', md: 'none' }}
        variant="ghost"
        size="sm"
        aria-expanded={menuOpen}
        aria-controls="panel-sidebar"
        aria-label={t(menuOpen ? 'panel.layout.close_menu' : 'panel.layout.open_menu')}
        onClick={onToggleMenu}
      >
        <MenuIcon />
      </IconButton>
      {/* On a phone the menu is closed: the orders' badge shows beside its button. */}
      <Box display={{ base: menuOpen ? 'none' : 'block', md: 'none' }}>
        <WaitingBadge count={waiting} />
      </Box>
      <Heading as="p" size="md" color="brand.fg" truncate>
        {t(`panel.titles.${panel.key}`)}
      </Heading>
      <Box flex="1" />
      <ChakraLink asChild fontSize="sm" display={{ base: 'none', sm: 'inline' }}>
        <Link to="/">{t('panel.layout.to_shop')}</Link>
      </ChakraLink>
      <PreferenceButtons compact />
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={t('panel.layout.order_sound')}
        aria-pressed={sound}
        opacity={sound ? 1 : 0.45}
        onClick={() => setSound(!sound)}
      >
        <BellIcon />
      </IconButton>
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={t('common.actions.sign_out')}
        loading={pending}
        onClick={() => void signOut()}
      >
        <LogoutIcon />
      </IconButton>
    </Flex>
  );
}
