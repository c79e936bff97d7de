import { Button, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** "Nothing here" with a reason and, optionally, one way forward. */
export function EmptyState({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: { label: string; onClick: () => void } | ReactNode;
}) {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="3"
      py="12"
      px="4"
      borderWidth="1px"
      borderStyle="dashed"
      rounded="xl"
      data-testid="empty-state"
    >
      <Text fontWeight="bold" fontSize="lg">
        {title}
      </Text>
      {description ? <Text color="fg.muted">{description}</Text> : null}
      {action && typeof action === 'object' && 'label' in action ? (
        <Button variant="outline" size="sm" onClick={action.onClick}>
          {action.label}
        </Button>
      ) : (
        action
      )}
    </Stack>
  );
}
