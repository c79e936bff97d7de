import { HStack, IconButton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LtrText } from '@/components/ltr-text';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

/** − n + within 1…max (max null = unlimited, capped by the cart's own limit). */
export function QuantityStepper({
  value,
  max,
  onChange,
  disabled,
}: {
  value: number;
  max: number | null;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const top = Math.min(max ?? 999, 999);
  return (
    <HStack gap="1" role="group" aria-label={t('commerce.cart.quantity')}>
      <IconButton
        size="xs"
        variant="outline"
        aria-label="−"
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <Text as="span">−</Text>
      </IconButton>
      <Text as="span" minW="8" textAlign="center" fontWeight="semibold" aria-live="polite">
        <LtrText>{formatNumber(value, language)}</LtrText>
      </Text>
      <IconButton
        size="xs"
        variant="outline"
        aria-label="+"
        disabled={disabled || value >= top}
        onClick={() => onChange(value + 1)}
      >
        <Text as="span">+</Text>
      </IconButton>
    </HStack>
  );
}
