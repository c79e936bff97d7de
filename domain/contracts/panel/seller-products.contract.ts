// A seller's product writes in the reseller and sub-reseller panels: images are uploaded
// first (`products/upload-images-first`), then the product is created naming them
// (`products/create-after-images`); an edit of its name, description or images sends it back to
// review (DESIGN §4); `push-review` sends a rejected or archived product back into review.
import { z } from 'zod';
import { V } from '../../validation/keys';
import { line } from '../../validation/hygiene';
import {
  facebookVideoLinkSchema,
  moneySchema,
  nonNegativeIntegerSchema,
  optionalRule,
  percentageSchema,
  productDescriptionSchema,
  productNameSchema,
  youtubeLinkSchema,
} from '../../validation';
import { queryId } from '../catalogue-schemas';
import { defineContract } from '../contract';
import { bodyId, bulkIdsSchema, bulkResultSchema, idParams } from './panel-list';
import { panelProductDetailSchema } from './products.contract';
import { uploadedImageSchema } from './uploads.contract';

/** Gallery images besides the main one. */
export const PRODUCT_OTHER_IMAGES_MAX = 8;
/** Longest existence period a seller may choose, in days. */
export const EXISTENCE_PERIOD_MAX_DAYS = 365;

/** An image path our upload answered (`/uploads/products/<hex>.jpg`). */
export const productImagePathSchema = line(300).refine(
  (value) => /^\/uploads\/[a-z]+\/[0-9a-f]+\.jpg$/.test(value),
  { error: V.image.required },
);

/** Most attribute values one product may carry. */
export const PRODUCT_OPTIONS_MAX = 60;

/**
 * One chosen attribute value (a sub-attribute: Red, XL …) with its extra price where its main
 * attribute has prices (spec §5 "sub-attributes with prices"); `products/options` lists the choices.
 */
export const productOptionSchema = z.object({
  attribute_id: bodyId,
  extra_price: moneySchema.nullable().optional(),
});

/** The product form (create and edit). Empty optional texts are sent empty and stored as none. */
export const sellerProductBodySchema = z.object({
  store_id: bodyId,
  name_ar: productNameSchema,
  name_en: productNameSchema,
  description_ar: productDescriptionSchema,
  description_en: optionalRule(productDescriptionSchema),
  main_image: productImagePathSchema,
  other_images: z
    .array(z.object({ url: productImagePathSchema }), { error: V.required })
    .max(PRODUCT_OTHER_IMAGES_MAX, { error: V.bulk.too_many })
    .default([]),
  category_id: bodyId,
  sub_category_id: bodyId.nullable().optional(),
  basic_price: moneySchema,
  negotiable: z.boolean().default(false),
  /** Percent off, 0 = no discount (spec §5: a discount is above 0 and at most 100). */
  discount: percentageSchema.default(0),
  stock_amount: nonNegativeIntegerSchema.default(0),
  unlimited_quantity: z.boolean().default(false),
  minimum_stock: nonNegativeIntegerSchema.default(0),
  existence_period_days: z
    .number({ error: V.required })
    .int({ error: V.number.integer })
    .min(1, { error: V.number.not_negative })
    .max(EXISTENCE_PERIOD_MAX_DAYS, { error: V.number.too_large })
    .default(90),
  is_permanent: z.boolean().default(false),
  /** The chosen attribute values; the required attributes of the category must be among them. */
  options: z
    .array(productOptionSchema, { error: V.required })
    .max(PRODUCT_OPTIONS_MAX, { error: V.bulk.too_many })
    .default([]),
  youtube_url: optionalRule(youtubeLinkSchema).nullable(),
  facebook_video_url: optionalRule(facebookVideoLinkSchema).nullable(),
});
export type SellerProductBody = z.input<typeof sellerProductBodySchema>;

/** The product as its form edits it. */
export const sellerProductSchema = panelProductDetailSchema.extend({
  negotiable: z.boolean(),
  stock_amount: z.number().int(),
  unlimited_quantity: z.boolean(),
  minimum_stock: z.number().int(),
  youtube_url: z.string().nullable(),
  facebook_video_url: z.string().nullable(),
  options: z.array(
    z.object({ attribute_id: z.number().int(), extra_price: z.number().nullable() }),
  ),
});
export type SellerProduct = z.infer<typeof sellerProductSchema>;

const base = { tags: ['panel', 'products'] };

/** A main attribute the product form offers, with its values (spec §7 `products/options`). */
export const productOptionGroupSchema = z.object({
  id: z.number().int(),
  name_ar: z.string(),
  name_en: z.string(),
  has_price: z.boolean(),
  multi_select: z.boolean(),
  is_required: z.boolean(),
  values: z.array(
    z.object({
      id: z.number().int(),
      name_ar: z.string(),
      name_en: z.string(),
      /** `#rrggbb` swatch of a colour value. */
      color: z.string().nullable(),
    }),
  ),
});
export type ProductOptionGroup = z.infer<typeof productOptionGroupSchema>;

export const productOptionsQuerySchema = z.object({
  /** A main category (its own attributes) or a sub-category (its own and its main category's). */
  category: queryId,
});

export const productOptionsContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/panel/products/options',
  summary:
    'The attributes a product of this category carries (required ones marked), with their ' +
    'values, colours and whether values take an extra price',
  permission: { resource: 'products', action: 'view', kind: 'admin' },
  query: productOptionsQuerySchema,
  response: z.array(productOptionGroupSchema),
});

export const uploadProductImageContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/panel/products/upload-images-first',
  summary:
    'Upload one product image (multipart field `image`, jpg/jpeg/png of at least 647×647) before ' +
    'the product is created or saved; answers the path the product form sends',
  permission: { resource: 'products', action: 'create', kind: 'admin' },
  response: uploadedImageSchema,
  status: 201,
});

export const createProductContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/panel/products/create-after-images',
  summary:
    'Create a product of one of the actor’s stores with its uploaded images; it enters review. ' +
    'Beyond the package’s products_count → 403 quota_exceeded.',
  permission: { resource: 'products', action: 'create', kind: 'admin' },
  idempotent: true,
  body: sellerProductBodySchema,
  response: sellerProductSchema,
  status: 201,
});

export const sellerProductContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/panel/products/:id/form',
  summary: 'One product in the actor’s scope with every field its form edits',
  permission: { resource: 'products', action: 'view', kind: 'admin' },
  params: idParams,
  response: sellerProductSchema,
});

export const updateProductContract = defineContract({
  ...base,
  method: 'PUT',
  path: '/api/panel/products/:id',
  summary:
    'Save a product. A changed name, description or image sends it back to review (DESIGN §4).',
  permission: { resource: 'products', action: 'update', kind: 'admin' },
  idempotent: true,
  params: idParams,
  body: sellerProductBodySchema,
  response: sellerProductSchema,
});

/**
 * `products/images` (spec §7): a product's images only — the main image and the others
 * in the order given, each uploaded first (`upload-images-first`). Reordering, removing and adding
 * images without sending the whole form; a change sends the product back to review like an edit.
 */
export const productImagesBodySchema = z.object({
  id: bodyId,
  main_image: productImagePathSchema,
  other_images: sellerProductBodySchema.shape.other_images,
});
export type ProductImagesBody = z.infer<typeof productImagesBodySchema>;

export const productImagesContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/panel/products/images',
  summary:
    'Replace a product’s images (main image and the others in order: reorder, remove, add ' +
    'uploaded ones). A change sends it back to review (DESIGN §4).',
  permission: { resource: 'products', action: 'update', kind: 'admin' },
  idempotent: true,
  body: productImagesBodySchema,
  response: sellerProductSchema,
});

export const pushReviewBodySchema = z.object({ ids: bulkIdsSchema });

export const pushReviewContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/panel/push-review',
  summary:
    'Send rejected or archived products back into review (pending_for_review; archived ones are ' +
    'restored, within the quota), all or none',
  permission: { resource: 'products', action: 'update', kind: 'admin' },
  body: pushReviewBodySchema,
  response: bulkResultSchema,
});
