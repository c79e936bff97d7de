import { cancelOrderContract, type CancelOrderBody } from '@domain/contracts/commerce.contract';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';

/** Cancels one of my pending orders with a reason. */
export function useCancelOrder() {
  return useApiMutation(cancelOrderContract, {
    mutationKey: mutationKeys.orders.cancel,
    request: (input: CancelOrderBody) => ({ body: input }),
    invalidates: () => [queryKeys.orders.all],
  });
}
