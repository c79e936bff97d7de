import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A toggle chip: pressed state for screen readers, optional colour swatch. */
export function FilterChip({
  pressed,
  onClick,
  swatch,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  swatch?: string | null;
  children: ReactNode;
}) {
  return (
    <Button
      size="xs"
      rounded="full"
      variant={pressed ? 'solid' : 'outline'}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {swatch ? (
        <Box
          boxSize="3"
          rounded="full"
          borderWidth="1px"
          borderColor="border.emphasized"
          style={{ background: swatch }}
          aria-hidden
        />
      ) : null}
      {children}
    </Button>
  );
}

export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="fieldset" gap="2" borderBottomWidth="1px" pb="4">
      <Text as="legend" fontWeight="semibold" fontSize="sm" mb="2">
        {title}
      </Text>
      {children}
    </Stack>
  );
}
