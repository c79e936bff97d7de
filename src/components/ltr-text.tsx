import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

/**
 * Isolates left-to-right runs (phone numbers, codes, emails, prices with Latin digits) inside Arabic
 * text so the bidi algorithm does not reverse them.
 */
export function LtrText(props: HTMLChakraProps<'bdi'>) {
  return <chakra.bdi dir="ltr" unicodeBidi="isolate" {...props} />;
}
