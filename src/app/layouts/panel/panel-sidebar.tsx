import { Link as ChakraLink, Stack } from '@chakra-ui/react';
import { panelMenu, panelPath, type Panel } from '@domain/auth/panels';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useWaitingOrders } from '@/lib/live/waiting-orders';
import { WaitingBadge } from './waiting-badge';

/**
 * The panel's menu: its nav list filtered by `can()` (domain/auth/panels.ts `panelMenu`); the orders
 * entry carries the count of orders waiting for the viewer.
 */
export function PanelSidebar({ panel, onNavigate }: { panel: Panel; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const waiting = useWaitingOrders(panel);
  return (
    <Stack as="nav" aria-label={t('panel.layout.nav_label')} gap="0.5" p="3">
      {panelMenu(panel).map((item) => (
        <ChakraLink
          key={item.path}
          asChild
          display="flex"
          alignItems="center"
          justifyContent="space-between"
          gap="2"
          px="3"
          py="2"
          rounded="md"
          color="fg.muted"
          fontSize="sm"
          _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
          css={{
            '&[aria-current=page]': { color: 'brand.fg', bg: 'brand.subtle', fontWeight: 'bold' },
          }}
        >
          <NavLink to={panelPath(panel, item.path)} onClick={onNavigate}>
            {t(item.labelKey)}
            {item.path === 'orders' ? <WaitingBadge count={waiting} /> : null}
          </NavLink>
        </ChakraLink>
      ))}
    </Stack>
  );
}
