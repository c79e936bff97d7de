import { panelLoginContract } from '@domain/contracts/panel-account.contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/form';
import { PageHead } from '@/components/page-head';
import { callApi } from '@/lib/api';
import { panelChallenge } from './auth-state';
import { AuthCard } from './components/auth-card';
import { PasswordSignInForm, type SignInValues } from './components/password-sign-in-form';
import { completePanelSignIn } from './panel-sign-in';

/** `/panel/login`: staff and sellers sign in to their panel; with 2FA on, /panel/otp follows. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A seller with 2FA whose shop session could not open the panel (guard or API) lands here.
  const [search] = useSearchParams();
  const notice = search.get('reason') === 'two_factor' ? 'errors.panel_two_factor_required' : null;

  const signIn = async (values: SignInValues) => {
    const { data } = await callApi(panelLoginContract, { body: values });
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
      <PasswordSignInForm signIn={signIn} />
    </AuthCard>
  );
}
