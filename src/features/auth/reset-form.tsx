import { Button, Input, Text } from '@chakra-ui/react';
import { resetPasswordBodySchema } from '@domain/contracts/auth.contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { CodeField, FormAlert, FormField, FormStack, NewPasswordFields } from '@/components/form';
import { AddressText } from '@/components/ltr-text';
import { toast } from '@/components/toaster';
import { applyServerErrors } from '@/lib/auth';
import { resetTarget } from './auth-state';
import { useResetPassword } from './use-reset-password';

type ResetValues = z.input<typeof resetPasswordBodySchema>;

const SERVER_FIELDS = {
  identifier: 'identifier',
  code: 'code',
  password: 'password',
  password_confirmation: 'password_confirmation',
} as const;

/** The reset code and a new password; then sign in with it. */
export function ResetForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const target = resetTarget.get();
  const [alert, setAlert] = useState<string | null>(null);
  const resetPassword = useResetPassword();
  const { register, handleSubmit, setError, control, formState } = useForm<ResetValues>({
    resolver: zodResolver(resetPasswordBodySchema),
    mode: 'onTouched',
    defaultValues: {
      identifier: target?.identifier ?? '',
      code: '',
      password: '',
      password_confirmation: '',
    },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      await resetPassword.mutateAsync(values);
      resetTarget.set(null);
      toast.show({ status: 'success', title: t('auth.reset.done') });
      await navigate('/login', { replace: true });
    } catch (error) {
      setAlert(applyServerErrors(error, setError, SERVER_FIELDS));
    }
  });

  return (
    <FormStack onSubmit={onSubmit}>
      {target ? (
        <Text fontSize="sm" color="fg.muted">
          {t('auth.reset.sent_to')} <AddressText fontWeight="bold" address={target.masked} />
        </Text>
      ) : null}
      <FormField
        label={t('account.fields.email_or_phone')}
        error={errors.identifier?.message}
        required
      >
        <Input {...register('identifier')} autoComplete="email" dir="ltr" />
      </FormField>
      <CodeField
        control={control}
        name="code"
        label={t('account.fields.code')}
        error={errors.code?.message}
      />
      <NewPasswordFields
        label={t('account.fields.new_password')}
        password={register('password')}
        confirmation={register('password_confirmation')}
        errors={{
          password: errors.password?.message,
          confirmation: errors.password_confirmation?.message,
        }}
      />
      <FormAlert messageKey={alert} />
      <Button type="submit" size="lg" loading={isSubmitting} disabled={isSubmitting}>
        {t('auth.reset.submit')}
      </Button>
    </FormStack>
  );
}
