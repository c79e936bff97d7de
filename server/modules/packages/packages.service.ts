import type {
  PackageBody,
  PackageFilters,
  PanelPackage,
} from '../../../domain/contracts/panel/packages.contract';
import { AppError } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { changedFields, writeLog, writeLogs } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import {
  deletePackages,
  findPackage,
  insertPackage,
  listPackages,
  packagesInUse,
  setPackageFeatures,
  updatePackageRow,
  type PanelPackageRow,
} from './packages.repository';

function toPanelPackage(row: PanelPackageRow): PanelPackage {
  return { ...row, created_at: row.created_at.toISOString() };
}

export async function getPackages(db: Db, filters: PackageFilters) {
  const { data, meta } = await listPackages(db, filters);
  return { data: data.map(toPanelPackage), meta };
}

export async function getPackage(db: Db, id: number): Promise<PanelPackage> {
  const row = await findPackage(db, id);
  if (!row) throw new AppError('not_found');
  return toPanelPackage(row);
}

export async function createPackage(db: Db, actor: Actor, body: PackageBody) {
  const id = await db.transaction(async (tx) => {
    const newId = await insertPackage(tx, body);
    await setPackageFeatures(tx, newId, body.features);
    await writeLog(tx, actor, {
      action: 'packages.create',
      entity: 'packages',
      entityId: newId,
      notes: `${body.name_ar} / ${body.name_en}`,
    });
    return newId;
  });
  return getPackage(db, id);
}

export async function updatePackage(db: Db, actor: Actor, id: number, body: PackageBody) {
  await db.transaction(async (tx) => {
    const before = await findPackage(tx, id);
    if (!before) throw new AppError('not_found');
    await updatePackageRow(tx, id, body);
    await setPackageFeatures(tx, id, body.features);
    await writeLog(tx, actor, {
      action: 'packages.update',
      entity: 'packages',
      entityId: id,
      changes: changedFields(before, body),
    });
  });
  return getPackage(db, id);
}

/**
 * Deletes packages no store is on, all or none: a store's package decides its quota and renewal,
 * so it must be moved first (the sellers issue's downgrade).
 */
export async function removePackages(db: Db, actor: Actor, ids: number[]) {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    if (await packagesInUse(tx, unique)) {
      throw new AppError('in_use', 'A store is still on the package');
    }
    const deleted = await deletePackages(tx, unique);
    if (deleted.length !== unique.length) throw new AppError('not_found');
    await writeLogs(
      tx,
      actor,
      deleted.map((id) => ({ action: 'packages.delete', entity: 'packages', entityId: id })),
    );
    return deleted.length;
  });
}
