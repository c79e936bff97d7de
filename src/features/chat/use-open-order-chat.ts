import { openChatContract } from '@domain/contracts/chat.contract';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';

/** Opens the thread of an order's customer and store (either side), with the order's card. */
export function useOpenOrderChat() {
  return useApiMutation(openChatContract, {
    mutationKey: mutationKeys.chats.open,
    request: (orderId: number) => ({ body: { order_id: orderId } }),
    invalidates: () => [queryKeys.chats.all],
  });
}
