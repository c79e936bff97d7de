import { randomUUID } from 'node:crypto';
import {
  PANEL_ROLES,
  USER_AREA_ROLES,
  type OwnerKind,
  type Role,
} from '../../../domain/auth/roles';
import { AppError } from '../../../domain/errors';
import type { Db } from '../../db/client';
import type { Actor } from './actor';
import { cachedActor, forgetAccount, forgetSession, rememberActor } from './actor-cache';
import { findSessionAccount, loadScope } from './actor.repository';
import {
  newRefreshToken,
  parseRefreshToken,
  signAccessToken,
  verifyAccessToken,
  verifyStreamTicket,
} from './auth.tokens';
import {
  hasTwoFactor,
  insertSession,
  revokeSession,
  revokeUserSessions,
  rotateRefreshHash,
} from './sessions.repository';

import { signalSessionsEnded } from '../events/events.repository';

export type { Actor, ActorScope } from './actor';

export interface AuthConfig {
  jwtSecret: string;
  /** User-kind access token lifetime; the refresh lifetime of panel sessions. */
  tokenTtlSeconds: number;
  /** Panel (admin-kind) access token lifetime; 15 minutes when not given. */
  panelAccessTtlSeconds?: number;
  /** How long a resolved actor may be reused (ms); 0 or absent = resolve on every request. */
  actorCacheTtlMs?: number;
}

const DEFAULT_PANEL_ACCESS_TTL_SECONDS = 15 * 60;

/** The roles a session of each kind is good for (spec §4); another role voids it for that kind. */
const KIND_ROLES: Record<OwnerKind, readonly Role[]> = {
  user: USER_AREA_ROLES,
  admin: PANEL_ROLES,
};

export interface IssuedSession {
  token: string;
  /** When `token` expires (ISO). */
  expiresAt: string;
  /** Panel sessions only: the rotated refresh token and when the session itself ends. */
  refreshToken?: string;
  refreshExpiresAt?: string;
}

function accessExpiry(config: AuthConfig, kind: OwnerKind, sessionEnds: Date): Date {
  if (kind !== 'admin') return sessionEnds;
  const ttl = config.panelAccessTtlSeconds ?? DEFAULT_PANEL_ACCESS_TTL_SECONDS;
  return new Date(Math.min(sessionEnds.getTime(), Date.now() + ttl * 1000));
}

/**
 * Starts a session for a verified account: one sessions row plus an access token that names it.
 * A panel (admin-kind) session gets a short access token and a refresh token (spec §3 token expiry):
 * a stolen panel token is good for minutes, and the refresh re-reads the account.
 */
export async function issueSession(
  db: Db,
  config: AuthConfig,
  subject: { userId: number; kind: OwnerKind; role: Role; userAgent?: string | null },
): Promise<IssuedSession> {
  const id = randomUUID();
  const sessionEnds = new Date(Date.now() + config.tokenTtlSeconds * 1000);
  const refresh = subject.kind === 'admin' ? newRefreshToken(id) : null;
  await insertSession(db, {
    id,
    userId: subject.userId,
    ownerKind: subject.kind,
    role: subject.role,
    userAgent: subject.userAgent,
    expiresAt: sessionEnds,
    refreshHash: refresh?.hash ?? null,
  });
  const expiresAt = accessExpiry(config, subject.kind, sessionEnds);
  const token = await signAccessToken(
    { userId: subject.userId, sessionId: id },
    config.jwtSecret,
    expiresAt,
  );
  return {
    token,
    expiresAt: expiresAt.toISOString(),
    ...(refresh
      ? { refreshToken: refresh.token, refreshExpiresAt: sessionEnds.toISOString() }
      : {}),
  };
}

/**
 * The actor of a live session: kind from the sessions row, role and status from the account as
 * they are now, scope (stores, grants) from their tables. Null when the session is revoked or
 * over, or the account is suspended or archived.
 */
async function resolveActor(db: Db, sessionId: string, userId: number): Promise<Actor | null> {
  const row = await findSessionAccount(db, sessionId);
  if (!row || row.userId !== userId || row.revokedAt || row.expiresAt <= new Date()) return null;
  if (row.status !== 'active' || row.archivedAt) return null;
  const scope = await loadScope(db, row.userId, row.role);
  return { userId: row.userId, sessionId, kind: row.kind, role: row.role, scope };
}

/** Reads `Authorization: Bearer …`; null when absent, invalid, expired, revoked or suspended. */
export async function authenticate(
  db: Db,
  config: AuthConfig,
  authorization: string | undefined,
): Promise<Actor | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) return null;
  const claims = await verifyAccessToken(match[1], config.jwtSecret);
  if (!claims) return null;
  const cached = cachedActor(claims.sessionId);
  if (cached) return cached.userId === claims.userId ? cached : null;
  const ttlMs = config.actorCacheTtlMs ?? 0;
  if (ttlMs <= 0) return resolveActor(db, claims.sessionId, claims.userId);
  // One read per session when its cached actor runs out, not one per request in flight (a busy
  // person's 50 parallel requests would otherwise all read the session at the same moment).
  const key = `${claims.sessionId}:${claims.userId}`;
  let pending = resolving.get(key);
  if (!pending) {
    pending = resolveActor(db, claims.sessionId, claims.userId)
      .then((actor) => {
        if (actor) rememberActor(actor, ttlMs);
        return actor;
      })
      .finally(() => resolving.delete(key));
    resolving.set(key, pending);
  }
  return pending;
}

/** Actor reads in flight, by session and account (see `authenticate`). */
const resolving = new Map<string, Promise<Actor | null>>();

/** The actor of a live-stream ticket (`signStreamTicket`); null when invalid, expired or ended. */
export async function authenticateStreamTicket(
  db: Db,
  config: AuthConfig,
  ticket: string,
): Promise<Actor | null> {
  const claims = await verifyStreamTicket(ticket, config.jwtSecret);
  if (!claims) return null;
  return resolveActor(db, claims.sessionId, claims.userId);
}

export interface RefreshedSession {
  token: string;
  expiresAt: string;
  refreshToken: string;
  refreshExpiresAt: string;
  role: Role;
}

/**
 * Trades a panel refresh token for a new access token and a new refresh token (rotation). A token
 * that is not the session's current one — a replay of a used token — revokes the whole session:
 * one of its two holders is a thief, and the legitimate one signs in again.
 */
export async function refreshSession(
  db: Db,
  config: AuthConfig,
  presented: string,
): Promise<RefreshedSession> {
  const ended = () => new AppError('unauthenticated', 'Session ended');
  const parsed = parseRefreshToken(presented);
  if (!parsed) throw ended();
  const row = await findSessionAccount(db, parsed.sessionId);
  if (!row || row.kind !== 'admin' || row.revokedAt || row.expiresAt <= new Date()) throw ended();
  const next = newRefreshToken(parsed.sessionId);
  const userId = await rotateRefreshHash(db, parsed.sessionId, parsed.hash, next.hash);
  const usable = row.status === 'active' && !row.archivedAt && KIND_ROLES.admin.includes(row.role);
  if (userId === null || !usable) {
    await endSession(db, { sessionId: parsed.sessionId, userId: row.userId });
    throw ended();
  }
  const expiresAt = accessExpiry(config, 'admin', row.expiresAt);
  const token = await signAccessToken(
    { userId, sessionId: parsed.sessionId },
    config.jwtSecret,
    expiresAt,
  );
  return {
    token,
    expiresAt: expiresAt.toISOString(),
    refreshToken: next.token,
    refreshExpiresAt: row.expiresAt.toISOString(),
    role: row.role,
  };
}

/**
 * Spec §4: does the actor hold a session of `kind`, for a role that kind admits now? A reseller
 * demoted to user keeps a panel session row but no longer opens a panel route. A seller's shop
 * (user-kind) session also opens admin-kind routes — see `isSellerHandover`. 401 without a
 * session, 403 otherwise.
 */
export function assertOwner(actor: Actor | null, kind: OwnerKind): asserts actor is Actor {
  if (!actor) throw new AppError('unauthenticated', 'Sign in first');
  if (actor.kind !== kind || !KIND_ROLES[kind].includes(actor.role)) {
    throw new AppError('not_authorized', 'Not authorized');
  }
}

/** Roles whose shop session opens their panel too (spec §4 hand-over). */
const HANDOVER_ROLES: readonly Role[] = ['reseller', 'moderator_reseller'];

/**
 * Spec §4: "A reseller or moderator_reseller opening their panel has the user session copied into
 * the admin session". Such a user-kind session is accepted on admin-kind routes (the route guard
 * still asks `can()` for its role), unless the account has 2FA on: then the panel needs the panel
 * login with its code, and the answer says so (`panel_two_factor_required`) so the client keeps
 * the shop session and opens that login.
 */
export async function isSellerHandover(
  db: Db,
  actor: Actor | null,
  kind: OwnerKind,
): Promise<boolean> {
  if (!actor || kind !== 'admin' || actor.kind !== 'user') return false;
  if (!HANDOVER_ROLES.includes(actor.role)) return false;
  if (await hasTwoFactor(db, actor.userId)) {
    throw new AppError('panel_two_factor_required', 'The panel needs the two-step code');
  }
  return true;
}

/** Ends one session (logout, a replayed refresh token). */
export async function endSession(
  db: Db,
  { sessionId, userId }: Pick<Actor, 'sessionId' | 'userId'>,
): Promise<void> {
  await revokeSession(db, sessionId);
  forgetSession(sessionId);
  await signalSessionsEnded(db, userId);
}

/** Ends every session of the account, except `keepSessionId` (the one changing the password). */
export async function endAllSessions(
  db: Db,
  userId: number,
  keepSessionId?: string,
): Promise<void> {
  await revokeUserSessions(db, userId, keepSessionId);
  forgetAccount(userId);
  await signalSessionsEnded(db, userId);
}

/**
 * Call after changing an account's role, status, stores or grants in this process: its sessions
 * resolve afresh on the next request instead of after the cache TTL.
 */
export function accountChanged(userId: number): void {
  forgetAccount(userId);
}
