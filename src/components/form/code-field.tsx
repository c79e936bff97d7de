import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { CODE_LENGTH } from '@/lib/auth/code';
import { CodeInput } from './code-input';
import { FormField } from './form-field';

/** A required code field bound to a form (reset password, /otp, /panel/otp). */
export function CodeField<T extends FieldValues>({
  control,
  name,
  label,
  error,
  autoFocus,
  onComplete,
}: {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  label: string;
  /** An i18n key. */
  error?: string;
  autoFocus?: boolean;
  /** Called when the code has all its digits (typed, pasted or autofilled). */
  onComplete?: () => void;
}) {
  return (
    <FormField label={label} error={error} required>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <CodeInput
            ref={field.ref}
            name={field.name}
            value={field.value}
            autoFocus={autoFocus}
            onBlur={field.onBlur}
            onChange={(code) => {
              field.onChange(code);
              if (code.length === CODE_LENGTH) onComplete?.();
            }}
          />
        )}
      />
    </FormField>
  );
}
