import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { CouponFilters } from '../../../domain/contracts/commerce-panel.contract';
import type { CouponKind } from '../../../domain/commerce/coupons';
import type { Db } from '../../db/client';
import { coupons, products } from '../../db/schema';
import { countKey, pagedList, searchAny, sortBy } from '../../lib/paging';

const columns = {
  id: coupons.id,
  kind: coupons.kind,
  code: coupons.code,
  percentage: coupons.percentage,
  maxUsage: coupons.maxUsage,
  usedCount: coupons.usedCount,
  expiryDate: coupons.expiryDate,
  productId: coupons.productId,
  productNameAr: products.nameAr,
  productNameEn: products.nameEn,
  storeId: coupons.storeId,
  createdAt: coupons.createdAt,
};

export const couponStoreColumn = coupons.storeId;

const SORTS = {
  created_at: coupons.createdAt,
  code: coupons.code,
  expiry_date: coupons.expiryDate,
  used_count: coupons.usedCount,
} as const;

function select(db: Db) {
  return db.select(columns).from(coupons).leftJoin(products, eq(products.id, coupons.productId));
}
export type CouponRow = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

export function couponWhere(kind: CouponKind, scope: SQL | undefined, filters: CouponFilters) {
  return and(
    eq(coupons.kind, kind),
    scope,
    filters.store ? eq(coupons.storeId, filters.store) : undefined,
    searchAny(filters.q, [coupons.code]),
  );
}

export function listCoupons(db: Db, where: SQL | undefined, filters: CouponFilters) {
  return pagedList(
    filters,
    async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(coupons)
        .where(where);
      return row?.n ?? 0;
    },
    ({ limit, offset }) =>
      select(db)
        .where(where)
        .orderBy(...sortBy(SORTS[filters.sort], filters.dir, coupons.id))
        .limit(limit)
        .offset(offset),
    { db, key: countKey('coupons', where) },
  );
}

export async function findCoupon(db: Db, id: number, where: SQL | undefined) {
  const [row] = await select(db).where(and(eq(coupons.id, id), where));
  return row;
}

export async function codeTaken(db: Db, code: string, exceptId?: number) {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(
        sql`lower(${coupons.code}) = lower(${code})`,
        exceptId ? sql`${coupons.id} <> ${exceptId}` : undefined,
      ),
    );
  return row !== undefined;
}

export async function insertCoupon(db: Db, values: typeof coupons.$inferInsert) {
  const [row] = await db.insert(coupons).values(values).returning({ id: coupons.id });
  return row!.id;
}

export async function updateCoupon(
  db: Db,
  id: number,
  patch: Partial<typeof coupons.$inferInsert>,
) {
  await db.update(coupons).set(patch).where(eq(coupons.id, id));
}

export async function deleteCoupon(db: Db, id: number) {
  await db.delete(coupons).where(eq(coupons.id, id));
}

/** The store of a product, if any. */
export async function productStore(db: Db, productId: number) {
  const [row] = await db
    .select({ storeId: products.storeId })
    .from(products)
    .where(eq(products.id, productId));
  return row?.storeId;
}
