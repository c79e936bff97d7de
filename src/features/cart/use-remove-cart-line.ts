import { removeFromCartContract } from '@domain/contracts/commerce.contract';
import { useQueryClient } from '@tanstack/react-query';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';
import { cachedName } from '@/lib/offline';
import { setCartCount } from './cart-query';

/** Removes a line from the cart. */
export function useRemoveCartLine() {
  const queryClient = useQueryClient();
  const mutation = useApiMutation(removeFromCartContract, {
    mutationKey: mutationKeys.cart.remove,
    request: (id: number) => ({ query: { id } }),
    invalidates: () => [queryKeys.cart.all],
    // Offline: kept in the outbox and shown as pending on the cart.
    outbox: {
      kind: 'cart',
      label: (id) => cachedName(queryClient, queryKeys.cart.all, id),
      ref: (id) => id,
    },
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
