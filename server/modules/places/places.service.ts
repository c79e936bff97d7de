import type {
  AreaBody,
  AreaFilters,
  GovernorateBody,
  GovernorateFilters,
  PanelArea,
  PanelGovernorate,
} from '../../../domain/contracts/panel/geo.contract';
import { AppError } from '../../../domain/errors';
import { V } from '../../../domain/validation/keys';
import type { Db } from '../../db/client';
import { changedFields, writeLog, writeLogs } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import {
  areaNameTaken,
  areasInUse,
  deleteAreas,
  deleteGovernorates,
  findArea,
  findGovernorate,
  governorateNameTaken,
  governoratesInUse,
  insertArea,
  insertGovernorate,
  listAreaRows,
  listGovernorateRows,
  updateAreaRow,
  updateGovernorateRow,
} from './places.repository';

const withIso = <T extends { created_at: Date }>(row: T) => ({
  ...row,
  created_at: row.created_at.toISOString(),
});

const nameTaken = () =>
  new AppError('validation_failed', 'Name already used', [
    { path: 'name_en', message: V.name.taken },
  ]);

export async function getGovernorates(db: Db, filters: GovernorateFilters) {
  const { data, meta } = await listGovernorateRows(db, filters);
  return { data: data.map(withIso), meta };
}

export async function getGovernorate(db: Db, id: number): Promise<PanelGovernorate> {
  const row = await findGovernorate(db, id);
  if (!row) throw new AppError('not_found');
  return withIso(row);
}

export async function createGovernorate(db: Db, actor: Actor, body: GovernorateBody) {
  const id = await db.transaction(async (tx) => {
    if (await governorateNameTaken(tx, body.name_en)) throw nameTaken();
    const newId = await insertGovernorate(tx, body);
    await writeLog(tx, actor, {
      action: 'governorates.create',
      entity: 'governorates',
      entityId: newId,
      notes: `${body.name_ar} / ${body.name_en}`,
    });
    return newId;
  });
  return getGovernorate(db, id);
}

export async function updateGovernorate(db: Db, actor: Actor, id: number, body: GovernorateBody) {
  await db.transaction(async (tx) => {
    const before = await findGovernorate(tx, id);
    if (!before) throw new AppError('not_found');
    if (await governorateNameTaken(tx, body.name_en, id)) throw nameTaken();
    await updateGovernorateRow(tx, id, body);
    await writeLog(tx, actor, {
      action: 'governorates.update',
      entity: 'governorates',
      entityId: id,
      changes: changedFields(before, body),
    });
  });
  return getGovernorate(db, id);
}

/** Deletes governorates (with their areas) where no store or branch sits, all or none. */
export async function removeGovernorates(db: Db, actor: Actor, ids: number[]) {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    if (await governoratesInUse(tx, unique)) {
      throw new AppError('in_use', 'A store or branch is still in the governorate');
    }
    const deleted = await deleteGovernorates(tx, unique);
    if (deleted.length !== unique.length) throw new AppError('not_found');
    await writeLogs(
      tx,
      actor,
      deleted.map((id) => ({
        action: 'governorates.delete',
        entity: 'governorates',
        entityId: id,
      })),
    );
    return deleted.length;
  });
}

export async function getAreas(db: Db, filters: AreaFilters) {
  const { data, meta } = await listAreaRows(db, filters);
  return { data: data.map(withIso), meta };
}

export async function getArea(db: Db, id: number): Promise<PanelArea> {
  const row = await findArea(db, id);
  if (!row) throw new AppError('not_found');
  return withIso(row);
}

async function assertGovernorate(db: Db, id: number) {
  if (!(await findGovernorate(db, id))) {
    throw new AppError('validation_failed', 'Unknown governorate', [
      { path: 'governorate_id', message: V.required },
    ]);
  }
}

export async function createArea(db: Db, actor: Actor, body: AreaBody) {
  const id = await db.transaction(async (tx) => {
    await assertGovernorate(tx, body.governorate_id);
    if (await areaNameTaken(tx, body.governorate_id, body.name_en)) throw nameTaken();
    const newId = await insertArea(tx, body);
    await writeLog(tx, actor, {
      action: 'areas.create',
      entity: 'areas',
      entityId: newId,
      notes: `${body.name_ar} / ${body.name_en}`,
    });
    return newId;
  });
  return getArea(db, id);
}

export async function updateArea(db: Db, actor: Actor, id: number, body: AreaBody) {
  await db.transaction(async (tx) => {
    const before = await findArea(tx, id);
    if (!before) throw new AppError('not_found');
    await assertGovernorate(tx, body.governorate_id);
    // Stores and branches name both their governorate and their area: moving an area they use
    // to another governorate would leave them pointing at two places.
    if (body.governorate_id !== before.governorate_id && before.stores > 0) {
      throw new AppError('in_use', 'Stores or branches are in the area');
    }
    if (await areaNameTaken(tx, body.governorate_id, body.name_en, id)) throw nameTaken();
    await updateAreaRow(tx, id, body);
    await writeLog(tx, actor, {
      action: 'areas.update',
      entity: 'areas',
      entityId: id,
      changes: changedFields(before, body),
    });
  });
  return getArea(db, id);
}

/** Deletes areas where no store or branch sits, all or none. */
export async function removeAreas(db: Db, actor: Actor, ids: number[]) {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    if (await areasInUse(tx, unique)) {
      throw new AppError('in_use', 'A store or branch is still in the area');
    }
    const deleted = await deleteAreas(tx, unique);
    if (deleted.length !== unique.length) throw new AppError('not_found');
    await writeLogs(
      tx,
      actor,
      deleted.map((id) => ({ action: 'areas.delete', entity: 'areas', entityId: id })),
    );
    return deleted.length;
  });
}
