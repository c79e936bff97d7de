import { openChatContract, type Chat } from '@domain/contracts/chat.contract';
import type { QueryClient } from '@tanstack/react-query';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';

/**
 * Opens (or finds) my thread with a store. Offline the open is kept in the outbox and sent once
 * the connection is back (the thread then shows in the chats list).
 */
export function useOpenChat(storeName?: string) {
  return useApiMutation(openChatContract, {
    mutationKey: mutationKeys.chats.open,
    request: (storeId: number) => ({ body: { store_id: storeId } }),
    invalidates: () => [queryKeys.chats.lists()],
    outbox: { kind: 'chat', label: () => storeName },
  });
}

function isChat(value: unknown): value is Chat {
  return typeof value === 'object' && value !== null && 'store' in value && 'side' in value;
}

/**
 * The id of my thread with a store whose messages this device saved (the thread was read here
 * before), so "Chat" can open it without a connection; null when there is none.
 */
export function savedThreadWith(queryClient: QueryClient, storeId: number): number | null {
  const saved = queryClient.getQueriesData({ queryKey: queryKeys.chats.all });
  const read = new Set(
    saved
      .filter(([key, data]) => key[1] === 'messages' && data !== undefined)
      .map(([key]) => key[3]),
  );
  for (const [, data] of saved) {
    const items = isChat(data)
      ? [data]
      : ((data as { items?: unknown[] } | undefined)?.items ?? []);
    const thread = items.find(
      (item): item is Chat =>
        isChat(item) && item.side === 'customer' && item.store.id === storeId && read.has(item.id),
    );
    if (thread) return thread.id;
  }
  return null;
}
