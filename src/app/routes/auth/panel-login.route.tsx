import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/form';
import { PageHead } from '@/components/page-head';
import { panelChallenge } from '@/features/auth/auth-state';
import { AuthCard } from '@/features/auth/components/auth-card';
import { NewPasswordStep } from '@/features/auth/components/new-password-step';
import {
  PasswordSignInForm,
  type SignInValues,
} from '@/features/auth/components/password-sign-in-form';
import { completePanelSignIn } from '@/features/auth/panel-sign-in';
import { usePanelSignIn } from '@/features/auth/use-panel-sign-in';
import { isApiError } from '@/lib/api';

/** `/panel/login`: staff and sellers sign in to their panel; with 2FA on, /panel/otp follows. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A seller with 2FA whose shop session could not open the panel (guard or API) lands here.
  const [search] = useSearchParams();
  const notice = search.get('reason') === 'two_factor' ? 'errors.panel_two_factor_required' : null;

  // Credentials whose password is one-time: the next step sends them again with a new one.
  const [oneTime, setOneTime] = useState<SignInValues | null>(null);

  const panelSignIn = usePanelSignIn();

  const signIn = async (values: SignInValues & { new_password?: string }) => {
    let data;
    try {
      data = await panelSignIn.mutateAsync(values);
    } catch (error) {
      if (!isApiError(error) || error.code !== 'password_change_required') throw error;
      if (values.new_password) throw error;
      setOneTime(values);
      return;
    }
    if (data.status === 'two_factor_required') {
      panelChallenge.set({ challenge: data.challenge, expiresAt: data.expiresAt });
      await navigate('/panel/otp');
      return;
    }
    await navigate(completePanelSignIn(data.session), { replace: true });
  };

  return (
    <AuthCard
      head={<PageHead title={t('pages.panel_login.title')} noIndex />}
      title={t('pages.panel_login.title')}
      subtitle={t('auth.panel.subtitle')}
    >
      <FormAlert messageKey={notice} status="info" />
      {oneTime ? (
        <NewPasswordStep
          submit={(newPassword) => signIn({ ...oneTime, new_password: newPassword })}
        />
      ) : (
        <PasswordSignInForm signIn={signIn} />
      )}
    </AuthCard>
  );
}
