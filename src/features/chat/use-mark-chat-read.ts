import { readMessagesContract } from '@domain/contracts/chat.contract';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';

/** Marks a thread read (or only delivered) up to a message; the other side sees the receipt. */
export function useMarkChatRead() {
  return useApiMutation(readMessagesContract, {
    mutationKey: mutationKeys.chats.read,
    request: (body: { chat_id: number; message_id: number; delivered_only?: boolean }) => ({
      body,
    }),
    invalidates: (_data, input) =>
      input.delivered_only ? [] : [queryKeys.chats.lists(), ['chats', 'inboxes']],
  });
}
