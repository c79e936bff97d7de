import { Button, Input } from '@chakra-ui/react';
import { loginBodySchema } from '@domain/contracts/auth.contract';
import { panelLoginContract } from '@domain/contracts/panel-account.contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormAlert, FormField, FormStack, PasswordInput } from '@/components/form';
import { PageHead } from '@/components/page-head';
import { callApi } from '@/lib/api';
import { applyServerErrors } from '@/lib/auth';
import { panelChallenge } from './auth-state';
import { AuthCard } from './components/auth-card';
import { completePanelSignIn } from './panel-sign-in';

type LoginValues = z.input<typeof loginBodySchema>;

/** `/panel/login`: staff and sellers sign in to their panel; with 2FA on, /panel/otp follows. */
export function Component() {
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
      const { data } = await callApi(panelLoginContract, { body: values });
      if (data.status === 'two_factor_required') {
        panelChallenge.set({ challenge: data.challenge, expiresAt: data.expiresAt });
        await navigate('/panel/otp');
        return;
      }
      await navigate(completePanelSignIn(data.session), { replace: true });
    } catch (error) {
      setAlert(
        applyServerErrors(error, setError, { identifier: 'identifier', password: 'password' }),
      );
    }
  });

  return (
    <AuthCard
      head={<PageHead title={t('pages.panel_login.title')} noIndex />}
      title={t('pages.panel_login.title')}
      subtitle={t('auth.panel.subtitle')}
    >
      <FormStack onSubmit={onSubmit}>
        <FormField
          label={t('account.fields.identifier')}
          error={errors.identifier?.message}
          required
        >
          <Input {...register('identifier')} autoComplete="username" dir="auto" />
        </FormField>
        <FormField label={t('account.fields.password')} error={errors.password?.message} required>
          <PasswordInput {...register('password')} autoComplete="current-password" />
        </FormField>
        <FormAlert messageKey={alert} />
        <Button type="submit" size="lg" loading={isSubmitting} disabled={isSubmitting}>
          {t('auth.login.submit')}
        </Button>
      </FormStack>
    </AuthCard>
  );
}
