import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FormFieldProps {
  label: string;
  /** An i18n key (`validation.*`, `auth.*`); translated here so schemas and the server stay text-free. */
  error?: string;
  helper?: string;
  required?: boolean;
  children: ReactNode;
}

/** Label, control, helper and translated error of one form field, wired for screen readers. */
export function FormField({ label, error, helper, required, children }: FormFieldProps) {
  const { t } = useTranslation();
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{t(error)}</Field.ErrorText> : null}
    </Field.Root>
  );
}
