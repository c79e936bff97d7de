import { chatNotificationContract } from '@domain/contracts/chat.contract';
import { useRef } from 'react';
import { mutationKeys, useApiMutation } from '@/lib/api';

/** Tells the other side I am typing, at most every 3 seconds. */
export function useSendTyping(chatId: number) {
  const last = useRef(0);
  const mutation = useApiMutation(chatNotificationContract, {
    mutationKey: mutationKeys.chats.typing,
    request: (id: number) => ({ body: { chat_id: id } }),
  });
  return () => {
    const now = Date.now();
    if (now - last.current < 3000) return;
    last.current = now;
    mutation.mutate(chatId);
  };
}
