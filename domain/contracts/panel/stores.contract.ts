// Stores in the panels (spec §2 `stores` of admin, moderator, reseller and sub-reseller; spec §4
// store states). Every panel lists the same rows, narrowed by the actor's scope: the admin and the
// moderator all stores, a reseller their own, a sub-reseller the ones assigned to them.
// Rows and bodies use the same snake_case names.
import { z } from 'zod';
import { ACTIVITY_STATUSES } from '../../status/statuses';
import { VERIFICATION_STATUSES } from '../verification.contract';
import { V } from '../../validation/keys';
import { queryId } from '../catalogue-schemas';
import { defineContract } from '../contract';
import {
  bodyId,
  bulkIdsSchema,
  bulkResultSchema,
  idParams,
  panelListQuery,
  queryBool,
} from './panel-list';

/**
 * Sorts of the store lists. Not by products count: that needs every store's count on each
 * request (there is no maintained counter yet); the column is shown, not sorted.
 */
export const STORE_SORTS = [
  'created_at',
  'name',
  'username',
  'views',
  'followers',
  'expires_at',
] as const;

export const storeFiltersSchema = panelListQuery(STORE_SORTS, {
  status: z.enum(ACTIVITY_STATUSES, { error: V.filter.invalid }).optional(),
  archived: queryBool.optional(),
  verified: queryBool.optional(),
  /** Where the store's verification request stands: `submitted` = waiting for a decision. */
  verification: z.enum(VERIFICATION_STATUSES, { error: V.filter.invalid }).optional(),
  /** Past its paid period (`expires_at` reached). */
  expired: queryBool.optional(),
  /** The store's category. */
  category: queryId.optional(),
  governorate: queryId.optional(),
  /** The stores of one owner (reseller). */
  owner: queryId.optional(),
});
export type StoreFilters = z.infer<typeof storeFiltersSchema>;

export const panelStoreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  logo: z.string().nullable(),
  phone_number: z.string(),
  owner_id: z.number().int(),
  owner_username: z.string().nullable(),
  category_id: z.number().int().nullable(),
  governorate_id: z.number().int().nullable(),
  status: z.enum(ACTIVITY_STATUSES),
  archived: z.boolean(),
  archived_at: z.string().nullable(),
  verified: z.boolean(),
  verified_at: z.string().nullable(),
  /** The store's verification request, null when none was started. */
  verification_status: z.enum(VERIFICATION_STATUSES).nullable(),
  expires_at: z.string().nullable(),
  expired: z.boolean(),
  /** Whether shoppers see it now (active, unarchived, unexpired: domain/status/visibility.ts). */
  public: z.boolean(),
  /** All its products, whatever their status. */
  products: z.number().int(),
  followers: z.number().int(),
  views: z.number().int(),
  /** Open shoppers' reports about the store itself. */
  open_reports: z.number().int(),
  created_at: z.string(),
});
export type PanelStore = z.infer<typeof panelStoreSchema>;

/** One store with the texts the list leaves out. */
export const panelStoreDetailSchema = panelStoreSchema.extend({
  description_ar: z.string(),
  description_en: z.string(),
  address: z.string(),
  main_color: z.string(),
  package_id: z.number().int().nullable(),
  area_id: z.number().int().nullable(),
});
export type PanelStoreDetail = z.infer<typeof panelStoreDetailSchema>;

/**
 * What `changeStoreStatus` does: `active`/`suspended` set the status (admin and moderator);
 * `archived`/`restored` archive or restore (admin only, the matrix's `archive`/`restore`).
 */
export const STORE_STATUS_CHANGES = ['active', 'suspended', 'archived', 'restored'] as const;
export type StoreStatusChange = (typeof STORE_STATUS_CHANGES)[number];

export const storeStatusBodySchema = z.object({
  ids: bulkIdsSchema,
  status: z.enum(STORE_STATUS_CHANGES, { error: V.required }),
});
export type StoreStatusBody = z.infer<typeof storeStatusBodySchema>;

export const storeVerifyBodySchema = z.object({
  ids: bulkIdsSchema,
  verified: z.boolean({ error: V.required }),
});
export type StoreVerifyBody = z.infer<typeof storeVerifyBodySchema>;

export const storeCategoryBodySchema = z.object({
  ids: bulkIdsSchema,
  /** A main category, or null for none. */
  category_id: bodyId.nullable(),
});
export type StoreCategoryBody = z.infer<typeof storeCategoryBodySchema>;

const base = { tags: ['panel', 'stores'] };

export const panelStoresContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/panel/stores',
  summary: 'Stores in the actor’s scope, with filters',
  permission: { resource: 'stores', action: 'list', kind: 'admin' },
  query: storeFiltersSchema,
  response: z.array(panelStoreSchema),
  paged: true,
});

export const panelStoreContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/panel/stores/:id',
  summary: 'One store in the actor’s scope',
  permission: { resource: 'stores', action: 'view', kind: 'admin' },
  params: idParams,
  response: panelStoreDetailSchema,
});

export const changeStoreStatusContract = defineContract({
  ...base,
  method: 'PUT',
  path: '/api/panel/stores/changeStoreStatus',
  summary: 'Activate, suspend, archive or restore stores, all or none',
  permission: { resource: 'stores', action: 'change_status', kind: 'admin' },
  body: storeStatusBodySchema,
  response: bulkResultSchema,
});

export const verifyStoresContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/panel/stores/verify',
  summary: 'Mark stores verified or not verified, all or none',
  permission: { resource: 'stores', action: 'verify', kind: 'admin' },
  body: storeVerifyBodySchema,
  response: bulkResultSchema,
});

export const storeCategoryContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/panel/stores/categories',
  summary: 'Change the category of stores, all or none',
  permission: { resource: 'stores', action: 'update', kind: 'admin' },
  body: storeCategoryBodySchema,
  response: bulkResultSchema,
});
