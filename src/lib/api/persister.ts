import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type {
  PersistedClient,
  PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { QUERY_GC_MS } from './query-client';
import {
  MAX_PERSISTED_QUERIES,
  MAX_PERSONAL_PERSISTED_QUERIES,
  PERSISTED_QUERY_ROOTS,
  PERSONAL_QUERY_ROOTS,
} from './query-keys';

const DB_NAME = 'dukkan-query-cache';
const STORE = 'kv';
/** The IndexedDB key holding the dehydrated query client. */
export const PERSISTED_CLIENT_KEY = 'dukkan-queries';

/**
 * A key-value store in IndexedDB; `idb` is imported and the database opened on the first read or
 * write, so neither the first paint nor hydration's first pass (where the persister is made) pays
 * for it.
 */
function openStore() {
  let opened: ReturnType<typeof open> | null = null;
  const open = () =>
    import('idb').then(({ openDB }) =>
      openDB(DB_NAME, 1, {
        upgrade(db) {
          db.createObjectStore(STORE);
        },
      }),
    );
  const database = () => (opened ??= open());
  return {
    getItem: async (key: string) => ((await (await database()).get(STORE, key)) as string) ?? null,
    setItem: async (key: string, value: string) => {
      await (await database()).put(STORE, value, key);
    },
    removeItem: async (key: string) => {
      await (await database()).delete(STORE, key);
    },
  };
}

let sharedStore: ReturnType<typeof openStore> | null = null;
/** One connection per page for the persister, the immediate save and the sign-out. */
function cacheStore(): ReturnType<typeof openStore> {
  sharedStore ??= openStore();
  return sharedStore;
}

type PersistCandidate = Pick<Query, 'queryKey' | 'queryHash' | 'state'>;

/** A personal root (cart, chats, orders…): its own budget, dropped when the person leaves. */
export function isPersonalQuery(query: Pick<Query, 'queryKey'>): boolean {
  const root = query.queryKey[0];
  return typeof root === 'string' && PERSONAL_QUERY_ROOTS.includes(root);
}

/** On the allow-list and holding data (a refetch that failed offline still holds its last data). */
export function isPersistedQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  const root = query.queryKey[0];
  return (
    query.state.data !== undefined &&
    typeof root === 'string' &&
    (PERSISTED_QUERY_ROOTS.includes(root) || PERSONAL_QUERY_ROOTS.includes(root))
  );
}

function newest(queries: readonly PersistCandidate[], limit: number): string[] {
  return [...queries]
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, limit)
    .map((query) => query.queryHash);
}

/**
 * The hashes of the allow-listed queries to persist: the `limit` most recently updated catalogue
 * queries and the `personalLimit` most recently updated personal ones.
 */
export function newestPersistedHashes(
  queries: readonly PersistCandidate[],
  limit = MAX_PERSISTED_QUERIES,
  personalLimit = MAX_PERSONAL_PERSISTED_QUERIES,
): Set<string> {
  const kept = queries.filter(isPersistedQuery);
  return new Set([
    ...newest(
      kept.filter((query) => !isPersonalQuery(query)),
      limit,
    ),
    ...newest(kept.filter(isPersonalQuery), personalLimit),
  ]);
}

/**
 * `shouldDehydrateQuery` for one save: the selection is computed once per save (dehydration asks
 * query by query, synchronously) and forgotten right after.
 */
function boundedSelection(queryClient: QueryClient): (query: Query) => boolean {
  let selected: Set<string> | null = null;
  return (query) => {
    if (!selected) {
      selected = newestPersistedHashes(queryClient.getQueryCache().getAll());
      queueMicrotask(() => {
        selected = null;
      });
    }
    return selected.has(query.queryHash);
  };
}

/**
 * A query whose refetch failed (offline, server down) still holds the data it last had: it is saved
 * as that success, so a second offline reload shows the page again instead of an error whose
 * `ApiError` class would not survive JSON anyway.
 */
export function withLastGoodData(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) =>
    query.state.status === 'error' && query.state.data !== undefined
      ? {
          ...query,
          state: {
            ...query.state,
            status: 'success' as const,
            error: null,
            fetchFailureCount: 0,
            fetchFailureReason: null,
          },
        }
      : query,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

/**
 * Personal data read back from disk is shown at once (offline, or until the network answers) but
 * is never taken as fresh: an order accepted, a message received or a cart changed elsewhere since
 * it was saved must show after a reload. Marked invalidated, each refetches when a screen uses it.
 */
export function withPersonalStale(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) =>
    isPersonalQuery(query) ? { ...query, state: { ...query.state, isInvalidated: true } } : query,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

/** Options for `PersistQueryClientProvider`: the IndexedDB persister, the allow-list and its bound. */
export function createPersistOptions(
  buster: string,
  queryClient: QueryClient,
): Omit<PersistQueryClientOptions, 'queryClient'> {
  const canPersist = typeof indexedDB !== 'undefined';
  return {
    persister: createAsyncStoragePersister({
      storage: canPersist ? cacheStore() : undefined,
      key: PERSISTED_CLIENT_KEY,
      throttleTime: 1000,
      serialize: (client) => JSON.stringify(withLastGoodData(client)),
      deserialize: (text) => withPersonalStale(JSON.parse(text) as PersistedClient),
    }),
    maxAge: QUERY_GC_MS,
    buster,
    dehydrateOptions: { shouldDehydrateQuery: boundedSelection(queryClient) },
  };
}

/**
 * Forgets the persisted query client (sign-out, DESIGN §5: personal data cached for a user is
 * cleared on logout). A write the persister had throttled may still land afterwards, but it can only
 * hold what the cleared in-memory cache holds by then.
 */
export async function removePersistedQueries(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await cacheStore().removeItem(PERSISTED_CLIENT_KEY);
}

/**
 * Saves the cache now, past the persister's one-second throttle: when the page is hidden or left
 * (the app closed right after a screen was read), the throttled save would be lost.
 */
export async function savePersistedQueriesNow(
  options: Omit<PersistQueryClientOptions, 'queryClient'> & { queryClient: QueryClient },
): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const client: PersistedClient = {
    timestamp: Date.now(),
    buster: options.buster ?? '',
    clientState: dehydrate(options.queryClient, options.dehydrateOptions),
  };
  await cacheStore().setItem(PERSISTED_CLIENT_KEY, JSON.stringify(withLastGoodData(client)));
}
