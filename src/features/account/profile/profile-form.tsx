import { updateProfileBodySchema, type Profile } from '@domain/contracts/profile.contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { AccountDetailsForm, type AccountDetailsOutput } from '@/components/account';
import { useUpdateProfile } from './use-update-profile';

const resolver = zodResolver(updateProfileBodySchema);

/** Edit the shopper's details; a new email or phone waits for its code (see PendingContacts). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const updateProfile = useUpdateProfile();

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
      sessionKind="user"
      personal
      contactHelper={t('account.profile.reverify_helper')}
      save={save}
    />
  );
}
