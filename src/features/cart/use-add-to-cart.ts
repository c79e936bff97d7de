import { addToCartContract, type AddToCartBody } from '@domain/contracts/commerce.contract';
import { useQueryClient } from '@tanstack/react-query';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';
import { cachedName } from '@/lib/offline';
import { setCartCount } from './cart-query';

/**
 * Adds a product with its chosen values; the header badge follows the answer. Offline it is kept
 * in the outbox (rejects with `offline_queued`) and shows as pending in the cart.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const mutation = useApiMutation(addToCartContract, {
    mutationKey: mutationKeys.cart.add,
    request: (input: AddToCartBody) => ({ body: input }),
    invalidates: () => [queryKeys.cart.all],
    outbox: {
      kind: 'cart',
      label: (input) => cachedName(queryClient, queryKeys.products.all, input.product_id),
      ref: (input) => input.product_id,
    },
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
