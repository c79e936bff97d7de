import type { QueryClient } from '@tanstack/react-query';
import { isPersonalQuery, removePersistedQueries } from '../api/persister';
import { queryKeys } from '../api/query-keys';
import { getValidSession, subscribeState } from '../session';

/**
 * The personal part of the persisted query cache belongs to one account: when that
 * account's session goes — sign-out here or in another tab, a 401 that cleared it — its cart,
 * chats, orders, notifications and profile leave memory and IndexedDB (the subscriber saves the
 * cache again without them).
 */
export function watchPersonalCache(queryClient: QueryClient): () => void {
  let user = getValidSession('user')?.id ?? null;
  return subscribeState(() => {
    const next = getValidSession('user')?.id ?? null;
    if (next === user) return;
    const left = user;
    user = next;
    if (left === null) return;
    void removePersistedQueries().catch(() => undefined);
    queryClient.removeQueries({
      predicate: (query) =>
        isPersonalQuery(query) ||
        (query.queryKey[0] === queryKeys.layout.all[0] && query.queryKey[2] === String(left)),
    });
  });
}
