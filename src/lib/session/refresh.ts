// Panel access tokens live minutes; the stored refresh token buys the next pair. The
// server treats a refresh token used twice as stolen and ends the session, so refreshing must
// happen once: one refresh in flight per tab, and a Web Lock across tabs (a tab that waited finds
// the pair another tab stored and uses it instead of spending the old token again).
import { PANEL_REFRESH_API_PATH } from '@domain/auth/panels';
import { needsRefresh } from './session';
import { getSession, patchSession } from './sessions';

/** `ended`: the server refused (session over or revoked); `unreachable`: no answer (offline). */
export type RefreshOutcome = 'refreshed' | 'ended' | 'unreachable';

export interface RefreshRequest {
  /** Sends the call (the API client's transport). */
  send: (url: string, init: RequestInit) => Promise<Response>;
  /** API base URL (`VITE_API_BASE`). */
  base: string;
  /** Headers every API call carries (language, platform, visitor id) — never a bearer. */
  headers: Headers;
  /** The access token the caller holds; a different stored token means someone renewed it. */
  staleToken: string | undefined;
}

let inFlight: Promise<RefreshOutcome> | null = null;

function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('dukkan-panel-refresh', task) : task();
}

async function refreshOnce({
  send,
  base,
  headers,
  staleToken,
}: RefreshRequest): Promise<RefreshOutcome> {
  const session = getSession('admin');
  if (!session?.refresh_token) return 'ended';
  if (session.token !== staleToken && !needsRefresh(session)) return 'refreshed';
  headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await send(base + PANEL_REFRESH_API_PATH, {
      method: 'POST',
      headers,
      body: JSON.stringify({ refresh_token: session.refresh_token }),
      credentials: 'same-origin',
    });
  } catch {
    return 'unreachable';
  }
  if (!response.ok) return response.status >= 500 ? 'unreachable' : 'ended';
  const envelope = (await response.json().catch(() => null)) as {
    data?: {
      token: string;
      expiresAt: string;
      refresh_token: string;
      refresh_expires_at: string;
      role: string;
    };
  } | null;
  const data = envelope?.data;
  if (!data?.token) return 'ended';
  patchSession('admin', {
    token: data.token,
    expiresAt: data.expiresAt,
    refresh_token: data.refresh_token,
    refresh_expires_at: data.refresh_expires_at,
    role: data.role,
  });
  return 'refreshed';
}

/** Renews the panel session's tokens; concurrent callers share one refresh. */
export function refreshPanelSession(request: RefreshRequest): Promise<RefreshOutcome> {
  inFlight ??= exclusive(() => refreshOnce(request)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
