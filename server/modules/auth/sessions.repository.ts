import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { OwnerKind, Role } from '../../../domain/auth/roles';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';

export interface NewSession {
  id: string;
  userId: number;
  ownerKind: OwnerKind;
  role: Role;
  expiresAt: Date;
  userAgent?: string | null;
}

export async function insertSession(db: Db, session: NewSession): Promise<void> {
  await db.insert(sessions).values({ ...session, userAgent: session.userAgent ?? null });
}

/** A session counts only while it is neither revoked nor expired. */
export async function findLiveSession(db: Db, id: string, now = new Date()) {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

export async function revokeSession(db: Db, id: string, now = new Date()): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, id));
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
