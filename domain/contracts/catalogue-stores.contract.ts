// Store and category calls of the shopper catalogue. A store's products come from
// `GET /api/products?store=<username>` with the same filters as `/products`.
import { z } from 'zod';
import { defineContract } from './contract';
import {
  namedRefSchema,
  queryFlag,
  queryId,
  queryPage,
  queryPerPage,
  storeCardSchema,
  storeUsernameParam,
} from './catalogue-schemas';

/**
 * `GET /api/all-stores` — public stores, verified first, then by rating and followers. Filters:
 * the store's category (a main category), governorate, verified.
 */
export const allStoresContract = defineContract({
  method: 'GET',
  path: '/api/all-stores',
  summary: 'Public stores with filters and paging (verified first)',
  tags: ['catalogue'],
  permission: { resource: 'catalogue', action: 'list' },
  query: z.object({
    category: queryId.optional(),
    governorate: queryId.optional(),
    verified: queryFlag.optional(),
    page: queryPage,
    per_page: queryPerPage,
  }),
  response: z.array(storeCardSchema),
  paged: true,
});

/**
 * `GET /api/stores/:username` — the store page (username case-insensitive). 404
 * `store_not_available` when missing, suspended, archived or expired.
 */
export const storeDetailContract = defineContract({
  method: 'GET',
  path: '/api/stores/:username',
  summary: 'Public store page',
  tags: ['catalogue'],
  permission: { resource: 'catalogue', action: 'view' },
  countsView: true,
  params: z.object({ username: storeUsernameParam }),
  response: storeCardSchema.extend({
    phone: z.string(),
    whatsapp: z.string().nullable(),
    address: z.string(),
    /** Google Maps link of the main address. */
    location: z.string().nullable(),
    backgroundImage: z.string().nullable(),
    authorizedOrders: z.boolean(),
    views: z.number().int(),
    createdAt: z.string(),
    branches: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        address: z.string(),
        location: z.string().nullable(),
        phone: z.string().nullable(),
        governorate: namedRefSchema.nullable(),
        area: namedRefSchema.nullable(),
      }),
    ),
  }),
});
export type StoreDetail = z.infer<typeof storeDetailContract.response>;

export const categoryNodeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  /** Icon key the client maps to an icon component. */
  icon: z.string().nullable(),
  /** Show as a text chip instead of an image tile (spec §3 display_as_text). */
  displayAsText: z.boolean(),
  /** Public products in this category (a main category counts its sub-categories' too). */
  productsCount: z.number().int(),
});

/** `GET /api/categories` — active main categories with their sub-categories, in admin order. */
export const categoriesContract = defineContract({
  method: 'GET',
  path: '/api/categories',
  summary: 'Category tree (main → sub) with public product counts',
  tags: ['catalogue'],
  permission: { resource: 'catalogue', action: 'list' },
  response: z.array(categoryNodeSchema.extend({ children: z.array(categoryNodeSchema) })),
});
export type CategoryTree = z.infer<typeof categoriesContract.response>;

/** `GET /api/governorates` — for filters, in admin order. */
export const governoratesContract = defineContract({
  method: 'GET',
  path: '/api/governorates',
  summary: 'Governorates',
  tags: ['catalogue'],
  permission: { resource: 'catalogue', action: 'list' },
  response: z.array(namedRefSchema),
});

/** `GET /api/areas?governorate=<id>` — areas of one governorate. */
export const areasContract = defineContract({
  method: 'GET',
  path: '/api/areas',
  summary: 'Areas of a governorate',
  tags: ['catalogue'],
  permission: { resource: 'catalogue', action: 'list' },
  query: z.object({ governorate: queryId }),
  response: z.array(namedRefSchema.extend({ governorateId: z.number().int() })),
});
