// Governorates and their areas from the admin panel (spec §2 `governorates`, `governorates/:id`;
// spec §7 panel `governorates`, `areas`). Stores and branches point at them, so one in use cannot
// be deleted. Rows and bodies share their snake_case names.
import { z } from 'zod';
import { queryId } from '../catalogue-schemas';
import { defineContract } from '../contract';
import { catalogueNameSchema, sortOrderSchema } from './categories.contract';
import {
  bodyId,
  bulkIdsBody,
  bulkResultSchema,
  deletedSchema,
  idParams,
  panelListQuery,
} from './panel-list';

export const GOVERNORATE_SORTS = ['sort', 'name_ar', 'name_en', 'created_at', 'stores'] as const;

export const governorateFiltersSchema = panelListQuery(GOVERNORATE_SORTS, {}, 'asc');
export type GovernorateFilters = z.infer<typeof governorateFiltersSchema>;

export const governorateBodySchema = z.object({
  name_ar: catalogueNameSchema,
  name_en: catalogueNameSchema,
  sort: sortOrderSchema.default(0),
});
export type GovernorateBody = z.infer<typeof governorateBodySchema>;

export const panelGovernorateSchema = z.object({
  id: z.number().int(),
  name_ar: z.string(),
  name_en: z.string(),
  sort: z.number().int(),
  /** Its areas. */
  areas: z.number().int(),
  /** Stores and branches located in it. */
  stores: z.number().int(),
  created_at: z.string(),
});
export type PanelGovernorate = z.infer<typeof panelGovernorateSchema>;

export const AREA_SORTS = GOVERNORATE_SORTS;

export const areaFiltersSchema = panelListQuery(
  AREA_SORTS,
  {
    /** Areas of this governorate; without it, every area. */
    governorate: queryId.optional(),
  },
  'asc',
);
export type AreaFilters = z.infer<typeof areaFiltersSchema>;

export const areaBodySchema = z.object({
  governorate_id: bodyId,
  name_ar: catalogueNameSchema,
  name_en: catalogueNameSchema,
  sort: sortOrderSchema.default(0),
});
export type AreaBody = z.infer<typeof areaBodySchema>;

export const panelAreaSchema = z.object({
  id: z.number().int(),
  governorate_id: z.number().int(),
  name_ar: z.string(),
  name_en: z.string(),
  sort: z.number().int(),
  /** Stores and branches located in it. */
  stores: z.number().int(),
  created_at: z.string(),
});
export type PanelArea = z.infer<typeof panelAreaSchema>;

const governorates = { tags: ['panel', 'governorates'] };
const areas = { tags: ['panel', 'areas'] };

export const panelGovernoratesContract = defineContract({
  ...governorates,
  method: 'GET',
  path: '/api/panel/governorates',
  summary: 'Governorates',
  permission: { resource: 'governorates', action: 'list', kind: 'admin' },
  query: governorateFiltersSchema,
  response: z.array(panelGovernorateSchema),
  paged: true,
});

export const panelGovernorateContract = defineContract({
  ...governorates,
  method: 'GET',
  path: '/api/panel/governorates/:id',
  summary: 'One governorate',
  permission: { resource: 'governorates', action: 'view', kind: 'admin' },
  params: idParams,
  response: panelGovernorateSchema,
});

export const createGovernorateContract = defineContract({
  ...governorates,
  method: 'POST',
  path: '/api/panel/governorates',
  summary: 'Create a governorate',
  permission: { resource: 'governorates', action: 'create', kind: 'admin' },
  body: governorateBodySchema,
  response: panelGovernorateSchema,
  status: 201,
  idempotent: true,
});

export const updateGovernorateContract = defineContract({
  ...governorates,
  method: 'PUT',
  path: '/api/panel/governorates/:id',
  summary: 'Edit a governorate',
  permission: { resource: 'governorates', action: 'update', kind: 'admin' },
  params: idParams,
  body: governorateBodySchema,
  response: panelGovernorateSchema,
});

export const deleteGovernorateContract = defineContract({
  ...governorates,
  method: 'DELETE',
  path: '/api/panel/governorates/:id',
  summary: 'Delete a governorate no store or branch uses (its areas go with it)',
  permission: { resource: 'governorates', action: 'delete', kind: 'admin' },
  params: idParams,
  response: deletedSchema,
});

export const bulkDeleteGovernoratesContract = defineContract({
  ...governorates,
  method: 'POST',
  path: '/api/panel/governorates/bulk-delete',
  summary: 'Delete several governorates no store or branch uses, all or none',
  permission: { resource: 'governorates', action: 'delete', kind: 'admin' },
  body: bulkIdsBody,
  response: bulkResultSchema,
});

export const panelAreasContract = defineContract({
  ...areas,
  method: 'GET',
  path: '/api/panel/areas',
  summary: 'Areas, of one `governorate` or all',
  permission: { resource: 'areas', action: 'list', kind: 'admin' },
  query: areaFiltersSchema,
  response: z.array(panelAreaSchema),
  paged: true,
});

export const panelAreaContract = defineContract({
  ...areas,
  method: 'GET',
  path: '/api/panel/areas/:id',
  summary: 'One area',
  permission: { resource: 'areas', action: 'view', kind: 'admin' },
  params: idParams,
  response: panelAreaSchema,
});

export const createAreaContract = defineContract({
  ...areas,
  method: 'POST',
  path: '/api/panel/areas',
  summary: 'Create an area in a governorate',
  permission: { resource: 'areas', action: 'create', kind: 'admin' },
  body: areaBodySchema,
  response: panelAreaSchema,
  status: 201,
  idempotent: true,
});

export const updateAreaContract = defineContract({
  ...areas,
  method: 'PUT',
  path: '/api/panel/areas/:id',
  summary: 'Edit an area',
  permission: { resource: 'areas', action: 'update', kind: 'admin' },
  params: idParams,
  body: areaBodySchema,
  response: panelAreaSchema,
});

export const deleteAreaContract = defineContract({
  ...areas,
  method: 'DELETE',
  path: '/api/panel/areas/:id',
  summary: 'Delete an area no store or branch uses',
  permission: { resource: 'areas', action: 'delete', kind: 'admin' },
  params: idParams,
  response: deletedSchema,
});

export const bulkDeleteAreasContract = defineContract({
  ...areas,
  method: 'POST',
  path: '/api/panel/areas/bulk-delete',
  summary: 'Delete several areas no store or branch uses, all or none',
  permission: { resource: 'areas', action: 'delete', kind: 'admin' },
  body: bulkIdsBody,
  response: bulkResultSchema,
});
