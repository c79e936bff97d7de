import { Box, Flex, Heading, IconButton, Link as ChakraLink } from '@chakra-ui/react';
import { panelGuardLoginPath, type Panel } from '@domain/auth/panels';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LogoutIcon, MenuIcon } from '@/components/icons';
import { getSession, sessionRole, signOut } from '@/lib/session';
import { PreferenceButtons } from '../common/preference-buttons';

interface PanelHeaderProps {
  panel: Panel;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

export function PanelHeader({ panel, menuOpen, onToggleMenu }: PanelHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  // Local sign-out; revoking the token on the server (POST /api/panel/logout) is the auth screens' job.
  const onSignOut = () => {
    const role = sessionRole(getSession('admin'));
    signOut('admin');
    void navigate(panelGuardLoginPath(role ?? panel.role));
  };

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
        aria-label={t('common.actions.sign_out')}
        onClick={onSignOut}
      >
        <LogoutIcon />
      </IconButton>
    </Flex>
  );
}
