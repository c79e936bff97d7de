// Homepage offers (spec §2 admin `homepage_offers`, `homepage_offers/:id`, moderator `offers`;
// §7 `groups`, `group-offers`, `offers`): groups of offer images the home page shows in order,
// within their schedule. Groups (`homepage_offers`) and the offers inside them (`offers`) are the
// admin's (spec §6); the moderator's `offers` screen lists them read-only. Rows and bodies share
// field names.
import { z } from 'zod';
import { V } from '../../validation/keys';
import { uploadPathSchema } from '../../validation/media';
import { optionalStringRule, stringRule } from '../../validation/rule';
import { queryId } from '../catalogue-schemas';
import { defineContract } from '../contract';
import { sortOrderSchema } from './categories.contract';
import {
  bodyId,
  bulkIdsBody,
  bulkResultSchema,
  deletedSchema,
  idParams,
  panelListQuery,
  queryBool,
} from './panel-list';

/** A group title: 2–100 characters. */
const groupTitleSchema = stringRule({ min: [2, V.title.too_short], max: [100, V.title.too_long] });

const isIsoDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** An optional calendar day, `2026-11-24`; empty = no bound. */
const optionalDay = optionalStringRule({ ceiling: 10, checks: [[isIsoDate, V.date.invalid]] })
  .nullable()
  .transform((value) => value || null);

export const OFFER_GROUP_SORTS = ['sort', 'title_ar', 'title_en', 'created_at'] as const;

export const offerGroupFiltersSchema = panelListQuery(
  OFFER_GROUP_SORTS,
  { active: queryBool.optional() },
  'asc',
);
export type OfferGroupFilters = z.infer<typeof offerGroupFiltersSchema>;

export const offerGroupBodySchema = z
  .object({
    title_ar: groupTitleSchema,
    title_en: groupTitleSchema,
    sort: sortOrderSchema.default(0),
    /** First and last day shown (inclusive, UTC days); null = open. */
    starts_on: optionalDay.default(null),
    ends_on: optionalDay.default(null),
    is_active: z.boolean().default(true),
  })
  .superRefine((group, ctx) => {
    if (group.starts_on && group.ends_on && group.ends_on < group.starts_on) {
      ctx.addIssue({ code: 'custom', path: ['ends_on'], message: V.date.order });
    }
  });
export type OfferGroupBody = z.infer<typeof offerGroupBodySchema>;

export const panelOfferGroupSchema = z.object({
  id: z.number().int(),
  title_ar: z.string(),
  title_en: z.string(),
  sort: z.number().int(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  is_active: z.boolean(),
  /** Offers inside it. */
  offers: z.number().int(),
  created_at: z.string(),
});
export type PanelOfferGroup = z.infer<typeof panelOfferGroupSchema>;

/** What an offer opens. */
export const OFFER_LINK_KINDS = ['product', 'store', 'category', 'url'] as const;
export type OfferLinkKind = (typeof OFFER_LINK_KINDS)[number];

export const OFFER_SORTS = ['sort', 'created_at'] as const;

export const offerFiltersSchema = panelListQuery(OFFER_SORTS, { group: queryId.optional() }, 'asc');
export type OfferFilters = z.infer<typeof offerFiltersSchema>;

export const offerBodySchema = z.object({
  group_id: bodyId,
  /** Upload path from `POST /api/panel/uploads/images?kind=offers`. */
  image: uploadPathSchema,
  link_kind: z.enum(OFFER_LINK_KINDS, { error: V.required }),
  /**
   * The product, store or category id, or an `https://` URL; the server checks it exists
   * (`validation.offer_link.invalid` on `link_target`).
   */
  link_target: stringRule({ ceiling: 500 }),
  sort: sortOrderSchema.default(0),
});
export type OfferBody = z.infer<typeof offerBodySchema>;

export const panelOfferSchema = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  group_title_ar: z.string(),
  group_title_en: z.string(),
  image: z.string(),
  link_kind: z.enum(OFFER_LINK_KINDS),
  link_target: z.string(),
  sort: z.number().int(),
  created_at: z.string(),
});
export type PanelOffer = z.infer<typeof panelOfferSchema>;

const groups = { tags: ['panel', 'homepage-offers'] };
const groupPermission = (action: 'list' | 'view' | 'create' | 'update' | 'delete') =>
  ({ resource: 'homepage_offers', action, kind: 'admin' }) as const;

export const panelOfferGroupsContract = defineContract({
  ...groups,
  method: 'GET',
  path: '/api/panel/groups',
  summary: 'Homepage offer groups',
  permission: groupPermission('list'),
  query: offerGroupFiltersSchema,
  response: z.array(panelOfferGroupSchema),
  paged: true,
});

export const panelOfferGroupContract = defineContract({
  ...groups,
  method: 'GET',
  path: '/api/panel/groups/:id',
  summary: 'One homepage offer group',
  permission: groupPermission('view'),
  params: idParams,
  response: panelOfferGroupSchema,
});

export const createOfferGroupContract = defineContract({
  ...groups,
  method: 'POST',
  path: '/api/panel/groups',
  summary: 'Add a homepage offer group',
  permission: groupPermission('create'),
  body: offerGroupBodySchema,
  response: panelOfferGroupSchema,
  status: 201,
  idempotent: true,
});

export const updateOfferGroupContract = defineContract({
  ...groups,
  method: 'PUT',
  path: '/api/panel/groups/:id',
  summary: 'Edit a homepage offer group',
  permission: groupPermission('update'),
  params: idParams,
  body: offerGroupBodySchema,
  response: panelOfferGroupSchema,
});

export const deleteOfferGroupContract = defineContract({
  ...groups,
  method: 'DELETE',
  path: '/api/panel/groups/:id',
  summary: 'Delete a homepage offer group with its offers',
  permission: groupPermission('delete'),
  params: idParams,
  response: deletedSchema,
});

export const bulkDeleteOfferGroupsContract = defineContract({
  ...groups,
  method: 'POST',
  path: '/api/panel/groups/bulk-delete',
  summary: 'Delete several homepage offer groups with their offers',
  permission: groupPermission('delete'),
  body: bulkIdsBody,
  response: bulkResultSchema,
});

const offers = { tags: ['panel', 'offers'] };
const offerPermission = (action: 'list' | 'view' | 'create' | 'update' | 'delete') =>
  ({ resource: 'offers', action, kind: 'admin' }) as const;

export const panelOffersContract = defineContract({
  ...offers,
  method: 'GET',
  path: '/api/panel/offers',
  summary: 'Offers of every homepage group, or of `group` (spec §7 `group-offers`)',
  permission: offerPermission('list'),
  query: offerFiltersSchema,
  response: z.array(panelOfferSchema),
  paged: true,
});

export const panelOfferContract = defineContract({
  ...offers,
  method: 'GET',
  path: '/api/panel/offers/:id',
  summary: 'One offer',
  permission: offerPermission('view'),
  params: idParams,
  response: panelOfferSchema,
});

export const createOfferContract = defineContract({
  ...offers,
  method: 'POST',
  path: '/api/panel/offers',
  summary: 'Add an offer to a homepage group',
  permission: offerPermission('create'),
  body: offerBodySchema,
  response: panelOfferSchema,
  status: 201,
  idempotent: true,
});

export const updateOfferContract = defineContract({
  ...offers,
  method: 'PUT',
  path: '/api/panel/offers/:id',
  summary: 'Edit an offer',
  permission: offerPermission('update'),
  params: idParams,
  body: offerBodySchema,
  response: panelOfferSchema,
});

export const deleteOfferContract = defineContract({
  ...offers,
  method: 'DELETE',
  path: '/api/panel/offers/:id',
  summary: 'Delete an offer',
  permission: offerPermission('delete'),
  params: idParams,
  response: deletedSchema,
});

export const bulkDeleteOffersContract = defineContract({
  ...offers,
  method: 'POST',
  path: '/api/panel/offers/bulk-delete',
  summary: 'Delete several offers',
  permission: offerPermission('delete'),
  body: bulkIdsBody,
  response: bulkResultSchema,
});

/** The groups an offer may go in, for the offer form's choices (moderators cannot list groups). */
export const offerGroupChoicesContract = defineContract({
  ...offers,
  method: 'GET',
  path: '/api/panel/offers/groups',
  summary: 'Homepage groups to choose from in the offer form',
  permission: offerPermission('list'),
  response: z.array(z.object({ id: z.number().int(), title_ar: z.string(), title_en: z.string() })),
});
