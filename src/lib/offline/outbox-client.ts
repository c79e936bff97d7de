import { OUTBOX_REPLAYED_MESSAGE, type OutboxEntry } from '@domain/offline/outbox';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { loadOfflineTranslations } from '../i18n/i18n';
import { getValidSession, patchSession, subscribeState } from '../session';
import type * as OutboxModule from './outbox';
import type { NewOutboxEntry } from './outbox';
import { hasKeptWrites } from './outbox-state';

/**
 * The always-loaded end of the outbox (a few hundred bytes): it opens the Dexie outbox module only
 * when a write is kept, or when an earlier page load left writes kept (`hasKeptWrites`).
 */

const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined) ?? '';
let queryClient: QueryClient | null = null;
let loading: Promise<typeof OutboxModule> | null = null;

function currentUser(): { id: string; token: string } | null {
  const session = getValidSession('user');
  return session ? { id: String(session.id), token: session.token } : null;
}

/** What a replayed write changed, per kind. */
function changedBy(entry: Pick<OutboxEntry, 'kind'>): QueryKey[] {
  switch (entry.kind) {
    case 'cart':
      return [queryKeys.cart.all, queryKeys.layout.all];
    case 'favourites':
      return [queryKeys.favourites.all];
    case 'follow':
      return [queryKeys.favourites.all, queryKeys.stores.all, queryKeys.products.details()];
    case 'chat':
      return [queryKeys.chats.all];
    case 'rating':
      return [
        queryKeys.ratings.all,
        queryKeys.products.all,
        queryKeys.stores.all,
        queryKeys.home.all,
      ];
    case 'report':
      return [];
  }
}

function refresh(keys: QueryKey[]): void {
  for (const queryKey of keys) void queryClient?.invalidateQueries({ queryKey });
}

function loadOutbox(): Promise<typeof OutboxModule> {
  loading ??= Promise.all([import('./outbox'), loadOfflineTranslations()]).then(([module]) => {
    module.configureOutbox({
      currentUser,
      apiBase: API_BASE,
      onDone: (entry, data) => {
        const count = (data as { count?: unknown } | null)?.count;
        if (entry.kind === 'cart' && typeof count === 'number') {
          patchSession('user', { cart_items_count: count });
        }
        refresh(changedBy(entry));
      },
    });
    return module;
  });
  return loading;
}

/** Keeps a write in the outbox (see `enqueueWrite`). */
export async function keepWrite(
  entry: NewOutboxEntry,
  wait: boolean,
): Promise<{ answer: Promise<unknown> } | null> {
  return (await loadOutbox()).enqueueWrite(entry, wait);
}

export async function dismissKeptWrite(id: number): Promise<void> {
  await (await loadOutbox()).dismissWrite(id);
}

/** Sign-out: drops the account's kept writes (only if there are any: no Dexie load otherwise). */
export async function forgetKeptWrites(owner: string): Promise<void> {
  if (!hasKeptWrites()) return;
  await (await loadOutbox()).forgetOwner(owner);
}

/**
 * Once per page: replays what an earlier visit kept, replays again whenever the browser is back
 * online, and refreshes the screens after the service worker replayed writes by Background Sync.
 */
export function startOutbox(client: QueryClient): void {
  queryClient = client;
  if (typeof window === 'undefined') return;
  const replay = () => {
    if (!hasKeptWrites() && !loading) return;
    void loadOutbox().then((module) => module.onBackOnline());
  };
  window.addEventListener('online', replay);
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: unknown; kinds?: unknown } | null;
    if (data?.type !== OUTBOX_REPLAYED_MESSAGE) return;
    const kinds = Array.isArray(data.kinds) ? (data.kinds as OutboxEntry['kind'][]) : [];
    for (const kind of kinds) refresh(changedBy({ kind }));
    if (loading) void loading.then((module) => module.refreshOutboxState());
  });
  // Another account signed in (or out): show that account's kept writes only, and send them.
  let user = currentUser()?.id ?? null;
  subscribeState(() => {
    const next = currentUser()?.id ?? null;
    if (next === user) return;
    user = next;
    if (loading || hasKeptWrites()) {
      void loadOutbox().then(async (module) => {
        await module.refreshOutboxState();
        if (next) void module.replayOutbox();
      });
    }
  });
  if (hasKeptWrites()) {
    void loadOutbox().then(async (module) => {
      await module.refreshOutboxState();
      void module.replayOutbox();
    });
  }
}
