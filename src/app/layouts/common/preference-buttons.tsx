import { HStack } from '@chakra-ui/react';
import { ColorModeToggle } from '@/components/color-mode-toggle';
import { LanguageToggle } from '@/components/language-toggle';

/** Language and dark-mode switches, shown in every layout's header. */
export function PreferenceButtons({ compact = false }: { compact?: boolean }) {
  return (
    <HStack gap="1">
      <LanguageToggle compact={compact} />
      <ColorModeToggle />
    </HStack>
  );
}
