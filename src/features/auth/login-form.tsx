import { Link as ChakraLink } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { setSession } from '@/lib/session';
import { otpTarget, userDestination } from './auth-state';
import { PasswordSignInForm, type SignInValues } from './components/password-sign-in-form';
import { useSignIn } from './use-sign-in';

/** Sign in with email, phone or username + password; an unverified account goes on to /otp. */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useSignIn();

  const signIn = async (values: SignInValues) => {
    const data = await login.mutateAsync(values);
    if (data.status === 'verification_required') {
      otpTarget.set({ verification: data.verification });
      await navigate('/otp');
      return;
    }
    setSession('user', data.session);
    await navigate(userDestination(), { replace: true });
  };

  return (
    <PasswordSignInForm signIn={signIn}>
      <ChakraLink asChild fontSize="sm" color="brand.fg" alignSelf="start">
        <Link to="/login/forgot-password">{t('auth.login.forgot_link')}</Link>
      </ChakraLink>
    </PasswordSignInForm>
  );
}
