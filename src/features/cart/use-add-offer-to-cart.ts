import { addOfferToCartContract } from '@domain/contracts/commerce.contract';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';
import { setCartCount } from './cart-query';

/**
 * Puts a store's chat offer in the cart (chat-to-order): one piece at the agreed price.
 * The thread's messages are refetched too, so the offer card shows it used.
 */
export function useAddOfferToCart() {
  const mutation = useApiMutation(addOfferToCartContract, {
    mutationKey: mutationKeys.cart.addOffer,
    request: (messageId: number) => ({ body: { message_id: messageId } }),
    invalidates: () => [queryKeys.cart.all, queryKeys.chats.all],
  });
  return {
    ...mutation,
    addOffer: async (messageId: number) => {
      const result = await mutation.mutateAsync(messageId);
      setCartCount(result.count);
      return result;
    },
  };
}
