import type {
  ProductImagesBody,
  SellerProduct,
  SellerProductBody,
} from '../../../domain/contracts/panel/seller-products.contract';
import { AppError } from '../../../domain/errors';
import { V } from '../../../domain/validation/keys';
import type { Db } from '../../db/client';
import { writeLog, writeLogs } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import { assertManagesStores } from '../auth/store-scope';
import { productScope } from '../panel-products/panel-products.repository';
import { storesScope } from '../panel-stores/panel-stores.repository';
import { toPanelProduct } from '../panel-products/panel-products.service';
import {
  categoryPairValid,
  findFormProduct,
  insertProduct,
  lockForPushReview,
  lockStoreQuota,
  sendBackToReview,
  setGallery,
  updateProductRow,
  type FormProductRow,
  type ProductValues,
} from './seller-products.repository';
import { checkOptions } from './product-options';
import { productOptions, setProductOptions } from './product-options.repository';

function toSellerProduct(
  row: FormProductRow,
  actor: Actor,
  options: SellerProduct['options'],
): SellerProduct {
  return {
    ...toPanelProduct(row, new Date(), actor),
    description_ar: row.description_ar,
    description_en: row.description_en,
    existence_period_days: row.existence_period_days,
    other_images: row.other_images,
    negotiable: row.negotiable,
    stock_amount: row.stock_amount,
    unlimited_quantity: row.unlimited_quantity,
    minimum_stock: row.minimum_stock,
    youtube_url: row.youtube_url,
    facebook_video_url: row.facebook_video_url,
    options,
  };
}

export async function getSellerProduct(db: Db, actor: Actor, id: number) {
  const row = await findFormProduct(db, productScope(actor), id);
  if (!row) throw new AppError('not_found');
  return toSellerProduct(row, actor, await productOptions(db, id));
}

function productValues(body: SellerProductBody): Omit<ProductValues, 'storeId'> {
  return {
    nameAr: body.name_ar,
    nameEn: body.name_en,
    descriptionAr: body.description_ar,
    descriptionEn: body.description_en ?? '',
    mainImage: body.main_image,
    categoryId: body.category_id,
    subCategoryId: body.sub_category_id ?? null,
    basicPrice: body.basic_price,
    negotiable: body.negotiable ?? false,
    discount: body.discount ?? 0,
    stockAmount: body.stock_amount ?? 0,
    unlimitedQuantity: body.unlimited_quantity ?? false,
    minimumStock: body.minimum_stock ?? 0,
    existencePeriodDays: body.existence_period_days ?? 90,
    isPermanent: body.is_permanent ?? false,
    youtubeUrl: body.youtube_url || null,
    facebookVideoUrl: body.facebook_video_url || null,
  };
}

async function assertCategories(db: Db, body: SellerProductBody) {
  if (!(await categoryPairValid(db, body.category_id, body.sub_category_id ?? null))) {
    throw new AppError('validation_failed', 'Not a category pair', [
      { path: 'category_id', message: V.choice.category },
    ]);
  }
}

const quotaExceeded = () =>
  new AppError('quota_exceeded', 'The package allows no more active products');

/**
 * Creates a product in one of the actor's stores (a sub-reseller: with store management of that
 * store). It enters review. The store row is locked while its products are counted, so concurrent
 * creates cannot pass the quota together.
 */
export async function createSellerProduct(db: Db, actor: Actor, body: SellerProductBody) {
  assertManagesStores(actor, [body.store_id]);
  await assertCategories(db, body);
  const options = await checkOptions(db, body);
  const id = await db.transaction(async (tx) => {
    const quota = await lockStoreQuota(tx, storesScope(actor), body.store_id);
    if (!quota) {
      throw new AppError('validation_failed', 'Not your store', [
        { path: 'store_id', message: V.choice.store },
      ]);
    }
    if (quota.used >= quota.limit) throw quotaExceeded();
    const productId = await insertProduct(tx, {
      ...productValues(body),
      storeId: body.store_id,
      status: 'pending_for_review',
    });
    await setGallery(
      tx,
      productId,
      (body.other_images ?? []).map((image) => image.url),
    );
    await setProductOptions(tx, productId, options);
    await writeLog(tx, actor, {
      action: 'products.create',
      entity: 'products',
      entityId: productId,
      notes: `store ${body.store_id}`,
    });
    return productId;
  });
  return getSellerProduct(db, actor, id);
}

/** Fields whose change sends an accepted product back to review (DESIGN §4). */
const REVIEWED = ['nameAr', 'nameEn', 'descriptionAr', 'descriptionEn', 'mainImage'] as const;

export async function updateSellerProduct(
  db: Db,
  actor: Actor,
  id: number,
  body: SellerProductBody,
) {
  const before = await findFormProduct(db, productScope(actor), id);
  if (!before) throw new AppError('not_found');
  // Staying in the same store (moving products between stores is not a seller's edit).
  if (before.store_id !== body.store_id) {
    throw new AppError('validation_failed', 'A product stays in its store', [
      { path: 'store_id', message: V.choice.store },
    ]);
  }
  assertManagesStores(actor, [before.store_id]);
  await assertCategories(db, body);
  const options = await checkOptions(db, body);
  const values = productValues(body);
  const old = {
    nameAr: before.name_ar,
    nameEn: before.name_en,
    descriptionAr: before.description_ar,
    descriptionEn: before.description_en,
    mainImage: before.main_image,
  };
  const gallery = (body.other_images ?? []).map((image) => image.url);
  const galleryChanged = gallery.join('\n') !== before.other_images.join('\n');
  const reviewed = galleryChanged || REVIEWED.some((key) => old[key] !== values[key]);
  const backToReview = reviewed && before.status !== 'pending_for_review';
  await db.transaction(async (tx) => {
    await updateProductRow(tx, id, {
      ...values,
      ...(backToReview ? { status: 'pending_for_review', rejectionReason: null } : {}),
    });
    if (galleryChanged) await setGallery(tx, id, gallery);
    await setProductOptions(tx, id, options);
    const changes: Record<string, [unknown, unknown]> = {};
    for (const key of REVIEWED)
      if (old[key] !== values[key]) changes[key] = [old[key], values[key]];
    if (galleryChanged) changes.other_images = [before.other_images, gallery];
    if (backToReview) changes.status = [before.status, 'pending_for_review'];
    await writeLog(tx, actor, {
      action: 'products.update',
      entity: 'products',
      entityId: id,
      changes,
    });
  });
  return getSellerProduct(db, actor, id);
}

/**
 * `products/images`: the main image and the gallery only, in the order given. A change sends an
 * accepted or rejected product back to review (as the form's edit does), logged in the same
 * transaction; the same images again change nothing.
 */
export async function updateProductImages(db: Db, actor: Actor, body: ProductImagesBody) {
  const before = await findFormProduct(db, productScope(actor), body.id);
  if (!before) throw new AppError('not_found');
  assertManagesStores(actor, [before.store_id]);
  const gallery = (body.other_images ?? []).map((image) => image.url);
  const galleryChanged = gallery.join('\n') !== before.other_images.join('\n');
  const mainChanged = body.main_image !== before.main_image;
  if (galleryChanged || mainChanged) {
    const backToReview = before.status !== 'pending_for_review';
    await db.transaction(async (tx) => {
      await updateProductRow(tx, body.id, {
        mainImage: body.main_image,
        ...(backToReview ? { status: 'pending_for_review', rejectionReason: null } : {}),
      });
      if (galleryChanged) await setGallery(tx, body.id, gallery);
      const changes: Record<string, [unknown, unknown]> = {};
      if (mainChanged) changes.mainImage = [before.main_image, body.main_image];
      if (galleryChanged) changes.other_images = [before.other_images, gallery];
      if (backToReview) changes.status = [before.status, 'pending_for_review'];
      await writeLog(tx, actor, {
        action: 'products.images',
        entity: 'products',
        entityId: body.id,
        changes,
      });
    });
  }
  return getSellerProduct(db, actor, body.id);
}

/**
 * `push-review` (our reading): the seller sends rejected or archived products back into
 * review — status `pending_for_review`, the rejection reason cleared, an archived one restored
 * (within its store's quota). Any other status is refused: the product is already in review or
 * accepted. All or none.
 */
export async function pushReview(db: Db, actor: Actor, ids: number[]) {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const rows = await lockForPushReview(tx, productScope(actor), unique);
    if (rows.length !== unique.length) throw new AppError('not_found');
    assertManagesStores(actor, new Set(rows.map((row) => row.storeId)));
    const refused = rows.filter((row) => row.status !== 'rejected' && row.archivedAt === null);
    if (refused.length > 0) {
      throw new AppError(
        'invalid_transition',
        `Not rejected or archived: ${refused.map((row) => `#${row.id}`).join(', ')}`,
      );
    }
    // Restoring archived products adds to their stores' active count.
    const restoring = new Map<number, number>();
    for (const row of rows) {
      if (row.archivedAt) restoring.set(row.storeId, (restoring.get(row.storeId) ?? 0) + 1);
    }
    for (const [storeId, added] of [...restoring].sort(([a], [b]) => a - b)) {
      const quota = await lockStoreQuota(tx, undefined, storeId);
      if (!quota || quota.used + added > quota.limit) throw quotaExceeded();
    }
    await sendBackToReview(
      tx,
      rows.map((row) => row.id),
    );
    await writeLogs(
      tx,
      actor,
      rows.map((row) => ({
        action: 'products.push_review',
        entity: 'products',
        entityId: row.id,
        changes: {
          status: [row.status, 'pending_for_review'],
          ...(row.archivedAt ? { archived: [true, false] } : {}),
        },
      })),
    );
    return rows.length;
  });
}
