import type {
  ProductRatingBody,
  RateRefusal,
  RatingEntry,
  RatingResult,
  RatingsPage,
  StoreRatingBody,
} from '../../../domain/contracts/ratings.contract';
import { AppError } from '../../../domain/errors';
import { roundRating } from '../../../domain/rating';
import type { Db } from '../../db/client';
import { pageWindow } from '../../lib/paging';
import type { Actor } from '../auth/actor';
import { isPublicProduct, isPublicStore } from '../social/social.repository';
import {
  deleteRating,
  findOwnRating,
  hasDealtWithStore,
  hasDeliveredProduct,
  isStorePerson,
  listRatings,
  productStoreId,
  readSummary,
  upsertRating,
  type RatingKind,
  type RatingRow,
  type Summary,
} from './ratings.repository';

/** Roles that shop (the matrix's SHOPPERS); a panel session never rates. */
const SHOPPER_ROLES = new Set(['user', 'guest', 'reseller', 'moderator_reseller']);

/**
 * WHO MAY RATE A PRODUCT — the one place this rule lives
 * (docs/decisions/0016-ratings-and-reports.md): a shopper (not the store's own owner or staff)
 * with a delivered order containing it. Answers why not, or null when they may.
 */
async function productRefusal(
  db: Db,
  actor: Actor,
  productId: number,
): Promise<RateRefusal | null> {
  if (actor.kind !== 'user' || !SHOPPER_ROLES.has(actor.role)) return 'not_shopper';
  const storeId = await productStoreId(db, productId);
  if (storeId === null) return 'not_delivered';
  if (await isStorePerson(db, actor.userId, storeId)) return 'own_store';
  return (await hasDeliveredProduct(db, actor.userId, productId)) ? null : 'not_delivered';
}

/**
 * WHO MAY RATE A STORE — the one place this rule lives: a shopper (not its owner or staff) who
 * ordered from it (an order it did not refuse) or wrote to it in a chat. Answers why not, or null.
 */
async function storeRefusal(db: Db, actor: Actor, storeId: number): Promise<RateRefusal | null> {
  if (actor.kind !== 'user' || !SHOPPER_ROLES.has(actor.role)) return 'not_shopper';
  if (await isStorePerson(db, actor.userId, storeId)) return 'own_store';
  return (await hasDealtWithStore(db, actor.userId, storeId)) ? null : 'not_dealt';
}

const toEntry = (row: RatingRow): RatingEntry => ({
  id: row.id,
  author: row.author,
  rating: Number(row.rating),
  comment: row.comment,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

const toSummary = (summary: Summary) => ({
  avg: roundRating(summary.avg),
  count: summary.count,
});

interface Target {
  kind: RatingKind;
  id: number;
}

async function assertPublic(db: Db, target: Target) {
  if (target.kind === 'product') {
    if (!(await isPublicProduct(db, target.id))) throw new AppError('product_not_available');
  } else if (!(await isPublicStore(db, target.id))) {
    throw new AppError('store_not_available');
  }
}

const refusalOf = (db: Db, actor: Actor | null, target: Target): Promise<RateRefusal | null> => {
  if (!actor) return Promise.resolve('sign_in');
  return target.kind === 'product'
    ? productRefusal(db, actor, target.id)
    : storeRefusal(db, actor, target.id);
};

/** A public target's ratings page, with the viewer's own rating and whether they may rate. */
export async function getRatings(
  db: Db,
  actor: Actor | null,
  target: Target,
  paging: { page: number; per_page: number },
): Promise<{ data: RatingsPage; meta: ReturnType<typeof pageWindow>['meta'] }> {
  await assertPublic(db, target);
  const offset = (paging.page - 1) * paging.per_page;
  const [{ total, rows }, summary, mine, refusal] = await Promise.all([
    listRatings(db, target.kind, target.id, paging.per_page, offset),
    readSummary(db, target.kind, target.id),
    actor ? findOwnRating(db, target.kind, target.id, actor.userId) : null,
    refusalOf(db, actor, target),
  ]);
  return {
    data: {
      summary: toSummary(summary ?? { avg: 0, count: 0 }),
      mine: mine ? toEntry(mine) : null,
      can_rate: refusal === null,
      rate_refusal: refusal,
      ratings: rows.map(toEntry),
    },
    meta: pageWindow(total, paging.page, paging.per_page).meta,
  };
}

async function rate(
  db: Db,
  actor: Actor,
  target: Target,
  body: { rating: number; comment?: string | undefined },
): Promise<RatingResult> {
  await assertPublic(db, target);
  if ((await refusalOf(db, actor, target)) !== null) throw new AppError('rating_not_allowed');
  const summary = await upsertRating(db, target.kind, target.id, actor.userId, {
    rating: body.rating,
    comment: body.comment ? body.comment : null,
  });
  if (!summary)
    throw new AppError(target.kind === 'product' ? 'product_not_available' : 'store_not_available');
  const mine = await findOwnRating(db, target.kind, target.id, actor.userId);
  return { mine: mine ? toEntry(mine) : null, summary: toSummary(summary) };
}

/** Deleting works whatever the product or store became since; twice is fine. */
async function unrate(db: Db, actor: Actor, target: Target): Promise<RatingResult> {
  const summary = await deleteRating(db, target.kind, target.id, actor.userId);
  return { mine: null, summary: toSummary(summary ?? { avg: 0, count: 0 }) };
}

export const rateProduct = (db: Db, actor: Actor, body: ProductRatingBody) =>
  rate(db, actor, { kind: 'product', id: body.product_id }, body);
export const rateStore = (db: Db, actor: Actor, body: StoreRatingBody) =>
  rate(db, actor, { kind: 'store', id: body.store_id }, body);
export const unrateProduct = (db: Db, actor: Actor, productId: number) =>
  unrate(db, actor, { kind: 'product', id: productId });
export const unrateStore = (db: Db, actor: Actor, storeId: number) =>
  unrate(db, actor, { kind: 'store', id: storeId });
