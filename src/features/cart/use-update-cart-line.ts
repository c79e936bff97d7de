import { updateCartContract, type UpdateCartBody } from '@domain/contracts/commerce.contract';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';
import { setCartCount } from './cart-query';

/** Sets a line's quantity (and accepts its current price). */
export function useUpdateCartLine() {
  const mutation = useApiMutation(updateCartContract, {
    mutationKey: mutationKeys.cart.update,
    request: (input: UpdateCartBody) => ({ body: input }),
    invalidates: () => [queryKeys.cart.all],
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
