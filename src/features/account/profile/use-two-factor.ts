import type { Profile } from '@domain/contracts/profile.contract';
import {
  profileDisable2faContract,
  profileEnable2faContract,
  profileGenerate2faContract,
} from '@domain/contracts/two-factor.contract';
import { useQueryClient } from '@tanstack/react-query';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';

interface SetTwoFactorInput {
  code: string;
  current_password: string;
}

/**
 * The shop account's second factor: a new secret (`profile/generate2fa`), then on or off
 * (`profile/enable2fa` / `disable2fa`) with the current password and a code; the answer updates
 * the cached profile instead of fetching it again.
 */
export function useTwoFactor(profile: Profile) {
  const queryClient = useQueryClient();
  const generate = useApiMutation(profileGenerate2faContract, {
    mutationKey: mutationKeys.profile.generateTwoFactor,
    request: () => ({}),
  });
  const enable = useApiMutation(profileEnable2faContract, {
    mutationKey: mutationKeys.profile.setTwoFactor,
    request: (body: SetTwoFactorInput) => ({ body }),
  });
  const disable = useApiMutation(profileDisable2faContract, {
    mutationKey: mutationKeys.profile.setTwoFactor,
    request: (body: SetTwoFactorInput) => ({ body }),
  });
  return {
    generate: () => generate.mutateAsync(undefined),
    setTwoFactor: async (turnOn: boolean, body: SetTwoFactorInput) => {
      const data = await (turnOn ? enable : disable).mutateAsync(body);
      queryClient.setQueryData(queryKeys.profile.detail(String(profile.id)), {
        ...profile,
        two_factor_enabled: data.two_factor_enabled,
      });
      return data;
    },
  };
}
