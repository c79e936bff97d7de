// Attributes from the admin panel (spec §2 `attributes`, `nested_main_attributes/:id`,
// `nested_sub_attributes/:id`; spec §3 Attribute). A main attribute (Colour, Size) carries the flags
// and the categories it applies to; its sub-attributes are the values (Red, XL), a colour value
// with its swatch. Rows and bodies share their snake_case names.
import { z } from 'zod';
import { V } from '../../validation/keys';
import { stringRule } from '../../validation/rule';
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
  queryBool,
} from './panel-list';

/** At most this many categories per main attribute. */
export const ATTRIBUTE_CATEGORIES_MAX = 200;

/**
 * A colour value's swatch: `#rrggbb` (spec §5 colour format), stored lower-case. Unlike a store's
 * main colour, white is allowed: a white shirt is a real colour value.
 */
export const swatchColorSchema = stringRule({
  checks: [[(value) => /^#[0-9a-f]{6}$/i.test(value), V.color.invalid]],
}).transform((value) => value.toLowerCase());

export const ATTRIBUTE_SORTS = ['sort', 'name_ar', 'name_en', 'created_at', 'products'] as const;

export const attributeFiltersSchema = panelListQuery(
  ATTRIBUTE_SORTS,
  {
    /** Sub-attributes of this main attribute; without it, the main attributes. */
    parent: queryId.optional(),
    /** Main attributes linked to this category. */
    category: queryId.optional(),
    show_in_filter: queryBool.optional(),
  },
  'asc',
);
export type AttributeFilters = z.infer<typeof attributeFiltersSchema>;

export const attributeBodySchema = z.object({
  name_ar: catalogueNameSchema,
  name_en: catalogueNameSchema,
  /** The main attribute of a sub-attribute (a value); null for a main attribute. */
  parent_id: bodyId.nullable().default(null),
  /** Main attributes only: each value may add to the price (spec §3). */
  has_price: z.boolean().default(false),
  /** Main attributes only: a product may carry several of its values. */
  multi_select: z.boolean().default(false),
  /** Main attributes only: a product of a linked category must choose a value. */
  is_required: z.boolean().default(false),
  /** Main attributes only: shown among the shop's filters. */
  show_in_filter: z.boolean().default(false),
  /** Sub-attributes only: `#rrggbb` swatch of a colour value. */
  color: swatchColorSchema.nullable().default(null),
  sort: sortOrderSchema.default(0),
  /** Main attributes only: the categories whose products carry it (`category_attributes`). */
  category_ids: z
    .array(bodyId, { error: V.choice.category })
    .max(ATTRIBUTE_CATEGORIES_MAX, { error: V.bulk.too_many })
    .default([]),
});
export type AttributeBody = z.infer<typeof attributeBodySchema>;

export const panelAttributeSchema = z.object({
  id: z.number().int(),
  name_ar: z.string(),
  name_en: z.string(),
  parent_id: z.number().int().nullable(),
  has_price: z.boolean(),
  multi_select: z.boolean(),
  is_required: z.boolean(),
  show_in_filter: z.boolean(),
  color: z.string().nullable(),
  sort: z.number().int(),
  category_ids: z.array(z.number().int()),
  /** Products carrying it (as main attribute or as chosen value). */
  products: z.number().int(),
  /** Its sub-attributes (main attributes only). */
  children: z.number().int(),
  created_at: z.string(),
});
export type PanelAttribute = z.infer<typeof panelAttributeSchema>;

const base = { tags: ['panel', 'attributes'] };

export const panelAttributesContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/panel/attributes',
  summary: 'Main attributes, or the sub-attributes of `parent`',
  permission: { resource: 'attributes', action: 'list', kind: 'admin' },
  query: attributeFiltersSchema,
  response: z.array(panelAttributeSchema),
  paged: true,
});

export const panelAttributeContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/panel/attributes/:id',
  summary: 'One attribute',
  permission: { resource: 'attributes', action: 'view', kind: 'admin' },
  params: idParams,
  response: panelAttributeSchema,
});

export const createAttributeContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/panel/attributes',
  summary: 'Create a main attribute or a sub-attribute',
  permission: { resource: 'attributes', action: 'create', kind: 'admin' },
  body: attributeBodySchema,
  response: panelAttributeSchema,
  status: 201,
  idempotent: true,
});

export const updateAttributeContract = defineContract({
  ...base,
  method: 'PUT',
  path: '/api/panel/attributes/:id',
  summary: 'Edit an attribute (a main attribute stays main, a value stays under a main one)',
  permission: { resource: 'attributes', action: 'update', kind: 'admin' },
  params: idParams,
  body: attributeBodySchema,
  response: panelAttributeSchema,
});

export const deleteAttributeContract = defineContract({
  ...base,
  method: 'DELETE',
  path: '/api/panel/attributes/:id',
  summary: 'Delete an attribute no product uses (a main one takes its values with it)',
  permission: { resource: 'attributes', action: 'delete', kind: 'admin' },
  params: idParams,
  response: deletedSchema,
});

export const bulkDeleteAttributesContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/panel/attributes/bulk-delete',
  summary: 'Delete several attributes no product uses, all or none',
  permission: { resource: 'attributes', action: 'delete', kind: 'admin' },
  body: bulkIdsBody,
  response: bulkResultSchema,
});
