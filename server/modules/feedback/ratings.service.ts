import type {
  ProductRatingBody,
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
import { ratingWritten } from '../catalogue/ratings-written';
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
 * WHO MAY RATE A PRODUCT — the one place this rule lives (issue 11; docs/decisions.md): a shopper
 * (not the store's own owner or staff) with a delivered order containing it.
 */
export async function canRateProduct(db: Db, actor: Actor, productId: number): Promise<boolean> {
  if (actor.kind !== 'user' || !SHOPPER_ROLES.has(actor.role)) return false;
  const storeId = await productStoreId(db, productId);
  if (storeId === null) return false;
  if (await isStorePerson(db, actor.userId, storeId)) return false;
  return hasDeliveredProduct(db, actor.userId, productId);
}

/**
 * WHO MAY RATE A STORE — the one place this rule lives: a shopper (not its owner or staff) who
 * ordered from it (an order it did not refuse) or wrote to it in a chat.
 */
export async function canRateStore(db: Db, actor: Actor, storeId: number): Promise<boolean> {
  if (actor.kind !== 'user' || !SHOPPER_ROLES.has(actor.role)) return false;
  if (await isStorePerson(db, actor.userId, storeId)) return false;
  return hasDealtWithStore(db, actor.userId, storeId);
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

const mayRate = (db: Db, actor: Actor, target: Target) =>
  target.kind === 'product'
    ? canRateProduct(db, actor, target.id)
    : canRateStore(db, actor, target.id);

/** A public target's ratings page, with the viewer's own rating and whether they may rate. */
export async function getRatings(
  db: Db,
  actor: Actor | null,
  target: Target,
  paging: { page: number; per_page: number },
): Promise<{ data: RatingsPage; meta: ReturnType<typeof pageWindow>['meta'] }> {
  await assertPublic(db, target);
  const offset = (paging.page - 1) * paging.per_page;
  const [{ total, rows }, summary, mine, canRate] = await Promise.all([
    listRatings(db, target.kind, target.id, paging.per_page, offset),
    readSummary(db, target.kind, target.id),
    actor ? findOwnRating(db, target.kind, target.id, actor.userId) : null,
    actor ? mayRate(db, actor, target) : false,
  ]);
  return {
    data: {
      summary: toSummary(summary ?? { avg: 0, count: 0 }),
      mine: mine ? toEntry(mine) : null,
      can_rate: canRate,
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
  if (!(await mayRate(db, actor, target))) throw new AppError('rating_not_allowed');
  const summary = await upsertRating(db, target.kind, target.id, actor.userId, {
    rating: body.rating,
    comment: body.comment ? body.comment : null,
  });
  if (!summary)
    throw new AppError(target.kind === 'product' ? 'product_not_available' : 'store_not_available');
  ratingWritten(db, target.kind, target.id);
  const mine = await findOwnRating(db, target.kind, target.id, actor.userId);
  return { mine: mine ? toEntry(mine) : null, summary: toSummary(summary) };
}

/** Deleting works whatever the product or store became since; twice is fine. */
async function unrate(db: Db, actor: Actor, target: Target): Promise<RatingResult> {
  const summary = await deleteRating(db, target.kind, target.id, actor.userId);
  ratingWritten(db, target.kind, target.id);
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
