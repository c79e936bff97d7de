import { and, count, eq, type SQL } from 'drizzle-orm';
import type { BranchFilters } from '../../../domain/contracts/panel/branches.contract';
import type { Db } from '../../db/client';
import { areas, branches, governorates, stores } from '../../db/schema';
import { countKey, pagedList, searchAny, sortBy } from '../../lib/paging';
import type { Actor } from '../auth/actor';
import { storeScope } from '../auth/store-scope';

/** The branches the actor reaches (their stores'). */
export const branchScope = (actor: Actor) => storeScope(actor, branches.storeId);

const columns = {
  id: branches.id,
  store_id: branches.storeId,
  store_name: stores.name,
  name_ar: branches.nameAr,
  name_en: branches.nameEn,
  governorate_id: branches.governorateId,
  area_id: branches.areaId,
  address: branches.address,
  phone: branches.phone,
  location: branches.location,
  created_at: branches.createdAt,
};

const SORTS = {
  created_at: branches.createdAt,
  name_ar: branches.nameAr,
  name_en: branches.nameEn,
} as const;

export type BranchRow = Awaited<ReturnType<typeof findBranch>> & object;

export async function listBranches(db: Db, scope: SQL | undefined, filters: BranchFilters) {
  const where = and(
    scope,
    filters.store ? eq(branches.storeId, filters.store) : undefined,
    searchAny(filters.q, [branches.nameAr, branches.nameEn, branches.address]),
  );
  return pagedList(
    filters,
    async () =>
      (
        await db
          .select({ total: count() })
          .from(branches)
          .innerJoin(stores, eq(stores.id, branches.storeId))
          .where(where)
      )[0]?.total ?? 0,
    ({ limit, offset }) =>
      db
        .select(columns)
        .from(branches)
        .innerJoin(stores, eq(stores.id, branches.storeId))
        .where(where)
        .orderBy(...sortBy(SORTS[filters.sort], filters.dir, branches.id))
        .limit(limit)
        .offset(offset),
    { db, key: countKey('branches', where) },
  );
}

export async function findBranch(db: Db, scope: SQL | undefined, id: number) {
  const [row] = await db
    .select(columns)
    .from(branches)
    .innerJoin(stores, eq(stores.id, branches.storeId))
    .where(and(scope, eq(branches.id, id)));
  return row ?? null;
}

/** Is the store in scope? */
export async function storeInScope(db: Db, scope: SQL | undefined, storeId: number) {
  const [row] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(scope, eq(stores.id, storeId)));
  return row !== undefined;
}

export async function placeValid(db: Db, governorateId: number | null, areaId: number | null) {
  if (governorateId !== null) {
    const [row] = await db
      .select({ id: governorates.id })
      .from(governorates)
      .where(eq(governorates.id, governorateId));
    if (!row) return 'governorate_id';
  }
  if (areaId !== null) {
    const [row] = await db
      .select({ governorateId: areas.governorateId })
      .from(areas)
      .where(eq(areas.id, areaId));
    if (!row || (governorateId !== null && row.governorateId !== governorateId)) return 'area_id';
  }
  return null;
}

export type BranchValues = Omit<typeof branches.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertBranch(db: Db, values: BranchValues) {
  const [row] = await db.insert(branches).values(values).returning({ id: branches.id });
  return row!.id;
}

export async function updateBranchRow(db: Db, id: number, values: BranchValues) {
  await db
    .update(branches)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(branches.id, id));
}

export async function deleteBranchRow(db: Db, id: number) {
  await db.delete(branches).where(eq(branches.id, id));
}
