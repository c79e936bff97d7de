import { directOrderContract, type DirectOrderBody } from '@domain/contracts/commerce.contract';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';
import { setSession } from '@/lib/session';

/**
 * A visitor's order from one store that takes orders without login (`POST /api/orders`, spec §6):
 * the server creates a `guest` account and answers its session, which is stored here, so the
 * guest is signed in and follows the order at /orders. A signed-in shopper gets no new session.
 */
export function useGuestOrder() {
  const mutation = useApiMutation(directOrderContract, {
    mutationKey: mutationKeys.orders.guest,
    request: (input: DirectOrderBody) => ({ body: input }),
    invalidates: () => [queryKeys.orders.all],
  });
  return {
    ...mutation,
    order: async (input: DirectOrderBody) => {
      const result = await mutation.mutateAsync(input);
      if (result.session) setSession('user', result.session);
      return result;
    },
  };
}
