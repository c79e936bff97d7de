import { Link as ChakraLink } from '@chakra-ui/react';
import type { SessionData } from '@domain/contracts/auth.contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { setSession } from '@/lib/session';
import { otpTarget, userDestination } from './auth-state';
import { PasswordSignInForm, type SignInValues } from './components/password-sign-in-form';
import { TwoFactorStep } from './components/two-factor-step';
import { useSignIn } from './use-sign-in';
import { useVerifySignIn } from './use-verify-sign-in';

/**
 * Sign in with email, phone or username + password; an unverified account goes on to /otp, an
 * account with 2FA on asks for its authenticator code here.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useSignIn();
  const verifySignIn = useVerifySignIn();
  const [challenge, setChallenge] = useState<string | null>(null);

  const finish = async (session: SessionData) => {
    setSession('user', session);
    await navigate(userDestination(), { replace: true });
  };

  const signIn = async (values: SignInValues) => {
    const data = await login.mutateAsync(values);
    if (data.status === 'verification_required') {
      otpTarget.set({ verification: data.verification });
      await navigate('/otp');
      return;
    }
    if (data.status === 'two_factor_required') {
      setChallenge(data.challenge);
      return;
    }
    await finish(data.session);
  };

  if (challenge) {
    return (
      <TwoFactorStep
        verify={async (code) => {
          const data = await verifySignIn.mutateAsync({ challenge, code });
          await finish(data.session);
        }}
        onRestart={() => setChallenge(null)}
      />
    );
  }

  return (
    <PasswordSignInForm signIn={signIn}>
      <ChakraLink asChild fontSize="sm" color="brand.fg" alignSelf="start">
        <Link to="/login/forgot-password">{t('auth.login.forgot_link')}</Link>
      </ChakraLink>
    </PasswordSignInForm>
  );
}
