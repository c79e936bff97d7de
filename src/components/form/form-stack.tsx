import { Stack, type StackProps } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * A `<form>` laid out as a vertical stack. Browser validation is off (`noValidate`): the zod schemas
 * give the translated messages, the browser's own bubbles would be in the browser's language.
 */
export function FormStack({
  onSubmit,
  children,
  ...props
}: Omit<StackProps, 'onSubmit'> & {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Stack asChild gap="4" {...props}>
      <form onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Stack>
  );
}
