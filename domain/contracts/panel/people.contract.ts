// People in the panels (spec §2 `roles/admins`, `roles/users`, `roles/moderators`,
// `roles/resellers`, `roles/sub_resellers`; the reseller's `sub_resellers`; spec §5 moderator
// permissions; spec §6; spec §7 `admins`, `users` (+ `users/verify`, `users/force-delete`),
// `moderator-admins`, `resellers` (+ `resellers/credit`), `moderator-resellers`).
// Rows and bodies share their snake_case names, so an edit form is filled from the row. No row
// ever carries a password hash, a TOTP secret or any other secret.
import { z } from 'zod';
import { MODERATOR_GRANTS } from '../../auth/permissions';
import { ROLES } from '../../auth/roles';
import { ACTIVITY_STATUSES, LANGUAGES } from '../../status/statuses';
import {
  confirmPasswordSchema,
  emailSchema,
  languageSchema,
  matchPasswords,
  moderatorGrantsSchema,
  passwordSchema,
  personNameSchema,
} from '../../validation/account';
import { phoneSchema } from '../../validation/common';
import { V } from '../../validation/keys';
import { optionalRule } from '../../validation/rule';
import { usernameSchema } from '../../validation/username';
import { queryId } from '../catalogue-schemas';
import { defineContract } from '../contract';
import { bodyId, idParams, panelListQuery, queryBool } from './panel-list';

// ---- shared pieces ----------------------------------------------------------------------------

export const PEOPLE_SORTS = ['created_at', 'username', 'first_name', 'last_login_at'] as const;

/** Filters every people list has: status, verified (email or phone), search (`q`). */
const commonFilters = {
  status: z.enum(ACTIVITY_STATUSES, { error: V.filter.invalid }).optional(),
  /** Verified = the email or the phone is verified. */
  verified: queryBool.optional(),
};

/** The columns every account row shows (never a secret). */
const accountRow = {
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(ACTIVITY_STATUSES),
  language: z.enum(LANGUAGES),
  email_verified_at: z.string().nullable(),
  phone_verified_at: z.string().nullable(),
  /** Email or phone verified. */
  verified: z.boolean(),
  two_factor_enabled: z.boolean(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
};

export const panelAccountSchema = z.object(accountRow);
export type PanelAccount = z.infer<typeof panelAccountSchema>;

const grantsSchema = z.array(z.enum(MODERATOR_GRANTS));

/** What a new account is made of (admins, moderators, sub-resellers). */
const newAccountFields = {
  first_name: personNameSchema,
  last_name: optionalRule(personNameSchema),
  username: usernameSchema,
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema,
  password_confirmation: confirmPasswordSchema,
  language: languageSchema.default('ar'),
};

export const statusBodySchema = z.object({
  status: z.enum(ACTIVITY_STATUSES, { error: V.required }),
});
export type StatusBody = z.infer<typeof statusBodySchema>;

// ---- admins (admin only) ----------------------------------------------------------------------

export const adminFiltersSchema = panelListQuery(PEOPLE_SORTS, commonFilters);
export type AdminFilters = z.infer<typeof adminFiltersSchema>;

export const newAdminBodySchema = z
  .object(newAccountFields)
  .superRefine(matchPasswords('password', 'password_confirmation'));
export type NewAdminBody = z.infer<typeof newAdminBodySchema>;

// ---- moderators (moderator_admin; admin only) --------------------------------------------------

export const panelModeratorSchema = z.object({
  ...accountRow,
  /** Spec §5: store management and/or chat, at least one. */
  permissions: grantsSchema,
});
export type PanelModerator = z.infer<typeof panelModeratorSchema>;

export const moderatorFiltersSchema = panelListQuery(PEOPLE_SORTS, commonFilters);
export type ModeratorFilters = z.infer<typeof moderatorFiltersSchema>;

export const newModeratorBodySchema = z
  .object({ ...newAccountFields, permissions: moderatorGrantsSchema })
  .superRefine(matchPasswords('password', 'password_confirmation'));
export type NewModeratorBody = z.infer<typeof newModeratorBodySchema>;

export const moderatorUpdateBodySchema = z.object({ permissions: moderatorGrantsSchema });
export type ModeratorUpdateBody = z.infer<typeof moderatorUpdateBodySchema>;

// ---- users (role user or guest) ----------------------------------------------------------------

export const USER_ROLES = ['user', 'guest'] as const;

export const userFiltersSchema = panelListQuery(PEOPLE_SORTS, {
  ...commonFilters,
  role: z.enum(USER_ROLES, { error: V.filter.invalid }).optional(),
});
export type UserFilters = z.infer<typeof userFiltersSchema>;

export const VERIFY_CHANNELS = ['email', 'phone'] as const;

export const verifyUserBodySchema = z.object({
  id: bodyId,
  /** The addresses to mark verified (the account must have them). */
  channels: z
    .array(z.enum(VERIFY_CHANNELS, { error: V.required }), { error: V.required })
    .min(1, { error: V.required })
    .max(2, { error: V.required }),
});
export type VerifyUserBody = z.infer<typeof verifyUserBodySchema>;

export const forceDeleteQuerySchema = z.object({ id: queryId });

// ---- resellers ----------------------------------------------------------------------------------

export const RESELLER_SORTS = [...PEOPLE_SORTS, 'stores_count', 'credit'] as const;

export const resellerFiltersSchema = panelListQuery(RESELLER_SORTS, commonFilters);
export type ResellerFilters = z.infer<typeof resellerFiltersSchema>;

export const panelResellerSchema = z.object({
  ...accountRow,
  /** Stores they own (archived ones included). */
  stores_count: z.number().int(),
  /** Wallet credit in piastres (1 EGP = 100), exact. */
  credit_piastres: z.number().int(),
});
export type PanelReseller = z.infer<typeof panelResellerSchema>;

/** Largest wallet balance the panel sets: 100,000,000.00 EGP (the column holds 10^10). */
export const CREDIT_MAX_PIASTRES = 10_000_000_000;

export const CREDIT_MODES = ['set', 'add'] as const;

export const resellerCreditBodySchema = z.object({
  reseller_id: bodyId,
  /** `set`: the balance becomes the amount; `add`: the amount is added (negative takes away). */
  mode: z.enum(CREDIT_MODES, { error: V.required }),
  /** Piastres (1 EGP = 100), a whole number. */
  amount_piastres: z
    .number({ error: V.required })
    .int({ error: V.number.integer })
    .min(-CREDIT_MAX_PIASTRES, { error: V.number.too_large })
    .max(CREDIT_MAX_PIASTRES, { error: V.number.too_large }),
});
export type ResellerCreditBody = z.infer<typeof resellerCreditBodySchema>;

// ---- sub-resellers (moderator_reseller) -------------------------------------------------------

export const subResellerFiltersSchema = panelListQuery(PEOPLE_SORTS, {
  ...commonFilters,
  /** Sub-resellers of this reseller (admin and moderator; a reseller only sees its own). */
  reseller: queryId.optional(),
  /** Sub-resellers assigned to this store. */
  store: queryId.optional(),
});
export type SubResellerFilters = z.infer<typeof subResellerFiltersSchema>;

export const panelSubResellerSchema = z.object({
  ...accountRow,
  permissions: grantsSchema,
  /** The reseller who created them. */
  reseller_id: z.number().int().nullable(),
  reseller_username: z.string().nullable(),
  /** Assigned stores (store_staff). */
  store_ids: z.array(z.number().int()),
  stores: z.array(z.object({ id: z.number().int(), name: z.string(), username: z.string() })),
});
export type PanelSubReseller = z.infer<typeof panelSubResellerSchema>;

const storeIdsSchema = z
  .array(bodyId, { error: V.choice.store })
  .max(100, { error: V.bulk.too_many })
  .default([]);

export const subResellerUpdateBodySchema = z.object({
  permissions: moderatorGrantsSchema,
  /** The reseller's own stores this sub-reseller works in (replaces the assignment). */
  store_ids: storeIdsSchema,
});
export type SubResellerUpdateBody = z.infer<typeof subResellerUpdateBodySchema>;

export const newSubResellerBodySchema = z
  .object({
    ...newAccountFields,
    permissions: moderatorGrantsSchema,
    store_ids: storeIdsSchema,
    /** Admin only: whose sub-reseller this is. A reseller always creates its own. */
    reseller_id: bodyId.optional(),
  })
  .superRefine(matchPasswords('password', 'password_confirmation'));
export type NewSubResellerBody = z.infer<typeof newSubResellerBodySchema>;

// ---- contracts ----------------------------------------------------------------------------------

/** The resource names of this module (also the audit log's `entity`). */
export type PeopleResource = 'admins' | 'moderators' | 'users' | 'resellers' | 'sub_resellers';

function statusContract<R extends z.ZodType>(path: string, resource: PeopleResource, response: R) {
  return defineContract({
    method: 'PUT',
    path: `/api/panel/${path}/:id/status`,
    summary: 'Suspend (ends every session at once) or reactivate the account',
    tags: ['panel', 'people', resource],
    permission: { resource, action: 'update', kind: 'admin' },
    params: idParams,
    body: statusBodySchema,
    response,
  });
}

// admins
const adminTags = ['panel', 'people', 'admins'];
export const panelAdminsContract = defineContract({
  method: 'GET',
  path: '/api/panel/admins',
  summary: 'Admin accounts',
  tags: adminTags,
  permission: { resource: 'admins', action: 'list', kind: 'admin' },
  query: adminFiltersSchema,
  response: z.array(panelAccountSchema),
  paged: true,
});
export const panelAdminContract = defineContract({
  method: 'GET',
  path: '/api/panel/admins/:id',
  summary: 'One admin account',
  tags: adminTags,
  permission: { resource: 'admins', action: 'view', kind: 'admin' },
  params: idParams,
  response: panelAccountSchema,
});
export const createAdminContract = defineContract({
  method: 'POST',
  path: '/api/panel/admins',
  summary: 'Create an admin (email and phone verified; the password is one-time)',
  tags: adminTags,
  permission: { resource: 'admins', action: 'create', kind: 'admin' },
  body: newAdminBodySchema,
  response: panelAccountSchema,
  status: 201,
  idempotent: true,
});
export const adminStatusContract = statusContract('admins', 'admins', panelAccountSchema);

// moderators
const moderatorTags = ['panel', 'people', 'moderators'];
export const panelModeratorsContract = defineContract({
  method: 'GET',
  path: '/api/panel/moderator-admins',
  summary: 'Moderator (moderator_admin) accounts with their permissions',
  tags: moderatorTags,
  permission: { resource: 'moderators', action: 'list', kind: 'admin' },
  query: moderatorFiltersSchema,
  response: z.array(panelModeratorSchema),
  paged: true,
});
export const panelModeratorContract = defineContract({
  method: 'GET',
  path: '/api/panel/moderator-admins/:id',
  summary: 'One moderator',
  tags: moderatorTags,
  permission: { resource: 'moderators', action: 'view', kind: 'admin' },
  params: idParams,
  response: panelModeratorSchema,
});
export const createModeratorContract = defineContract({
  method: 'POST',
  path: '/api/panel/moderator-admins',
  summary: 'Create a moderator with store management and/or chat (at least one, spec §5)',
  tags: moderatorTags,
  permission: { resource: 'moderators', action: 'create', kind: 'admin' },
  body: newModeratorBodySchema,
  response: panelModeratorSchema,
  status: 201,
  idempotent: true,
});
export const updateModeratorContract = defineContract({
  method: 'PUT',
  path: '/api/panel/moderator-admins/:id',
  summary: "Edit a moderator's permissions",
  tags: moderatorTags,
  permission: { resource: 'moderators', action: 'update', kind: 'admin' },
  params: idParams,
  body: moderatorUpdateBodySchema,
  response: panelModeratorSchema,
});
export const moderatorStatusContract = statusContract(
  'moderator-admins',
  'moderators',
  panelModeratorSchema,
);

// users
const userTags = ['panel', 'people', 'users'];
export const panelUsersContract = defineContract({
  method: 'GET',
  path: '/api/panel/users',
  summary: 'Customer accounts (role user or guest)',
  tags: userTags,
  permission: { resource: 'users', action: 'list', kind: 'admin' },
  query: userFiltersSchema,
  response: z.array(panelAccountSchema),
  paged: true,
});
export const panelUserContract = defineContract({
  method: 'GET',
  path: '/api/panel/users/:id',
  summary: 'One customer account',
  tags: userTags,
  permission: { resource: 'users', action: 'view', kind: 'admin' },
  params: idParams,
  response: panelAccountSchema,
});
export const userStatusContract = statusContract('users', 'users', panelAccountSchema);
export const verifyUserContract = defineContract({
  method: 'POST',
  path: '/api/panel/users/verify',
  summary: "Mark a customer's email and/or phone verified",
  tags: userTags,
  permission: { resource: 'users', action: 'update', kind: 'admin' },
  body: verifyUserBodySchema,
  response: panelAccountSchema,
});
export const forceDeleteUserContract = defineContract({
  method: 'DELETE',
  path: '/api/panel/users/force-delete',
  summary: 'Delete a customer account for good (refused with in_use while it owns stores)',
  tags: userTags,
  permission: { resource: 'users', action: 'delete', kind: 'admin' },
  query: forceDeleteQuerySchema,
  response: z.object({ id: z.number().int() }),
});

// resellers
const resellerTags = ['panel', 'people', 'resellers'];
export const panelResellersContract = defineContract({
  method: 'GET',
  path: '/api/panel/resellers',
  summary: 'Reseller accounts with their stores count and wallet credit',
  tags: resellerTags,
  permission: { resource: 'resellers', action: 'list', kind: 'admin' },
  query: resellerFiltersSchema,
  response: z.array(panelResellerSchema),
  paged: true,
});
export const panelResellerContract = defineContract({
  method: 'GET',
  path: '/api/panel/resellers/:id',
  summary: 'One reseller',
  tags: resellerTags,
  permission: { resource: 'resellers', action: 'view', kind: 'admin' },
  params: idParams,
  response: panelResellerSchema,
});
export const resellerStatusContract = statusContract('resellers', 'resellers', panelResellerSchema);
export const resellerCreditContract = defineContract({
  method: 'POST',
  path: '/api/panel/resellers/credit',
  summary: "Set or add to a reseller's wallet credit (piastres, exact; logged with before/after)",
  tags: resellerTags,
  permission: { resource: 'reseller_credit', action: 'update', kind: 'admin' },
  body: resellerCreditBodySchema,
  response: panelResellerSchema,
});

// sub-resellers
const subResellerTags = ['panel', 'people', 'sub_resellers'];
export const panelSubResellersContract = defineContract({
  method: 'GET',
  path: '/api/panel/moderator-resellers',
  summary: 'Sub-resellers (a reseller: its own; admin and moderator: all)',
  tags: subResellerTags,
  permission: { resource: 'sub_resellers', action: 'list', kind: 'admin' },
  query: subResellerFiltersSchema,
  response: z.array(panelSubResellerSchema),
  paged: true,
});
export const panelSubResellerContract = defineContract({
  method: 'GET',
  path: '/api/panel/moderator-resellers/:id',
  summary: 'One sub-reseller with its grants and assigned stores',
  tags: subResellerTags,
  permission: { resource: 'sub_resellers', action: 'view', kind: 'admin' },
  params: idParams,
  response: panelSubResellerSchema,
});
export const createSubResellerContract = defineContract({
  method: 'POST',
  path: '/api/panel/moderator-resellers',
  summary: 'Create a sub-reseller with grants (at least one) and assigned stores of the reseller',
  tags: subResellerTags,
  permission: { resource: 'sub_resellers', action: 'create', kind: 'admin' },
  body: newSubResellerBodySchema,
  response: panelSubResellerSchema,
  status: 201,
  idempotent: true,
});
export const updateSubResellerContract = defineContract({
  method: 'PUT',
  path: '/api/panel/moderator-resellers/:id',
  summary: "Edit a sub-reseller's grants and assigned stores",
  tags: subResellerTags,
  permission: { resource: 'sub_resellers', action: 'update', kind: 'admin' },
  params: idParams,
  body: subResellerUpdateBodySchema,
  response: panelSubResellerSchema,
});
export const subResellerStatusContract = statusContract(
  'moderator-resellers',
  'sub_resellers',
  panelSubResellerSchema,
);
