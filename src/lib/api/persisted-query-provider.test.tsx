import { QueryClient, useIsRestoring, type DehydratedState } from '@tanstack/react-query';
import type { Persister, PersistedClient } from '@tanstack/react-query-persist-client';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PersistedQueryProvider } from './persisted-query-provider';

/** A persister holding `saved`, recording what is written back. */
function memoryPersister(saved?: PersistedClient) {
  const writes: PersistedClient[] = [];
  let restored = false;
  const persister: Persister = {
    persistClient: async (client) => void writes.push(client),
    restoreClient: async () => {
      restored = true;
      return saved;
    },
    removeClient: async () => undefined,
  };
  return { persister, writes, wasRestored: () => restored };
}

function Probe({ seen }: { seen: boolean[] }) {
  seen.push(useIsRestoring());
  return null;
}

const cached = (value: string): PersistedClient => ({
  timestamp: Date.now(),
  buster: 'test',
  clientState: {
    mutations: [],
    queries: [
      {
        queryKey: ['layout'],
        queryHash: '["layout"]',
        state: { data: value, dataUpdatedAt: Date.now(), status: 'success' },
      },
    ],
  } as unknown as DehydratedState,
});

/** Renders the provider over a probe; `seen` collects `useIsRestoring()` at each render. */
function renderProvider(persister: Persister, waitForRestore: boolean) {
  const client = new QueryClient();
  const seen: boolean[] = [];
  render(
    <PersistedQueryProvider
      client={client}
      persistOptions={{ persister, buster: 'test' }}
      waitForRestore={waitForRestore}
    >
      <Probe seen={seen} />
    </PersistedQueryProvider>,
  );
  return { client, seen };
}

describe('[QUERY] persisted query cache', () => {
  it('lets a server-rendered page’s queries run at once and does not render them again', async () => {
    const { persister, wasRestored } = memoryPersister(cached('from IndexedDB'));
    const { client, seen } = renderProvider(persister, false);
    await waitFor(() => expect(wasRestored()).toBe(true));
    await waitFor(() => expect(client.getQueryData(['layout'])).toBe('from IndexedDB'));
    expect(seen).toEqual([false]);
  });

  it('saves a server-rendered page’s data once restored, without waiting for a change', async () => {
    const { persister, writes } = memoryPersister(cached('from IndexedDB'));
    const client = new QueryClient();
    client.setQueryData(['products', 'detail', 208, 'ar'], { name: 'جاكيت جلد رجالي' });
    render(
      <PersistedQueryProvider
        client={client}
        persistOptions={{ persister, buster: 'test' }}
        waitForRestore={false}
      >
        <Probe seen={[]} />
      </PersistedQueryProvider>,
    );
    await waitFor(() => expect(writes.length).toBeGreaterThan(0));
    const saved = writes.at(-1)!.clientState.queries.map((query) => query.queryKey[0]);
    expect(saved).toEqual(expect.arrayContaining(['products', 'layout']));
  });

  it('makes a page booting from the shell wait for the cache, then saves changes', async () => {
    const { persister, writes } = memoryPersister(cached('from IndexedDB'));
    const { client, seen } = renderProvider(persister, true);
    await waitFor(() => expect(seen.at(-1)).toBe(false));
    expect(seen[0]).toBe(true);
    expect(client.getQueryData(['layout'])).toBe('from IndexedDB');
    client.setQueryData(['layout'], 'changed');
    await waitFor(() => expect(writes.length).toBeGreaterThan(0));
  });
});
