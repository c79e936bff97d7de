import type { Db } from '../client';
import { productAttributeValues, productImages, products } from '../schema/index';
import { uploadUrl } from './images';
import type { ProductPlan } from './products';

export interface CatalogueIds {
  stores: Map<string, number>;
  categories: Map<string, number>;
  mainAttributes: Map<string, number>;
  attributeValues: Map<string, number>;
}

/**
 * Inserts planned products with their images and attribute values as three multi-row INSERTs.
 * Rows are matched back by SKU, which is unique per product index.
 */
export async function insertProducts(tx: Db, plans: ProductPlan[], ids: CatalogueIds) {
  if (plans.length === 0) return 0;
  const inserted = await tx
    .insert(products)
    .values(
      plans.map((plan) => ({
        storeId: ids.stores.get(plan.storeUsername)!,
        categoryId: ids.categories.get(plan.categorySlug)!,
        subCategoryId: ids.categories.get(plan.subCategorySlug)!,
        nameAr: plan.nameAr,
        nameEn: plan.nameEn,
        descriptionAr: plan.descriptionAr,
        descriptionEn: plan.descriptionEn,
        mainImage: uploadUrl(plan.images[0]!.relative),
        basicPrice: plan.basicPrice,
        negotiable: plan.negotiable,
        discount: plan.discount,
        stockAmount: plan.stockAmount,
        unlimitedQuantity: plan.unlimitedQuantity,
        minimumStock: plan.minimumStock,
        existencePeriodDays: plan.existencePeriodDays,
        isPermanent: plan.isPermanent,
        youtubeUrl: plan.youtubeUrl,
        facebookVideoUrl: plan.facebookVideoUrl,
        status: plan.status,
        rejectionReason: plan.rejectionReason,
        archivedAt: plan.archivedAt,
        acceptedAt: plan.acceptedAt,
        views: plan.views,
        sku: plan.sku,
        createdAt: plan.createdAt,
        updatedAt: plan.acceptedAt ?? plan.createdAt,
      })),
    )
    .returning({ id: products.id, sku: products.sku });
  const idBySku = new Map(inserted.map((row) => [row.sku, row.id]));

  // Spec §3 separates main_image from other_images: the gallery rows hold the others only.
  const imageRows = plans.flatMap((plan) =>
    plan.images.slice(1).map((image, i) => ({
      productId: idBySku.get(plan.sku)!,
      url: uploadUrl(image.relative),
      sort: i + 1,
    })),
  );
  if (imageRows.length > 0) await tx.insert(productImages).values(imageRows);

  const valueRows = plans.flatMap((plan) =>
    plan.values.map((value) => ({
      productId: idBySku.get(plan.sku)!,
      attributeId: ids.attributeValues.get(`${value.main}|${value.value}`)!,
      parentAttributeId: ids.mainAttributes.get(value.main)!,
      extraPrice: value.extraPrice,
    })),
  );
  if (valueRows.length > 0) await tx.insert(productAttributeValues).values(valueRows);
  return inserted.length;
}
