import { and, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { DeliveryZoneFilters } from '../../../domain/contracts/panel/delivery-zones.contract';
import type { DeliveryZone } from '../../../domain/commerce/shipping';
import { toPiastres } from '../../../domain/commerce/money';
import type { Language } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import { readDeliverySettings } from '../../db/settings';
import { areas, deliveryZones, governorates, stores } from '../../db/schema';
import { countKey, pagedList, sortBy } from '../../lib/paging';
import type { Actor } from '../auth/actor';
import { storeScope } from '../auth/store-scope';

/** The delivery table rows the actor reaches (their stores'). */
export const deliveryZoneScope = (actor: Actor) => storeScope(actor, deliveryZones.storeId);

function columnsIn(language: Language) {
  return {
    id: deliveryZones.id,
    store_id: deliveryZones.storeId,
    store_name: stores.name,
    governorate_id: deliveryZones.governorateId,
    governorate_name: language === 'ar' ? governorates.nameAr : governorates.nameEn,
    area_id: deliveryZones.areaId,
    area_name: language === 'ar' ? areas.nameAr : areas.nameEn,
    delivers: deliveryZones.delivers,
    fee: deliveryZones.fee,
    free_over: deliveryZones.freeOver,
    days_min: deliveryZones.daysMin,
    days_max: deliveryZones.daysMax,
    created_at: deliveryZones.createdAt,
  };
}

const SORTS = { created_at: deliveryZones.createdAt, fee: deliveryZones.fee } as const;

function joined(db: Db, language: Language) {
  return db
    .select(columnsIn(language))
    .from(deliveryZones)
    .leftJoin(stores, eq(stores.id, deliveryZones.storeId))
    .innerJoin(governorates, eq(governorates.id, deliveryZones.governorateId))
    .leftJoin(areas, eq(areas.id, deliveryZones.areaId));
}

export type DeliveryZoneRow = NonNullable<Awaited<ReturnType<typeof findDeliveryZone>>>;

export async function listDeliveryZones(
  db: Db,
  scope: SQL | undefined,
  filters: DeliveryZoneFilters,
  language: Language,
) {
  const where = and(scope, filters.store ? eq(deliveryZones.storeId, filters.store) : undefined);
  return pagedList(
    filters,
    async () =>
      (await db.select({ total: count() }).from(deliveryZones).where(where))[0]?.total ?? 0,
    ({ limit, offset }) =>
      joined(db, language)
        .where(where)
        .orderBy(...sortBy(SORTS[filters.sort], filters.dir, deliveryZones.id))
        .limit(limit)
        .offset(offset),
    { db, key: countKey('delivery_zones', where) },
  );
}

export async function findDeliveryZone(
  db: Db,
  scope: SQL | undefined,
  id: number,
  language: Language,
) {
  const [row] = await joined(db, language).where(and(scope, eq(deliveryZones.id, id)));
  return row ?? null;
}

export type DeliveryZoneValues = Omit<
  typeof deliveryZones.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;

export async function insertDeliveryZone(db: Db, values: DeliveryZoneValues) {
  const [row] = await db.insert(deliveryZones).values(values).returning({ id: deliveryZones.id });
  return row!.id;
}

export async function updateDeliveryZoneRow(db: Db, id: number, values: DeliveryZoneValues) {
  await db
    .update(deliveryZones)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(deliveryZones.id, id));
}

export async function deleteDeliveryZoneRow(db: Db, id: number) {
  await db.delete(deliveryZones).where(eq(deliveryZones.id, id));
}

/**
 * The rows that price the stores' groups to one governorate (its own row and its areas'): each
 * store's own table, or the marketplace's table for every store when the admin switched to it.
 */
export async function zonesInGovernorate(
  db: Db,
  storeIds: readonly number[],
  governorateId: number,
): Promise<Map<number, DeliveryZone[]>> {
  const { marketplaceTable } = await readDeliverySettings(db);
  const rows = await db
    .select()
    .from(deliveryZones)
    .where(
      and(
        marketplaceTable
          ? isNull(deliveryZones.storeId)
          : inArray(deliveryZones.storeId, [...storeIds]),
        eq(deliveryZones.governorateId, governorateId),
      ),
    );
  const zones = rows.map((row): DeliveryZone & { storeId: number | null } => ({
    storeId: row.storeId,
    governorateId: row.governorateId,
    areaId: row.areaId,
    delivers: row.delivers,
    feePiastres: toPiastres(row.fee),
    freeOverPiastres: row.freeOver === null ? null : toPiastres(row.freeOver),
    daysMin: row.daysMin,
    daysMax: row.daysMax,
  }));
  return new Map(
    storeIds.map((storeId) => [
      storeId,
      zones.filter((zone) => marketplaceTable || zone.storeId === storeId),
    ]),
  );
}

/** The store's own governorate, or undefined for an unknown store. */
export async function storeGovernorate(db: Db, storeId: number) {
  const [row] = await db
    .select({ governorateId: stores.governorateId })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row ? row.governorateId : undefined;
}
