import { Box, Flex } from '@chakra-ui/react';
import type { Panel } from '@domain/auth/panels';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { isSessionValid, useStoredState } from '@/lib/session';
import { MAIN_CONTENT_ID, SkipLink } from '../common/skip-link';
import { PanelHeader } from './panel-header';
import { PanelSidebar } from './panel-sidebar';

/** The live event stream, on the panel's own session: new orders show without a reload. */
const LiveEvents = lazy(async () => ({
  default: (await import('@/lib/live/live-events')).LiveEvents,
}));

/**
 * The four panel layouts of spec §2 (admin, moderator-admin, reseller, moderator-reseller) are this one
 * component with the panel's data: its title, its menu filtered by `can()`, its layout name.
 */
export function PanelLayout({ panel }: { panel: Panel }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const admin = useStoredState((state) => state.admin);
  const live = isSessionValid(admin) ? String(admin.id) : null;
  return (
    <Flex minH="100dvh" data-layout={panel.layout} bg="bg.subtle">
      <SkipLink />
      <Box
        as="aside"
        id="panel-sidebar"
        width={{ base: 'full', md: '64' }}
        flexShrink={0}
        bg="bg.panel"
        borderInlineEndWidth={{ md: '1px' }}
        display={{ base: menuOpen ? 'block' : 'none', md: 'block' }}
        position={{ base: 'fixed', md: 'sticky' }}
        top={{ base: '14', md: '0' }}
        bottom={{ base: '0', md: 'auto' }}
        insetInlineStart="0"
        height={{ md: '100dvh' }}
        overflowY="auto"
        zIndex={{ base: 'overlay', md: 'auto' }}
      >
        <PanelSidebar panel={panel} onNavigate={() => setMenuOpen(false)} />
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <PanelHeader
          panel={panel}
          menuOpen={menuOpen}
          onToggleMenu={() => setMenuOpen((open) => !open)}
        />
        <Box as="main" id={MAIN_CONTENT_ID} flex="1" tabIndex={-1}>
          <Outlet />
        </Box>
      </Flex>
      {live ? (
        <Suspense fallback={null}>
          <LiveEvents viewer={live} kind="admin" />
        </Suspense>
      ) : null}
    </Flex>
  );
}
