// Store branches (spec §2 `branches` of the admin, reseller and sub-reseller panels):
// name, governorate, area, address, phone and location, shown on the store's page. Scoped like
// every store row: a reseller their own stores' branches, a sub-reseller their assigned stores'.
import { z } from 'zod';
import {
  locationSchema,
  optionalRule,
  phoneSchema,
  storeAddressSchema,
  storeNameSchema,
} from '../../validation';
import { queryId } from '../catalogue-schemas';
import { defineContract } from '../contract';
import { bodyId, deletedSchema, idParams, panelListQuery } from './panel-list';

export const BRANCH_SORTS = ['created_at', 'name_ar', 'name_en'] as const;

export const branchFiltersSchema = panelListQuery(BRANCH_SORTS, { store: queryId.optional() });
export type BranchFilters = z.infer<typeof branchFiltersSchema>;

export const branchBodySchema = z.object({
  store_id: bodyId,
  name_ar: storeNameSchema,
  name_en: storeNameSchema,
  governorate_id: bodyId.nullable().optional(),
  area_id: bodyId.nullable().optional(),
  address: storeAddressSchema,
  phone: optionalRule(phoneSchema).nullable(),
  location: optionalRule(locationSchema).nullable(),
});
export type BranchBody = z.input<typeof branchBodySchema>;

export const panelBranchSchema = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  store_name: z.string(),
  name_ar: z.string(),
  name_en: z.string(),
  governorate_id: z.number().int().nullable(),
  area_id: z.number().int().nullable(),
  address: z.string(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  created_at: z.string(),
});
export type PanelBranch = z.infer<typeof panelBranchSchema>;

const base = { tags: ['panel', 'branches'] };

export const panelBranchesContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/panel/branches',
  summary: 'Branches of the stores in the actor’s scope',
  permission: { resource: 'branches', action: 'list', kind: 'admin' },
  query: branchFiltersSchema,
  response: z.array(panelBranchSchema),
  paged: true,
});

export const panelBranchContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/panel/branches/:id',
  summary: 'One branch in the actor’s scope',
  permission: { resource: 'branches', action: 'view', kind: 'admin' },
  params: idParams,
  response: panelBranchSchema,
});

export const createBranchContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/panel/branches',
  summary: 'Add a branch to one of the actor’s stores',
  permission: { resource: 'branches', action: 'create', kind: 'admin' },
  idempotent: true,
  body: branchBodySchema,
  response: panelBranchSchema,
  status: 201,
});

export const updateBranchContract = defineContract({
  ...base,
  method: 'PUT',
  path: '/api/panel/branches/:id',
  summary: 'Edit a branch (it stays in its store)',
  permission: { resource: 'branches', action: 'update', kind: 'admin' },
  params: idParams,
  body: branchBodySchema,
  response: panelBranchSchema,
});

export const deleteBranchContract = defineContract({
  ...base,
  method: 'DELETE',
  path: '/api/panel/branches/:id',
  summary: 'Delete a branch',
  permission: { resource: 'branches', action: 'delete', kind: 'admin' },
  params: idParams,
  response: deletedSchema,
});
