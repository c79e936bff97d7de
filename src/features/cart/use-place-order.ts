import { placeOrderContract, type PlaceOrderBody } from '@domain/contracts/commerce.contract';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';
import { setCartCount } from './cart-query';

/**
 * Places one order per chosen store group (all or nothing). Retried with the same
 * Idempotency-Key, so a lost answer never places the orders twice.
 */
export function usePlaceOrder() {
  const mutation = useApiMutation(placeOrderContract, {
    mutationKey: mutationKeys.cart.placeOrder,
    request: (input: PlaceOrderBody) => ({ body: input }),
    invalidates: () => [queryKeys.cart.all, queryKeys.orders.all],
  });
  return {
    ...mutation,
    place: async (input: PlaceOrderBody) => {
      const result = await mutation.mutateAsync(input);
      setCartCount(result.count);
      return result;
    },
  };
}
