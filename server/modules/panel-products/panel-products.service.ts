import { can, canOnStore } from '../../../domain/auth/permissions';
import type {
  PanelProduct,
  PanelProductDetail,
  ProductArchiveBody,
  ProductCategoryBody,
  ProductKeywordsBody,
  ProductFilters,
  ProductReviewBody,
} from '../../../domain/contracts/panel/products.contract';
import { AppError } from '../../../domain/errors';
import {
  canTransitionProductReview,
  nextProductStatuses,
} from '../../../domain/status/product-review-transitions';
import type { ProductStatus } from '../../../domain/status/statuses';
import { daysLeft, productArchiveDate } from '../../../domain/status/visibility';
import { V } from '../../../domain/validation/keys';
import type { Db } from '../../db/client';
import { writeLogs, type LogEntry } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import { bothLanguages } from '../../lib/texts';
import { notify, scheduleFollowerFanOut } from '../notifications/notifications.service';
import { assertManagesStores } from '../auth/store-scope';
import { lockStoreQuota } from '../seller-products/seller-products.repository';
import {
  categoryParent,
  deleteProductRows,
  findProduct,
  listProducts,
  lockProducts,
  productOwners,
  productScope,
  setArchived,
  setCategory,
  setKeywords,
  setReviewStatus,
  type PanelProductRow,
} from './panel-products.repository';

type ListRow = Omit<PanelProductRow, 'description_ar' | 'description_en' | 'other_images'>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Days until the existence period archives an accepted, unarchived, non-permanent product. */
export function productDaysLeft(row: ListRow, now: Date): number | null {
  if (!row.accepted_at || row.archived_at) return null;
  const until = productArchiveDate(row.accepted_at, {
    existencePeriodDays: row.existence_period_days,
    permanent: row.is_permanent,
  });
  return until ? daysLeft(until, now) : null;
}

export function toPanelProduct(row: ListRow, now: Date, actor: Actor): PanelProduct {
  return {
    id: row.id,
    store_id: row.store_id,
    store_name: row.store_name,
    store_username: row.store_username,
    name_ar: row.name_ar,
    name_en: row.name_en,
    main_image: row.main_image,
    category_id: row.category_id,
    sub_category_id: row.sub_category_id,
    basic_price: row.basic_price,
    discount: row.discount,
    status: row.status,
    rejection_reason: row.rejection_reason,
    archived: row.archived_at !== null,
    archived_at: iso(row.archived_at),
    accepted_at: iso(row.accepted_at),
    taken_down_at: iso(row.taken_down_at),
    is_permanent: row.is_permanent,
    days_left: productDaysLeft(row, now),
    views: row.views,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    next_statuses: [
      ...nextProductStatuses(row.status, actor.role, { takenDown: row.taken_down_at !== null }),
    ],
    editable: mayEditProduct(actor, row.store_id),
  };
}

/** The route guard's answer for `products/update`, narrowed to the store's own grants. */
function mayEditProduct(actor: Actor, storeId: number): boolean {
  return canOnStore(actor.role, 'products', 'update', actor.scope, storeId);
}

export async function getProducts(db: Db, actor: Actor, filters: ProductFilters) {
  const { data, meta } = await listProducts(db, productScope(actor), filters);
  const now = new Date();
  return { data: data.map((row) => toPanelProduct(row, now, actor)), meta };
}

export async function getProduct(db: Db, actor: Actor, id: number): Promise<PanelProductDetail> {
  const row = await findProduct(db, productScope(actor), id);
  if (!row) throw new AppError('not_found');
  return {
    ...toPanelProduct(row, new Date(), actor),
    description_ar: row.description_ar,
    description_en: row.description_en,
    existence_period_days: row.existence_period_days,
    other_images: row.other_images,
  };
}

/**
 * A bulk product write, all or none, in one transaction: lock the rows in scope (an id outside
 * it → not_found), let `plan` refuse (it throws) or pick the rows that change with their log
 * entries, then `write` them set-based and log them in one multi-row INSERT.
 */
async function bulkProductWrite(
  db: Db,
  actor: Actor,
  ids: number[],
  options: { manage: boolean },
  plan: (rows: Locked[]) => LogEntry[],
  write: (tx: Db, ids: number[]) => Promise<void>,
): Promise<number> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const rows = await lockProducts(tx, productScope(actor), unique);
    if (rows.length !== unique.length) throw new AppError('not_found');
    if (options.manage) assertManagesStores(actor, new Set(rows.map((row) => row.storeId)));
    const entries = plan(rows);
    if (entries.length === 0) return 0;
    await write(
      tx,
      entries.map((entry) => Number(entry.entityId)),
    );
    await writeLogs(tx, actor, entries);
    return entries.length;
  });
}

type Locked = Awaited<ReturnType<typeof lockProducts>>[number];

/** A review's log entry: taking a published product down is its own action in the log. */
function reviewEntry(row: Locked, to: ProductStatus, reason: string | null): LogEntry {
  return {
    action:
      row.status === 'accepted' && to === 'rejected' ? 'products.take_down' : 'products.review',
    entity: 'products',
    entityId: row.id,
    notes: reason,
    changes: { status: [row.status, to] },
  };
}

/** Refuses the whole call when one row may not move to `to` (nothing changes for any id). */
function assertMoves(rows: Locked[], to: ProductStatus, actor: Actor) {
  const refused = rows.filter(
    (row) =>
      !canTransitionProductReview(row.status, to, actor.role, {
        takenDown: row.takenDownAt !== null,
      }),
  );
  if (refused.length === 0) return;
  throw new AppError(
    'invalid_transition',
    `Not allowed: ${refused
      .slice(0, 20)
      .map((row) => `#${row.id} ${row.status} → ${to}`)
      .join(', ')}`,
  );
}

/**
 * Tells each store owner, in the transaction of the rejection, which product was rejected or taken
 * down from the marketplace and why (in-app, and pushed after the commit), in both languages.
 */
async function tellSellersRejected(tx: Db, rows: Locked[], ids: number[], reason: string) {
  const published = new Set(rows.filter((row) => row.status === 'accepted').map((row) => row.id));
  for (const product of await productOwners(tx, ids)) {
    const kind = published.has(product.id) ? 'taken_down' : 'rejected';
    await notify(tx, [product.ownerId], {
      type: 'product_rejected',
      targetId: product.id,
      storeId: product.storeId,
      title: bothLanguages(`notifications.product.${kind}_title`),
      body: bothLanguages(`notifications.product.${kind}_body`, (language) => ({
        name: language === 'ar' ? product.nameAr : product.nameEn,
        reason,
      })),
    });
  }
}

/**
 * Moves products to `status` along the review table of the actor's role (DESIGN §4), a published
 * product's take-down included. One refused move refuses the whole call with `invalid_transition`.
 */
export async function reviewProducts(db: Db, actor: Actor, body: ProductReviewBody) {
  const reason = body.status === 'rejected' ? (body.reason ?? null) : null;
  let published: number[] = [];
  let locked: Locked[] = [];
  const changed = await bulkProductWrite(
    db,
    actor,
    body.ids,
    { manage: false },
    (rows) => {
      assertMoves(rows, body.status, actor);
      locked = rows;
      return rows.map((row) => reviewEntry(row, body.status, reason));
    },
    async (tx, ids) => {
      published = await setReviewStatus(tx, ids, body.status, reason);
      if (reason !== null) await tellSellersRejected(tx, locked, ids, reason);
    },
  );
  // Followers hear of it after commit, off the request (a store may have 10,000 followers).
  scheduleFollowerFanOut(db, published);
  return changed;
}

/**
 * Rejects reported products (the reports screen's "act"): the review's own write, log
 * entry, reason and notice, for published products too. Already rejected ones are left as they
 * are; a product the role may not reject refuses the whole call.
 */
export async function rejectReportedProducts(db: Db, actor: Actor, ids: number[], reason: string) {
  let locked: Locked[] = [];
  return bulkProductWrite(
    db,
    actor,
    ids,
    { manage: false },
    (rows) => {
      const open = rows.filter((row) => row.status !== 'rejected');
      assertMoves(open, 'rejected', actor);
      locked = open;
      return open.map((row) => reviewEntry(row, 'rejected', reason));
    },
    async (tx, rejected) => {
      await setReviewStatus(tx, rejected, 'rejected', reason);
      await tellSellersRejected(tx, locked, rejected, reason);
    },
  );
}

/** Archive or restore (admin, reseller: the matrix's `archive` and `restore`). */
export async function archiveProducts(db: Db, actor: Actor, body: ProductArchiveBody) {
  const { archived } = body;
  if (!archived && !can(actor.role, 'products', 'restore', actor.scope.grants)) {
    throw new AppError('not_authorized', 'Restoring products is not allowed');
  }
  return bulkProductWrite(
    db,
    actor,
    body.ids,
    { manage: true },
    (rows) =>
      rows
        .filter((row) => (row.archivedAt !== null) !== archived)
        .map((row) => ({
          action: archived ? 'products.archive' : 'products.restore',
          entity: 'products',
          entityId: row.id,
          changes: { archived: [!archived, archived] },
        })),
    async (tx, ids) => {
      // A seller's restored products count again against their stores' quota, checked
      // under the store lock like a create; the admin may restore beyond it.
      if (!archived && (actor.role === 'reseller' || actor.role === 'moderator_reseller')) {
        const restored = await lockProducts(tx, undefined, ids);
        const added = new Map<number, number>();
        for (const row of restored) added.set(row.storeId, (added.get(row.storeId) ?? 0) + 1);
        for (const [storeId, count] of [...added].sort(([a], [b]) => a - b)) {
          const quota = await lockStoreQuota(tx, undefined, storeId);
          if (!quota || quota.used + count > quota.limit) {
            throw new AppError('quota_exceeded', 'The package allows no more active products');
          }
        }
      }
      await setArchived(tx, ids, archived);
    },
  );
}

export async function deleteProducts(db: Db, actor: Actor, ids: number[]) {
  return bulkProductWrite(
    db,
    actor,
    ids,
    { manage: true },
    (rows) =>
      rows.map((row) => ({
        action: 'products.delete',
        entity: 'products',
        entityId: row.id,
        notes: `store ${row.storeId}`,
      })),
    (tx, rowIds) => deleteProductRows(tx, rowIds),
  );
}

/** A main category and, optionally, one of its sub-categories. */
async function assertCategoryPair(db: Db, categoryId: number, subCategoryId: number | null) {
  if ((await categoryParent(db, categoryId)) !== null) {
    throw new AppError('validation_failed', 'Not a main category', [
      { path: 'category_id', message: V.choice.category },
    ]);
  }
  if (subCategoryId !== null && (await categoryParent(db, subCategoryId)) !== categoryId) {
    throw new AppError('validation_failed', 'Not a sub-category of the category', [
      { path: 'sub_category_id', message: V.choice.category },
    ]);
  }
}

/** Sets or adds keywords on many products (the page head's keywords of each). */
export async function setProductKeywords(db: Db, actor: Actor, body: ProductKeywordsBody) {
  const keywords = [...new Map(body.keywords.map((word) => [word.toLowerCase(), word])).values()];
  return bulkProductWrite(
    db,
    actor,
    body.ids,
    { manage: true },
    (rows) =>
      rows.map((row) => ({
        action: 'products.keywords',
        entity: 'products',
        entityId: row.id,
        notes: body.mode,
        changes: { keywords: [row.keywords, keywords] },
      })),
    (tx, ids) => setKeywords(tx, ids, keywords, body.mode),
  );
}

export async function changeProductCategory(db: Db, actor: Actor, body: ProductCategoryBody) {
  const { category_id: categoryId, sub_category_id: subCategoryId } = body;
  await assertCategoryPair(db, categoryId, subCategoryId);
  return bulkProductWrite(
    db,
    actor,
    body.ids,
    { manage: true },
    (rows) =>
      rows
        .filter((row) => row.categoryId !== categoryId || row.subCategoryId !== subCategoryId)
        .map((row) => ({
          action: 'products.category',
          entity: 'products',
          entityId: row.id,
          changes: {
            ...(row.categoryId === categoryId ? {} : { category_id: [row.categoryId, categoryId] }),
            ...(row.subCategoryId === subCategoryId
              ? {}
              : { sub_category_id: [row.subCategoryId, subCategoryId] }),
          },
        })),
    (tx, ids) => setCategory(tx, ids, categoryId, subCategoryId),
  );
}
