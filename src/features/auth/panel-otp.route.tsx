import { Button } from '@chakra-ui/react';
import { panelLoginVerifyContract, totpCodeSchema } from '@domain/contracts/panel-account.contract';
import { AppErrorCode } from '@domain/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { CodeInput, FormAlert, FormField, FormStack } from '@/components/form';
import { PageHead } from '@/components/page-head';
import { callApi, isApiError } from '@/lib/api';
import { applyServerErrors, CODE_LENGTH } from '@/lib/auth';
import { panelChallenge } from './auth-state';
import { AuthCard } from './components/auth-card';
import { completePanelSignIn } from './panel-sign-in';

const codeSchema = z.object({ code: totpCodeSchema });
type CodeValues = z.input<typeof codeSchema>;

/** `/panel/otp`: the authenticator code of a panel account with 2FA on. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [challenge] = useState(() => panelChallenge.get());
  const [alert, setAlert] = useState<string | null>(null);
  const [expired, setExpired] = useState(
    () => !challenge || Date.parse(challenge.expiresAt) <= Date.now(),
  );
  const { handleSubmit, setError, control, formState } = useForm<CodeValues>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ code }) => {
    if (!challenge) return;
    setAlert(null);
    try {
      const { data } = await callApi(panelLoginVerifyContract, {
        body: { challenge: challenge.challenge, code },
      });
      await navigate(completePanelSignIn(data.session), { replace: true });
    } catch (error) {
      // An expired challenge answers invalid_credentials: the password step must be done again.
      if (isApiError(error) && error.code === AppErrorCode.invalid_credentials) {
        panelChallenge.set(null);
        setExpired(true);
        return;
      }
      setAlert(applyServerErrors(error, setError, { code: 'code' }));
    }
  });

  return (
    <AuthCard
      head={<PageHead title={t('pages.panel_otp.title')} noIndex />}
      title={t('pages.panel_otp.title')}
      subtitle={t(expired ? 'auth.panel.challenge_expired' : 'auth.panel.otp_subtitle')}
    >
      {expired ? (
        <Button asChild size="lg">
          <Link to="/panel/login">{t('auth.back_to_login')}</Link>
        </Button>
      ) : (
        <FormStack onSubmit={onSubmit}>
          <FormField
            label={t('account.fields.authenticator_code')}
            error={errors.code?.message}
            required
          >
            <Controller
              control={control}
              name="code"
              render={({ field }) => (
                <CodeInput
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  autoFocus
                  onBlur={field.onBlur}
                  onChange={(code) => {
                    field.onChange(code);
                    if (code.length === CODE_LENGTH && !isSubmitting) void onSubmit();
                  }}
                />
              )}
            />
          </FormField>
          <FormAlert messageKey={alert} />
          <Button type="submit" size="lg" loading={isSubmitting} disabled={isSubmitting}>
            {t('auth.otp.submit')}
          </Button>
        </FormStack>
      )}
    </AuthCard>
  );
}
