// Categories and sub-categories from the admin panel (spec §2 `categories`, `categories/:id`).
// Rows and bodies use the same snake_case names, so a form is filled from the row it edits.
import { z } from 'zod';
import { V } from '../../validation/keys';
import { uploadPathSchema } from '../../validation/media';
import { stringRule } from '../../validation/rule';
import { queryId } from '../catalogue-schemas';
import { defineContract } from '../contract';
import {
  bodyId,
  bulkIdsBody,
  bulkResultSchema,
  deletedSchema,
  idParams,
  panelListQuery,
  queryBool,
} from './panel-list';

/** An Arabic or English name of a catalogue entry: 2–50 characters (spec §9 name limits). */
export const catalogueNameSchema = stringRule({
  min: [2, V.name.too_short],
  max: [50, V.name.too_long_50],
});

/** Display order: 0–10,000, smaller first. */
export const sortOrderSchema = z.coerce
  .number({ error: V.number.digits_only })
  .int({ error: V.number.digits_only })
  .min(0, { error: V.number.not_negative })
  .max(10_000, { error: V.number.too_large });

export const CATEGORY_SORTS = ['sort', 'name_ar', 'name_en', 'created_at', 'products'] as const;

export const categoryFiltersSchema = panelListQuery(
  CATEGORY_SORTS,
  {
    /** Sub-categories of this main category; without it, the main categories. */
    parent: queryId.optional(),
    active: queryBool.optional(),
  },
  'asc',
);
export type CategoryFilters = z.infer<typeof categoryFiltersSchema>;

export const categoryBodySchema = z.object({
  name_ar: catalogueNameSchema,
  name_en: catalogueNameSchema,
  /** The main category of a sub-category; null for a main category. */
  parent_id: bodyId.nullable().default(null),
  /** Upload path from `POST /api/panel/uploads/images`. */
  image: uploadPathSchema.nullable().default(null),
  sort: sortOrderSchema.default(0),
  /** Sub-categories as text chips instead of image tiles (spec §3 display_as_text). */
  display_as_text: z.boolean().default(false),
  is_active: z.boolean().default(true),
});
export type CategoryBody = z.infer<typeof categoryBodySchema>;

export const panelCategorySchema = z.object({
  id: z.number().int(),
  name_ar: z.string(),
  name_en: z.string(),
  parent_id: z.number().int().nullable(),
  image: z.string().nullable(),
  sort: z.number().int(),
  display_as_text: z.boolean(),
  is_active: z.boolean(),
  slug: z.string(),
  /** Products filed under it (as main or sub-category). */
  products: z.number().int(),
  /** Its sub-categories (main categories only). */
  children: z.number().int(),
  created_at: z.string(),
});
export type PanelCategory = z.infer<typeof panelCategorySchema>;

const base = { tags: ['panel', 'categories'] };

export const panelCategoriesContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/panel/categories',
  summary: 'Main categories, or the sub-categories of `parent`',
  permission: { resource: 'categories', action: 'list', kind: 'admin' },
  query: categoryFiltersSchema,
  response: z.array(panelCategorySchema),
  paged: true,
});

export const panelCategoryContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/panel/categories/:id',
  summary: 'One category',
  permission: { resource: 'categories', action: 'view', kind: 'admin' },
  params: idParams,
  response: panelCategorySchema,
});

export const createCategoryContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/panel/categories',
  summary: 'Create a main category or a sub-category',
  permission: { resource: 'categories', action: 'create', kind: 'admin' },
  body: categoryBodySchema,
  response: panelCategorySchema,
  status: 201,
  idempotent: true,
});

export const updateCategoryContract = defineContract({
  ...base,
  method: 'PUT',
  path: '/api/panel/categories/:id',
  summary: 'Edit a category',
  permission: { resource: 'categories', action: 'update', kind: 'admin' },
  params: idParams,
  body: categoryBodySchema,
  response: panelCategorySchema,
});

export const deleteCategoryContract = defineContract({
  ...base,
  method: 'DELETE',
  path: '/api/panel/categories/:id',
  summary: 'Delete a category without products (its sub-categories go with it)',
  permission: { resource: 'categories', action: 'delete', kind: 'admin' },
  params: idParams,
  response: deletedSchema,
});

export const bulkDeleteCategoriesContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/panel/categories/bulk-delete',
  summary: 'Delete several categories without products, all or none',
  permission: { resource: 'categories', action: 'delete', kind: 'admin' },
  body: bulkIdsBody,
  response: bulkResultSchema,
});
