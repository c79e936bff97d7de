import type {
  BranchBody,
  BranchFilters,
  PanelBranch,
} from '../../../domain/contracts/panel/branches.contract';
import { AppError } from '../../../domain/errors';
import { V } from '../../../domain/validation/keys';
import type { Db } from '../../db/client';
import { writeLog } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import { assertManagesStores } from '../auth/store-scope';
import { storesScope } from '../panel-stores/panel-stores.repository';
import {
  branchScope as scopeOf,
  deleteBranchRow,
  findBranch,
  insertBranch,
  listBranches,
  placeValid,
  storeInScope,
  updateBranchRow,
  type BranchRow,
  type BranchValues,
} from './branches.repository';

function toBranch(row: NonNullable<BranchRow>): PanelBranch {
  return { ...row, created_at: row.created_at.toISOString() };
}

export async function getBranches(db: Db, actor: Actor, filters: BranchFilters) {
  const { data, meta } = await listBranches(db, scopeOf(actor), filters);
  return { data: data.map(toBranch), meta };
}

export async function getBranch(db: Db, actor: Actor, id: number) {
  const row = await findBranch(db, scopeOf(actor), id);
  if (!row) throw new AppError('not_found');
  return toBranch(row);
}

async function valuesOf(db: Db, actor: Actor, body: BranchBody): Promise<BranchValues> {
  if (!(await storeInScope(db, storesScope(actor), body.store_id))) {
    throw new AppError('validation_failed', 'Not your store', [
      { path: 'store_id', message: V.choice.store },
    ]);
  }
  assertManagesStores(actor, [body.store_id]);
  const governorateId = body.governorate_id ?? null;
  const areaId = body.area_id ?? null;
  const wrong = await placeValid(db, governorateId, areaId);
  if (wrong) {
    throw new AppError('validation_failed', 'Unknown place', [
      { path: wrong, message: V.required },
    ]);
  }
  return {
    storeId: body.store_id,
    nameAr: body.name_ar,
    nameEn: body.name_en,
    governorateId,
    areaId,
    address: body.address,
    phone: body.phone || null,
    location: body.location || null,
  };
}

export async function createBranch(db: Db, actor: Actor, body: BranchBody) {
  const values = await valuesOf(db, actor, body);
  const id = await db.transaction(async (tx) => {
    const branchId = await insertBranch(tx, values);
    await writeLog(tx, actor, {
      action: 'branches.create',
      entity: 'branches',
      entityId: branchId,
      notes: `store ${values.storeId}`,
    });
    return branchId;
  });
  return getBranch(db, actor, id);
}

export async function updateBranch(db: Db, actor: Actor, id: number, body: BranchBody) {
  const before = await findBranch(db, scopeOf(actor), id);
  if (!before) throw new AppError('not_found');
  if (before.store_id !== body.store_id) {
    throw new AppError('validation_failed', 'A branch stays in its store', [
      { path: 'store_id', message: V.choice.store },
    ]);
  }
  const values = await valuesOf(db, actor, body);
  await db.transaction(async (tx) => {
    await updateBranchRow(tx, id, values);
    await writeLog(tx, actor, { action: 'branches.update', entity: 'branches', entityId: id });
  });
  return getBranch(db, actor, id);
}

export async function deleteBranch(db: Db, actor: Actor, id: number) {
  const before = await findBranch(db, scopeOf(actor), id);
  if (!before) throw new AppError('not_found');
  assertManagesStores(actor, [before.store_id]);
  await db.transaction(async (tx) => {
    await deleteBranchRow(tx, id);
    await writeLog(tx, actor, {
      action: 'branches.delete',
      entity: 'branches',
      entityId: id,
      notes: `store ${before.store_id}`,
    });
  });
}
