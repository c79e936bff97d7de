import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '@/lib/pwa';

/**
 * Offline, the shop shows what it saved (DESIGN §5): this says so, and that it may be old. It lies
 * over the bottom edge of the screen instead of taking room in the page: a page the service worker
 * saved was rendered online, and a banner above the content would push it down once the app saw
 * it was offline (a layout shift of ~0.06 on every offline page). Install and update bars float
 * above it.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Box
      role="status"
      data-testid="offline-banner"
      bg="orange.subtle"
      color="orange.fg"
      borderTopWidth="1px"
      borderColor="orange.muted"
      position="fixed"
      insetInline="0"
      bottom="0"
      zIndex="banner"
      px="4"
      pt="2"
      pb="calc(env(safe-area-inset-bottom, 0px) + 8px)"
    >
      <Text fontSize="sm" textAlign="center">
        {t('errors.offline_notice')}
      </Text>
    </Box>
  );
}
