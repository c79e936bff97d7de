import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { describe, expect, it } from 'vitest';
import {
  isPersistedQuery,
  newestPersistedHashes,
  withLastGoodData,
  withPersonalStale,
} from './persister';
import { MAX_PERSISTED_QUERIES, MAX_PERSONAL_PERSISTED_QUERIES } from './query-keys';

function query(key: unknown[], dataUpdatedAt: number, data: unknown = { ok: true }) {
  // `null` stands for "no data yet" (a default parameter would replace `undefined`).
  if (data === null) data = undefined;
  return {
    queryKey: key,
    queryHash: JSON.stringify(key),
    state: { data, dataUpdatedAt, status: data === undefined ? 'pending' : 'success' },
  } as unknown as Parameters<typeof newestPersistedHashes>[0][number];
}

describe('[OFFLINE] the persisted query cache', () => {
  it('keeps the catalogue and the personal screens, and leaves throwaway and money queries out', () => {
    for (const root of ['home', 'products', 'stores', 'categories', 'search', 'static-pages']) {
      expect(isPersistedQuery(query([root, 'detail', 1, 'ar'], 1))).toBe(true);
    }
    // What a shopper reads offline of their own.
    for (const root of ['cart', 'favourites', 'chats', 'orders', 'notifications', 'profile']) {
      expect(isPersistedQuery(query([root, '7'], 1))).toBe(true);
    }
    expect(isPersistedQuery(query(['wallet', '7'], 1))).toBe(false);
    expect(isPersistedQuery(query(['payment-state', 'ref'], 1))).toBe(false);
    expect(isPersistedQuery(query(['panel:orders', 'list', {}], 1))).toBe(false);
    expect(isPersistedQuery(query(['suggestions', 'list', { q: 'قم' }], 1))).toBe(false);
    expect(isPersistedQuery(query(['products', 'detail', 2], 1, null))).toBe(false);
  });

  it(`is bounded: only the ${MAX_PERSISTED_QUERIES} most recently updated queries are saved`, () => {
    const queries = Array.from({ length: MAX_PERSISTED_QUERIES + 20 }, (_, index) =>
      query(['products', 'detail', index, 'ar'], index),
    );
    const kept = newestPersistedHashes(queries);
    expect(kept.size).toBe(MAX_PERSISTED_QUERIES);
    expect(kept.has(JSON.stringify(['products', 'detail', MAX_PERSISTED_QUERIES + 19, 'ar']))).toBe(
      true,
    );
    expect(kept.has(JSON.stringify(['products', 'detail', 0, 'ar']))).toBe(false);
  });

  it(`keeps up to ${MAX_PERSONAL_PERSISTED_QUERIES} personal queries however many products were browsed`, () => {
    const products = Array.from({ length: MAX_PERSISTED_QUERIES + 50 }, (_, index) =>
      query(['products', 'detail', index, 'ar'], 1000 + index),
    );
    const personal = Array.from({ length: MAX_PERSONAL_PERSISTED_QUERIES + 5 }, (_, index) =>
      query(['chats', 'messages', '7', index, 'ar'], index),
    );
    const kept = newestPersistedHashes([...products, query(['cart', '7', 'ar'], 0), ...personal]);
    expect(kept.size).toBe(MAX_PERSISTED_QUERIES + MAX_PERSONAL_PERSISTED_QUERIES);
    expect(
      kept.has(
        JSON.stringify(['chats', 'messages', '7', MAX_PERSONAL_PERSISTED_QUERIES + 4, 'ar']),
      ),
    ).toBe(true);
    expect(kept.has(JSON.stringify(['cart', '7', 'ar']))).toBe(false);
  });

  it('saves a query whose offline refetch failed as the success it last was', () => {
    const client = {
      timestamp: 1,
      buster: 'b',
      clientState: {
        mutations: [],
        queries: [
          {
            queryKey: ['home', 'detail', 'traditional', 'ar'],
            queryHash: 'h',
            state: { status: 'error', data: { hero: 1 }, error: { code: 'offline' } },
          },
        ],
      },
    } as unknown as PersistedClient;
    const [saved] = withLastGoodData(client).clientState.queries;
    expect(saved?.state).toMatchObject({ status: 'success', data: { hero: 1 }, error: null });
  });

  it('reads personal data back as stale (refetched when used) and catalogue data as saved', () => {
    const query = (queryKey: unknown[]) => ({
      queryKey,
      queryHash: JSON.stringify(queryKey),
      state: { status: 'success', data: [1], dataUpdatedAt: Date.now(), isInvalidated: false },
    });
    const client = {
      timestamp: 1,
      buster: 'b',
      clientState: {
        mutations: [],
        queries: [query(['orders', 'list', { viewer: '7' }]), query(['home', 'detail', 'ar'])],
      },
    } as unknown as PersistedClient;
    const [orders, home] = withPersonalStale(client).clientState.queries;
    expect(orders?.state).toMatchObject({ isInvalidated: true, data: [1] });
    expect(home?.state).toMatchObject({ isInvalidated: false, data: [1] });
  });
});
