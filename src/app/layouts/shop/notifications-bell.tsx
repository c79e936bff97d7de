import { Badge, Box, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellIcon } from '@/components/icons';
import { useLayoutData } from '@/lib/api/layout-query';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

/**
 * The header bell: the unread notification count of `GET /api/layout`, kept live by the event
 * stream (the same number the page title shows, spec §4).
 */
export function NotificationsBell() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useLayoutData();
  const count = data?.notificationsCount ?? 0;
  const label =
    count > 0
      ? t('chat.bell.unread', { count, value: formatNumber(count, language) })
      : t('chat.bell.label');
  return (
    <Box position="relative">
      <IconButton asChild variant="ghost" size="sm" aria-label={label}>
        <Link to="/notifications" data-testid="notifications-bell">
          <BellIcon />
        </Link>
      </IconButton>
      {count > 0 ? (
        <Badge
          position="absolute"
          top="-1"
          insetInlineEnd="-1"
          colorPalette="red"
          variant="solid"
          rounded="full"
          fontSize="2xs"
          pointerEvents="none"
          aria-hidden
          data-testid="notifications-bell-count"
        >
          {formatNumber(count, language)}
        </Badge>
      ) : null}
    </Box>
  );
}
