import { updateCartContract, type UpdateCartBody } from '@domain/contracts/commerce.contract';
import { useQueryClient } from '@tanstack/react-query';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';
import { cachedName } from '@/lib/offline';
import { setCartCount } from './cart-query';

/** Sets a line's quantity (and accepts its current price). */
export function useUpdateCartLine() {
  const queryClient = useQueryClient();
  const mutation = useApiMutation(updateCartContract, {
    mutationKey: mutationKeys.cart.update,
    request: (input: UpdateCartBody) => ({ body: input }),
    invalidates: () => [queryKeys.cart.all],
    // Offline: kept in the outbox and shown as pending on the cart.
    outbox: {
      kind: 'cart',
      label: (input) => cachedName(queryClient, queryKeys.cart.all, input.id),
      ref: (input) => input.id,
    },
  });
  return {
    ...mutation,
    update: async (input: UpdateCartBody) => {
      const result = await mutation.mutateAsync(input);
      setCartCount(result.count);
      return result;
    },
  };
}
