import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { dismissKeptWrite } from './outbox-client';
import { describeWrite, refusalText } from './outbox-describe';
import { useOutboxEntries } from './outbox-state';

/**
 * Under the shop header while writes are kept: how many wait for a connection, and each write the
 * server refused on replay (sold out meanwhile, chat blocked…) with its reason, until the person
 * dismisses it — a refused write is never dropped silently.
 */
export function OutboxNotice() {
  const { t, i18n } = useTranslation();
  const entries = useOutboxEntries();
  const pending = entries.filter((entry) => entry.state === 'pending').length;
  const refused = entries.filter((entry) => entry.state === 'refused');
  if (entries.length === 0) return null;
  return (
    <Box
      role="status"
      data-testid="outbox-notice"
      bg={refused.length ? 'red.subtle' : 'blue.subtle'}
      color={refused.length ? 'red.fg' : 'blue.fg'}
      borderBottomWidth="1px"
      borderColor={refused.length ? 'red.muted' : 'blue.muted'}
      px="4"
      py="2"
    >
      <Stack gap="2" maxW="3xl" mx="auto">
        {pending > 0 ? (
          <Text fontSize="sm" textAlign="center" data-testid="outbox-pending">
            {t('offline.pending_count', { count: pending })}
          </Text>
        ) : null}
        {refused.length > 0 ? (
          <Stack gap="1" data-testid="outbox-refused">
            <Text fontSize="sm" fontWeight="semibold">
              {t('offline.refused_title')}
            </Text>
            {refused.map((entry) => (
              <HStack key={entry.id} justify="space-between" gap="2" align="start">
                <Text fontSize="sm" dir="auto">
                  {describeWrite(entry, t)}
                  {entry.error ? ` — ${refusalText(entry, t, (key) => i18n.exists(key))}` : ''}
                </Text>
                <Button
                  size="xs"
                  variant="outline"
                  flexShrink={0}
                  onClick={() => entry.id !== undefined && void dismissKeptWrite(entry.id)}
                >
                  {t('offline.dismiss')}
                </Button>
              </HStack>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
