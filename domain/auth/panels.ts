// The four back-office panels of spec §2 as data. The client turns each nav list into routes and
// menu entries (createPanelRoutes); the route guard and `can()` read the same resources, so a
// screen exists once and every panel that lists it gets it (STYLE: no copied panels).
import { withinCeiling } from './permissions';
import type { Resource } from './resources';
import type { PanelRole, Role } from './roles';

/** URL prefixes of the panels, without slashes (spec §6 "area prefix"). */
export const PANEL_PREFIXES = ['admin', 'moderator', 'reseller', 'sub_reseller'] as const;
export type PanelPrefix = (typeof PANEL_PREFIXES)[number];

/** Paths search engines must not index (spec §2): the four panels and the shared panel login. */
export const NOINDEX_PREFIXES = [
  '/admin',
  '/moderator',
  '/reseller',
  '/sub_reseller',
  '/panel',
] as const;

/** The layouts of spec §2. */
export const LAYOUTS = [
  /** Admin panel. */
  'admin',
  /** Bare pages: login, OTP, error screens. */
  'default',
  /** Moderator (moderator_admin) panel. */
  'moderator-admin',
  /** Sub-reseller (moderator_reseller) panel. */
  'moderator-reseller',
  /** Reseller panel. */
  'reseller',
  /** The shopper site. */
  'user',
] as const;
export type Layout = (typeof LAYOUTS)[number];

/** One route of a panel. */
export interface PanelNavItem {
  /** Path under the panel prefix, exactly as spec §2 names it (`settings/manage_SEO`). */
  path: string;
  /** What `withinCeiling(role, resource, 'view')` is asked before the route or menu entry shows. */
  resource: Resource;
  /** i18n key of the menu label and page title (`panel:nav.<name>`). */
  labelKey: string;
  /** False for login and detail (`/:id`) routes, which are reached but not listed in the menu. */
  menu: boolean;
}

export interface Panel {
  /** Stable identifier; equals the prefix today. */
  key: PanelPrefix;
  prefix: PanelPrefix;
  /** The only role allowed in (spec §2 "admin only", "moderator_admin only", …). */
  role: PanelRole;
  layout: Layout;
  nav: readonly PanelNavItem[];
}

/**
 * Builds a nav item. Detail routes share their list's label; `/` becomes `_` and the label is
 * lowercased, so `settings/manage_SEO` → `panel.nav.settings_manage_seo`.
 */
function route(path: string, resource: Resource): PanelNavItem {
  const detail = path.endsWith('/:id');
  const name = path
    .replace(/\/:id$/, '')
    .replaceAll('/', '_')
    .toLowerCase();
  return { path, resource, labelKey: `panel.nav.${name}`, menu: !detail && path !== 'login' };
}

const REPORTS = [
  route('reports/products', 'reports'),
  route('reports/stores', 'reports'),
  route('reports/orders', 'reports'),
];

const ADMIN_NAV = [
  route('login', 'auth'),
  route('dashboard', 'dashboard'),
  route('categories', 'categories'),
  // A category's page lists its sub-categories.
  route('categories/:id', 'categories'),
  route('attributes', 'attributes'),
  route('attributes/:id', 'attributes'),
  route('nested_main_attributes/:id', 'attributes'),
  route('nested_sub_attributes/:id', 'attributes'),
  route('packages', 'packages'),
  route('packages/:id', 'packages'),
  route('stores', 'stores'),
  route('products', 'products'),
  // Not in spec §2's list: every store's delivery table (docs/decisions/0052-delivery-fees.md).
  route('delivery_zones', 'delivery_zones'),
  route('governorates', 'governorates'),
  // A governorate's page lists its areas.
  route('governorates/:id', 'areas'),
  route('roles/admins', 'admins'),
  route('roles/users', 'users'),
  route('roles/moderators', 'moderators'),
  route('roles/resellers', 'resellers'),
  route('roles/sub_resellers', 'sub_resellers'),
  route('coupons', 'coupons'),
  route('search_keywords', 'search_keywords'),
  route('offers', 'offers'),
  route('orders', 'orders'),
  // One order: items, customer, address, totals, payment, timeline, status moves.
  route('orders/:id', 'orders'),
  route('package_invoices', 'package_invoices'),
  route('my_profile_settings', 'profile'),
  route('settings/manage_website', 'settings'),
  route('settings/manage_SEO', 'settings'),
  route('settings/manage_Ads', 'settings'),
  route('settings/manage_notifications', 'settings'),
  route('settings/wizard', 'settings'),
  ...REPORTS,
  // The reasons shoppers pick when reporting a product or store (not in spec §2's list).
  route('report_reasons', 'report_reasons'),
  route('homepage_offers', 'homepage_offers'),
  // A homepage group's page lists the offers inside it.
  route('homepage_offers/:id', 'group_offers'),
  route('logs', 'logs'),
];

const MODERATOR_NAV = [
  route('login', 'auth'),
  route('dashboard', 'dashboard'),
  route('stores', 'stores'),
  route('products', 'products'),
  route('roles/users', 'users'),
  route('roles/resellers', 'resellers'),
  route('roles/sub_resellers', 'sub_resellers'),
  route('orders', 'orders'),
  // One order: items, customer, address, totals, payment, timeline, status moves.
  route('orders/:id', 'orders'),
  route('my_profile_settings', 'profile'),
  route('offers', 'offers'),
  ...REPORTS,
  route('logs', 'logs'),
];

const RESELLER_NAV = [
  route('login', 'auth'),
  route('dashboard', 'dashboard'),
  route('stores', 'stores'),
  route('products', 'products'),
  route('product_coupons', 'product_coupons'),
  route('branches', 'branches'),
  route('delivery_zones', 'delivery_zones'),
  route('sub_resellers', 'sub_resellers'),
  route('orders', 'orders'),
  // One order: items, customer, address, totals, payment, timeline, status moves.
  route('orders/:id', 'orders'),
  // Takes an optional `?store=<id>` filter (spec §2; notification targets use it).
  route('package_invoices', 'package_invoices'),
  route('my_profile_settings', 'profile'),
  ...REPORTS,
];

const SUB_RESELLER_NAV = [
  route('login', 'auth'),
  route('dashboard', 'dashboard'),
  route('stores', 'stores'),
  route('products', 'products'),
  route('branches', 'branches'),
  route('delivery_zones', 'delivery_zones'),
  route('orders', 'orders'),
  // One order: items, customer, address, totals, payment, timeline, status moves.
  route('orders/:id', 'orders'),
  route('my_profile_settings', 'profile'),
];

/** The four panels of spec §2. */
export const PANELS: readonly Panel[] = [
  { key: 'admin', prefix: 'admin', role: 'admin', layout: 'admin', nav: ADMIN_NAV },
  {
    key: 'moderator',
    prefix: 'moderator',
    role: 'moderator_admin',
    layout: 'moderator-admin',
    nav: MODERATOR_NAV,
  },
  { key: 'reseller', prefix: 'reseller', role: 'reseller', layout: 'reseller', nav: RESELLER_NAV },
  {
    key: 'sub_reseller',
    prefix: 'sub_reseller',
    role: 'moderator_reseller',
    layout: 'moderator-reseller',
    nav: SUB_RESELLER_NAV,
  },
];

/** The panel a role signs in to; null for user and guest. */
export function panelForRole(role: Role): Panel | null {
  return PANELS.find((panel) => panel.role === role) ?? null;
}

/** The panel behind a URL prefix (`'admin'`, also accepts `'/admin'`); null when unknown. */
export function panelByPrefix(prefix: string): Panel | null {
  const bare = prefix.replace(/^\//, '');
  return PANELS.find((panel) => panel.prefix === bare) ?? null;
}

/** Absolute path of a panel route: `panelPath(admin, 'settings/manage_SEO')`. */
export function panelPath(panel: Panel, path: string): string {
  return `/${panel.prefix}/${path}`;
}

/**
 * The menu of a panel for its role: entries marked `menu` within the role's ceiling. Showing an
 * entry is not authorising: the server's route guard asks `can()` with the account's grants.
 */
export function panelMenu(panel: Panel): PanelNavItem[] {
  return panel.nav.filter((item) => item.menu && withinCeiling(panel.role, item.resource, 'view'));
}

/** True for a path under a non-indexable prefix (`/admin`, `/admin/x`; not `/administrator`). */
export function isNoindexPath(pathname: string): boolean {
  return NOINDEX_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

/**
 * Where a signed-in panel role lands from a login page (spec §4). The admin goes to categories as
 * the spec says; spec §4 sends the moderator to "the moderator categories page", but spec §2 gives
 * the moderator area no categories route, so moderators land on their dashboard like the sellers.
 */
export function panelLandingPath(role: Role): string | null {
  if (role === 'admin') return '/admin/categories';
  const panel = panelForRole(role);
  return panel ? panelPath(panel, 'dashboard') : null;
}

/** Shared panel login (spec §2 `/panel/login`). */
export const PANEL_LOGIN_PATH = '/panel/login';

/**
 * The API call that trades a panel refresh token for a new access token. Here (not only on its
 * contract) so the API client can call it without loading zod on the first page.
 */
export const PANEL_REFRESH_API_PATH = '/api/panel/refresh';
/**
 * The panel login for a seller whose shop session cannot open the panel because 2FA is on; the page
 * says why (the API's `panel_two_factor_required`).
 */
export const PANEL_TWO_FACTOR_LOGIN_PATH = `${PANEL_LOGIN_PATH}?reason=two_factor`;
/** Shopper login (spec §2 `/login/:type?`). */
export const USER_LOGIN_PATH = '/login';

/**
 * Where a failed panel guard sends the visitor (spec §4): sellers sign in through the user login
 * (their panel session is copied from the user session), staff through the panel login.
 */
export function panelGuardLoginPath(role: Role | null): string {
  return role === 'reseller' || role === 'moderator_reseller' ? USER_LOGIN_PATH : PANEL_LOGIN_PATH;
}
