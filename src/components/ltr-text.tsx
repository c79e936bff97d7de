import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { formatAddress } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

/**
 * Isolates left-to-right runs (phone numbers, codes, emails, prices with Latin digits) inside Arabic
 * text so the bidi algorithm does not reverse them.
 */
export function LtrText(props: HTMLChakraProps<'bdi'>) {
  return <chakra.bdi dir="ltr" unicodeBidi="isolate" {...props} />;
}

/**
 * An email or phone (maybe masked) shown to its owner, a phone in the language's digits. A phone's
 * characters are forced into left-to-right order: in `٠١*******٧٨` the asterisks between
 * Arabic-Indic digits would otherwise turn right-to-left and show the last digits first.
 */
export function AddressText({ address, ...props }: { address: string } & HTMLChakraProps<'bdi'>) {
  const language = useLanguage();
  const isEmail = address.includes('@');
  return (
    <chakra.bdi dir="ltr" unicodeBidi={isEmail ? 'isolate' : 'isolate-override'} {...props}>
      {formatAddress(address, language)}
    </chakra.bdi>
  );
}
