import { and, count, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ModeratorGrant } from '../../../domain/auth/permissions';
import type { Role } from '../../../domain/auth/roles';
import type { PeopleResource } from '../../../domain/contracts/panel/people.contract';
import type { SortDirection } from '../../../domain/contracts/panel/panel-list';
import type { ActivityStatus } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import { moderatorPermissions, stores, storeStaff, users } from '../../db/schema';
import { pagedList, searchAny, sortBy, countKey } from '../../lib/paging';

/** The roles each people resource lists. */
export const ROLES_OF: Record<PeopleResource, readonly Role[]> = {
  admins: ['admin'],
  moderators: ['moderator_admin'],
  users: ['user', 'guest'],
  resellers: ['reseller'],
  sub_resellers: ['moderator_reseller'],
};

// Written out with table names: inside a select list drizzle renders a column without its table,
// which a subquery would read as its own column.
const storesCount = sql<number>`(
  SELECT count(*)::int FROM stores AS owned WHERE owned.owner_id = "users"."id"
)`;
/** Exact: numeric(12,2) × 100 is a whole number, and float8 holds every integer below 2^53. */
const creditPiastres = sql<number>`("users"."credit" * 100)::float8`;
const resellerUsername = sql<string | null>`(
  SELECT r.username FROM users AS r WHERE r.id = "moderator_permissions"."reseller_id"
)`;

/** Every column a people row may show: never the password hash or the TOTP secret. */
const columns = {
  id: users.id,
  username: users.username,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  phone: users.phone,
  role: users.role,
  status: users.status,
  language: users.language,
  email_verified_at: users.emailVerifiedAt,
  phone_verified_at: users.phoneVerifiedAt,
  two_factor_enabled: users.twoFactorEnabled,
  last_login_at: users.lastLoginAt,
  created_at: users.createdAt,
  can_manage_store: moderatorPermissions.canManageStore,
  can_chat: moderatorPermissions.canChat,
  reseller_id: moderatorPermissions.resellerId,
  reseller_username: resellerUsername,
  stores_count: storesCount,
  credit_piastres: creditPiastres,
};

const SORTS = {
  created_at: users.createdAt,
  username: users.username,
  first_name: users.firstName,
  last_login_at: users.lastLoginAt,
  stores_count: storesCount,
  credit: users.credit,
} as const;

export interface PeopleQuery {
  page: number;
  per_page: number;
  q?: string | undefined;
  sort: keyof typeof SORTS;
  dir: SortDirection;
  status?: ActivityStatus | undefined;
  verified?: boolean | undefined;
  /** Narrows the roles of the resource (users: user or guest). */
  role?: Role | undefined;
  /** Sub-resellers of this reseller. */
  reseller?: number | undefined;
  /** Sub-resellers assigned to this store. */
  store?: number | undefined;
}

/** Rows of `resource`, further narrowed by `scope` (e.g. a reseller's own sub-resellers). */
function whereOf(resource: PeopleResource, query: Partial<PeopleQuery>, scope?: SQL): SQL {
  const verified = or(isNotNull(users.emailVerifiedAt), isNotNull(users.phoneVerifiedAt));
  return and(
    inArray(users.role, [...ROLES_OF[resource]]),
    scope,
    query.role ? eq(users.role, query.role) : undefined,
    query.status ? eq(users.status, query.status) : undefined,
    query.verified === undefined
      ? undefined
      : query.verified
        ? verified
        : and(isNull(users.emailVerifiedAt), isNull(users.phoneVerifiedAt)),
    query.reseller ? eq(moderatorPermissions.resellerId, query.reseller) : undefined,
    query.store
      ? sql`EXISTS (SELECT 1 FROM store_staff AS ss WHERE ss.user_id = ${users.id} AND ss.store_id = ${query.store})`
      : undefined,
    searchAny(query.q, [users.username, users.firstName, users.lastName, users.email, users.phone]),
  )!;
}

export async function listPeople(
  db: Db,
  resource: PeopleResource,
  query: PeopleQuery,
  scope?: SQL,
) {
  const where = whereOf(resource, query, scope);
  return pagedList(
    query,
    async () =>
      (
        await db
          .select({ total: count() })
          .from(users)
          .leftJoin(moderatorPermissions, eq(moderatorPermissions.userId, users.id))
          .where(where)
      )[0]?.total ?? 0,
    ({ limit, offset }) =>
      db
        .select(columns)
        .from(users)
        .leftJoin(moderatorPermissions, eq(moderatorPermissions.userId, users.id))
        .where(where)
        .orderBy(...sortBy(SORTS[query.sort], query.dir, users.id))
        .limit(limit)
        .offset(offset),
    { db, key: countKey(`people:${resource}`, where) },
  );
}

/** One row of `resource` within `scope`; null when absent or outside it. */
export async function findPerson(db: Db, resource: PeopleResource, id: number, scope?: SQL) {
  const [row] = await db
    .select(columns)
    .from(users)
    .leftJoin(moderatorPermissions, eq(moderatorPermissions.userId, users.id))
    .where(and(eq(users.id, id), whereOf(resource, {}, scope)));
  return row ?? null;
}
export type PersonRow = NonNullable<Awaited<ReturnType<typeof findPerson>>>;

/** Locks the account row for the rest of the transaction (status and credit writes). */
export async function lockUser(db: Db, id: number): Promise<void> {
  await db.execute(sql`SELECT id FROM users WHERE id = ${id} FOR UPDATE`);
}

/** Scope: sub-resellers created by this reseller. */
export function subResellersOf(resellerId: number): SQL {
  return eq(moderatorPermissions.resellerId, resellerId);
}

// ---- sub-resellers' stores ---------------------------------------------------------------------

export interface AssignedStore {
  userId: number;
  id: number;
  name: string;
  username: string;
}

export async function assignedStores(db: Db, userIds: number[]): Promise<AssignedStore[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: storeStaff.userId,
      id: stores.id,
      name: stores.name,
      username: stores.username,
    })
    .from(storeStaff)
    .innerJoin(stores, eq(stores.id, storeStaff.storeId))
    .where(inArray(storeStaff.userId, userIds))
    .orderBy(stores.id);
}

/** The ids among `storeIds` that `ownerId` owns (archived stores excluded). */
export async function ownedStoreIds(db: Db, ownerId: number, storeIds: number[]) {
  if (storeIds.length === 0) return [];
  const rows = await db
    .select({ id: stores.id })
    .from(stores)
    .where(
      and(eq(stores.ownerId, ownerId), inArray(stores.id, storeIds), isNull(stores.archivedAt)),
    );
  return rows.map((row) => row.id);
}

/** Replaces the sub-reseller's assignments; each store gets the account's grants. */
export async function replaceAssignments(
  db: Db,
  userId: number,
  storeIds: number[],
  grants: readonly ModeratorGrant[],
): Promise<void> {
  await db.delete(storeStaff).where(eq(storeStaff.userId, userId));
  if (storeIds.length === 0) return;
  await db.insert(storeStaff).values(
    storeIds.map((storeId) => ({
      storeId,
      userId,
      canManageStore: grants.includes('manage_store'),
      canChat: grants.includes('chat'),
    })),
  );
}

// ---- permissions ----------------------------------------------------------------------------------

export async function saveGrants(
  db: Db,
  userId: number,
  grants: readonly ModeratorGrant[],
  resellerId: number | null,
): Promise<void> {
  const flags = {
    canManageStore: grants.includes('manage_store'),
    canChat: grants.includes('chat'),
  };
  await db
    .insert(moderatorPermissions)
    .values({ userId, resellerId, ...flags })
    .onConflictDoUpdate({ target: moderatorPermissions.userId, set: flags });
}

// ---- force delete ----------------------------------------------------------------------------------

export async function ownsStores(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.ownerId, userId))
    .limit(1);
  return Boolean(row);
}

export async function deleteUserRow(db: Db, userId: number): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

// ---- credit ----------------------------------------------------------------------------------

export async function setCreditPiastres(db: Db, userId: number, piastres: number): Promise<void> {
  // Integer piastres divided in SQL numeric: no float ever touches the stored amount.
  await db
    .update(users)
    .set({ credit: sql`(${piastres}::bigint::numeric / 100)` })
    .where(eq(users.id, userId));
}
