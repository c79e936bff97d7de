import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { OwnerKind, Role } from '../../../domain/auth/roles';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';

export interface NewSession {
  id: string;
  userId: number;
  ownerKind: OwnerKind;
  role: Role;
  expiresAt: Date;
  refreshHash?: string | null;
  userAgent?: string | null;
}

export async function insertSession(db: Db, session: NewSession): Promise<void> {
  await db.insert(sessions).values({
    ...session,
    refreshHash: session.refreshHash ?? null,
    userAgent: session.userAgent ?? null,
  });
}

/**
 * Rotates a live session's refresh hash from `current` to `next` in one statement, so two requests
 * presenting the same token cannot both win. Answers the account id, or null when the token was
 * not the current one (or the session is over).
 */
export async function rotateRefreshHash(
  db: Db,
  sessionId: string,
  current: string,
  next: string,
  now = new Date(),
): Promise<number | null> {
  const rows = await db
    .update(sessions)
    .set({ refreshHash: next })
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.refreshHash, current),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .returning({ userId: sessions.userId });
  return rows[0]?.userId ?? null;
}

export async function revokeSession(db: Db, id: string, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/**
 * Password change and suspension end every session of the account; a password change keeps the
 * session that made it (`exceptId`).
 */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  exceptId?: string,
  now = new Date(),
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptId === undefined ? undefined : ne(sessions.id, exceptId),
      ),
    );
}

/** Whether the account has 2FA on (the seller hand-over of spec §4 is refused when it does). */
export async function hasTwoFactor(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ on: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0]?.on ?? false;
}

/** Of `ids`, those that are over: revoked, expired, or gone with their account. */
export async function endedSessionsAmong(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const live = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        inArray(sessions.id, [...ids]),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
  const alive = new Set(live.map((row) => row.id));
  return ids.filter((id) => !alive.has(id));
}
