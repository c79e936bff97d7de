import { verificationVerifyContract } from '@domain/contracts/verification.contract';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';

/** `POST /api/verification/verify`: sends the finished request for review. */
export function useSubmitVerification(storeId: number) {
  return useApiMutation(verificationVerifyContract, {
    mutationKey: mutationKeys.verification.submit,
    request: () => ({ body: { store_id: storeId } }),
    invalidates: () => [queryKeys.verification.all, queryKeys.myStores.all],
  });
}
