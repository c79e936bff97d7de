import { and, eq, isNull } from 'drizzle-orm';
import type { Role } from '../../../domain/auth/roles';
import type { Db } from '../../db/client';
import { moderatorPermissions, sessions, stores, storeStaff, users } from '../../db/schema';
import { EMPTY_SCOPE, grantsOf, type ActorScope } from './actor';

/** The session row with its account's current role and status; null when either is gone. */
export async function findSessionAccount(db: Db, sessionId: string) {
  const rows = await db
    .select({
      userId: sessions.userId,
      kind: sessions.ownerKind,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      role: users.role,
      status: users.status,
      archivedAt: users.archivedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return rows[0] ?? null;
}

/** Spec §6 scope: own stores for a reseller, assigned stores and grants for a sub-reseller. */
export async function loadScope(db: Db, userId: number, role: Role): Promise<ActorScope> {
  if (role === 'reseller') {
    const owned = await db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.ownerId, userId), isNull(stores.archivedAt)));
    return { ...EMPTY_SCOPE, storeIds: owned.map((row) => row.id) };
  }
  if (role !== 'moderator_reseller' && role !== 'moderator_admin') return EMPTY_SCOPE;
  const [account] = await db
    .select({
      canManageStore: moderatorPermissions.canManageStore,
      canChat: moderatorPermissions.canChat,
    })
    .from(moderatorPermissions)
    .where(eq(moderatorPermissions.userId, userId))
    .limit(1);
  const grants = account ? grantsOf(account) : [];
  if (role === 'moderator_admin') return { ...EMPTY_SCOPE, grants };
  const assigned = await db
    .select({
      storeId: storeStaff.storeId,
      canManageStore: storeStaff.canManageStore,
      canChat: storeStaff.canChat,
    })
    .from(storeStaff)
    .where(eq(storeStaff.userId, userId));
  const storeGrants: Record<number, readonly (typeof grants)[number][]> = {};
  for (const row of assigned) {
    storeGrants[row.storeId] = grantsOf(row).filter((grant) => grants.includes(grant));
  }
  return { storeIds: assigned.map((row) => row.storeId), grants, storeGrants };
}
