import { chargeContract, type ChargeBody } from '@domain/contracts/payments.contract';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';

/**
 * `POST /api/charge` (idempotent: a retried tap starts one payment). The answer says where the
 * browser goes to pay; the wallet is credited when the provider confirms the payment.
 */
export function useChargeWallet() {
  return useApiMutation(chargeContract, {
    mutationKey: mutationKeys.wallet.charge,
    request: (body: ChargeBody) => ({ body }),
    invalidates: () => [queryKeys.wallet.all],
  });
}
