// `multiselect` fields of src/crud: several of a field's choices (static or loaded from the API) as
// a scrollable column of checkboxes. The value is an array; ids (`"12"`) are kept as numbers like a
// `select` keeps them. Values that are not among the choices (a link to a category the API no
// longer lists) stay in the array untouched, so saving a form never drops what it cannot show.
import { Box, Checkbox, Stack, Text } from '@chakra-ui/react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Choice } from './resource';

type Values = Record<string, unknown>;

const asValue = (value: string): string | number => (/^\d+$/.test(value) ? Number(value) : value);

interface MultiSelectFieldProps {
  control: Control<Values>;
  path: string;
  label: string;
  choices: Choice[];
  error?: string;
  required?: boolean;
}

export function MultiSelectField(props: MultiSelectFieldProps) {
  const { control, path, label, choices, error, required } = props;
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={path}
      render={({ field }) => {
        const current = Array.isArray(field.value) ? (field.value as (string | number)[]) : [];
        const chosen = new Set(current.map(String));
        const toggle = (value: string, on: boolean) => {
          const rest = current.filter((item) => String(item) !== value);
          field.onChange(on ? [...rest, asValue(value)] : rest);
          field.onBlur();
        };
        return (
          // A plain fieldset (Chakra's Fieldset would add its recipe's CSS to every page).
          <Stack as="fieldset" gap="1" aria-invalid={error ? true : undefined}>
            <Text as="legend" fontWeight="medium" fontSize="sm">
              {label}
              {required ? ' *' : null}
            </Text>
            <Box
              borderWidth="1px"
              borderRadius="md"
              p="2"
              maxH="56"
              overflowY="auto"
              data-testid={`multiselect-${path}`}
            >
              {choices.length === 0 ? (
                <Text color="fg.muted" fontSize="sm">
                  {t('crud.loading')}
                </Text>
              ) : (
                <Stack gap="1">
                  {choices.map((choice) => (
                    <Checkbox.Root
                      key={choice.value}
                      size="sm"
                      checked={chosen.has(choice.value)}
                      onCheckedChange={(event) => toggle(choice.value, event.checked === true)}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>
                        {choice.plain ? choice.label : t(choice.label)}
                      </Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Stack>
              )}
            </Box>
            {error ? (
              <Text color="fg.error" fontSize="sm" role="alert">
                {t(error)}
              </Text>
            ) : null}
          </Stack>
        );
      }}
    />
  );
}
