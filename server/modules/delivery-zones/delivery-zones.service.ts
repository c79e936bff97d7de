// A store's delivery table (docs/decisions/0052-delivery-fees.md): the panels' rows, scoped like every
// store row (a sub-reseller changes them only with the store's management right), and the shop's
// quote of one store for one address.
import type { StoreDeliveryAnswer } from '../../../domain/contracts/delivery.contract';
import type {
  DeliveryZoneBody,
  DeliveryZoneFilters,
  PanelDeliveryZone,
} from '../../../domain/contracts/panel/delivery-zones.contract';
import { fromPiastres } from '../../../domain/commerce/money';
import { zoneFor } from '../../../domain/commerce/shipping';
import { AppError } from '../../../domain/errors';
import type { Language } from '../../../domain/status/statuses';
import { V } from '../../../domain/validation/keys';
import type { Db } from '../../db/client';
import { writeLog } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import { assertManagesStores } from '../auth/store-scope';
import { placeValid, storeInScope } from '../branches/branches.repository';
import { storesScope } from '../panel-stores/panel-stores.repository';
import {
  deleteDeliveryZoneRow,
  deliveryZoneScope as scopeOf,
  findDeliveryZone,
  insertDeliveryZone,
  listDeliveryZones,
  storeGovernorate,
  updateDeliveryZoneRow,
  zonesInGovernorate,
  type DeliveryZoneRow,
  type DeliveryZoneValues,
} from './delivery-zones.repository';

function toZone(row: DeliveryZoneRow): PanelDeliveryZone {
  return { ...row, created_at: row.created_at.toISOString() };
}

export async function getDeliveryZones(
  db: Db,
  actor: Actor,
  filters: DeliveryZoneFilters,
  language: Language,
) {
  const { data, meta } = await listDeliveryZones(db, scopeOf(actor), filters, language);
  return { data: data.map(toZone), meta };
}

export async function getDeliveryZone(db: Db, actor: Actor, id: number, language: Language) {
  const row = await findDeliveryZone(db, scopeOf(actor), id, language);
  if (!row) throw new AppError('not_found');
  return toZone(row);
}

/** A store's rows are its managers'; the marketplace's own table is the admin's alone. */
async function assertTableOwner(db: Db, actor: Actor, storeId: number | null) {
  const allowed =
    storeId === null ? actor.role === 'admin' : await storeInScope(db, storesScope(actor), storeId);
  if (!allowed) {
    throw new AppError('validation_failed', 'Not your store', [
      { path: 'store_id', message: V.choice.store },
    ]);
  }
  if (storeId !== null) assertManagesStores(actor, [storeId]);
}

async function valuesOf(db: Db, actor: Actor, body: DeliveryZoneBody) {
  const storeId = body.marketplace_table ? null : (body.store_id ?? null);
  await assertTableOwner(db, actor, storeId);
  const areaId = body.area_id ?? null;
  const wrong = await placeValid(db, body.governorate_id, areaId);
  if (wrong) {
    throw new AppError('validation_failed', 'Unknown place', [
      { path: wrong, message: V.required },
    ]);
  }
  return {
    storeId,
    governorateId: body.governorate_id,
    areaId,
    delivers: body.delivers,
    fee: body.fee,
    freeOver: body.free_over ?? null,
    daysMin: body.days_min,
    daysMax: body.days_max,
  } satisfies DeliveryZoneValues;
}

export async function createDeliveryZone(
  db: Db,
  actor: Actor,
  body: DeliveryZoneBody,
  language: Language,
) {
  const values = await valuesOf(db, actor, body);
  const id = await db.transaction(async (tx) => {
    const zoneId = await insertDeliveryZone(tx, values);
    await writeLog(tx, actor, {
      action: 'delivery_zones.create',
      entity: 'delivery_zones',
      entityId: zoneId,
      notes: `store ${values.storeId ?? 'marketplace'}`,
    });
    return zoneId;
  });
  return getDeliveryZone(db, actor, id, language);
}

export async function updateDeliveryZone(
  db: Db,
  actor: Actor,
  id: number,
  body: DeliveryZoneBody,
  language: Language,
) {
  const before = await findDeliveryZone(db, scopeOf(actor), id, language);
  if (!before) throw new AppError('not_found');
  const values = await valuesOf(db, actor, body);
  if (before.store_id !== values.storeId) {
    throw new AppError('validation_failed', 'A delivery row stays in its store', [
      { path: 'store_id', message: V.choice.store },
    ]);
  }
  await db.transaction(async (tx) => {
    await updateDeliveryZoneRow(tx, id, values);
    await writeLog(tx, actor, {
      action: 'delivery_zones.update',
      entity: 'delivery_zones',
      entityId: id,
    });
  });
  return getDeliveryZone(db, actor, id, language);
}

export async function deleteDeliveryZone(db: Db, actor: Actor, id: number) {
  const before = await findDeliveryZone(db, scopeOf(actor), id, 'en');
  if (!before) throw new AppError('not_found');
  await assertTableOwner(db, actor, before.store_id);
  await db.transaction(async (tx) => {
    await deleteDeliveryZoneRow(tx, id);
    await writeLog(tx, actor, {
      action: 'delivery_zones.delete',
      entity: 'delivery_zones',
      entityId: id,
      notes: `store ${before.store_id ?? 'marketplace'}`,
    });
  });
}

/** The row of the store's table that prices the address (null: the fallback rule). */
export async function getStoreDelivery(
  db: Db,
  storeId: number,
  address: { governorateId: number; areaId: number },
): Promise<StoreDeliveryAnswer> {
  const governorateId = await storeGovernorate(db, storeId);
  if (governorateId === undefined) throw new AppError('not_found');
  const zones = (await zonesInGovernorate(db, [storeId], address.governorateId)).get(storeId);
  const zone = zoneFor(zones ?? [], address);
  return {
    store_id: storeId,
    store_governorate_id: governorateId,
    zone: zone && {
      delivers: zone.delivers,
      fee: fromPiastres(zone.feePiastres),
      free_over: zone.freeOverPiastres === null ? null : fromPiastres(zone.freeOverPiastres),
      days_min: zone.daysMin,
      days_max: zone.daysMax,
    },
  };
}
