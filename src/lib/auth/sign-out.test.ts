import { QueryClient } from '@tanstack/react-query';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERSISTED_CLIENT_KEY } from '@/lib/api/persister';
import { readState, setSession } from '@/lib/session';
import { resetStateForTests } from '@/lib/session/storage';
import { buildSession } from '@/test/sessions';
import { signOutEverywhere } from './sign-out';

const fetchMock = vi.fn<typeof fetch>();

async function cacheStore() {
  return openDB('dukkan-query-cache', 1, {
    upgrade(db) {
      db.createObjectStore('kv');
    },
  });
}

beforeEach(async () => {
  resetStateForTests();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ data: { ok: true } })));
  vi.stubGlobal('fetch', fetchMock);
  await (await cacheStore()).put('kv', '{"clientState":{}}', PERSISTED_CLIENT_KEY);
});

afterEach(() => vi.unstubAllGlobals());

describe('[AUTH][SIGN OUT] clears the session, the caches and the server session', () => {
  it('revokes the user token, clears storage, the memory cache and the IndexedDB cache', async () => {
    setSession('user', buildSession({ token: 'shopper' }));
    const queryClient = new QueryClient();
    queryClient.setQueryData(['profile', '7'], { first_name: 'Mona' });

    const to = await signOutEverywhere('user', queryClient);

    expect(to).toBe('/');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/logout');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer shopper');
    expect(readState().user).toBeNull();
    expect(queryClient.getQueryData(['profile', '7'])).toBeUndefined();
    expect(await (await cacheStore()).get('kv', PERSISTED_CLIENT_KEY)).toBeUndefined();
  });

  it('signs a seller out of the copied panel session too and goes to the user login', async () => {
    const seller = buildSession({ role: 'reseller', token: 'seller' });
    setSession('user', seller);
    setSession('admin', seller);
    const to = await signOutEverywhere('admin', new QueryClient());
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/panel/logout');
    expect(to).toBe('/login');
    expect(readState().admin).toBeNull();
    expect(readState().user).toBeNull();
  });

  it('still signs out here when the server cannot be reached', async () => {
    setSession('admin', buildSession({ role: 'admin' }));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await signOutEverywhere('admin', new QueryClient())).toBe('/panel/login');
    expect(readState().admin).toBeNull();
  });
});
