import { verificationPayContract } from '@domain/contracts/verification.contract';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';

/**
 * Pays the fee (idempotent: a retried tap pays once). Wallet: paid at once; card: the answer says
 * where the browser goes to pay, and the step is marked paid when the provider confirms.
 */
export function usePayVerification(storeId: number) {
  return useApiMutation(verificationPayContract, {
    mutationKey: mutationKeys.verification.pay,
    request: (method: 'wallet' | 'card') => ({ params: { id: storeId }, body: { method } }),
    invalidates: () => [queryKeys.verification.all],
  });
}
