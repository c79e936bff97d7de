import { addToCartContract, type AddToCartBody } from '@domain/contracts/commerce.contract';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';
import { setCartCount } from './cart-query';

/** Adds a product with its chosen values; the header badge follows the answer. */
export function useAddToCart() {
  const mutation = useApiMutation(addToCartContract, {
    mutationKey: mutationKeys.cart.add,
    request: (input: AddToCartBody) => ({ body: input }),
    invalidates: () => [queryKeys.cart.all],
  });
  return {
    ...mutation,
    add: async (input: AddToCartBody) => {
      const result = await mutation.mutateAsync(input);
      setCartCount(result.count);
      return result;
    },
  };
}
