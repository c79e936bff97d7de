import { Button } from '@chakra-ui/react';
import { passwordSchema } from '@domain/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert, FormField, FormStack, PasswordInput } from '@/components/form';
import { applyServerErrors } from '@/lib/auth';

const newPasswordSchema = z.object({ new_password: passwordSchema });
type NewPasswordValues = z.input<typeof newPasswordSchema>;

/**
 * The panel login's answer to `password_change_required` (a one-time password, e.g. the first
 * admin's): asks for the new password and signs in with it.
 */
export function NewPasswordStep({ submit }: { submit: (newPassword: string) => Promise<void> }) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    mode: 'onTouched',
    defaultValues: { new_password: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      await submit(values.new_password);
    } catch (error) {
      setAlert(applyServerErrors(error, setError, { new_password: 'new_password' }));
    }
  });

  return (
    <FormStack onSubmit={onSubmit}>
      <FormAlert messageKey="errors.password_change_required" status="info" />
      <FormField
        label={t('account.fields.new_password')}
        error={errors.new_password?.message}
        required
      >
        <PasswordInput {...register('new_password')} autoComplete="new-password" />
      </FormField>
      <FormAlert messageKey={alert} />
      <Button type="submit" size="lg" loading={isSubmitting} disabled={isSubmitting}>
        {t('auth.login.submit')}
      </Button>
    </FormStack>
  );
}
