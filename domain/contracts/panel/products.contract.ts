// Products in the panels (spec §2 `products` of admin, moderator, reseller and sub-reseller; spec
// §4 product review, DESIGN §4 review chain in domain/status/product-review-transitions.ts). Every
// panel lists the same rows, narrowed by the actor's scope; bulk writes are all or none.
import { z } from 'zod';
import { PRODUCT_STATUSES } from '../../status/statuses';
import { V } from '../../validation/keys';
import { stringRule } from '../../validation/rule';
import { queryId } from '../catalogue-schemas';
import { defineContract } from '../contract';
import { keywordTextSchema } from './search-keywords.contract';
import {
  bodyId,
  bulkIdsBody,
  bulkIdsSchema,
  bulkResultSchema,
  idParams,
  panelListQuery,
  queryBool,
} from './panel-list';

export const PRODUCT_SORTS = [
  'created_at',
  'updated_at',
  'name_ar',
  'name_en',
  'basic_price',
  'views',
  'status',
] as const;

const productFilters = {
  /** One of the seven review statuses. */
  status: z.enum(PRODUCT_STATUSES, { error: V.filter.invalid }).optional(),
  archived: queryBool.optional(),
  store: queryId.optional(),
  /** Filed under this category, as main or sub-category. */
  category: queryId.optional(),
};

export const productFiltersSchema = panelListQuery(PRODUCT_SORTS, productFilters);
export type ProductFilters = z.infer<typeof productFiltersSchema>;

export const PRODUCT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ProductExportFormat = (typeof PRODUCT_EXPORT_FORMATS)[number];

/**
 * The list's filters and the file format. No paging (the file has every matching row) and no
 * sort: rows come newest first, read in keyset batches (other keys in a list URL are ignored).
 */
export const productExportQuerySchema = productFiltersSchema
  .omit({ page: true, per_page: true, sort: true, dir: true })
  .extend({ format: z.enum(PRODUCT_EXPORT_FORMATS, { error: V.filter.invalid }).default('csv') });
export type ProductExportQuery = z.infer<typeof productExportQuerySchema>;

export const panelProductSchema = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  store_name: z.string(),
  store_username: z.string(),
  name_ar: z.string(),
  name_en: z.string(),
  main_image: z.string().nullable(),
  category_id: z.number().int(),
  sub_category_id: z.number().int().nullable(),
  basic_price: z.number(),
  discount: z.number(),
  status: z.enum(PRODUCT_STATUSES),
  /** Why it was rejected; shown to the seller while the product is `rejected`. */
  rejection_reason: z.string().nullable(),
  archived: z.boolean(),
  archived_at: z.string().nullable(),
  accepted_at: z.string().nullable(),
  /** When a reviewer took it down from the marketplace after it was published; null otherwise. */
  taken_down_at: z.string().nullable(),
  is_permanent: z.boolean(),
  /** Days until its existence period archives it; null when permanent or never accepted. */
  days_left: z.number().int().nullable(),
  views: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /**
   * The statuses the actor may move it to now (the review table for the actor's role), on every
   * row so a list's review dialog offers only allowed moves, one row or several.
   */
  next_statuses: z.array(z.enum(PRODUCT_STATUSES)),
  /**
   * Whether the actor may edit it: a sub-reseller only with store management of its
   * store; the panels hide the edit button otherwise (the server refuses the write anyway).
   */
  editable: z.boolean(),
});
export type PanelProduct = z.infer<typeof panelProductSchema>;

export const panelProductDetailSchema = panelProductSchema.extend({
  description_ar: z.string(),
  description_en: z.string(),
  existence_period_days: z.number().int(),
  /** Gallery image paths besides the main image. */
  other_images: z.array(z.string()),
});
export type PanelProductDetail = z.infer<typeof panelProductDetailSchema>;

/** A rejection reason: 5–1000 characters, multi-line (spec §4 "with a reason"). */
export const rejectionReasonSchema = stringRule({
  min: [5, V.rejection_reason.too_short],
  max: [1000, V.rejection_reason.too_long],
  multiline: true,
});

export const productReviewBodySchema = z
  .object({
    ids: bulkIdsSchema,
    status: z.enum(PRODUCT_STATUSES, { error: V.required }),
    /** Required when `status` is `rejected`; ignored otherwise. */
    reason: rejectionReasonSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'rejected' && !body.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: V.required, input: body.reason });
    }
  });
export type ProductReviewBody = z.infer<typeof productReviewBodySchema>;

export const productArchiveBodySchema = z.object({
  ids: bulkIdsSchema,
  /** true archives, false restores. */
  archived: z.boolean({ error: V.required }),
});
export type ProductArchiveBody = z.infer<typeof productArchiveBodySchema>;

export const productCategoryBodySchema = z.object({
  ids: bulkIdsSchema,
  /** A main category. */
  category_id: bodyId,
  /** One of its sub-categories, or null. */
  sub_category_id: bodyId.nullable().default(null),
});
export type ProductCategoryBody = z.infer<typeof productCategoryBodySchema>;

const base = { tags: ['panel', 'products'] };

export const panelProductsContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/panel/products',
  summary: 'Products in the actor’s scope, with filters',
  permission: { resource: 'products', action: 'list', kind: 'admin' },
  query: productFiltersSchema,
  response: z.array(panelProductSchema),
  paged: true,
});

export const panelProductContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/panel/products/:id',
  summary: 'One product in the actor’s scope',
  permission: { resource: 'products', action: 'view', kind: 'admin' },
  params: idParams,
  response: panelProductDetailSchema,
});

export const reviewProductsContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/panel/products/review',
  summary: 'Move products along the review chain, all or none',
  permission: { resource: 'products', action: 'review', kind: 'admin' },
  body: productReviewBodySchema,
  response: bulkResultSchema,
});

export const archiveProductsContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/panel/products/archive',
  summary: 'Archive or restore products, all or none',
  permission: { resource: 'products', action: 'archive', kind: 'admin' },
  body: productArchiveBodySchema,
  response: bulkResultSchema,
});

export const deleteProductsContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/panel/products/delete',
  summary: 'Delete products, all or none',
  permission: { resource: 'products', action: 'delete', kind: 'admin' },
  body: bulkIdsBody,
  response: bulkResultSchema,
});

/** At most this many keywords per product. */
export const PRODUCT_KEYWORDS_MAX = 20;

export const productKeywordsBodySchema = z.object({
  ids: bulkIdsSchema,
  keywords: z
    .array(keywordTextSchema, { error: V.required })
    .max(PRODUCT_KEYWORDS_MAX, { error: V.bulk.too_many }),
  /** `set` replaces each product's keywords, `add` keeps theirs and adds these. */
  mode: z.enum(['set', 'add'], { error: V.required }).default('set'),
});
export type ProductKeywordsBody = z.infer<typeof productKeywordsBodySchema>;

export const productKeywordsContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/panel/products/keywords',
  summary: "Set or add keywords of products (their page head's keywords and structured data)",
  permission: { resource: 'products', action: 'update', kind: 'admin' },
  body: productKeywordsBodySchema,
  response: bulkResultSchema,
});

export const productCategoryContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/panel/products/category',
  summary: 'Change the category and sub-category of products, all or none',
  permission: { resource: 'products', action: 'update', kind: 'admin' },
  body: productCategoryBodySchema,
  response: bulkResultSchema,
});

/**
 * The products as a file (CSV with a UTF-8 BOM, or XLSX), streamed; same filters and scope as the
 * list. Registered as a download (server/lib/download-route.ts): the answer is the file itself.
 */
export const exportProductsContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/panel/products/export',
  summary: 'Download the filtered products as CSV or XLSX',
  permission: { resource: 'products', action: 'export', kind: 'admin' },
  query: productExportQuerySchema,
  response: z.string(),
});
