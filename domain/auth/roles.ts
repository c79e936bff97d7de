/** Every role of spec §6. Stored and compared in lowercase. */
export const ROLES = [
  'admin',
  'moderator_admin',
  'reseller',
  'moderator_reseller',
  'user',
  'guest',
] as const;
export type Role = (typeof ROLES)[number];

/** The two owner kinds of a session (spec §3 "Session (per owner kind: user, admin)"). */
export const OWNER_KINDS = ['user', 'admin'] as const;
export type OwnerKind = (typeof OWNER_KINDS)[number];

/** Roles that may hold a user-kind session (spec §4 user-type area). */
export const USER_AREA_ROLES = [
  'user',
  'reseller',
  'guest',
  'moderator_reseller',
] as const satisfies readonly Role[];

/** Roles that sign in through the panel login (admin-kind session). */
export const PANEL_ROLES = [
  'admin',
  'moderator_admin',
  'reseller',
  'moderator_reseller',
] as const satisfies readonly Role[];
export type PanelRole = (typeof PANEL_ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value.toLowerCase());
}

/** Role is read in lowercase (spec §6). */
export function normaliseRole(value: string): Role | null {
  const lower = value.toLowerCase();
  return isRole(lower) ? lower : null;
}
