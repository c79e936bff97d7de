import { defineContract } from '@domain/contracts/contract';
import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { resetStateForTests } from '@/lib/session/storage';
import { mutationKeys, queryKeys } from './query-keys';
import { setApiMutationDefaults, useApiMutation } from './use-api-mutation';

const sendMessage = defineContract({
  method: 'POST',
  path: '/api/messages',
  summary: 'test',
  tags: ['test'],
  permission: { resource: 'chats', action: 'create' },
  idempotent: true,
  body: z.object({ text: z.string() }),
  response: z.object({ id: z.number() }),
});

const signIn = defineContract({
  method: 'POST',
  path: '/api/sign-in',
  summary: 'test',
  tags: ['test'],
  permission: { resource: 'auth', action: 'create' },
  body: z.object({ text: z.string() }),
  response: z.object({ id: z.number() }),
});

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const sentKeys = () =>
  fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

function setup() {
  const queryClient = new QueryClient({
    // The app's defaults (query-client.ts): a form's write fails at once when offline.
    defaultOptions: { queries: { retry: false }, mutations: { networkMode: 'offlineFirst' } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

const config = {
  mutationKey: mutationKeys.contact.send,
  request: (text: string) => ({ body: { text } }),
  invalidates: () => [queryKeys.profile.all],
};

beforeEach(() => {
  resetStateForTests();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

afterEach(() => vi.unstubAllGlobals());

describe('[API][WRITES] useApiMutation (DESIGN §8)', () => {
  it('sends the body with an Idempotency-Key and answers the data', async () => {
    fetchMock.mockImplementation(async () => json({ data: { id: 7 } }, 201));
    const { wrapper } = setup();
    const { result } = renderHook(() => useApiMutation(sendMessage, config), { wrapper });

    let data: unknown;
    await act(async () => {
      data = await result.current.mutateAsync('hello');
    });

    expect(data).toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/messages');
    expect(init?.body).toBe('{"text":"hello"}');
    expect(sentKeys()[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('keeps the key across retries of one attempt, and a new attempt gets a new key', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(
        json({ error: { code: 'idempotency_in_progress', message: 'x', retryAfter: 0 } }, 409),
      )
      .mockImplementation(async () => json({ data: { id: 1 } }));
    const { wrapper } = setup();
    const { result } = renderHook(() => useApiMutation(sendMessage, config), { wrapper });

    await act(async () => {
      await result.current.mutateAsync('hello');
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const [first, second, third] = sentKeys();
    expect(second).toBe(first);
    expect(third).toBe(first);

    await act(async () => {
      await result.current.mutateAsync('hello');
    });
    expect(sentKeys()[3]).not.toBe(first);
  });

  it('never retries a write the server does not dedupe', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { wrapper } = setup();
    const { result } = renderHook(() => useApiMutation(signIn, config), { wrapper });

    await act(async () => {
      await result.current.mutateAsync('hello').catch(() => undefined);
    });

    // The mutation's error state is published in a later render: wait for it, not for a tick.
    await waitFor(() => expect(result.current.error).toMatchObject({ code: 'internal' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not retry an answer that will not change (a 4xx)', async () => {
    fetchMock.mockImplementation(async () =>
      json({ error: { code: 'validation_failed', message: 'x' } }, 400),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useApiMutation(sendMessage, config), { wrapper });
    await act(async () => {
      await result.current.mutateAsync('hello').catch(() => undefined);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('invalidates what the write changed', async () => {
    let profileLoads = 0;
    fetchMock.mockImplementation(async (url) => {
      if (String(url) === '/api/profile') return json({ data: { loads: ++profileLoads } });
      return json({ data: { id: 1 } });
    });
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({
        profile: useQuery({
          queryKey: queryKeys.profile.detail('1'),
          queryFn: async () => (await fetch('/api/profile')).json() as Promise<unknown>,
        }),
        send: useApiMutation(sendMessage, config),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.profile.data).toEqual({ data: { loads: 1 } }));

    await act(async () => {
      await result.current.send.mutateAsync('hello');
    });

    await waitFor(() => expect(result.current.profile.data).toEqual({ data: { loads: 2 } }));
  });

  it('resumes a paused write with the key it was given (offline outbox)', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    fetchMock.mockImplementation(async () => json({ data: { id: 3 } }));
    const { queryClient, wrapper } = setup();
    const outbox = { ...config, pauseOffline: true };
    setApiMutationDefaults(queryClient, sendMessage, outbox);
    const { result } = renderHook(() => useApiMutation(sendMessage, outbox), { wrapper });
    onlineManager.setOnline(false);
    act(() => result.current.mutate('while offline'));
    await waitFor(() => expect(result.current.isPaused).toBe(true));
    expect(fetchMock).not.toHaveBeenCalled();
    const [paused] = queryClient.getMutationCache().getAll();
    const key = (paused!.state.variables as { idempotencyKey: string }).idempotencyKey;

    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    await act(async () => {
      onlineManager.setOnline(true);
      await queryClient.resumePausedMutations();
    });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(sentKeys()).toEqual([key]);
  });
});
