import { and, count, eq, inArray, isNotNull, isNull, not, sql, type SQL } from 'drizzle-orm';
import type {
  StoreFilters,
  StoreStatusChange,
} from '../../../domain/contracts/panel/stores.contract';
import type { Db } from '../../db/client';
import { categories, stores, users } from '../../db/schema';
import { pagedList, searchAny, sortBy, countKey } from '../../lib/paging';
import type { Actor } from '../auth/actor';
import { storeScope } from '../auth/store-scope';

/** The stores the actor reaches. */
export function storesScope(actor: Actor): SQL | undefined {
  return storeScope(actor, stores.id);
}

/** All products of a store, whatever their status (index products_store_id_idx). */
// Written out with the table name: inside a select list drizzle renders a column without its
// table, which the subquery would read as its own column.
const productCount = sql<number>`(
  SELECT count(*)::int FROM products AS p WHERE p.store_id = "stores"."id"
)`;

/** Open shoppers' reports about the store itself: its panel row shows them. */
const openReports = sql<number>`(
  SELECT count(*)::int FROM reports AS r
  WHERE r.store_id = "stores"."id" AND r.target = 'store' AND r.status = 'open'
)`;

/** The store's verification request status, null when none was started. */
const verificationStatus = sql<string | null>`(
  SELECT v.status FROM store_verifications AS v WHERE v.store_id = "stores"."id"
)`;

const expired = sql<boolean>`(${stores.expiresAt} IS NOT NULL AND ${stores.expiresAt} <= now())`;

const columns = {
  id: stores.id,
  name: stores.name,
  username: stores.username,
  logo: stores.logo,
  phone_number: stores.phoneNumber,
  owner_id: stores.ownerId,
  owner_username: users.username,
  category_id: stores.categoryId,
  governorate_id: stores.governorateId,
  status: stores.status,
  archived_at: stores.archivedAt,
  verified_at: stores.verifiedAt,
  verification_status: verificationStatus,
  expires_at: stores.expiresAt,
  expired,
  products: productCount,
  followers: stores.followersCount,
  views: stores.views,
  open_reports: openReports,
  created_at: stores.createdAt,
};

const detailColumns = {
  ...columns,
  description_ar: stores.descriptionAr,
  description_en: stores.descriptionEn,
  address: stores.address,
  main_color: stores.mainColor,
  package_id: stores.packageId,
  area_id: stores.areaId,
};

const SORTS = {
  created_at: stores.createdAt,
  name: stores.name,
  username: stores.username,
  views: stores.views,
  followers: stores.followersCount,
  expires_at: stores.expiresAt,
} as const;

function flag(value: boolean | undefined, yes: SQL): SQL | undefined {
  if (value === undefined) return undefined;
  return value ? yes : not(yes);
}

export async function listStores(db: Db, scope: SQL | undefined, filters: StoreFilters) {
  const where = and(
    scope,
    filters.status ? eq(stores.status, filters.status) : undefined,
    filters.archived === undefined
      ? undefined
      : filters.archived
        ? isNotNull(stores.archivedAt)
        : isNull(stores.archivedAt),
    filters.verified === undefined
      ? undefined
      : filters.verified
        ? isNotNull(stores.verifiedAt)
        : isNull(stores.verifiedAt),
    filters.verification
      ? sql`EXISTS (SELECT 1 FROM store_verifications AS v
              WHERE v.store_id = ${stores.id} AND v.status = ${filters.verification})`
      : undefined,
    flag(filters.expired, expired),
    filters.category ? eq(stores.categoryId, filters.category) : undefined,
    filters.governorate ? eq(stores.governorateId, filters.governorate) : undefined,
    filters.owner ? eq(stores.ownerId, filters.owner) : undefined,
    searchAny(filters.q, [stores.name, stores.username, stores.phoneNumber]),
  );
  return pagedList(
    filters,
    async () => (await db.select({ total: count() }).from(stores).where(where))[0]?.total ?? 0,
    ({ limit, offset }) =>
      db
        .select(columns)
        .from(stores)
        .leftJoin(users, eq(users.id, stores.ownerId))
        .where(where)
        .orderBy(...sortBy(SORTS[filters.sort], filters.dir, stores.id))
        .limit(limit)
        .offset(offset),
    { db, key: countKey('stores', where) },
  );
}

export async function findStore(db: Db, scope: SQL | undefined, id: number) {
  const [row] = await db
    .select(detailColumns)
    .from(stores)
    .leftJoin(users, eq(users.id, stores.ownerId))
    .where(and(scope, eq(stores.id, id)));
  return row ?? null;
}
export type PanelStoreRow = NonNullable<Awaited<ReturnType<typeof findStore>>>;

/** The state of the stores among `ids` the scope reaches, locked for the write. */
export async function lockStores(db: Db, scope: SQL | undefined, ids: number[]) {
  return db
    .select({
      id: stores.id,
      status: stores.status,
      archivedAt: stores.archivedAt,
      verifiedAt: stores.verifiedAt,
      categoryId: stores.categoryId,
    })
    .from(stores)
    .where(and(scope, inArray(stores.id, ids)))
    .for('update');
}

/** The columns a status change writes. */
export function statusPatch(change: StoreStatusChange) {
  switch (change) {
    case 'active':
    case 'suspended':
      return { status: change };
    case 'archived':
      return { archivedAt: sql`now()` };
    case 'restored':
      return { archivedAt: null };
  }
}

export async function updateStores(
  db: Db,
  ids: number[],
  patch: Partial<Record<'status' | 'archivedAt' | 'verifiedAt' | 'categoryId', unknown>>,
) {
  await db
    .update(stores)
    .set(patch as object)
    .where(inArray(stores.id, ids));
}

/** Is `id` a main category (stores are filed under main categories)? */
export async function isMainCategory(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, id), isNull(categories.parentId)));
  return Boolean(row);
}
