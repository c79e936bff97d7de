import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type {
  AreaBody,
  AreaFilters,
  GovernorateBody,
  GovernorateFilters,
} from '../../../domain/contracts/panel/geo.contract';
import type { Db } from '../../db/client';
import { areas, branches, governorates, stores } from '../../db/schema';
import { pagedList, searchAny, sortBy } from '../../lib/paging';

// Written out with table names: inside a select list drizzle renders a column without its table,
// which the subquery would read as its own column (see categories.repository.ts).
/** Stores and branches in the governorate (directly or through one of its areas). */
const governorateStores = sql<number>`(
  (SELECT count(*)::int FROM stores AS s
    WHERE s.governorate_id = "governorates"."id"
       OR s.area_id IN (SELECT a.id FROM areas AS a WHERE a.governorate_id = "governorates"."id"))
  + (SELECT count(*)::int FROM branches AS b
    WHERE b.governorate_id = "governorates"."id"
       OR b.area_id IN (SELECT a.id FROM areas AS a WHERE a.governorate_id = "governorates"."id"))
)`;
const governorateAreas = sql<number>`(
  SELECT count(*)::int FROM areas AS a WHERE a.governorate_id = "governorates"."id"
)`;
const areaStores = sql<number>`(
  (SELECT count(*)::int FROM stores AS s WHERE s.area_id = "areas"."id")
  + (SELECT count(*)::int FROM branches AS b WHERE b.area_id = "areas"."id")
)`;

const governorateColumns = {
  id: governorates.id,
  name_ar: governorates.nameAr,
  name_en: governorates.nameEn,
  sort: governorates.sort,
  areas: governorateAreas,
  stores: governorateStores,
  created_at: governorates.createdAt,
};

const areaColumns = {
  id: areas.id,
  governorate_id: areas.governorateId,
  name_ar: areas.nameAr,
  name_en: areas.nameEn,
  sort: areas.sort,
  stores: areaStores,
  created_at: areas.createdAt,
};

export async function listGovernorateRows(db: Db, filters: GovernorateFilters) {
  const sorts = {
    sort: governorates.sort,
    name_ar: governorates.nameAr,
    name_en: governorates.nameEn,
    created_at: governorates.createdAt,
    stores: governorateStores,
  } as const;
  const where = searchAny(filters.q, [governorates.nameAr, governorates.nameEn]);
  return pagedList(
    filters,
    async () =>
      (await db.select({ total: count() }).from(governorates).where(where))[0]?.total ?? 0,
    ({ limit, offset }) =>
      db
        .select(governorateColumns)
        .from(governorates)
        .where(where)
        .orderBy(...sortBy(sorts[filters.sort], filters.dir, governorates.id))
        .limit(limit)
        .offset(offset),
  );
}

export async function findGovernorate(db: Db, id: number) {
  const [row] = await db
    .select(governorateColumns)
    .from(governorates)
    .where(eq(governorates.id, id));
  return row ?? null;
}
export type PanelGovernorateRow = NonNullable<Awaited<ReturnType<typeof findGovernorate>>>;

export async function listAreaRows(db: Db, filters: AreaFilters) {
  const sorts = {
    sort: areas.sort,
    name_ar: areas.nameAr,
    name_en: areas.nameEn,
    created_at: areas.createdAt,
    stores: areaStores,
  } as const;
  const where = and(
    filters.governorate ? eq(areas.governorateId, filters.governorate) : undefined,
    searchAny(filters.q, [areas.nameAr, areas.nameEn]),
  );
  return pagedList(
    filters,
    async () => (await db.select({ total: count() }).from(areas).where(where))[0]?.total ?? 0,
    ({ limit, offset }) =>
      db
        .select(areaColumns)
        .from(areas)
        .where(where)
        .orderBy(...sortBy(sorts[filters.sort], filters.dir, areas.id))
        .limit(limit)
        .offset(offset),
  );
}

export async function findArea(db: Db, id: number) {
  const [row] = await db.select(areaColumns).from(areas).where(eq(areas.id, id));
  return row ?? null;
}
export type PanelAreaRow = NonNullable<Awaited<ReturnType<typeof findArea>>>;

/** Whether another governorate already has this English name (case-insensitive). */
export async function governorateNameTaken(db: Db, nameEn: string, selfId?: number) {
  const [row] = await db
    .select({ id: governorates.id })
    .from(governorates)
    .where(
      and(
        sql`lower(${governorates.nameEn}) = lower(${nameEn})`,
        selfId === undefined ? undefined : ne(governorates.id, selfId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Whether another area of the governorate already has this English name (case-insensitive). */
export async function areaNameTaken(
  db: Db,
  governorateId: number,
  nameEn: string,
  selfId?: number,
) {
  const [row] = await db
    .select({ id: areas.id })
    .from(areas)
    .where(
      and(
        eq(areas.governorateId, governorateId),
        sql`lower(${areas.nameEn}) = lower(${nameEn})`,
        selfId === undefined ? undefined : ne(areas.id, selfId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

const governorateValues = (body: GovernorateBody) => ({
  nameAr: body.name_ar,
  nameEn: body.name_en,
  sort: body.sort,
});

const areaValues = (body: AreaBody) => ({
  governorateId: body.governorate_id,
  nameAr: body.name_ar,
  nameEn: body.name_en,
  sort: body.sort,
});

export async function insertGovernorate(db: Db, body: GovernorateBody) {
  const [row] = await db
    .insert(governorates)
    .values(governorateValues(body))
    .returning({ id: governorates.id });
  return row!.id;
}

export async function updateGovernorateRow(db: Db, id: number, body: GovernorateBody) {
  await db.update(governorates).set(governorateValues(body)).where(eq(governorates.id, id));
}

export async function insertArea(db: Db, body: AreaBody) {
  const [row] = await db.insert(areas).values(areaValues(body)).returning({ id: areas.id });
  return row!.id;
}

export async function updateAreaRow(db: Db, id: number, body: AreaBody) {
  await db.update(areas).set(areaValues(body)).where(eq(areas.id, id));
}

/** Whether any store or branch sits in one of the areas or governorates given. */
async function placesInUse(db: Db, column: 'governorate' | 'area', ids: number[]) {
  if (ids.length === 0) return false;
  const storeColumn = column === 'governorate' ? stores.governorateId : stores.areaId;
  const branchColumn = column === 'governorate' ? branches.governorateId : branches.areaId;
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(inArray(storeColumn, ids))
    .limit(1);
  if (store) return true;
  const [branch] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(inArray(branchColumn, ids))
    .limit(1);
  return Boolean(branch);
}

export async function areasInUse(db: Db, ids: number[]) {
  return placesInUse(db, 'area', ids);
}

/** Governorates with a store or branch in them or in one of their areas. */
export async function governoratesInUse(db: Db, ids: number[]) {
  if (await placesInUse(db, 'governorate', ids)) return true;
  const areaIds = await db
    .select({ id: areas.id })
    .from(areas)
    .where(inArray(areas.governorateId, ids));
  return placesInUse(
    db,
    'area',
    areaIds.map((row) => row.id),
  );
}

export async function deleteGovernorates(db: Db, ids: number[]): Promise<number[]> {
  const rows = await db
    .delete(governorates)
    .where(inArray(governorates.id, ids))
    .returning({ id: governorates.id });
  return rows.map((row) => row.id);
}

export async function deleteAreas(db: Db, ids: number[]): Promise<number[]> {
  const rows = await db.delete(areas).where(inArray(areas.id, ids)).returning({ id: areas.id });
  return rows.map((row) => row.id);
}
