import type {
  CategoryBody,
  CategoryFilters,
  PanelCategory,
} from '../../../domain/contracts/panel/categories.contract';
import { AppError } from '../../../domain/errors';
import { V } from '../../../domain/validation/keys';
import type { Db } from '../../db/client';
import { changedFields, writeLog, writeLogs } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import {
  categoriesInUse,
  deleteCategories,
  findCategory,
  insertCategory,
  listCategories,
  slugTaken,
  updateCategoryRow,
  type PanelCategoryRow,
} from './categories.repository';

function toPanelCategory(row: PanelCategoryRow): PanelCategory {
  return { ...row, created_at: row.created_at.toISOString() };
}

export async function getCategories(db: Db, filters: CategoryFilters) {
  const { data, meta } = await listCategories(db, filters);
  return { data: data.map(toPanelCategory), meta };
}

export async function getCategory(db: Db, id: number): Promise<PanelCategory> {
  const row = await findCategory(db, id);
  if (!row) throw new AppError('not_found');
  return toPanelCategory(row);
}

/** A sub-category's parent must be an existing main category (one level, spec §3). */
async function assertParent(db: Db, parentId: number | null, selfId?: number) {
  if (parentId === null) return;
  const parent = await findCategory(db, parentId);
  if (!parent || parent.parent_id !== null || parent.id === selfId) {
    throw new AppError('validation_failed', 'Not a main category', [
      { path: 'parent_id', message: V.choice.category },
    ]);
  }
}

/** `Men's Clothing` → `men-s-clothing`, made unique with `-2`, `-3`… */
async function uniqueSlug(db: Db, body: CategoryBody): Promise<string> {
  const base =
    body.name_en
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'category';
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(db, slug))) return slug;
  }
}

export async function createCategory(db: Db, actor: Actor, body: CategoryBody) {
  const id = await db.transaction(async (tx) => {
    await assertParent(tx, body.parent_id);
    const newId = await insertCategory(tx, body, await uniqueSlug(tx, body));
    await writeLog(tx, actor, {
      action: 'categories.create',
      entity: 'categories',
      entityId: newId,
      notes: `${body.name_ar} / ${body.name_en}`,
    });
    return newId;
  });
  return getCategory(db, id);
}

export async function updateCategory(db: Db, actor: Actor, id: number, body: CategoryBody) {
  await db.transaction(async (tx) => {
    const before = await findCategory(tx, id);
    if (!before) throw new AppError('not_found');
    await assertParent(tx, body.parent_id, id);
    if (body.parent_id !== null && before.children > 0) {
      // A main category with sub-categories cannot itself become a sub-category (one level).
      throw new AppError('validation_failed', 'Has sub-categories', [
        { path: 'parent_id', message: V.choice.category },
      ]);
    }
    await updateCategoryRow(tx, id, body);
    await writeLog(tx, actor, {
      action: 'categories.update',
      entity: 'categories',
      entityId: id,
      changes: changedFields(before, body),
    });
  });
  return getCategory(db, id);
}

/** Deletes categories without products (with their sub-categories), all or none. */
export async function removeCategories(db: Db, actor: Actor, ids: number[]) {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    if ((await categoriesInUse(tx, unique)).length > 0) {
      throw new AppError('in_use', 'A category still has products');
    }
    const deleted = await deleteCategories(tx, unique);
    if (deleted.length !== unique.length) throw new AppError('not_found');
    await writeLogs(
      tx,
      actor,
      deleted.map((id) => ({ action: 'categories.delete', entity: 'categories', entityId: id })),
    );
    return deleted.length;
  });
}
