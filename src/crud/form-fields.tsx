import { Checkbox, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form';
import { ImageField } from './image-field';
import type { ResourceField } from './resource';

type Values = Record<string, unknown>;

interface FieldProps {
  field: ResourceField;
  register: UseFormRegister<Values>;
  control: Control<Values>;
  errors: FieldErrors<Values>;
}

/** One form field of a resource, by kind, with its translated label and error. */
export function ResourceFormField({ field, register, control, errors }: FieldProps) {
  const { t } = useTranslation();
  const label = t(field.label);
  const error = errors[field.name]?.message as string | undefined;
  const common = { dir: field.dir };

  if (field.kind === 'switch') {
    return (
      <Controller
        control={control}
        name={field.name}
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
      {field.kind === 'text' ? <Input {...common} {...register(field.name)} /> : null}
      {field.kind === 'color' ? (
        <Input {...register(field.name)} dir="ltr" placeholder="#1f786e" />
      ) : null}
      {field.kind === 'textarea' ? (
        <Textarea {...common} rows={4} {...register(field.name)} />
      ) : null}
      {field.kind === 'number' ? (
        <Input
          type="number"
          inputMode="decimal"
          step={field.step ?? 1}
          dir="ltr"
          {...register(field.name, {
            setValueAs: (value: string) => (value === '' ? null : Number(value)),
          })}
        />
      ) : null}
      {field.kind === 'select' ? (
        <NativeSelect.Root>
          <NativeSelect.Field
            {...register(field.name, {
              setValueAs: (value: string) =>
                value === '' ? null : /^\d+$/.test(value) ? Number(value) : value,
            })}
          >
            <option value="">{t('crud.choose')}</option>
            {(field.choices ?? []).map((choice) => (
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
          name={field.name}
          render={({ field: control }) => (
            <ImageField
              value={(control.value as string | null) ?? null}
              onChange={(path) => control.onChange(path)}
              kind={field.uploadKind ?? 'categories'}
              label={label}
            />
          )}
        />
      ) : null}
    </FormField>
  );
}
