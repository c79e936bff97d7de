import { verificationPhoneCodeContract } from '@domain/contracts/verification.contract';
import { mutationKeys, useApiMutation } from '@/lib/api';

/** Sends a code by text message to the store's phone (throttled by the server). */
export function useSendStorePhoneCode(storeId: number) {
  return useApiMutation(verificationPhoneCodeContract, {
    mutationKey: mutationKeys.verification.sendPhoneCode,
    request: () => ({ params: { id: storeId } }),
  });
}
