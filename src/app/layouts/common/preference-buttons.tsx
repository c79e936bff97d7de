import { HStack } from '@chakra-ui/react';
import { ColorModeToggle } from '@/components/color-mode-toggle';
import { LanguageToggle } from '@/components/language-toggle';

/** Language and dark-mode switches, shown in every layout's header. */
export function PreferenceButtons() {
  return (
    <HStack gap="1">
      <LanguageToggle />
      <ColorModeToggle />
    </HStack>
  );
}
