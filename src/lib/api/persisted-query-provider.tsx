import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isPersonalQuery, savePersistedQueriesNow } from './persister';

interface Props {
  client: QueryClient;
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  /**
   * Queries wait for the persisted cache before they fetch (`useIsRestoring`): a page booting
   * from the offline shell shows what was cached. A server-rendered page already holds fresh data,
   * so its queries do not wait and the cache is merged in behind them.
   */
  waitForRestore: boolean;
  children: ReactNode;
}

/**
 * TanStack's `PersistQueryClientProvider`, except that queries need not wait for the restore.
 * Waiting always re-renders every query's component once the restore ends, which on a hydrated
 * page is a second render of the whole page for nothing (docs/decisions/0026-offline-reading.md).
 * The cache is saved once the restore is done (and on changes after), so it never overwrites what
 * the restore had not read yet.
 */
export function PersistedQueryProvider({
  client,
  persistOptions,
  waitForRestore,
  children,
}: Props) {
  const [restored, setRestored] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    persistQueryClientRestore({ ...persistOptions, queryClient: client })
      .catch(() => undefined) // an unreadable cache is dropped by the restore itself
      .finally(() => setRestored(true));
  }, [client, persistOptions]);

  useEffect(() => {
    if (!restored) return undefined;
    const options = { ...persistOptions, queryClient: client };
    // Saved once at once: a server-rendered page arrives with its data and may never change the
    // cache again, yet it must render offline after a reload.
    void persistQueryClientSave(options).catch(() => undefined);
    const unsubscribe = persistQueryClientSubscribe(options);
    // Leaving or hiding the page saves at once: the throttled save would be lost with the page.
    const flush = () => void savePersistedQueriesNow(options).catch(() => undefined);
    // A personal screen (cart, chats, orders…) is saved the moment its data arrives: the throttled
    // save waits up to a second, and the IndexedDB write made at `pagehide` may die with the page,
    // so a shopper who moved on sooner would find the screen unsaved offline.
    const unsubscribePersonal = client.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'success' &&
        isPersonalQuery(event.query)
      )
        flush();
    });
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      unsubscribe();
      unsubscribePersonal();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [client, persistOptions, restored]);

  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={waitForRestore && !restored}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
