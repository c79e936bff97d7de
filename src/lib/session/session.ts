import { normaliseRole, type Role } from '@domain/auth/roles';

/** One signed-in owner (spec §3 "Session (per owner kind: user, admin): token, role, token expiry"). */
export interface StoredSession {
  token: string;
  role: string;
  /** ISO date-time (or epoch milliseconds) after which the token is no longer valid. */
  expiresAt: string | number;
  id: number | string;
  username: string;
  first_name: string;
  last_name: string;
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

/** A token is valid only if its expiry is in the future (spec §4). */
export function isSessionValid(
  session: StoredSession | null | undefined,
  now: number = Date.now(),
): session is StoredSession {
  if (!session || !session.token) return false;
  const expiry = expiryTime(session.expiresAt);
  return Number.isFinite(expiry) && expiry > now;
}

/** The role of a session, read in lowercase (spec §6); `null` when unknown. */
export function sessionRole(session: StoredSession | null | undefined): Role | null {
  return session ? normaliseRole(session.role) : null;
}
