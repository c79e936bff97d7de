import { randomUUID } from 'node:crypto';
import type { OwnerKind, Role } from '../../../domain/auth/roles';
import { AppError } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { signAccessToken, verifyAccessToken } from './auth.tokens';
import {
  findLiveSession,
  hasTwoFactor,
  insertSession,
  revokeSession,
  revokeUserSessions,
} from './sessions.repository';

/** The signed-in party a request acts for; services receive it and decide with it. */
export interface Actor {
  userId: number;
  sessionId: string;
  kind: OwnerKind;
  role: Role;
}

export interface AuthConfig {
  jwtSecret: string;
  tokenTtlSeconds: number;
}

export interface IssuedSession {
  token: string;
  expiresAt: string;
}

/** Starts a session for a verified account: one sessions row plus a JWT that names it. */
export async function issueSession(
  db: Db,
  config: AuthConfig,
  subject: { userId: number; kind: OwnerKind; role: Role; userAgent?: string | null },
): Promise<IssuedSession> {
  const id = randomUUID();
  const expiresAt = new Date(Date.now() + config.tokenTtlSeconds * 1000);
  await insertSession(db, {
    id,
    userId: subject.userId,
    ownerKind: subject.kind,
    role: subject.role,
    userAgent: subject.userAgent,
    expiresAt,
  });
  const token = await signAccessToken({ ...subject, sessionId: id }, config.jwtSecret, expiresAt);
  return { token, expiresAt: expiresAt.toISOString() };
}

/** Reads `Authorization: Bearer …`; null when absent, invalid, expired or revoked. */
export async function authenticate(
  db: Db,
  config: AuthConfig,
  authorization: string | undefined,
): Promise<Actor | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) return null;
  const claims = await verifyAccessToken(match[1], config.jwtSecret);
  if (!claims) return null;
  const session = await findLiveSession(db, claims.sessionId);
  if (!session || session.userId !== claims.userId) return null;
  return claims;
}

/** Spec §4: a request demanding an owner kind (and optionally roles) answers 401 or 403. */
export function assertOwner(
  actor: Actor | null,
  kind: OwnerKind,
  roles?: readonly Role[],
): asserts actor is Actor {
  if (!actor) throw new AppError('unauthenticated', 'Sign in first');
  if (actor.kind !== kind || (roles && !roles.includes(actor.role))) {
    throw new AppError('not_authorized', 'Not authorized');
  }
}

/** Roles whose shop session opens their panel too (spec §4 hand-over). */
const HANDOVER_ROLES: readonly Role[] = ['reseller', 'moderator_reseller'];

/**
 * Spec §4: "A reseller or moderator_reseller opening their panel has the user session copied into
 * the admin session". Such a user-kind session is accepted on admin-kind routes open to its role,
 * unless the account has 2FA on: then the panel needs the panel login with its code, and the answer
 * says so (`panel_two_factor_required`) so the client keeps the shop session and opens that login.
 */
export async function isSellerHandover(
  db: Db,
  actor: Actor | null,
  kind: OwnerKind,
  roles?: readonly Role[],
): Promise<boolean> {
  if (!actor || kind !== 'admin' || actor.kind !== 'user') return false;
  if (!HANDOVER_ROLES.includes(actor.role) || (roles && !roles.includes(actor.role))) return false;
  if (await hasTwoFactor(db, actor.userId)) {
    throw new AppError('panel_two_factor_required', 'The panel needs the two-step code');
  }
  return true;
}

export async function endSession(db: Db, actor: Actor): Promise<void> {
  await revokeSession(db, actor.sessionId);
}

/** Ends every session of the account, except `keepSessionId` (the one changing the password). */
export async function endAllSessions(
  db: Db,
  userId: number,
  keepSessionId?: string,
): Promise<void> {
  await revokeUserSessions(db, userId, keepSessionId);
}
