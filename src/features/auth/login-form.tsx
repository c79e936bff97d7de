import { Button, Input, Link as ChakraLink } from '@chakra-ui/react';
import { loginBodySchema, loginContract } from '@domain/contracts/auth.contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormAlert, FormField, FormStack, PasswordInput } from '@/components/form';
import { callApi } from '@/lib/api';
import { applyServerErrors } from '@/lib/auth';
import { setSession } from '@/lib/session';
import { otpTarget, userDestination } from './auth-state';

type LoginValues = z.input<typeof loginBodySchema>;

/** Sign in with email, phone or username + password; an unverified account goes on to /otp. */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<LoginValues>({
    resolver: zodResolver(loginBodySchema),
    mode: 'onTouched',
    defaultValues: { identifier: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const { data } = await callApi(loginContract, { body: values });
      if (data.status === 'verification_required') {
        otpTarget.set({ verification: data.verification });
        await navigate('/otp');
        return;
      }
      setSession('user', data.session);
      await navigate(userDestination(), { replace: true });
    } catch (error) {
      setAlert(
        applyServerErrors(error, setError, { identifier: 'identifier', password: 'password' }),
      );
    }
  });

  return (
    <FormStack onSubmit={onSubmit}>
      <FormField label={t('account.fields.identifier')} error={errors.identifier?.message} required>
        <Input {...register('identifier')} autoComplete="username" dir="auto" />
      </FormField>
      <FormField label={t('account.fields.password')} error={errors.password?.message} required>
        <PasswordInput {...register('password')} autoComplete="current-password" />
      </FormField>
      <ChakraLink asChild fontSize="sm" color="brand.fg" alignSelf="start">
        <Link to="/login/forgot-password">{t('auth.login.forgot_link')}</Link>
      </ChakraLink>
      <FormAlert messageKey={alert} />
      <Button type="submit" size="lg" loading={isSubmitting} disabled={isSubmitting}>
        {t('auth.login.submit')}
      </Button>
    </FormStack>
  );
}
