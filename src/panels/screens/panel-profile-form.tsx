import {
  updatePanelProfileBodySchema,
  type PanelProfile,
} from '@domain/contracts/panel-account.contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { AccountDetailsForm, type AccountDetailsOutput } from '@/components/account';
import { useUpdatePanelProfile } from './use-update-panel-profile';

/** The panel's own body schema: no gender or birthdate, and they are left out of what is sent. */
const resolver = zodResolver(updatePanelProfileBodySchema);

/**
 * A panel account's own details (every panel's my_profile_settings). A new email or phone needs
 * the current password and waits for its code, as in the shop profile.
 */
export function PanelProfileForm({ profile }: { profile: PanelProfile }) {
  const { t } = useTranslation();
  const updateProfile = useUpdatePanelProfile();

  const save = async (values: AccountDetailsOutput) => {
    const data = await updateProfile.mutateAsync(values);
    const message =
      data.verifications.length > 0 ? 'account.profile.saved_verify' : 'account.profile.saved';
    return { saved: data.profile, message };
  };

  return (
    <AccountDetailsForm
      account={profile}
      resolver={resolver}
      sessionKind="admin"
      contactHelper={t('account.profile.reverify_helper')}
      askPasswordForContacts
      save={save}
    />
  );
}
