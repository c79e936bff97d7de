// Subscription packages from the admin panel (spec §2 `packages`, `packages/:id`; spec §3 Package
// and Feature; spec §5 products count ≥ 100). The subscription flow itself is the sellers issue.
// Rows and bodies share their snake_case names; features are edited with their package.
import { z } from 'zod';
import { V } from '../../validation/keys';
import { moneySchema, packageProductsCountSchema } from '../../validation/numbers';
import { stringRule } from '../../validation/rule';
import { defineContract } from '../contract';
import { catalogueNameSchema, sortOrderSchema } from './categories.contract';
import {
  bulkIdsBody,
  bulkResultSchema,
  deletedSchema,
  idParams,
  panelListQuery,
  queryBool,
} from './panel-list';

/** At most this many features per package. */
export const PACKAGE_FEATURES_MAX = 30;
/** The largest products quota a package may grant. */
export const PACKAGE_PRODUCTS_MAX = 1_000_000;
/** Longest paid period and longest trial, in days. */
export const PACKAGE_DURATION_MAX_DAYS = 3650;
export const PACKAGE_TRIAL_MAX_DAYS = 365;

const days = (max: number, key: string) =>
  z
    .number({ error: key })
    .int({ error: V.number.integer })
    .min(1, { error: key })
    .max(max, { error: key });

/** A feature's statement (spec §3 Feature): one line of 2–200 characters. */
const featureStatementSchema = stringRule({
  min: [2, V.description.too_short],
  max: [200, V.text.too_long],
});

export const packageFeatureSchema = z.object({
  name_ar: catalogueNameSchema,
  name_en: catalogueNameSchema,
  statement_ar: featureStatementSchema,
  statement_en: featureStatementSchema,
});
export type PackageFeatureBody = z.infer<typeof packageFeatureSchema>;

export const PACKAGE_SORTS = [
  'sort',
  'price',
  'name_ar',
  'name_en',
  'created_at',
  'stores',
] as const;

export const packageFiltersSchema = panelListQuery(
  PACKAGE_SORTS,
  { active: queryBool.optional(), trial: queryBool.optional() },
  'asc',
);
export type PackageFilters = z.infer<typeof packageFiltersSchema>;

export const packageBodySchema = z
  .object({
    name_ar: catalogueNameSchema,
    name_en: catalogueNameSchema,
    /** EGP, exactly as typed (at most two decimals). */
    price: moneySchema,
    /** Active products a store on this package may have (spec §5: at least 100). */
    products_count: packageProductsCountSchema.max(PACKAGE_PRODUCTS_MAX, {
      error: V.number.too_large,
    }),
    /** Length of one paid period; ignored for lifetime packages. */
    duration_days: days(PACKAGE_DURATION_MAX_DAYS, V.number.too_large).default(30),
    is_lifetime: z.boolean().default(false),
    is_trial: z.boolean().default(false),
    /** Required for a trial package (1–365), null otherwise. */
    trial_period_days: days(PACKAGE_TRIAL_MAX_DAYS, V.package.trial_days).nullable().default(null),
    is_active: z.boolean().default(true),
    sort: sortOrderSchema.default(0),
    /** In display order. */
    features: z
      .array(packageFeatureSchema, { error: V.required })
      .max(PACKAGE_FEATURES_MAX, { error: V.bulk.too_many })
      .default([]),
  })
  .superRefine((body, ctx) => {
    if (body.is_trial && body.trial_period_days === null) {
      ctx.addIssue({ code: 'custom', path: ['trial_period_days'], message: V.package.trial_days });
    }
    if (body.is_trial && body.is_lifetime) {
      ctx.addIssue({ code: 'custom', path: ['is_lifetime'], message: V.package.lifetime_trial });
    }
  })
  // A package that is not a trial has no trial days: the field is cleared, not refused, so a form
  // that unticks "trial" can send what it still holds.
  .transform((body) => (body.is_trial ? body : { ...body, trial_period_days: null }));
export type PackageBody = z.infer<typeof packageBodySchema>;

export const panelPackageFeatureSchema = z.object({
  name_ar: z.string(),
  name_en: z.string(),
  statement_ar: z.string(),
  statement_en: z.string(),
});

export const panelPackageSchema = z.object({
  id: z.number().int(),
  name_ar: z.string(),
  name_en: z.string(),
  price: z.number(),
  products_count: z.number().int(),
  duration_days: z.number().int(),
  is_lifetime: z.boolean(),
  is_trial: z.boolean(),
  trial_period_days: z.number().int().nullable(),
  is_active: z.boolean(),
  sort: z.number().int(),
  features: z.array(panelPackageFeatureSchema),
  /** Stores on this package. */
  stores: z.number().int(),
  created_at: z.string(),
});
export type PanelPackage = z.infer<typeof panelPackageSchema>;

const base = { tags: ['panel', 'packages'] };

export const panelPackagesContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/panel/packages',
  summary: 'Subscription packages with their features',
  permission: { resource: 'packages', action: 'list', kind: 'admin' },
  query: packageFiltersSchema,
  response: z.array(panelPackageSchema),
  paged: true,
});

export const panelPackageContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/panel/packages/:id',
  summary: 'One package with its features',
  permission: { resource: 'packages', action: 'view', kind: 'admin' },
  params: idParams,
  response: panelPackageSchema,
});

export const createPackageContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/panel/packages',
  summary: 'Create a package with its features',
  permission: { resource: 'packages', action: 'create', kind: 'admin' },
  body: packageBodySchema,
  response: panelPackageSchema,
  status: 201,
  idempotent: true,
});

export const updatePackageContract = defineContract({
  ...base,
  method: 'PUT',
  path: '/api/panel/packages/:id',
  summary: 'Edit a package; the features sent replace the old ones',
  permission: { resource: 'packages', action: 'update', kind: 'admin' },
  params: idParams,
  body: packageBodySchema,
  response: panelPackageSchema,
});

export const deletePackageContract = defineContract({
  ...base,
  method: 'DELETE',
  path: '/api/panel/packages/:id',
  summary: 'Delete a package no store is on',
  permission: { resource: 'packages', action: 'delete', kind: 'admin' },
  params: idParams,
  response: deletedSchema,
});

export const bulkDeletePackagesContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/panel/packages/bulk-delete',
  summary: 'Delete several packages no store is on, all or none',
  permission: { resource: 'packages', action: 'delete', kind: 'admin' },
  body: bulkIdsBody,
  response: bulkResultSchema,
});
