import type { OtpChannel } from '@domain/contracts/auth.contract';
import { verifyProfileContactContract } from '@domain/contracts/profile.contract';
import { useQueryClient } from '@tanstack/react-query';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';

/** `POST /api/profile/verify`: the code that makes a pending email or phone the one in use. */
export function useVerifyContact() {
  const queryClient = useQueryClient();
  const mutation = useApiMutation(verifyProfileContactContract, {
    mutationKey: mutationKeys.profile.verifyContact,
    request: (body: { channel: OtpChannel; code: string }) => ({ body }),
  });
  return {
    ...mutation,
    mutateAsync: async (body: { channel: OtpChannel; code: string }) => {
      const data = await mutation.mutateAsync(body);
      queryClient.setQueryData(queryKeys.profile.detail(String(data.profile.id)), data.profile);
      return data;
    },
  };
}
