import { removeFromCartContract } from '@domain/contracts/commerce.contract';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';
import { setCartCount } from './cart-query';

/** Removes a line from the cart. */
export function useRemoveCartLine() {
  const mutation = useApiMutation(removeFromCartContract, {
    mutationKey: mutationKeys.cart.remove,
    request: (id: number) => ({ query: { id } }),
    invalidates: () => [queryKeys.cart.all],
  });
  return {
    ...mutation,
    remove: async (id: number) => {
      const result = await mutation.mutateAsync(id);
      setCartCount(result.count);
      return result;
    },
  };
}
