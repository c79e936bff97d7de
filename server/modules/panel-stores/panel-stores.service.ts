import { can } from '../../../domain/auth/permissions';
import type {
  PanelStore,
  PanelStoreDetail,
  StoreCategoryBody,
  StoreFilters,
  StoreStatusBody,
  StoreVerifyBody,
} from '../../../domain/contracts/panel/stores.contract';
import { AppError } from '../../../domain/errors';
import { isStorePublic } from '../../../domain/status/visibility';
import { V } from '../../../domain/validation/keys';
import type { Db } from '../../db/client';
import { writeLogs, type FieldChanges } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import { assertManagesStores } from '../auth/store-scope';
import {
  findStore,
  isMainCategory,
  listStores,
  lockStores,
  statusPatch,
  storesScope,
  updateStores,
  type PanelStoreRow,
} from './panel-stores.repository';

type ListRow = Omit<
  PanelStoreRow,
  'description_ar' | 'description_en' | 'address' | 'main_color' | 'package_id' | 'area_id'
>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toPanelStore(row: ListRow, now: Date): PanelStore {
  const archived = row.archived_at !== null;
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    logo: row.logo,
    phone_number: row.phone_number,
    owner_id: row.owner_id,
    owner_username: row.owner_username,
    category_id: row.category_id,
    governorate_id: row.governorate_id,
    status: row.status,
    archived,
    archived_at: iso(row.archived_at),
    verified: row.verified_at !== null,
    verified_at: iso(row.verified_at),
    verification_status: row.verification_status as PanelStore['verification_status'],
    expires_at: iso(row.expires_at),
    expired: Boolean(row.expired),
    public: isStorePublic({ status: row.status, archived, expires_at: row.expires_at }, now),
    products: row.products,
    followers: row.followers,
    views: row.views,
    open_reports: row.open_reports,
    created_at: row.created_at.toISOString(),
  };
}

export async function getStores(db: Db, actor: Actor, filters: StoreFilters) {
  const { data, meta } = await listStores(db, storesScope(actor), filters);
  const now = new Date();
  return { data: data.map((row) => toPanelStore(row, now)), meta };
}

export async function getStore(db: Db, actor: Actor, id: number): Promise<PanelStoreDetail> {
  const row = await findStore(db, storesScope(actor), id);
  if (!row) throw new AppError('not_found');
  return {
    ...toPanelStore(row, new Date()),
    description_ar: row.description_ar,
    description_en: row.description_en,
    address: row.address,
    main_color: row.main_color,
    package_id: row.package_id,
    area_id: row.area_id,
  };
}

type Locked = Awaited<ReturnType<typeof lockStores>>[number];

/**
 * The shared shape of a bulk store write, all or none: lock the rows in scope (any id outside it
 * → not_found, nothing changed), keep those the change really changes, write them in one UPDATE
 * and log one row each in one INSERT, in the same transaction. Answers how many changed.
 */
async function bulkStoreWrite(
  db: Db,
  actor: Actor,
  ids: number[],
  action: string,
  change: (row: Locked) => FieldChanges | null,
  patch: Parameters<typeof updateStores>[2],
): Promise<number> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const rows = await lockStores(tx, storesScope(actor), unique);
    if (rows.length !== unique.length) throw new AppError('not_found');
    assertManagesStores(actor, unique);
    const changed = rows.flatMap((row) => {
      const changes = change(row);
      return changes ? [{ id: row.id, changes }] : [];
    });
    if (changed.length === 0) return 0;
    await updateStores(
      tx,
      changed.map((row) => row.id),
      patch,
    );
    await writeLogs(
      tx,
      actor,
      changed.map((row) => ({ action, entity: 'stores', entityId: row.id, changes: row.changes })),
    );
    return changed.length;
  });
}

/** Activate or suspend (admin, moderator), archive or restore (admin: `archive`/`restore`). */
export async function changeStoreStatus(db: Db, actor: Actor, body: StoreStatusBody) {
  const { status } = body;
  if (status === 'archived' || status === 'restored') {
    const action = status === 'archived' ? 'archive' : 'restore';
    if (!can(actor.role, 'stores', action, actor.scope.grants)) {
      throw new AppError('not_authorized', 'Archiving stores is the admin’s');
    }
    const archive = status === 'archived';
    return bulkStoreWrite(
      db,
      actor,
      body.ids,
      archive ? 'stores.archive' : 'stores.restore',
      (row) => ((row.archivedAt !== null) === archive ? null : { archived: [!archive, archive] }),
      statusPatch(status),
    );
  }
  return bulkStoreWrite(
    db,
    actor,
    body.ids,
    status === 'active' ? 'stores.activate' : 'stores.suspend',
    (row) => (row.status === status ? null : { status: [row.status, status] }),
    statusPatch(status),
  );
}

export async function verifyStores(db: Db, actor: Actor, body: StoreVerifyBody) {
  const { verified } = body;
  return bulkStoreWrite(
    db,
    actor,
    body.ids,
    verified ? 'stores.verify' : 'stores.unverify',
    (row) => ((row.verifiedAt !== null) === verified ? null : { verified: [!verified, verified] }),
    { verifiedAt: verified ? new Date() : null },
  );
}

export async function changeStoreCategory(db: Db, actor: Actor, body: StoreCategoryBody) {
  const categoryId = body.category_id;
  if (categoryId !== null && !(await isMainCategory(db, categoryId))) {
    throw new AppError('validation_failed', 'Not a main category', [
      { path: 'category_id', message: V.choice.category },
    ]);
  }
  return bulkStoreWrite(
    db,
    actor,
    body.ids,
    'stores.category',
    (row) => (row.categoryId === categoryId ? null : { category_id: [row.categoryId, categoryId] }),
    { categoryId },
  );
}
