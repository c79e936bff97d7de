import type { Gender, Language } from '@domain/status/statuses';
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '@/components/form';

interface ChoiceControlProps<T extends FieldValues, V> {
  control: Control<T>;
  /** A field of the form that holds this choice. */
  name: FieldPathByValue<T, V>;
  /** An i18n key. */
  error?: string;
}

/** A `ChoiceField` bound to a form field; `options` are `[value, i18n key]` pairs. */
function ControlledChoice<T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly (readonly [string, string])[];
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <ChoiceField
          label={t(props.label)}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          options={props.options.map(([value, key]) => ({ value, label: t(key) }))}
          error={props.error}
        />
      )}
    />
  );
}

const GENDER_OPTIONS = [
  ['male', 'account.gender.male'],
  ['female', 'account.gender.female'],
] as const;

const LANGUAGE_OPTIONS = [
  ['ar', 'common.language.ar'],
  ['en', 'common.language.en'],
] as const;

/** Male / female on any form with a gender field (register, profile). */
export function GenderField<T extends FieldValues>(
  props: ChoiceControlProps<T, Gender | null | undefined>,
) {
  return <ControlledChoice {...props} label="account.fields.gender" options={GENDER_OPTIONS} />;
}

/** Arabic / English on the profile forms (shopper and panel). */
export function LanguageField<T extends FieldValues>(props: ChoiceControlProps<T, Language>) {
  return <ControlledChoice {...props} label="account.fields.language" options={LANGUAGE_OPTIONS} />;
}
