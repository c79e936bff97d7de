import { Button, Input } from '@chakra-ui/react';
import { identifierSchema } from '@domain/contracts/auth.contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormAlert, FormField, FormStack } from '@/components/form';
import { applyServerErrors } from '@/lib/auth';
import { resetTarget } from './auth-state';
import { useRequestPasswordReset } from './use-request-password-reset';

const forgotSchema = z.object({ identifier: identifierSchema });
type ForgotValues = z.input<typeof forgotSchema>;

/** Ask for a reset code by email or phone; the answer never says whether an account exists. */
export function ForgotForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(null);
  const requestReset = useRequestPasswordReset();
  const { register, handleSubmit, setError, formState } = useForm<ForgotValues>({
    resolver: zodResolver(forgotSchema),
    mode: 'onTouched',
    defaultValues: { identifier: resetTarget.get()?.identifier ?? '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const data = await requestReset.mutateAsync(values);
      resetTarget.set({ identifier: data.verification.target, masked: data.verification.masked });
      await navigate('/login/reset-password');
    } catch (error) {
      setAlert(applyServerErrors(error, setError, { identifier: 'identifier' }));
    }
  });

  return (
    <FormStack onSubmit={onSubmit}>
      <FormField
        label={t('account.fields.email_or_phone')}
        error={errors.identifier?.message}
        required
      >
        <Input {...register('identifier')} autoComplete="email" dir="ltr" />
      </FormField>
      <FormAlert messageKey={alert} />
      <Button type="submit" size="lg" loading={isSubmitting} disabled={isSubmitting}>
        {t('auth.forgot.submit')}
      </Button>
    </FormStack>
  );
}
