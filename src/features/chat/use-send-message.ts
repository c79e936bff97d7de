import { sendMessageContract, type MessageBody } from '@domain/contracts/chat.contract';
import { mutationKeys, useApiMutation } from '@/lib/api';

/**
 * Sends a chat message; the Idempotency-Key is kept across retries (no duplicates). Offline it
 * waits in the outbox and the bubble stays "sending" until the replay delivers it.
 */
export function useSendMessage() {
  return useApiMutation(sendMessageContract, {
    mutationKey: mutationKeys.chats.send,
    request: (body: MessageBody) => ({ body }),
    outbox: {
      kind: 'chat',
      wait: true,
      label: (body) => body.body ?? undefined,
      ref: (body) => body.chat_id,
    },
  });
}
