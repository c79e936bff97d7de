import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '@/lib/pwa';

/**
 * Offline, the shop shows what it saved (DESIGN §5): this says so, and that it may be old. It takes
 * no room while online, so a server-rendered page hydrates without a shift.
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
      borderBottomWidth="1px"
      borderColor="orange.muted"
      px="4"
      py="2"
    >
      <Text fontSize="sm" textAlign="center">
        {t('errors.offline_notice')}
      </Text>
    </Box>
  );
}
