import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { QUERY_GC_MS } from './query-client';
import { PERSISTED_QUERY_ROOTS } from './query-keys';

const DB_NAME = 'dukkan-query-cache';
const STORE = 'kv';
/** The IndexedDB key holding the dehydrated query client. */
export const PERSISTED_CLIENT_KEY = 'dukkan-queries';

/** A key-value store in IndexedDB; `idb` is imported on first use so it stays off the first paint. */
function openStore() {
  const opened = import('idb').then(({ openDB }) =>
    openDB(DB_NAME, 1, {
      upgrade(db) {
        db.createObjectStore(STORE);
      },
    }),
  );
  return {
    getItem: async (key: string) => ((await (await opened).get(STORE, key)) as string) ?? null,
    setItem: async (key: string, value: string) => {
      await (await opened).put(STORE, value, key);
    },
    removeItem: async (key: string) => {
      await (await opened).delete(STORE, key);
    },
  };
}

export function isPersistedQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  const root = query.queryKey[0];
  return (
    query.state.status === 'success' &&
    typeof root === 'string' &&
    PERSISTED_QUERY_ROOTS.includes(root)
  );
}

/** Options for `PersistQueryClientProvider`: the IndexedDB persister and the allow-list. */
export function createPersistOptions(
  buster: string,
): Omit<PersistQueryClientOptions, 'queryClient'> {
  const canPersist = typeof indexedDB !== 'undefined';
  return {
    persister: createAsyncStoragePersister({
      storage: canPersist ? openStore() : undefined,
      key: PERSISTED_CLIENT_KEY,
      throttleTime: 1000,
    }),
    maxAge: QUERY_GC_MS,
    buster,
    dehydrateOptions: { shouldDehydrateQuery: isPersistedQuery },
  };
}

/**
 * Forgets the persisted query client (sign-out, DESIGN §5: personal data cached for a user is
 * cleared on logout). A write the persister had throttled may still land afterwards, but it can only
 * hold what the cleared in-memory cache holds by then.
 */
export async function removePersistedQueries(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await openStore().removeItem(PERSISTED_CLIENT_KEY);
}
