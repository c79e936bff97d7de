import {
  Box,
  Button,
  Checkbox,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  Controller,
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DatePartsField, FormField } from '@/components/form';
import { ImageField } from './image-field';
import { MultiSelectField } from './multiselect-field';
import type { ResourceField } from './resource';
import { useChoices } from './use-choices';

type Values = Record<string, unknown>;

interface FieldProps {
  field: ResourceField;
  register: UseFormRegister<Values>;
  control: Control<Values>;
  errors: FieldErrors<Values>;
  /** Path of the field in the form values; `features.2.name_ar` inside a list. */
  path?: string;
}

/** The error message key at a dotted path of react-hook-form's error tree. */
function errorAt(errors: FieldErrors<Values>, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** One form field of a resource, by kind, with its translated label and error. */
export function ResourceFormField(props: FieldProps) {
  const { field, register, control, errors } = props;
  const path = props.path ?? field.name;
  const { t } = useTranslation();
  const label = t(field.label);
  const error = errorAt(errors, path);
  const parent: unknown = useWatch({
    control,
    name: (field.remoteChoices?.dependsOn ?? field.name) as string,
    disabled: !field.remoteChoices?.dependsOn,
  });
  const choices = useChoices(field.remoteChoices, field.choices, parent);

  if (field.kind === 'list') return <ListField {...props} path={path} />;
  if (field.kind === 'multiselect')
    return (
      <MultiSelectField {...{ control, path, label, choices, error, required: field.required }} />
    );
  if (field.kind === 'date') {
    return (
      <Controller
        control={control}
        name={path}
        render={({ field: control }) => (
          <DatePartsField
            label={label}
            value={control.value as string | null | undefined}
            onChange={control.onChange}
            years={{ back: 10, ahead: 10 }}
            error={error}
            required={field.required}
          />
        )}
      />
    );
  }
  if (field.kind === 'switch') {
    return (
      <Controller
        control={control}
        name={path}
        render={({ field: control }) => (
          <Checkbox.Root
            checked={control.value === true}
            onCheckedChange={(event) => control.onChange(event.checked === true)}
            alignSelf="end"
            pb="2"
          >
            <Checkbox.HiddenInput name={control.name} onBlur={control.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>{label}</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
    );
  }

  return (
    <FormField label={label} error={error} required={field.required}>
      {field.kind === 'text' ? (
        <Input
          dir={field.inputType ? 'ltr' : field.dir}
          type={field.inputType ?? 'text'}
          autoComplete={field.inputType === 'password' ? 'new-password' : undefined}
          {...register(path)}
        />
      ) : null}
      {field.kind === 'color' ? (
        // An empty colour is no colour (null), not an invalid one.
        <Input
          {...register(path, { setValueAs: (value: unknown) => (value ? value : null) })}
          dir="ltr"
          placeholder="#1f786e"
        />
      ) : null}
      {field.kind === 'textarea' ? <Textarea dir={field.dir} rows={4} {...register(path)} /> : null}
      {field.kind === 'number' ? (
        <Input
          type="number"
          inputMode="decimal"
          step={field.step ?? 1}
          dir="ltr"
          {...register(path, {
            setValueAs: (value: unknown) =>
              value === '' || value === null || value === undefined ? null : Number(value),
          })}
        />
      ) : null}
      {field.kind === 'select' ? (
        <NativeSelect.Root>
          {/* Re-mounted when remote choices arrive, so the form's value is selected once it exists. */}
          <NativeSelect.Field
            key={choices.length}
            {...register(path, {
              setValueAs: (value: unknown) =>
                value === '' || value === null || value === undefined
                  ? null
                  : /^\d+$/.test(String(value))
                    ? Number(value)
                    : value,
            })}
          >
            <option value="">{t('crud.choose')}</option>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.plain ? choice.label : t(choice.label)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : null}
      {field.kind === 'image' ? (
        <Controller
          control={control}
          name={path}
          render={({ field: control }) => (
            <ImageField
              value={(control.value as string | null) ?? null}
              onChange={(value) => control.onChange(value)}
              kind={field.uploadKind ?? 'categories'}
              contract={field.uploadContract}
              label={label}
            />
          )}
        />
      ) : null}
    </FormField>
  );
}

/** A repeated group of fields: add, remove, each item in its own bordered box. */
function ListField({ field, register, control, errors, path }: FieldProps & { path: string }) {
  const { t } = useTranslation();
  const { fields: items, append, remove } = useFieldArray({ control, name: path as never });
  const error = errorAt(errors, path);
  const full = field.maxItems !== undefined && items.length >= field.maxItems;
  return (
    <Stack gap="3" role="group" aria-label={t(field.label)}>
      <Text fontWeight="semibold">{t(field.label)}</Text>
      {error ? (
        <Text color="fg.error" fontSize="sm">
          {t(error)}
        </Text>
      ) : null}
      {items.map((item, index) => (
        <Box key={item.id} borderWidth="1px" borderRadius="md" p="3">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {(field.itemFields ?? []).map((sub) => (
              <Box key={sub.name} gridColumn={sub.wide ? { md: 'span 2' } : undefined}>
                <ResourceFormField
                  field={sub}
                  register={register}
                  control={control}
                  errors={errors}
                  path={`${path}.${index}.${sub.name}`}
                />
              </Box>
            ))}
          </SimpleGrid>
          <HStack justify="end" mt="2">
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => remove(index)}>
              {t('crud.remove_item')}
            </Button>
          </HStack>
        </Box>
      ))}
      <Button
        size="sm"
        variant="outline"
        alignSelf="start"
        disabled={full}
        onClick={() => append((field.newItem?.() ?? {}) as never)}
      >
        {t('crud.add_item')}
      </Button>
    </Stack>
  );
}
