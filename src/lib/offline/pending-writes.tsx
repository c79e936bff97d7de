import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { OutboxKind } from '@domain/offline/outbox';
import { useTranslation } from 'react-i18next';
import { describeWrite } from './outbox-describe';
import { useOutboxEntries } from './outbox-state';

/** The writes of one screen kept offline (the cart's adds and changes), shown where they were made. */
export function PendingWrites({ kind }: { kind: OutboxKind }) {
  const { t } = useTranslation();
  const entries = useOutboxEntries(kind);
  if (entries.length === 0) return null;
  return (
    <Stack
      as="ul"
      gap="2"
      m="0"
      p="3"
      listStyleType="none"
      borderWidth="1px"
      borderStyle="dashed"
      rounded="xl"
      data-testid={`pending-${kind}`}
    >
      {entries.map((entry) => (
        <HStack as="li" key={entry.id} justify="space-between" gap="2">
          <Text fontSize="sm" dir="auto">
            {describeWrite(entry, t)}
          </Text>
          <Badge
            colorPalette={entry.state === 'refused' ? 'red' : 'orange'}
            flexShrink={0}
            data-testid="pending-state"
          >
            {entry.state === 'refused' ? t('offline.refused') : t('offline.pending')}
          </Badge>
        </HStack>
      ))}
    </Stack>
  );
}
