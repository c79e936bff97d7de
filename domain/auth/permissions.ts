// The permission matrix of spec §6 and the panel lists of spec §2, as data: resource → role →
// actions. Two questions, kept apart on purpose:
// * `withinCeiling(role, …)` — may a screen or nav entry show? The role's row only; a sub-reseller
//   sees "stores" even before their reseller grants them anything. Never an authorisation.
// * `can(role, …, grants)` — may this request happen? The server's one route guard asks it for
//   every route (server/lib/route.ts), with the grants loaded from the database; services then
//   scope rows (a reseller sees only their own stores).
import type { Role } from './roles';
import type { Action, Resource } from './resources';

/** Someone who is not signed in. */
export type Visitor = 'visitor';
/** Who a permission row is for: a role, or a visitor without a session. */
export type Subject = Role | Visitor;

/**
 * What a sub-reseller (moderator_reseller) may additionally be allowed by their reseller (spec §6).
 * Spec §5: a sub-reseller needs at least one of them.
 */
export const MODERATOR_GRANTS = [
  /** Edit the assigned stores, their products and branches, and move their orders. */
  'manage_store',
  /** Answer customers in the assigned stores' chats. */
  'chat',
] as const;
export type ModeratorGrant = (typeof MODERATOR_GRANTS)[number];

const READ = ['list', 'view'] as const satisfies readonly Action[];
const CRUD = [...READ, 'create', 'update', 'delete'] as const satisfies readonly Action[];
const TWO_FACTOR = ['generate', 'enable', 'disable'] as const satisfies readonly Action[];

type Row = Partial<Record<Subject, readonly Action[]>>;

/** Every subject, for rows that are the same for all. */
const EVERYONE = (actions: readonly Action[]): Row => ({
  visitor: actions,
  user: actions,
  guest: actions,
  reseller: actions,
  moderator_reseller: actions,
  admin: actions,
  moderator_admin: actions,
});

/**
 * The shopper features of the user area (spec §6 user row). The user-area route guard admits
 * user, guest, reseller and moderator_reseller (spec §4), so all four shop with the same rights:
 * a guest is a real account created at checkout, and sellers buy from other stores too.
 */
const SHOPPERS = (actions: readonly Action[]): Row => ({
  user: actions,
  guest: actions,
  reseller: actions,
  moderator_reseller: actions,
});

/** Roles that sign in to a panel. */
const PANEL = (actions: readonly Action[]): Row => ({
  admin: actions,
  moderator_admin: actions,
  reseller: actions,
  moderator_reseller: actions,
});

const ADMIN_ONLY = (actions: readonly Action[]): Row => ({ admin: actions });

/** The matrix. Absent role = no access to that resource. */
export const PERMISSIONS: Record<Resource, Row> = {
  catalogue: EVERYONE(READ),
  // view: the sign-in screens and their field checks; create: sign in, register, request a code,
  // refresh a panel token (each authenticated by what the body carries, not by a session).
  auth: EVERYONE(['view', 'create']),
  health: EVERYONE(['view']),
  preferences: EVERYONE(['update']),
  session: { ...SHOPPERS(['delete']), ...PANEL(['delete']) },
  contact: EVERYONE(['create']),

  cart: SHOPPERS(['list', 'create', 'update', 'delete']),
  chats: SHOPPERS(['list', 'view', 'create', 'delete']),
  favourites: SHOPPERS(['list', 'create', 'delete']),
  follows: SHOPPERS(['list', 'create', 'delete']),
  my_stores: SHOPPERS(['list', 'view', 'create']),
  notifications: SHOPPERS([...READ, 'update']),
  push: SHOPPERS(['view', 'create', 'update', 'delete']),
  // A visitor may order when the store allows orders without login; checkout then creates a guest
  // account (DESIGN §4). Whether the store allows it is checked by the server, not by this table.
  my_orders: { ...SHOPPERS([...READ, 'create', 'cancel']), visitor: ['create'] },
  profile: { ...SHOPPERS(['view', 'update']), ...PANEL(['view', 'update']) },
  store_settings: SHOPPERS(['view', 'update']),
  wallet: SHOPPERS(['view', 'create']),
  // create: the provider's callback (no session; its signature decides) and, with a user session,
  // opening the checkout again; view: a payment's state by its reference (the return page).
  payments: EVERYONE(['create', 'view']),
  upgrade: SHOPPERS(['view', 'create']),
  verification: SHOPPERS(['view', 'create']),
  ratings: SHOPPERS(['create', 'delete']),
  coupons: { ...SHOPPERS(['view']), admin: CRUD },

  dashboard: PANEL(['view']),
  dashboard_stats: ADMIN_ONLY(['view']),
  categories: ADMIN_ONLY(CRUD),
  attributes: ADMIN_ONLY(CRUD),
  packages: ADMIN_ONLY(CRUD),
  stores: {
    // verify: spec §2 `stores/verify` is on the admin's stores screen only.
    // review: a seller's verification request — its ID photos and the decision.
    admin: [...CRUD, 'archive', 'restore', 'change_status', 'verify', 'review'],
    moderator_admin: [...READ, 'update', 'change_status', 'review'],
    reseller: [...READ, 'create', 'update'],
    moderator_reseller: [...READ, 'update'],
  },
  products: {
    admin: [...CRUD, 'review', 'archive', 'restore', 'export', 'import'],
    moderator_admin: [...READ, 'update', 'review'],
    reseller: [...CRUD, 'archive', 'restore', 'export', 'import'],
    moderator_reseller: [...READ, 'create', 'update'],
  },
  governorates: ADMIN_ONLY(CRUD),
  areas: ADMIN_ONLY(CRUD),
  admins: ADMIN_ONLY(CRUD),
  moderators: ADMIN_ONLY(CRUD),
  users: { admin: CRUD, moderator_admin: [...READ, 'update'] },
  resellers: { admin: CRUD, moderator_admin: [...READ, 'update'] },
  sub_resellers: { admin: CRUD, moderator_admin: [...READ, 'update'], reseller: CRUD },
  product_coupons: { ...SHOPPERS(['view']), admin: CRUD, reseller: CRUD },
  search_keywords: ADMIN_ONLY([...CRUD, 'review']),
  // Spec §6: group offers (the offers inside homepage groups) are the admin's; the moderator's
  // `offers` screen (spec §2) shows them without editing (docs/decisions/0025-edges-and-streams.md).
  offers: { admin: CRUD, moderator_admin: READ },
  homepage_offers: ADMIN_ONLY(CRUD),
  group_offers: ADMIN_ONLY(CRUD),
  orders: {
    admin: [...CRUD, 'change_status', 'bulk_update', 'export'],
    moderator_admin: [...READ, 'update', 'change_status', 'bulk_update', 'export'],
    reseller: [...READ, 'change_status', 'export'],
    moderator_reseller: [...READ, 'change_status'],
  },
  package_invoices: { admin: [...READ, 'update', 'delete'], reseller: READ },
  settings: ADMIN_ONLY(['view', 'update']),
  reports: {
    ...SHOPPERS(['create']),
    // update: resolve a shopper's report (dismiss or act).
    admin: [...READ, 'update', 'delete', 'export'],
    moderator_admin: [...READ, 'update', 'delete'],
    reseller: [...READ, 'export', 'create'],
  },
  report_reasons: ADMIN_ONLY(CRUD),
  logs: { admin: READ, moderator_admin: READ },
  branches: { admin: CRUD, reseller: CRUD, moderator_reseller: [...READ, 'create', 'update'] },
  delivery_zones: { admin: CRUD, reseller: CRUD, moderator_reseller: CRUD },
  // Spec §2 `/profile/:type?`: any account with a password may turn on TOTP (a guest sets a
  // password first); a seller's shop and panel share it.
  two_factor: { ...PANEL(TWO_FACTOR), user: TWO_FACTOR },
  cache: ADMIN_ONLY(['clear']),
  reseller_credit: ADMIN_ONLY(['update']),
  subscription: { reseller: ['upgrade', 'renew', 'downgrade', 'cancel'] },
  push_notifications: ADMIN_ONLY(['list', 'create']),
  store_chats: { reseller: [...READ, 'create', 'delete'], moderator_reseller: [...READ, 'create'] },
  // Any panel role may upload an image; it is only used once a form it may save names it.
  uploads: PANEL(['create']),
};

/**
 * Which grant a sub-reseller needs on top of the table (spec §6 "may be allowed to manage store or
 * chat"). Reading assigned stores needs no grant; changing them does.
 */
export const MODERATOR_GRANT_REQUIRED: Partial<
  Record<Resource, Partial<Record<Action, ModeratorGrant>>>
> = {
  stores: { update: 'manage_store' },
  products: { create: 'manage_store', update: 'manage_store' },
  branches: { create: 'manage_store', update: 'manage_store' },
  delivery_zones: { create: 'manage_store', update: 'manage_store', delete: 'manage_store' },
  orders: { change_status: 'manage_store' },
  store_chats: { list: 'chat', view: 'chat', create: 'chat' },
};

/** The actions `role` has on `resource`; `null` role means a visitor. */
export function allowedActions(role: Role | null, resource: Resource): readonly Action[] {
  return PERMISSIONS[resource][role ?? 'visitor'] ?? [];
}

/**
 * The role's ceiling: may a screen, nav entry or button for `action` on `resource` show? For a
 * moderator_reseller this ignores grants (the nav shows "stores" to every sub-reseller), so it must
 * never decide whether a request is allowed — that is `can()`.
 */
export function withinCeiling(role: Role | null, resource: Resource, action: Action): boolean {
  return allowedActions(role, resource).includes(action);
}

/**
 * May `role` do `action` on `resource`? `null` role means a visitor. A moderator_reseller must pass
 * their grants (the overloads make it a type error not to): an action that needs a grant is
 * refused unless it is among them, so "no grants passed" can never mean "everything".
 */
export function can(
  role: Exclude<Role, 'moderator_reseller'> | null,
  resource: Resource,
  action: Action,
): boolean;
export function can(
  role: Role | null,
  resource: Resource,
  action: Action,
  grants: readonly ModeratorGrant[],
): boolean;
export function can(
  role: Role | null,
  resource: Resource,
  action: Action,
  grants: readonly ModeratorGrant[] = [],
): boolean {
  if (!withinCeiling(role, resource, action)) return false;
  if (role !== 'moderator_reseller') return true;
  const needed = MODERATOR_GRANT_REQUIRED[resource]?.[action];
  return needed === undefined || grants.includes(needed);
}

/**
 * What the server resolved about a panel actor's grants (the actor's `scope`, also sent to the
 * panel by `GET /api/panel/access`): the account-wide grants their reseller set, and per assigned
 * store the store's own flags within them.
 */
export interface ActorGrants {
  grants: readonly ModeratorGrant[];
  storeGrants: Readonly<Record<number, readonly ModeratorGrant[]>>;
}

/**
 * `can()` narrowed to stores: for a sub-reseller, the action's grant (MODERATOR_GRANT_REQUIRED)
 * must be among the account's grants AND the store's own flags — of `storeId`, or, without one, of
 * at least one assigned store ("may a New button show at all"). Other roles: `can()`. The server's
 * per-row answers (`editable`) and the panels' buttons both ask this, so there is one rule.
 */
export function canOnStore(
  role: Role | null,
  resource: Resource,
  action: Action,
  access: ActorGrants,
  storeId?: number,
): boolean {
  if (role !== 'moderator_reseller') return can(role, resource, action);
  if (!can(role, resource, action, access.grants)) return false;
  const needed = MODERATOR_GRANT_REQUIRED[resource]?.[action];
  if (needed === undefined) return true;
  const stores =
    storeId === undefined ? Object.values(access.storeGrants) : [access.storeGrants[storeId] ?? []];
  return stores.some((grants) => grants.includes(needed));
}

/** Resources only the admin may touch in any way (spec §6 "admin only"). */
export function adminOnlyResources(): Resource[] {
  return (Object.keys(PERMISSIONS) as Resource[]).filter((resource) => {
    const subjects = Object.keys(PERMISSIONS[resource]);
    return subjects.length === 1 && subjects[0] === 'admin';
  });
}
