import {
  disable2faContract,
  enable2faContract,
  type PanelProfile,
} from '@domain/contracts/panel-account.contract';
import { useQueryClient } from '@tanstack/react-query';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';

interface SetTwoFactorInput {
  code: string;
  current_password: string;
}

/**
 * Turns 2FA on (`enable2fa`) or off (`disable2fa`), each with the current password and a code;
 * the answer updates the cached profile instead of fetching it again.
 */
export function useSetTwoFactor(profile: PanelProfile) {
  const queryClient = useQueryClient();
  const update = (two_factor_enabled: boolean) =>
    queryClient.setQueryData(queryKeys.panelProfile.detail(String(profile.id)), {
      ...profile,
      two_factor_enabled,
    });
  const enable = useApiMutation(enable2faContract, {
    mutationKey: mutationKeys.panelProfile.setTwoFactor,
    request: (body: SetTwoFactorInput) => ({ body }),
  });
  const disable = useApiMutation(disable2faContract, {
    mutationKey: mutationKeys.panelProfile.setTwoFactor,
    request: (body: SetTwoFactorInput) => ({ body }),
  });
  return async (turnOn: boolean, body: SetTwoFactorInput) => {
    const data = await (turnOn ? enable : disable).mutateAsync(body);
    update(data.two_factor_enabled);
    return data;
  };
}
