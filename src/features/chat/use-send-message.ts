import { sendMessageContract, type MessageBody } from '@domain/contracts/chat.contract';
import { mutationKeys, useApiMutation } from '@/lib/api';

/** Sends a chat message; the Idempotency-Key is kept across retries (no duplicates). */
export function useSendMessage() {
  return useApiMutation(sendMessageContract, {
    mutationKey: mutationKeys.chats.send,
    request: (body: MessageBody) => ({ body }),
  });
}
