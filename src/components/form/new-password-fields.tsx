import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';

interface NewPasswordFieldsProps {
  /** Label of the first field: "password" when registering, "new password" elsewhere. */
  label: string;
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  errors: { password?: string; confirmation?: string };
}

/** A new password with its rule as a hint, and its confirmation (register, reset, change). */
export function NewPasswordFields({
  label,
  password,
  confirmation,
  errors,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        label={label}
        helper={t('validation.password.rule')}
        error={errors.password}
        required
      >
        <PasswordInput {...password} autoComplete="new-password" />
      </FormField>
      <FormField
        label={t('account.fields.password_confirmation')}
        error={errors.confirmation}
        required
      >
        <PasswordInput {...confirmation} autoComplete="new-password" />
      </FormField>
    </>
  );
}
