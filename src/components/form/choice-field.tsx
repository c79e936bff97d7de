import { HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface ChoiceFieldProps {
  label: string;
  name: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** An i18n key, translated here. */
  error?: string;
}

/** A labelled group of radio buttons (gender, where the code goes) with its translated error. */
export function ChoiceField({ label, name, value, onChange, options, error }: ChoiceFieldProps) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <Stack gap="1.5">
      <RadioGroup.Root
        name={name}
        value={value ?? null}
        onValueChange={(details) => {
          if (details.value) onChange(details.value);
        }}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        size="sm"
      >
        <Stack gap="1.5">
          <RadioGroup.Label fontWeight="medium" fontSize="sm">
            {label}
          </RadioGroup.Label>
          <HStack gap="5" wrap="wrap">
            {options.map((option) => (
              <RadioGroup.Item key={option.value} value={option.value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </Stack>
      </RadioGroup.Root>
      {error ? (
        <Text id={errorId} color="fg.error" fontSize="xs">
          {t(error)}
        </Text>
      ) : null}
    </Stack>
  );
}
