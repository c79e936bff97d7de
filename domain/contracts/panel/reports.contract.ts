// The back office's reports (spec §2 `reports/products`, `reports/stores`; §7 panel
// `reports` GET/DELETE, `products/reports`, `stores/reports`) and the admin's report reasons.
// Rows and bodies share snake_case names (DESIGN §7).
import { z } from 'zod';
import { rejectionReasonSchema } from './products.contract';
import { V } from '../../validation/keys';
import { stringRule } from '../../validation/rule';
import { queryId } from '../catalogue-schemas';
import { defineContract } from '../contract';
import { REPORT_TARGETS } from '../reports.contract';
import { sortOrderSchema } from './categories.contract';
import {
  bulkIdsBody,
  bulkResultSchema,
  deletedSchema,
  idParams,
  panelListQuery,
  queryBool,
} from './panel-list';

export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

// ---- Report reasons (admin) ----

const reasonNameSchema = stringRule({ min: [2, V.name.too_short], max: [100, V.name.too_long] });

export const REPORT_REASON_SORTS = ['sort', 'name_ar', 'name_en', 'created_at'] as const;
export const reportReasonFiltersSchema = panelListQuery(
  REPORT_REASON_SORTS,
  { active: queryBool.optional() },
  'asc',
);
export type ReportReasonFilters = z.infer<typeof reportReasonFiltersSchema>;

export const reportReasonBodySchema = z.object({
  name_ar: reasonNameSchema,
  name_en: reasonNameSchema,
  sort: sortOrderSchema.default(0),
  /** Inactive reasons are no longer offered to shoppers; old reports keep them. */
  is_active: z.boolean().default(true),
});
export type ReportReasonBody = z.infer<typeof reportReasonBodySchema>;

export const panelReportReasonSchema = z.object({
  id: z.number().int(),
  name_ar: z.string(),
  name_en: z.string(),
  sort: z.number().int(),
  is_active: z.boolean(),
  /** Reports that gave it. */
  reports: z.number().int(),
  created_at: z.string(),
});
export type PanelReportReason = z.infer<typeof panelReportReasonSchema>;

const reasons = { tags: ['panel', 'report-reasons'] };
const reasonPermission = (action: 'list' | 'create' | 'update' | 'delete') =>
  ({ resource: 'report_reasons', action, kind: 'admin' }) as const;

export const panelReportReasonsContract = defineContract({
  ...reasons,
  method: 'GET',
  path: '/api/panel/report-reasons',
  summary: 'The report reasons shoppers choose from',
  permission: reasonPermission('list'),
  query: reportReasonFiltersSchema,
  response: z.array(panelReportReasonSchema),
  paged: true,
});

export const createReportReasonContract = defineContract({
  ...reasons,
  method: 'POST',
  path: '/api/panel/report-reasons',
  summary: 'Add a report reason',
  permission: reasonPermission('create'),
  body: reportReasonBodySchema,
  response: panelReportReasonSchema,
  status: 201,
  idempotent: true,
});

export const updateReportReasonContract = defineContract({
  ...reasons,
  method: 'PUT',
  path: '/api/panel/report-reasons/:id',
  summary: 'Change a report reason',
  permission: reasonPermission('update'),
  params: idParams,
  body: reportReasonBodySchema,
  response: panelReportReasonSchema,
});

export const deleteReportReasonContract = defineContract({
  ...reasons,
  method: 'DELETE',
  path: '/api/panel/report-reasons/:id',
  summary: 'Delete a report reason (reports that gave it keep their text-less record)',
  permission: reasonPermission('delete'),
  params: idParams,
  response: deletedSchema,
});

// ---- Reports ----

export const REPORT_SORTS = ['created_at', 'target_open'] as const;

export const reportFiltersSchema = panelListQuery(REPORT_SORTS, {
  target: z.enum(REPORT_TARGETS, { error: V.filter.invalid }).optional(),
  status: z.enum(REPORT_STATUSES, { error: V.filter.invalid }).optional(),
  /** Reports about one store (a product report counts for its store). */
  store: queryId.optional(),
  product: queryId.optional(),
});
export type ReportFilters = z.infer<typeof reportFiltersSchema>;

export const panelReportSchema = z.object({
  id: z.number().int(),
  target: z.enum(REPORT_TARGETS),
  product_id: z.number().int().nullable(),
  product_name_ar: z.string().nullable(),
  product_name_en: z.string().nullable(),
  store_id: z.number().int(),
  store_name: z.string(),
  store_username: z.string(),
  /** The reporter; null for a reseller (they see what was reported, not who reported it). */
  reporter_id: z.number().int().nullable(),
  reporter_username: z.string().nullable(),
  reason_id: z.number().int().nullable(),
  reason_ar: z.string().nullable(),
  reason_en: z.string().nullable(),
  details: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  resolution_note: z.string().nullable(),
  resolved_at: z.string().nullable(),
  /** Open reports about the same target (this product, or this store itself). */
  target_open: z.number().int(),
  /** Every report about the same target. */
  target_total: z.number().int(),
  created_at: z.string(),
});
export type PanelReport = z.infer<typeof panelReportSchema>;

const reportsTags = { tags: ['panel', 'reports'] };

export const panelReportsContract = defineContract({
  ...reportsTags,
  method: 'GET',
  path: '/api/panel/reports',
  summary: 'Reports of products and stores, with the counts per target',
  permission: { resource: 'reports', action: 'list', kind: 'admin' },
  query: reportFiltersSchema,
  response: z.array(panelReportSchema),
  paged: true,
});

export const deleteReportContract = defineContract({
  ...reportsTags,
  method: 'DELETE',
  path: '/api/panel/reports/:id',
  summary: 'Delete a report',
  permission: { resource: 'reports', action: 'delete', kind: 'admin' },
  params: idParams,
  response: deletedSchema,
});

export const bulkDeleteReportsContract = defineContract({
  ...reportsTags,
  method: 'POST',
  path: '/api/panel/reports/bulk-delete',
  summary: 'Delete reports, all or none',
  permission: { resource: 'reports', action: 'delete', kind: 'admin' },
  body: bulkIdsBody,
  response: bulkResultSchema,
});

export const REPORT_OUTCOMES = ['dismissed', 'actioned'] as const;

export const resolveReportBodySchema = z.object({
  outcome: z.enum(REPORT_OUTCOMES, { error: V.required }),
  /** Why; for an enforced product report it is also the rejection reason the seller reads. */
  note: rejectionReasonSchema,
  /**
   * With `actioned`: also reject the reported product or suspend the reported store, through the
   * back office's own review and status flows (their rules and log entries).
   */
  enforce: z.boolean().default(false),
});
export type ResolveReportBody = z.infer<typeof resolveReportBodySchema>;

export const resolveReportContract = defineContract({
  ...reportsTags,
  method: 'POST',
  path: '/api/panel/reports/:id/resolve',
  summary:
    'Resolve a report and every other open report about the same target: dismiss, or act (optionally rejecting the product or suspending the store)',
  permission: { resource: 'reports', action: 'update', kind: 'admin' },
  params: idParams,
  body: resolveReportBodySchema,
  response: z.object({ resolved: z.number().int(), enforced: z.boolean() }),
});

/** One reported product with its counts. */
export const productReportsSummarySchema = z.object({
  product_id: z.number().int(),
  product_name_ar: z.string(),
  product_name_en: z.string(),
  store_id: z.number().int(),
  store_name: z.string(),
  open: z.number().int(),
  total: z.number().int(),
  last_reported_at: z.string(),
});

/** One store with the reports about it (its own and its products'). */
export const storeReportsSummarySchema = z.object({
  store_id: z.number().int(),
  store_name: z.string(),
  store_username: z.string(),
  /** Open reports of the store itself. */
  open: z.number().int(),
  total: z.number().int(),
  /** Open reports of its products. */
  products_open: z.number().int(),
  last_reported_at: z.string(),
});

const summaryQuery = panelListQuery(['open', 'total', 'last_reported_at'] as const, {
  store: queryId.optional(),
});
export type ReportSummaryQuery = z.infer<typeof summaryQuery>;

export const productReportsContract = defineContract({
  ...reportsTags,
  method: 'GET',
  path: '/api/panel/products/reports',
  summary: 'Reported products with their open and total report counts',
  permission: { resource: 'reports', action: 'list', kind: 'admin' },
  query: summaryQuery,
  response: z.array(productReportsSummarySchema),
  paged: true,
});

export const storeReportsContract = defineContract({
  ...reportsTags,
  method: 'GET',
  path: '/api/panel/stores/reports',
  summary: 'Reported stores with their open and total report counts (and their products’)',
  permission: { resource: 'reports', action: 'list', kind: 'admin' },
  query: summaryQuery,
  response: z.array(storeReportsSummarySchema),
  paged: true,
});
