import { Button } from '@chakra-ui/react';
import { totpCodeSchema } from '@domain/contracts/panel-account.contract';
import { AppErrorCode } from '@domain/errors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormStack } from '@/components/form';
import { PageHead } from '@/components/page-head';
import { isApiError } from '@/lib/api';
import { panelChallenge } from '@/features/auth/auth-state';
import { AuthCard } from '@/features/auth/components/auth-card';
import { CodeStepFields, useCodeStep } from '@/features/auth/components/code-step';
import { completePanelSignIn } from '@/features/auth/panel-sign-in';
import { useVerifyPanelSignIn } from '@/features/auth/use-verify-panel-sign-in';

/** `/panel/otp`: the authenticator code of a panel account with 2FA on. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [challenge] = useState(() => panelChallenge.get());
  const verifySignIn = useVerifyPanelSignIn();
  // Opened directly (no password step behind it) is not "expired": there is nothing waiting.
  const [expired, setExpired] = useState(
    () => challenge !== null && Date.parse(challenge.expiresAt) <= Date.now(),
  );
  const waiting = challenge !== null && !expired;
  const step = useCodeStep({
    rule: totpCodeSchema,
    verify: async (code) => {
      if (!challenge) return;
      const data = await verifySignIn.mutateAsync({ challenge: challenge.challenge, code });
      await navigate(completePanelSignIn(data.session), { replace: true });
    },
    onFailure: (error) => {
      // An expired challenge answers invalid_credentials: the password step must be done again.
      if (!isApiError(error) || error.code !== AppErrorCode.invalid_credentials) return false;
      panelChallenge.set(null);
      setExpired(true);
      return true;
    },
  });

  return (
    <AuthCard
      head={<PageHead title={t('pages.panel_otp.title')} noIndex />}
      title={t('pages.panel_otp.title')}
      subtitle={t(
        waiting
          ? 'auth.panel.otp_subtitle'
          : expired
            ? 'auth.panel.challenge_expired'
            : 'auth.panel.no_challenge',
      )}
    >
      {!waiting ? (
        <Button asChild size="lg">
          <Link to="/panel/login">{t('auth.back_to_login')}</Link>
        </Button>
      ) : (
        <FormStack onSubmit={step.onSubmit}>
          <CodeStepFields step={step} label={t('account.fields.authenticator_code')} />
        </FormStack>
      )}
    </AuthCard>
  );
}
