// The shop's delivery quote (docs/decisions/0052-delivery-fees.md): the one row of a store's delivery
// table that prices an address, or none (the fallback rule). The checkout prices its groups with
// `deliveryQuote` (domain/commerce/shipping.ts) from it; placing the order prices them again.
import { z } from 'zod';
import { queryId } from './catalogue-schemas';
import { defineContract } from './contract';

export const deliveryZoneSchema = z.object({
  delivers: z.boolean(),
  fee: z.number(),
  free_over: z.number().nullable(),
  days_min: z.number().int(),
  days_max: z.number().int(),
});
export type DeliveryZoneAnswer = z.infer<typeof deliveryZoneSchema>;

export const storeDeliveryContract = defineContract({
  method: 'GET',
  path: '/api/delivery/:store',
  summary: 'How one store delivers to a governorate and area',
  tags: ['catalogue'],
  permission: { resource: 'catalogue', action: 'list' },
  params: z.object({ store: queryId }),
  query: z.object({ governorate: queryId, area: queryId }),
  response: z.object({
    store_id: z.number().int(),
    store_governorate_id: z.number().int().nullable(),
    zone: deliveryZoneSchema.nullable(),
  }),
});
export type StoreDeliveryAnswer = z.infer<typeof storeDeliveryContract.response>;
