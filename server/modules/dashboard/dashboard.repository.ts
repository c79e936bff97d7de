// The dashboards' figures (spec §2 `dashboard`, §6 `index`): counts and per-day series, each one
// aggregate statement. The series filter on `created_at` (indexes users_created_at_idx,
// stores via a 30-day range on a small table, products_created_at_idx or products_store_id_idx
// for a store scope) and group by UTC day with date_trunc.
import { and, count, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ProductStatus } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import { packages, products, stores, users } from '../../db/schema';
import type { Actor } from '../auth/actor';
import { storeScope } from '../auth/store-scope';

/** The actor's stores (store-scope.ts): undefined = every store. */
export const storesOf = (actor: Actor) => storeScope(actor, stores.id);
/** The products of the actor's stores: undefined = every product. */
export const productsOf = (actor: Actor) => storeScope(actor, products.storeId);

/** A series' first instant: midnight UTC `days - 1` days ago. */
export function seriesStart(now: Date, days: number): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return start;
}

type CreatedAt = typeof users.createdAt | typeof stores.createdAt | typeof products.createdAt;

const utcDay = (column: CreatedAt) =>
  sql<string>`to_char(date_trunc('day', ${column} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;

/** Rows created per UTC day since `start`, as `{ day → count }`. */
async function perDay(
  db: Db,
  table: typeof users | typeof stores | typeof products,
  column: CreatedAt,
  start: Date,
  scope?: SQL,
): Promise<Map<string, number>> {
  const day = utcDay(column);
  const rows = await db
    .select({ day, n: count() })
    .from(table as typeof products)
    .where(and(gte(column, start), scope))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, row.n]));
}

export const newUsersPerDay = (db: Db, start: Date) => perDay(db, users, users.createdAt, start);
export const newStoresPerDay = (db: Db, start: Date) => perDay(db, stores, stores.createdAt, start);
export const newProductsPerDay = (db: Db, start: Date, scope?: SQL) =>
  perDay(db, products, products.createdAt, start, scope);

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/** Stores in four exclusive buckets (archived, suspended, expired, active) in scope. */
export async function storeBuckets(db: Db, scope: SQL | undefined) {
  const [row] = await db
    .select({
      archived: sql<number>`count(*) FILTER (WHERE ${stores.archivedAt} IS NOT NULL)::int`,
      suspended: sql<number>`count(*) FILTER (WHERE ${stores.archivedAt} IS NULL AND ${stores.status} = 'suspended')::int`,
      expired: sql<number>`count(*) FILTER (WHERE ${stores.archivedAt} IS NULL AND ${stores.status} = 'active' AND ${stores.expiresAt} <= now())::int`,
      active: sql<number>`count(*) FILTER (WHERE ${stores.archivedAt} IS NULL AND ${stores.status} = 'active' AND (${stores.expiresAt} IS NULL OR ${stores.expiresAt} > now()))::int`,
    })
    .from(stores)
    .where(scope);
  return {
    active: row?.active ?? 0,
    suspended: row?.suspended ?? 0,
    expired: row?.expired ?? 0,
    archived: row?.archived ?? 0,
  };
}

/** Products not archived per review status, and archived products, in scope. */
export async function productCounts(db: Db, scope: SQL | undefined) {
  const rows = await db
    .select({
      status: products.status,
      archived: sql<boolean>`${products.archivedAt} IS NOT NULL`,
      n: count(),
    })
    .from(products)
    .where(scope)
    .groupBy(products.status, sql`${products.archivedAt} IS NOT NULL`);
  const byStatus = new Map<ProductStatus, number>();
  let archived = 0;
  for (const row of rows) {
    if (row.archived) archived += row.n;
    else byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + row.n);
  }
  return { byStatus, archived };
}

/** Products not archived in `statuses`, in scope. */
export async function countProductsIn(
  db: Db,
  statuses: readonly ProductStatus[],
  scope?: SQL,
): Promise<number> {
  if (statuses.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(and(scope, inArray(products.status, [...statuses]), isNull(products.archivedAt)));
  return row?.n ?? 0;
}

export async function countStores(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(stores);
  return row?.n ?? 0;
}

export async function countProducts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

/** The scoped stores with their package, soonest expiry first (no expiry last), at most `limit`. */
export function storeList(db: Db, scope: SQL | undefined, limit: number) {
  return db
    .select({
      id: stores.id,
      name: stores.name,
      username: stores.username,
      status: stores.status,
      archived_at: stores.archivedAt,
      expires_at: stores.expiresAt,
      package_name_ar: packages.nameAr,
      package_name_en: packages.nameEn,
    })
    .from(stores)
    .leftJoin(packages, eq(packages.id, stores.packageId))
    .where(scope)
    .orderBy(sql`${stores.expiresAt} ASC NULLS LAST`, stores.id)
    .limit(limit);
}
