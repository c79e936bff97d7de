import { categoryPath, productPath, storePath } from '../../../domain/catalogue/paths';
import type {
  OfferBody,
  OfferFilters,
  OfferGroupBody,
  OfferGroupFilters,
  PanelOffer,
  PanelOfferGroup,
} from '../../../domain/contracts/panel/offers.contract';
import { AppError } from '../../../domain/errors';
import type { Language } from '../../../domain/status/statuses';
import { V } from '../../../domain/validation/keys';
import { urlSchema } from '../../../domain/validation/links';
import type { Db } from '../../db/client';
import { changedFields, writeLog, writeLogs } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import { pick } from '../catalogue/mappers';
import {
  deleteOfferGroups,
  deleteOffers,
  findOffer,
  findOfferGroup,
  insertOffer,
  insertOfferGroup,
  linkTargetExists,
  linkTargets,
  listOfferGroups,
  listOffers,
  liveOfferGroups,
  updateOfferGroupRow,
  updateOfferRow,
  type OfferGroupRow,
  type OfferRow,
} from './offers.repository';

const toGroup = (row: OfferGroupRow): PanelOfferGroup => ({
  ...row,
  created_at: row.created_at.toISOString(),
});
const toOffer = (row: OfferRow): PanelOffer => ({
  ...row,
  created_at: row.created_at.toISOString(),
});

export async function getOfferGroups(db: Db, filters: OfferGroupFilters) {
  const { data, meta } = await listOfferGroups(db, filters);
  return { data: data.map(toGroup), meta };
}

export async function getOfferGroup(db: Db, id: number) {
  const row = await findOfferGroup(db, id);
  if (!row) throw new AppError('not_found');
  return toGroup(row);
}

export async function createOfferGroup(db: Db, actor: Actor, body: OfferGroupBody) {
  const id = await db.transaction(async (tx) => {
    const newId = await insertOfferGroup(tx, body);
    await writeLog(tx, actor, {
      action: 'homepage_offers.create',
      entity: 'homepage_offers',
      entityId: newId,
      notes: `${body.title_ar} / ${body.title_en}`,
    });
    return newId;
  });
  return getOfferGroup(db, id);
}

export async function updateOfferGroup(db: Db, actor: Actor, id: number, body: OfferGroupBody) {
  await db.transaction(async (tx) => {
    const before = await findOfferGroup(tx, id);
    if (!before) throw new AppError('not_found');
    await updateOfferGroupRow(tx, id, body);
    await writeLog(tx, actor, {
      action: 'homepage_offers.update',
      entity: 'homepage_offers',
      entityId: id,
      changes: changedFields(before, body),
    });
  });
  return getOfferGroup(db, id);
}

/** Deletes groups with their offers, all or none. */
export async function removeOfferGroups(db: Db, actor: Actor, ids: number[]) {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const deleted = await deleteOfferGroups(tx, unique);
    if (deleted.length !== unique.length) throw new AppError('not_found');
    await writeLogs(
      tx,
      actor,
      deleted.map((id) => ({
        action: 'homepage_offers.delete',
        entity: 'homepage_offers',
        entityId: id,
      })),
    );
    return deleted.length;
  });
}

export async function getOffers(db: Db, filters: OfferFilters) {
  const { data, meta } = await listOffers(db, filters);
  return { data: data.map(toOffer), meta };
}

export async function getOffer(db: Db, id: number) {
  const row = await findOffer(db, id);
  if (!row) throw new AppError('not_found');
  return toOffer(row);
}

/** The group exists and the link names an existing product, store or category, or an https URL. */
async function assertOffer(db: Db, body: OfferBody) {
  if (!(await findOfferGroup(db, body.group_id))) {
    throw new AppError('validation_failed', 'No such group', [
      { path: 'group_id', message: V.required },
    ]);
  }
  const target = body.link_target;
  const valid =
    body.link_kind === 'url'
      ? urlSchema.safeParse(target).success && target.startsWith('https://')
      : /^\d{1,9}$/.test(target) && (await linkTargetExists(db, body.link_kind, Number(target)));
  if (!valid) {
    throw new AppError('validation_failed', 'Invalid link', [
      { path: 'link_target', message: V.offer_link.invalid },
    ]);
  }
}

export async function createOffer(db: Db, actor: Actor, body: OfferBody) {
  const id = await db.transaction(async (tx) => {
    await assertOffer(tx, body);
    const newId = await insertOffer(tx, body);
    await writeLog(tx, actor, {
      action: 'offers.create',
      entity: 'offers',
      entityId: newId,
      notes: `${body.link_kind}:${body.link_target}`,
    });
    return newId;
  });
  return getOffer(db, id);
}

export async function updateOffer(db: Db, actor: Actor, id: number, body: OfferBody) {
  await db.transaction(async (tx) => {
    const before = await findOffer(tx, id);
    if (!before) throw new AppError('not_found');
    await assertOffer(tx, body);
    await updateOfferRow(tx, id, body);
    await writeLog(tx, actor, {
      action: 'offers.update',
      entity: 'offers',
      entityId: id,
      changes: changedFields(before, body),
    });
  });
  return getOffer(db, id);
}

export async function removeOffers(db: Db, actor: Actor, ids: number[]) {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const deleted = await deleteOffers(tx, unique);
    if (deleted.length !== unique.length) throw new AppError('not_found');
    await writeLogs(
      tx,
      actor,
      deleted.map((id) => ({ action: 'offers.delete', entity: 'offers', entityId: id })),
    );
    return deleted.length;
  });
}

/**
 * The home page's offer groups today, each offer with the path (or URL) it opens; offers whose
 * product, store or category is gone are left out.
 */
export async function homeOfferGroups(db: Db, language: Language, now = new Date()) {
  const groups = await liveOfferGroups(db, now.toISOString().slice(0, 10));
  const ids = { product: [] as number[], store: [] as number[], category: [] as number[] };
  for (const group of groups) {
    for (const offer of group.offers) {
      if (offer.linkKind !== 'url') ids[offer.linkKind].push(Number(offer.linkTarget));
    }
  }
  const { productRows, storeRows, categoryRows } = await linkTargets(db, ids);
  const hrefOf = (kind: string, target: string): string | null => {
    const id = Number(target);
    if (kind === 'url') return target;
    if (kind === 'product') {
      const row = productRows.find((p) => p.id === id);
      return row
        ? productPath(row.storeUsername, row.id, pick(language, row.nameAr, row.nameEn))
        : null;
    }
    if (kind === 'store') {
      const row = storeRows.find((s) => s.id === id);
      return row ? storePath(row.username) : null;
    }
    const row = categoryRows.find((c) => c.id === id);
    if (!row) return null;
    return row.parentId ? categoryPath(row.parentId, row.id) : categoryPath(row.id);
  };
  return groups
    .map((group) => ({
      id: group.id,
      title: pick(language, group.titleAr, group.titleEn),
      offers: group.offers.flatMap((offer) => {
        const href = hrefOf(offer.linkKind, offer.linkTarget);
        return href ? [{ id: offer.id, image: offer.image, href }] : [];
      }),
    }))
    .filter((group) => group.offers.length > 0);
}
