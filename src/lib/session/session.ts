import { normaliseRole, type Role } from '@domain/auth/roles';

/** One signed-in owner (spec §3 "Session (per owner kind: user, admin): token, role, token expiry"). */
export interface StoredSession {
  token: string;
  role: string;
  /** ISO date-time (or epoch milliseconds) after which the token is no longer valid. */
  expiresAt: string | number;
  /**
   * Panel sessions: the single-use refresh token and when the session itself ends. The access
   * token lives minutes; the API client trades this for a new pair before it runs out.
   */
  refresh_token?: string;
  refresh_expires_at?: string;
  id: number | string;
  username: string;
  first_name: string;
  last_name: string;
  /** The account's phone when it signed in (checkout starts from it). */
  phone?: string | null;
  cart_items_count?: number;
  /** 2FA is on: a seller's shop session is not handed over to the panel (spec §4). */
  two_factor_enabled?: boolean;
}

export function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Record<string, unknown>;
  return (
    typeof session.token === 'string' &&
    session.token !== '' &&
    typeof session.role === 'string' &&
    (typeof session.expiresAt === 'string' || typeof session.expiresAt === 'number')
  );
}

function expiryTime(expiresAt: string | number): number {
  return typeof expiresAt === 'number' ? expiresAt : Date.parse(expiresAt);
}

/**
 * A session is valid only if its expiry is in the future (spec §4). For a refreshable panel
 * session that is the refresh expiry: an access token past its minutes is renewed on the next call.
 */
export function isSessionValid(
  session: StoredSession | null | undefined,
  now: number = Date.now(),
): session is StoredSession {
  if (!session || !session.token) return false;
  const expiry = expiryTime(
    session.refresh_token && session.refresh_expires_at
      ? session.refresh_expires_at
      : session.expiresAt,
  );
  return Number.isFinite(expiry) && expiry > now;
}

/** Renew this long before the access token runs out, so a request never leaves with a dead one. */
export const REFRESH_AHEAD_MS = 30_000;

/** A refreshable session whose access token is (nearly) out. */
export function needsRefresh(
  session: StoredSession | null | undefined,
  now: number = Date.now(),
): boolean {
  if (!session?.refresh_token) return false;
  return expiryTime(session.expiresAt) - REFRESH_AHEAD_MS <= now;
}

/** The role of a session, read in lowercase (spec §6); `null` when unknown. */
export function sessionRole(session: StoredSession | null | undefined): Role | null {
  return session ? normaliseRole(session.role) : null;
}
