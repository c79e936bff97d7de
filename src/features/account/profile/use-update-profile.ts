import { updateProfileContract, type UpdateProfileBody } from '@domain/contracts/profile.contract';
import { useQueryClient } from '@tanstack/react-query';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';

/**
 * `POST /api/profile` (idempotent: a retry sends no second code to a new address). The answer is
 * the saved profile, put straight into its query instead of fetching it again.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const mutation = useApiMutation(updateProfileContract, {
    mutationKey: mutationKeys.profile.update,
    request: (body: UpdateProfileBody) => ({ body }),
  });
  return {
    ...mutation,
    mutateAsync: async (body: UpdateProfileBody) => {
      const data = await mutation.mutateAsync(body);
      queryClient.setQueryData(queryKeys.profile.detail(String(data.profile.id)), data.profile);
      return data;
    },
  };
}
