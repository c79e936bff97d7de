import type {
  KeywordBody,
  KeywordCategoriesBody,
  KeywordFilters,
  KeywordReviewBody,
  PanelKeyword,
} from '../../../domain/contracts/panel/search-keywords.contract';
import { AppError } from '../../../domain/errors';
import { V } from '../../../domain/validation/keys';
import type { Db } from '../../db/client';
import { changedFields, writeLog, writeLogs } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import {
  categoryExists,
  deleteKeywords,
  findKeyword,
  insertKeyword,
  keywordsByIds,
  keywordTaken,
  listKeywords,
  setKeywordsCategory,
  setKeywordsReview,
  updateKeywordRow,
  type PanelKeywordRow,
} from './search-keywords.repository';

function toPanelKeyword(row: PanelKeywordRow): PanelKeyword {
  return { ...row, created_at: row.created_at.toISOString() };
}

export async function getKeywords(db: Db, filters: KeywordFilters) {
  const { data, meta } = await listKeywords(db, filters);
  return { data: data.map(toPanelKeyword), meta };
}

export async function getKeyword(db: Db, id: number): Promise<PanelKeyword> {
  const row = await findKeyword(db, id);
  if (!row) throw new AppError('not_found');
  return toPanelKeyword(row);
}

async function assertCategory(db: Db, categoryId: number | null) {
  if (categoryId !== null && !(await categoryExists(db, categoryId))) {
    throw new AppError('validation_failed', 'No such category', [
      { path: 'category_id', message: V.choice.category },
    ]);
  }
}

async function assertFree(db: Db, body: KeywordBody, selfId?: number) {
  if (await keywordTaken(db, body.keyword, body.language, selfId)) {
    throw new AppError('conflict', 'Keyword exists', [
      { path: 'keyword', message: V.keyword.taken },
    ]);
  }
}

export async function createKeyword(db: Db, actor: Actor, body: KeywordBody) {
  const id = await db.transaction(async (tx) => {
    await assertCategory(tx, body.category_id);
    await assertFree(tx, body);
    const newId = await insertKeyword(tx, body);
    await writeLog(tx, actor, {
      action: 'search_keywords.create',
      entity: 'search_keywords',
      entityId: newId,
      notes: body.keyword,
    });
    return newId;
  });
  return getKeyword(db, id);
}

export async function updateKeyword(db: Db, actor: Actor, id: number, body: KeywordBody) {
  await db.transaction(async (tx) => {
    const before = await findKeyword(tx, id);
    if (!before) throw new AppError('not_found');
    await assertCategory(tx, body.category_id);
    await assertFree(tx, body, id);
    await updateKeywordRow(tx, id, body);
    await writeLog(tx, actor, {
      action: 'search_keywords.update',
      entity: 'search_keywords',
      entityId: id,
      changes: changedFields(before, body),
    });
  });
  return getKeyword(db, id);
}

/** Deletes keywords, all or none. */
export async function removeKeywords(db: Db, actor: Actor, ids: number[]) {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const deleted = await deleteKeywords(tx, unique);
    if (deleted.length !== unique.length) throw new AppError('not_found');
    await writeLogs(
      tx,
      actor,
      deleted.map((id) => ({
        action: 'search_keywords.delete',
        entity: 'search_keywords',
        entityId: id,
      })),
    );
    return deleted.length;
  });
}

/** Rows of `ids`, all of them or not found. */
async function existing(db: Db, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await keywordsByIds(db, unique);
  if (rows.length !== unique.length) throw new AppError('not_found');
  return rows;
}

/** Approve, reject or reset keywords; any review may follow any other (an admin's call). */
export async function reviewKeywords(db: Db, actor: Actor, body: KeywordReviewBody) {
  return db.transaction(async (tx) => {
    const rows = await existing(tx, body.ids);
    await setKeywordsReview(
      tx,
      rows.map((row) => row.id),
      body.review,
    );
    await writeLogs(
      tx,
      actor,
      rows.map((row) => ({
        action: 'search_keywords.review',
        entity: 'search_keywords',
        entityId: row.id,
        changes: changedFields(row, { review: body.review }),
      })),
    );
    return rows.length;
  });
}

export async function fileKeywords(db: Db, actor: Actor, body: KeywordCategoriesBody) {
  return db.transaction(async (tx) => {
    await assertCategory(tx, body.category_id);
    const rows = await existing(tx, body.ids);
    await setKeywordsCategory(
      tx,
      rows.map((row) => row.id),
      body.category_id,
    );
    await writeLogs(
      tx,
      actor,
      rows.map((row) => ({
        action: 'search_keywords.category',
        entity: 'search_keywords',
        entityId: row.id,
        changes: changedFields(row, { category_id: body.category_id }),
      })),
    );
    return rows.length;
  });
}
