// Site coupons (admin `coupons`) and product coupons (reseller `product_coupons`), on the
// back-office machinery. The code is unique whatever its case; the expiry is checked
// against the server's Cairo day when saving; every write is logged in its transaction.
import type {
  CouponBody,
  CouponFilters,
  PanelCoupon,
  ProductCouponBody,
} from '../../../domain/contracts/commerce-panel.contract';
import type { CouponKind } from '../../../domain/commerce/coupons';
import { AppError } from '../../../domain/errors';
import type { Language } from '../../../domain/status/statuses';
import { isAfterDay } from '../../../domain/validation/coupon';
import { V } from '../../../domain/validation/keys';
import type { Db } from '../../db/client';
import { changedFields, writeLog } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import { assertManagesStores, storeScope } from '../auth/store-scope';
import { pick } from '../catalogue/mappers';
import { cairoToday } from '../general/general.service';
import {
  codeTaken,
  couponStoreColumn,
  couponWhere,
  deleteCoupon,
  findCoupon,
  insertCoupon,
  listCoupons,
  productStore,
  updateCoupon,
  type CouponRow,
} from './coupons.repository';

function toCoupon(row: CouponRow, language: Language): PanelCoupon {
  return {
    id: row.id,
    kind: row.kind,
    code: row.code,
    percentage: Number(row.percentage),
    max_usage: row.maxUsage,
    used_count: row.usedCount,
    expiry_date: row.expiryDate,
    product_id: row.productId,
    product_name: row.productNameAr
      ? pick(language, row.productNameAr, row.productNameEn ?? '')
      : null,
    store_id: row.storeId,
    created_at: row.createdAt.toISOString(),
  };
}

const scopeOf = (kind: CouponKind, actor: Actor) =>
  kind === 'site' ? undefined : storeScope(actor, couponStoreColumn);

const field = (path: string, message: string) =>
  new AppError('validation_failed', undefined, [{ path, message }]);

export async function getCoupons(
  db: Db,
  actor: Actor,
  kind: CouponKind,
  filters: CouponFilters,
  language: Language,
) {
  const { data, meta } = await listCoupons(
    db,
    couponWhere(kind, scopeOf(kind, actor), filters),
    filters,
  );
  return { data: data.map((row) => toCoupon(row, language)), meta };
}

async function checkBody(db: Db, body: CouponBody, exceptId?: number) {
  if (!isAfterDay(body.expiry_date, cairoToday())) throw field('expiry_date', V.date.after_today);
  if (await codeTaken(db, body.code, exceptId))
    throw new AppError('conflict', undefined, [{ path: 'code', message: V.keyword.taken }]);
}

/** The product's store, when the actor may give it coupons. */
async function couponStore(db: Db, actor: Actor, productId: number): Promise<number> {
  const storeId = await productStore(db, productId);
  const mine =
    actor.role === 'admin' || (storeId !== undefined && actor.scope.storeIds.includes(storeId));
  if (storeId === undefined || !mine) throw field('product_id', V.choice.store);
  assertManagesStores(actor, [storeId]);
  return storeId;
}

export async function createCoupon(
  db: Db,
  actor: Actor,
  kind: CouponKind,
  body: CouponBody | ProductCouponBody,
  language: Language,
) {
  await checkBody(db, body);
  const productId = 'product_id' in body ? body.product_id : null;
  const storeId = productId !== null ? await couponStore(db, actor, productId) : null;
  const id = await db.transaction(async (tx) => {
    const created = await insertCoupon(tx, {
      kind,
      code: body.code,
      percentage: body.percentage,
      maxUsage: body.max_usage,
      expiryDate: body.expiry_date,
      productId,
      storeId,
      createdBy: actor.userId,
    });
    await writeLog(tx, actor, { action: 'create', entity: 'coupons', entityId: created });
    return created;
  });
  return toCoupon((await findCoupon(db, id, undefined))!, language);
}

export async function editCoupon(
  db: Db,
  actor: Actor,
  kind: CouponKind,
  id: number,
  body: CouponBody | ProductCouponBody,
  language: Language,
) {
  const before = await findCoupon(
    db,
    id,
    couponWhere(kind, scopeOf(kind, actor), {} as CouponFilters),
  );
  if (!before) throw new AppError('not_found');
  await checkBody(db, body, id);
  const productId = 'product_id' in body ? body.product_id : null;
  const storeId = productId !== null ? await couponStore(db, actor, productId) : null;
  if (body.max_usage < before.usedCount) throw field('max_usage', V.number.too_large);
  const patch = {
    code: body.code,
    percentage: body.percentage,
    maxUsage: body.max_usage,
    expiryDate: body.expiry_date,
    productId,
    storeId,
  };
  await db.transaction(async (tx) => {
    await updateCoupon(tx, id, patch);
    await writeLog(tx, actor, {
      action: 'update',
      entity: 'coupons',
      entityId: id,
      changes: changedFields(before as unknown as Record<string, unknown>, patch),
    });
  });
  return toCoupon((await findCoupon(db, id, undefined))!, language);
}

export async function removeCoupon(db: Db, actor: Actor, kind: CouponKind, id: number) {
  const row = await findCoupon(
    db,
    id,
    couponWhere(kind, scopeOf(kind, actor), {} as CouponFilters),
  );
  if (!row) throw new AppError('not_found');
  if (row.storeId !== null) assertManagesStores(actor, [row.storeId]);
  await db.transaction(async (tx) => {
    await deleteCoupon(tx, id);
    await writeLog(tx, actor, {
      action: 'delete',
      entity: 'coupons',
      entityId: id,
      notes: row.code,
    });
  });
  return { id };
}
