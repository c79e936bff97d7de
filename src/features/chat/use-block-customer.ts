import { blockChatContract } from '@domain/contracts/chat.contract';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';

/** The store blocks or unblocks a thread's customer. */
export function useBlockCustomer() {
  return useApiMutation(blockChatContract, {
    mutationKey: mutationKeys.chats.block,
    request: (input: { id: number; blocked: boolean }) => ({
      params: { id: input.id },
      body: { blocked: input.blocked },
    }),
    invalidates: () => [queryKeys.chats.all],
  });
}
