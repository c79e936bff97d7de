import type {
  AttributeBody,
  AttributeFilters,
  PanelAttribute,
} from '../../../domain/contracts/panel/attributes.contract';
import { AppError } from '../../../domain/errors';
import { V } from '../../../domain/validation/keys';
import type { Db } from '../../db/client';
import { changedFields, writeLog, writeLogs } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import {
  attributesInUse,
  attributeValues,
  countCategories,
  deleteAttributes,
  findAttribute,
  insertAttribute,
  listAttributes,
  setAttributeCategories,
  updateAttributeRow,
  type PanelAttributeRow,
} from './attributes.repository';

function toPanelAttribute(row: PanelAttributeRow): PanelAttribute {
  return { ...row, created_at: row.created_at.toISOString() };
}

export async function getAttributes(db: Db, filters: AttributeFilters) {
  const { data, meta } = await listAttributes(db, filters);
  return { data: data.map(toPanelAttribute), meta };
}

export async function getAttribute(db: Db, id: number): Promise<PanelAttribute> {
  const row = await findAttribute(db, id);
  if (!row) throw new AppError('not_found');
  return toPanelAttribute(row);
}

const invalid = (path: string, message: string) =>
  new AppError('validation_failed', 'Invalid attribute', [{ path, message }]);

/**
 * A value's parent must be an existing main attribute (one level, spec §3); a main attribute's
 * categories must exist. Values carry no categories (the main attribute's links apply).
 */
async function normalise(db: Db, body: AttributeBody, selfId?: number): Promise<AttributeBody> {
  if (body.parent_id !== null) {
    const parent = await findAttribute(db, body.parent_id);
    if (!parent || parent.parent_id !== null || parent.id === selfId) {
      throw invalid('parent_id', V.choice.attribute);
    }
    return { ...body, category_ids: [] };
  }
  const categoryIds = [...new Set(body.category_ids)].sort((a, b) => a - b);
  if ((await countCategories(db, categoryIds)) !== categoryIds.length) {
    throw invalid('category_ids', V.choice.category);
  }
  return { ...body, category_ids: categoryIds };
}

export async function createAttribute(db: Db, actor: Actor, input: AttributeBody) {
  const id = await db.transaction(async (tx) => {
    const body = await normalise(tx, input);
    const newId = await insertAttribute(tx, body);
    await setAttributeCategories(tx, newId, body.category_ids);
    await writeLog(tx, actor, {
      action: 'attributes.create',
      entity: 'attributes',
      entityId: newId,
      notes: `${body.name_ar} / ${body.name_en}`,
    });
    return newId;
  });
  return getAttribute(db, id);
}

export async function updateAttribute(db: Db, actor: Actor, id: number, input: AttributeBody) {
  await db.transaction(async (tx) => {
    const before = await findAttribute(tx, id);
    if (!before) throw new AppError('not_found');
    const body = await normalise(tx, input, id);
    // A main attribute stays main and a value stays a value: products store both ids, and moving
    // one would silently change what their choices mean.
    if ((before.parent_id === null) !== (body.parent_id === null)) {
      throw invalid('parent_id', V.choice.attribute);
    }
    await updateAttributeRow(tx, id, body);
    await setAttributeCategories(tx, id, body.category_ids);
    const written = attributeValues(body);
    await writeLog(tx, actor, {
      action: 'attributes.update',
      entity: 'attributes',
      entityId: id,
      changes: changedFields(before, {
        name_ar: written.nameAr,
        name_en: written.nameEn,
        parent_id: written.parentId,
        has_price: written.hasPrice,
        multi_select: written.multiSelect,
        is_required: written.isRequired,
        show_in_filter: written.showInFilter,
        color: written.color,
        sort: written.sort,
        category_ids: body.category_ids,
      }),
    });
  });
  return getAttribute(db, id);
}

/** Deletes attributes no product carries (a main one with its values), all or none. */
export async function removeAttributes(db: Db, actor: Actor, ids: number[]) {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    if ((await attributesInUse(tx, unique)).length > 0) {
      throw new AppError('in_use', 'An attribute is still used by products');
    }
    const deleted = await deleteAttributes(tx, unique);
    if (deleted.length !== unique.length) throw new AppError('not_found');
    await writeLogs(
      tx,
      actor,
      deleted.map((id) => ({ action: 'attributes.delete', entity: 'attributes', entityId: id })),
    );
    return deleted.length;
  });
}
