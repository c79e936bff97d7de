import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorScreen } from '@/components/error-screen';
import { PageHead } from '@/components/page-head';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AuthTabs } from '@/features/auth/components/auth-tabs';
import { ForgotForm } from '@/features/auth/forgot-form';
import { LoginForm } from '@/features/auth/login-form';
import { RegisterForm } from '@/features/auth/register-form';
import { ResetForm } from '@/features/auth/reset-form';

/** `/login/:type?`: sign in, register, forgot or reset password share the route (spec §2). */
const SCREENS = {
  login: { title: 'pages.login.title', subtitle: 'auth.login.subtitle', Form: LoginForm },
  register: {
    title: 'pages.register.title',
    subtitle: 'auth.register.subtitle',
    Form: RegisterForm,
  },
  'forgot-password': {
    title: 'pages.forgot_password.title',
    subtitle: 'auth.forgot.subtitle',
    Form: ForgotForm,
  },
  'reset-password': {
    title: 'pages.reset_password.title',
    subtitle: 'auth.reset.subtitle',
    Form: ResetForm,
  },
} as const;

type ScreenType = keyof typeof SCREENS;

function isScreenType(value: string): value is ScreenType {
  return value in SCREENS;
}

export function Component() {
  const { t } = useTranslation();
  const { type = 'login' } = useParams();
  const screen = isScreenType(type) ? SCREENS[type] : null;
  if (!screen) return <ErrorScreen kind="not_found" />;
  const tabs = type === 'login' || type === 'register';
  const { Form } = screen;
  return (
    <AuthCard
      head={<PageHead title={t(screen.title)} />}
      title={t(screen.title)}
      subtitle={t(screen.subtitle)}
      above={tabs ? <AuthTabs /> : null}
    >
      <Form key={type} />
      {tabs ? null : (
        <Text fontSize="sm" textAlign="center">
          <ChakraLink asChild color="brand.fg">
            <Link to="/login">{t('auth.back_to_login')}</Link>
          </ChakraLink>
        </Text>
      )}
    </AuthCard>
  );
}
