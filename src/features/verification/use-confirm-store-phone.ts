import { verificationPhoneContract } from '@domain/contracts/verification.contract';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';

/** Confirms the store's phone with the code it received. */
export function useConfirmStorePhone(storeId: number) {
  return useApiMutation(verificationPhoneContract, {
    mutationKey: mutationKeys.verification.confirmPhone,
    request: (code: string) => ({ params: { id: storeId }, body: { code } }),
    invalidates: () => [queryKeys.verification.all],
  });
}
