import {
  payAgainContract,
  payOnDeliveryContract,
  type OrderIdsBody,
} from '@domain/contracts/commerce.contract';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';

/**
 * A new card payment attempt for my orders waiting for their payment; the answer's checkout is
 * where the browser goes next. Retried with the same Idempotency-Key, and the server meets
 * repeated taps with the one attempt in flight.
 */
export function usePayAgain() {
  return useApiMutation(payAgainContract, {
    mutationKey: mutationKeys.orders.payAgain,
    request: (input: OrderIdsBody) => ({ body: input }),
    invalidates: () => [queryKeys.orders.all],
  });
}

/** My order waiting for its card payment is paid on delivery instead. */
export function usePayOnDelivery() {
  return useApiMutation(payOnDeliveryContract, {
    mutationKey: mutationKeys.orders.payOnDelivery,
    request: (input: { id: number }) => ({ body: input }),
    invalidates: () => [queryKeys.orders.all],
  });
}
