import {
  updatePanelProfileBodySchema,
  updatePanelProfileContract,
  type PanelProfile,
} from '@domain/contracts/panel-account.contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { AccountDetailsForm, type AccountDetailsOutput } from '@/components/account';
import { callApi, queryKeys } from '@/lib/api';

/** The panel's own body schema: no gender or birthdate, and they are left out of what is sent. */
const resolver = zodResolver(updatePanelProfileBodySchema);

/** A panel account's own details (every panel's my_profile_settings). */
export function PanelProfileForm({ profile }: { profile: PanelProfile }) {
  const queryClient = useQueryClient();

  const save = async (values: AccountDetailsOutput) => {
    const { data } = await callApi(updatePanelProfileContract, { body: values });
    queryClient.setQueryData(queryKeys.panelProfile.detail(String(data.id)), data);
    return { saved: data, message: 'account.profile.saved' };
  };

  return (
    <AccountDetailsForm account={profile} resolver={resolver} sessionKind="admin" save={save} />
  );
}
