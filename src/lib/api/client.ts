import {
  PANEL_LOGIN_PATH,
  PANEL_TWO_FACTOR_LOGIN_PATH,
  panelGuardLoginPath,
  USER_LOGIN_PATH,
} from '@domain/auth/panels';
import type { OwnerKind } from '@domain/auth/roles';
import { REQUEST_TIMEOUT_MS } from '@domain/constants';
import type { Contract } from '@domain/contracts/contract';
import { AppErrorCode } from '@domain/errors';
import type { z } from 'zod';
import { keepErrorText } from '../i18n/i18n';
import { rememberPendingRedirect } from '../session/pending-redirect';
import { refreshPanelSession } from '../session/refresh';
import { needsRefresh, sessionRole } from '../session/session';
import {
  clearSession,
  getSession,
  getValidSession,
  patchSession,
  signOut,
} from '../session/sessions';
import { readState } from '../session/storage';
import { ApiError } from './api-error';
import { getVisitorId } from './visitor-id';
import { buildBody, buildUrl, type FileFields } from './request';

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

export interface CallOptions<C extends Contract> {
  params?: InputOf<C['params']>;
  query?: InputOf<C['query']>;
  body?: InputOf<C['body']>;
  /** Sent as multipart/form-data together with the body fields. */
  files?: FileFields;
  signal?: AbortSignal;
  /** `blob` returns the raw response body (exports, invoices) instead of the JSON envelope. */
  responseType?: 'json' | 'blob';
  /** Overrides the owner kind the path implies (e.g. change-language for a panel account). */
  owner?: OwnerKind;
  /** Sent as `Idempotency-Key` (DESIGN §8); mutation hooks keep one per attempt across retries. */
  idempotencyKey?: string;
}

export interface ApiResult<T> {
  data: T;
  meta?: Record<string, unknown>;
}

interface ClientHooks {
  /** In-app navigation; the router installs its own, the default reloads the page. */
  navigate: (to: string) => void;
  /** Shows a message key to the user (toast). */
  notify: (messageKey: string) => void;
  /** Sends the request; the server-rendering bundle answers in-process instead of over HTTP. */
  transport: (url: string, init: RequestInit) => Promise<Response>;
}

const hooks: ClientHooks = {
  navigate: (to) => window.location.assign(to),
  notify: () => undefined,
  transport: (url, init) => fetch(url, init),
};

export function configureApiClient(next: Partial<ClientHooks>): void {
  Object.assign(hooks, next);
}

/** Base URL of the API: same origin unless `VITE_API_BASE` points elsewhere. */
const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined) ?? '';

const ADMIN_PATH = /^\/api\/(panel|admin|moderator|reseller|moderator_reseller)(\/|$)/;

/** The route prefix decides whose token is sent: `/api/panel/*` (and the role prefixes) → admin. */
export function ownerKindForPath(path: string): OwnerKind {
  return ADMIN_PATH.test(path) ? 'admin' : 'user';
}

function isKnownOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function currentPath(): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Spec §8: 401 (and "not authorized") clears the owner's session and sends them to its login. */
function signOutAndRedirect(kind: OwnerKind): void {
  const role = sessionRole(getSession(kind));
  signOut(kind);
  // Spec §8: user kind → user login; admin kind → panel login (sellers sign in on the user login).
  const login = kind === 'admin' ? panelGuardLoginPath(role) : USER_LOGIN_PATH;
  if (location.pathname.startsWith(login)) return;
  rememberPendingRedirect({ destination: currentPath() });
  hooks.navigate(login);
}

/**
 * The API refused a seller's handed-over shop session because 2FA is on: only the panel copy goes,
 * the shop session stays (marked, so the guard sends them to the panel login from now on).
 */
function leaveHandover(): void {
  const token = getSession('admin')?.token;
  clearSession('admin');
  if (token && getSession('user')?.token === token) {
    patchSession('user', { two_factor_enabled: true });
  }
  if (location.pathname.startsWith(PANEL_LOGIN_PATH)) return;
  rememberPendingRedirect({ destination: currentPath() });
  hooks.navigate(PANEL_TWO_FACTOR_LOGIN_PATH);
}

function handleFailure(error: ApiError, kind: OwnerKind): ApiError {
  if (error.message !== error.code) keepErrorText(readState().language, error.code, error.message);
  if (error.status === 401) signOutAndRedirect(kind);
  if (error.code === AppErrorCode.panel_two_factor_required) leaveHandover();
  if (error.status === 403 && error.code === AppErrorCode.not_authorized) {
    hooks.notify(error.messageKey);
    signOutAndRedirect(kind);
  }
  if (error.status === 503) hooks.navigate('/503');
  return error;
}

function baseHeaders(): Headers {
  return new Headers({
    Accept: 'application/json',
    Platform: 'web',
    'Accept-Language': readState().language,
    UID: getVisitorId(),
  });
}

function buildHeaders(kind: OwnerKind, json: boolean, idempotencyKey?: string): Headers {
  const headers = baseHeaders();
  if (json) headers.set('Content-Type', 'application/json');
  if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);
  const token = getValidSession(kind)?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** Renews the panel tokens (one refresh at a time); `ended` signs the panel out (spec §8). */
async function refreshPanel(staleToken: string | undefined): Promise<boolean> {
  const outcome = await refreshPanelSession({
    send: (url, init) => hooks.transport(url, init),
    base: API_BASE,
    headers: baseHeaders(),
    staleToken,
  });
  if (outcome === 'ended')
    throw handleFailure(new ApiError(AppErrorCode.unauthenticated, 401), 'admin');
  return outcome === 'refreshed';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function callApi<C extends Contract>(
  contract: C,
  options: CallOptions<C> & { responseType: 'blob' },
): Promise<ApiResult<Blob>>;
export function callApi<C extends Contract>(
  contract: C,
  options?: CallOptions<C>,
): Promise<ApiResult<z.output<C['response']>>>;
/** Calls one contract (spec §7) and resolves with the envelope's `{ data, meta }`. */
export async function callApi<C extends Contract>(
  contract: C,
  options: CallOptions<C> = {},
): Promise<ApiResult<unknown>> {
  const { signal } = options;
  if (signal?.aborted) throw new ApiError(AppErrorCode.axios_cancelled);
  // Reads always ask: the service worker answers them from its cache when the network fails, and
  // `navigator.onLine` lies both ways on a flaky link. A write that cannot wait says
  // "not online" at once (spec §8) instead of reaching a worker that will not answer it.
  if (contract.method !== 'GET' && isKnownOffline()) throw new ApiError(AppErrorCode.offline);
  const kind = options.owner ?? ownerKindForPath(contract.path);
  const url = API_BASE + buildUrl(contract.path, options.params, options.query);
  const body = buildBody(contract.method, options.body, options.files);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel, { once: true });

  const send = () =>
    hooks.transport(url, {
      method: contract.method,
      headers: buildHeaders(kind, typeof body === 'string', options.idempotencyKey),
      body,
      signal: controller.signal,
      credentials: 'same-origin',
    });

  try {
    // A panel access token lives minutes: renew it before it goes out dead…
    const held = kind === 'admin' ? getSession('admin') : null;
    if (needsRefresh(held)) await refreshPanel(held?.token);
    const sentToken = kind === 'admin' ? getSession('admin')?.token : undefined;
    let response = await send();
    // …and once more when the server refused it anyway (clock skew, a revoked access token).
    if (response.status === 401 && getSession('admin')?.refresh_token && kind === 'admin') {
      if (await refreshPanel(sentToken)) response = await send();
    }
    if (!response.ok) {
      throw handleFailure(ApiError.fromResponse(response.status, await readJson(response)), kind);
    }
    if (options.responseType === 'blob') return { data: await response.blob() };
    const envelope = (await readJson(response)) as ApiResult<unknown> | null;
    return { data: envelope?.data, meta: envelope?.meta };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new ApiError(AppErrorCode.timeout);
    if (signal?.aborted) throw new ApiError(AppErrorCode.axios_cancelled);
    if (isKnownOffline()) throw new ApiError(AppErrorCode.offline);
    // Network failure while "online" (server down, DNS, CORS): the generic failure message.
    throw new ApiError(
      AppErrorCode.internal,
      0,
      error instanceof Error ? error.message : undefined,
    );
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}
