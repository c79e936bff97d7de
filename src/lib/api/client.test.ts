import { REQUEST_TIMEOUT_MS } from '@domain/constants';
import { defineContract } from '@domain/contracts/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { isSessionValid, readState, setSession, writeState } from '@/lib/session';
import { resetStateForTests } from '@/lib/session/storage';
import { buildSession } from '@/test/sessions';
import { ApiError } from './api-error';
import { callApi, configureApiClient, ownerKindForPath } from './client';

const listProducts = defineContract({
  method: 'GET',
  path: '/api/products',
  summary: 'test',
  tags: ['test'],
  permission: { resource: 'catalogue', action: 'list' },
  query: z.object({ page: z.number().optional(), tags: z.array(z.string()).optional() }),
  response: z.array(z.object({ id: z.number() })),
});

const panelStore = defineContract({
  method: 'POST',
  path: '/api/panel/stores/:id',
  summary: 'test',
  tags: ['test'],
  permission: { resource: 'stores', action: 'update', kind: 'admin' },
  params: z.object({ id: z.number() }),
  body: z.object({ name: z.string(), branches: z.array(z.number()).optional() }),
  response: z.object({ id: z.number() }),
});

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn();
const notify = vi.fn();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

beforeEach(() => {
  resetStateForTests();
  fetchMock.mockReset();
  navigate.mockReset();
  notify.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ navigate, notify });
  setOnline(true);
  document.cookie = 'UID=; max-age=0; path=/';
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('[API] request (spec §7)', () => {
  it('sends Accept JSON, Platform web, the language and the visitor id', async () => {
    writeState({ language: 'en' });
    fetchMock.mockResolvedValue(json({ data: [{ id: 1 }], meta: { page: 1 } }));
    const result = await callApi(listProducts, { query: { page: 2, tags: ['a', 'b'] } });

    expect(result).toEqual({ data: [{ id: 1 }], meta: { page: 1 } });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/products?page=2&tags=a&tags=b');
    expect(init.method).toBe('GET');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Platform')).toBe('web');
    expect(headers.get('Accept-Language')).toBe('en');
    expect(headers.get('UID')).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(headers.has('Authorization')).toBe(false);
  });

  it('defaults Accept-Language to Arabic', async () => {
    fetchMock.mockResolvedValue(json({ data: [] }));
    await callApi(listProducts);
    expect(lastRequest().headers.get('Accept-Language')).toBe('ar');
  });

  it('keeps the visitor id in a year-long UID cookie and reuses it', async () => {
    fetchMock.mockImplementation(async () => json({ data: [] }));
    await callApi(listProducts);
    const first = lastRequest().headers.get('UID');
    expect(document.cookie).toContain(`UID=${first}`);
    await callApi(listProducts);
    expect(lastRequest().headers.get('UID')).toBe(first);
  });

  it('sends the user token to shopper paths and the admin token to panel paths', async () => {
    setSession('user', buildSession({ token: 'user-token' }));
    setSession('admin', buildSession({ token: 'admin-token', role: 'admin' }));
    fetchMock.mockImplementation(async () => json({ data: { id: 5 } }));

    await callApi(listProducts);
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer user-token');

    await callApi(panelStore, { params: { id: 5 }, body: { name: 'Souq' } });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/panel/stores/5');
    expect(headers.get('Authorization')).toBe('Bearer admin-token');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"name":"Souq"}');
  });

  it('maps the panel and role prefixes to the admin owner kind', () => {
    expect(ownerKindForPath('/api/panel/orders')).toBe('admin');
    expect(ownerKindForPath('/api/reseller/x')).toBe('admin');
    expect(ownerKindForPath('/api/products')).toBe('user');
    expect(ownerKindForPath('/api/panelists')).toBe('user');
  });

  it('sends multipart form data when files are attached', async () => {
    fetchMock.mockResolvedValue(json({ data: { id: 1 } }));
    const logo = new Blob(['png'], { type: 'image/png' });
    await callApi(panelStore, {
      params: { id: 1 },
      body: { name: 'Souq', branches: [1, 2] },
      files: { logo, images: [logo, logo] },
    });
    const { init, headers } = lastRequest();
    expect(init.body).toBeInstanceOf(FormData);
    const form = init.body as FormData;
    expect(form.get('name')).toBe('Souq');
    expect(form.get('branches')).toBe('[1,2]');
    expect(form.getAll('images')).toHaveLength(2);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('returns a binary body when asked', async () => {
    fetchMock.mockResolvedValue(new Response('a,b\n1,2', { status: 200 }));
    const { data } = await callApi(listProducts, { responseType: 'blob' });
    expect(data).toBeInstanceOf(Blob);
    expect(await data.text()).toBe('a,b\n1,2');
  });
});

describe('[API] failures (spec §8)', () => {
  it('rejects with axios_cancelled when the caller aborts', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
        }),
    );
    const pending = callApi(listProducts, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'axios_cancelled' });
  });

  it('rejects a write with offline ("not online") without sending anything', async () => {
    setOnline(false);
    const error = await callApi(panelStore, { params: { id: 1 }, body: { name: 'x' } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'offline', messageKey: 'errors.offline' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a read while navigator.onLine says offline: the service worker may answer it', async () => {
    setOnline(false);
    fetchMock.mockResolvedValue(json({ data: [{ id: 7 }] }));
    await expect(callApi(listProducts)).resolves.toMatchObject({ data: [{ id: 7 }] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rejects a read that no one answered while offline with offline', async () => {
    setOnline(false);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callApi(listProducts)).rejects.toMatchObject({ code: 'offline' });
  });

  it('gives up after 60 seconds with timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
        }),
    );
    const pending = callApi(listProducts).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ code: 'timeout' });
  });

  it('on 401 clears the user session and goes to the user login, remembering the page', async () => {
    setSession('user', buildSession());
    setSession('admin', buildSession({ role: 'admin', token: 'admin-token' }));
    history.replaceState(null, '', '/orders?page=2');
    fetchMock.mockResolvedValue(json({ error: { code: 'unauthenticated', message: 'x' } }, 401));

    await expect(callApi(listProducts)).rejects.toMatchObject({ status: 401 });
    expect(readState().user).toBeNull();
    expect(readState().admin).not.toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(JSON.parse(sessionStorage.getItem('dukkan:pending-redirect') ?? '{}')).toEqual({
      destination: '/orders?page=2',
    });
  });

  it('on 401 for a panel call clears the admin session and goes to the panel login', async () => {
    setSession('admin', buildSession({ role: 'admin' }));
    fetchMock.mockResolvedValue(json({ error: { code: 'unauthenticated', message: 'x' } }, 401));
    await expect(callApi(panelStore, { params: { id: 1 }, body: { name: 'x' } })).rejects.toThrow();
    expect(readState().admin).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/panel/login');
  });

  it('on 401 for a reseller panel call goes to the user login, signing out the copied session', async () => {
    const seller = buildSession({ role: 'reseller', token: 'seller-token' });
    setSession('user', seller);
    setSession('admin', seller);
    fetchMock.mockResolvedValue(json({ error: { code: 'unauthenticated', message: 'x' } }, 401));
    await expect(callApi(panelStore, { params: { id: 1 }, body: { name: 'x' } })).rejects.toThrow();
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(readState().admin).toBeNull();
    expect(readState().user).toBeNull();
  });

  it('when the panel needs 2FA, drops only the copied session and opens the panel login', async () => {
    const seller = buildSession({ role: 'reseller', token: 'seller-token' });
    setSession('user', seller);
    setSession('admin', seller);
    window.history.replaceState(null, '', '/reseller/dashboard');
    fetchMock.mockResolvedValue(
      json({ error: { code: 'panel_two_factor_required', message: 'x' } }, 403),
    );
    await expect(callApi(panelStore, { params: { id: 1 }, body: { name: 'x' } })).rejects.toThrow();
    expect(readState().admin).toBeNull();
    // The shop session stays, marked so the guard no longer hands it over.
    expect(readState().user).toMatchObject({ token: 'seller-token', two_factor_enabled: true });
    expect(navigate).toHaveBeenCalledWith('/panel/login?reason=two_factor');
    expect(notify).not.toHaveBeenCalled();
  });

  it('on "not authorized" shows the message, signs that kind out and goes to login', async () => {
    setSession('user', buildSession());
    fetchMock.mockResolvedValue(json({ error: { code: 'not_authorized', message: 'x' } }, 403));
    await expect(callApi(listProducts)).rejects.toMatchObject({ code: 'not_authorized' });
    expect(notify).toHaveBeenCalledWith('errors.not_authorized');
    expect(readState().user).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('on 503 goes to the 503 page', async () => {
    fetchMock.mockResolvedValue(
      json({ error: { code: 'service_unavailable', message: 'x' } }, 503),
    );
    await expect(callApi(listProducts)).rejects.toMatchObject({ code: 'service_unavailable' });
    expect(navigate).toHaveBeenCalledWith('/503');
  });

  it('carries the code and the field errors of the failure envelope', async () => {
    const fields = [{ path: 'name', message: 'validation.name.too_short' }];
    fetchMock.mockResolvedValue(
      json({ error: { code: 'validation_failed', message: 'bad', fields } }, 400),
    );
    const error = await callApi(listProducts).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'validation_failed', status: 400, fields });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('derives a code from the status when the body is not an envelope', async () => {
    fetchMock.mockResolvedValue(new Response('<html>', { status: 404 }));
    await expect(callApi(listProducts)).rejects.toMatchObject({ code: 'not_found', status: 404 });
  });

  it('reports a network failure as the generic error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callApi(listProducts)).rejects.toMatchObject({ code: 'internal', status: 0 });
  });
});

describe('[API] panel token refresh', () => {
  const MINUTE = 60_000;
  const inAWeek = () => new Date(Date.now() + 7 * 24 * 60 * MINUTE).toISOString();
  const refreshed = (n: number) =>
    json({
      data: {
        token: `access-${n}`,
        expiresAt: new Date(Date.now() + 15 * MINUTE).toISOString(),
        refresh_token: `sid.refresh-${n}`,
        refresh_expires_at: inAWeek(),
        role: 'admin',
      },
    });
  const panelSessionWith = (expiresInMs: number) =>
    buildSession({
      role: 'admin',
      token: 'access-0',
      expiresAt: new Date(Date.now() + expiresInMs).toISOString(),
      refresh_token: 'sid.refresh-0',
      refresh_expires_at: inAWeek(),
    });
  const isRefresh = (url: unknown) => String(url).endsWith('/api/panel/refresh');

  it('renews an expired access token first, without a bearer, then sends the call', async () => {
    setSession('admin', panelSessionWith(-MINUTE));
    fetchMock.mockImplementation(async (url) =>
      isRefresh(url) ? refreshed(1) : json({ data: { id: 1 } }),
    );
    await callApi(panelStore, { params: { id: 1 }, body: { name: 'x' } });

    const [refreshCall, storeCall] = fetchMock.mock.calls;
    expect(String(refreshCall![0])).toBe('/api/panel/refresh');
    expect(new Headers(refreshCall![1]!.headers).has('Authorization')).toBe(false);
    expect(JSON.parse(String(refreshCall![1]!.body))).toEqual({ refresh_token: 'sid.refresh-0' });
    expect(new Headers(storeCall![1]!.headers).get('Authorization')).toBe('Bearer access-1');
    expect(readState().admin).toMatchObject({ token: 'access-1', refresh_token: 'sid.refresh-1' });
  });

  it('keeps one refresh in flight for concurrent calls', async () => {
    setSession('admin', panelSessionWith(-MINUTE));
    let refreshes = 0;
    fetchMock.mockImplementation(async (url) =>
      isRefresh(url) ? refreshed(++refreshes) : json({ data: { id: 1 } }),
    );
    await Promise.all(
      [1, 2, 3].map((id) => callApi(panelStore, { params: { id }, body: { name: 'x' } })),
    );
    expect(refreshes).toBe(1);
    const bearers = fetchMock.mock.calls
      .filter(([url]) => !isRefresh(url))
      .map(([, init]) => new Headers(init!.headers).get('Authorization'));
    expect(bearers).toEqual(['Bearer access-1', 'Bearer access-1', 'Bearer access-1']);
  });

  it('refreshes and retries once when a live-looking token is refused', async () => {
    setSession('admin', panelSessionWith(10 * MINUTE));
    let storeCalls = 0;
    fetchMock.mockImplementation(async (url) => {
      if (isRefresh(url)) return refreshed(1);
      storeCalls += 1;
      return storeCalls === 1
        ? json({ error: { code: 'unauthenticated', message: 'x' } }, 401)
        : json({ data: { id: 1 } });
    });
    await expect(callApi(panelStore, { params: { id: 1 }, body: { name: 'x' } })).resolves.toEqual({
      data: { id: 1 },
      meta: undefined,
    });
    expect(storeCalls).toBe(2);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('signs the panel out and opens the panel login when the refresh is refused', async () => {
    setSession('admin', panelSessionWith(-MINUTE));
    fetchMock.mockImplementation(async (url) =>
      isRefresh(url)
        ? json({ error: { code: 'unauthenticated', message: 'x' } }, 401)
        : json({ data: { id: 1 } }),
    );
    await expect(
      callApi(panelStore, { params: { id: 1 }, body: { name: 'x' } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(fetchMock.mock.calls.filter(([url]) => !isRefresh(url))).toHaveLength(0);
    expect(readState().admin).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/panel/login');
  });

  it('counts a refreshable panel session as signed in while its refresh token lives', () => {
    setSession('admin', panelSessionWith(-MINUTE));
    expect(readState().admin?.token).toBe('access-0');
    expect(isSessionValid(readState().admin)).toBe(true);
  });
});
