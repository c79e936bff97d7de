// A store's delivery table in the panels (docs/decisions/0052-delivery-fees.md): one row per
// governorate and, overriding it, rows per area; each row a fee, an optional free-delivery
// threshold and an estimate in days, or "we don't deliver there". Scoped like every store row.
import { z } from 'zod';
import { moneySchema } from '../../validation';
import { V } from '../../validation/keys';
import { queryId } from '../catalogue-schemas';
import { defineContract } from '../contract';
import { bodyId, deletedSchema, idParams, panelListQuery } from './panel-list';

export const DELIVERY_ZONE_SORTS = ['created_at', 'fee'] as const;

export const deliveryZoneFiltersSchema = panelListQuery(DELIVERY_ZONE_SORTS, {
  store: queryId.optional(),
});
export type DeliveryZoneFilters = z.infer<typeof deliveryZoneFiltersSchema>;

const daysSchema = z
  .number({ error: V.required })
  .int({ error: V.number.integer })
  .min(0, { error: V.number.not_negative })
  .max(60, { error: V.number.too_large });

export const deliveryZoneBodySchema = z
  .object({
    store_id: bodyId.nullable().optional(),
    /** A row of the marketplace's own table, for every store (admin only); no store then. */
    marketplace_table: z.boolean().default(false),
    governorate_id: bodyId,
    area_id: bodyId.nullable().optional(),
    delivers: z.boolean(),
    fee: moneySchema,
    free_over: moneySchema.nullable().optional(),
    days_min: daysSchema,
    days_max: daysSchema,
  })
  .refine((body) => body.days_max >= body.days_min, {
    path: ['days_max'],
    error: V.number.days_range,
  })
  .refine((body) => body.marketplace_table || body.store_id != null, {
    path: ['store_id'],
    error: V.choice.store,
  });
export type DeliveryZoneBody = z.input<typeof deliveryZoneBodySchema>;

export const panelDeliveryZoneSchema = z.object({
  id: z.number().int(),
  store_id: z.number().int().nullable(),
  store_name: z.string().nullable(),
  governorate_id: z.number().int(),
  governorate_name: z.string(),
  area_id: z.number().int().nullable(),
  area_name: z.string().nullable(),
  delivers: z.boolean(),
  fee: z.number(),
  free_over: z.number().nullable(),
  days_min: z.number().int(),
  days_max: z.number().int(),
  created_at: z.string(),
});
export type PanelDeliveryZone = z.infer<typeof panelDeliveryZoneSchema>;

const base = { tags: ['panel', 'delivery_zones'] };

export const panelDeliveryZonesContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/panel/delivery_zones',
  summary: 'Delivery table rows of the stores in the actor’s scope',
  permission: { resource: 'delivery_zones', action: 'list', kind: 'admin' },
  query: deliveryZoneFiltersSchema,
  response: z.array(panelDeliveryZoneSchema),
  paged: true,
});

export const panelDeliveryZoneContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/panel/delivery_zones/:id',
  summary: 'One delivery table row in the actor’s scope',
  permission: { resource: 'delivery_zones', action: 'view', kind: 'admin' },
  params: idParams,
  response: panelDeliveryZoneSchema,
});

export const createDeliveryZoneContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/panel/delivery_zones',
  summary: 'Add a governorate or area row to a store’s delivery table',
  permission: { resource: 'delivery_zones', action: 'create', kind: 'admin' },
  idempotent: true,
  body: deliveryZoneBodySchema,
  response: panelDeliveryZoneSchema,
  status: 201,
});

export const updateDeliveryZoneContract = defineContract({
  ...base,
  method: 'PUT',
  path: '/api/panel/delivery_zones/:id',
  summary: 'Edit a delivery table row (it stays in its store)',
  permission: { resource: 'delivery_zones', action: 'update', kind: 'admin' },
  params: idParams,
  body: deliveryZoneBodySchema,
  response: panelDeliveryZoneSchema,
});

export const deleteDeliveryZoneContract = defineContract({
  ...base,
  method: 'DELETE',
  path: '/api/panel/delivery_zones/:id',
  summary: 'Delete a delivery table row (the place falls back to the next rule)',
  permission: { resource: 'delivery_zones', action: 'delete', kind: 'admin' },
  params: idParams,
  response: deletedSchema,
});
