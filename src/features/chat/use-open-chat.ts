import { openChatContract } from '@domain/contracts/chat.contract';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';

/** Opens (or finds) my thread with a store. */
export function useOpenChat() {
  return useApiMutation(openChatContract, {
    mutationKey: mutationKeys.chats.open,
    request: (storeId: number) => ({ body: { store_id: storeId } }),
    invalidates: () => [queryKeys.chats.lists()],
  });
}
