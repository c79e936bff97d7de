import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHead } from '@/components/page-head';
import { otpTarget } from '@/features/auth/auth-state';
import { AuthCard } from '@/features/auth/components/auth-card';
import { OtpForm } from '@/features/auth/otp-form';

/** `/otp`: confirm the email or phone code (spec §2); without a target there is nothing to confirm. */
export function Component() {
  const { t } = useTranslation();
  const [target] = useState(() => otpTarget.get());
  return (
    <AuthCard
      head={<PageHead title={t('pages.otp.title')} noIndex />}
      title={t('pages.otp.title')}
      subtitle={target ? t('auth.otp.subtitle') : t('auth.otp.no_target')}
    >
      {target ? (
        <OtpForm initial={target} />
      ) : (
        <Button asChild size="lg">
          <Link to="/login">{t('auth.back_to_login')}</Link>
        </Button>
      )}
    </AuthCard>
  );
}
