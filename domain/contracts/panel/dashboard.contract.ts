// The panels' dashboards (spec §2 `dashboard` in all four panels, spec §6 "dashboard data" admin
// only). Two calls:
// * `GET /api/panel/index` — the admin's site-wide figures (resource `dashboard_stats`).
// * `GET /api/panel/dashboard` — every panel role's figures, scoped to the viewer like its lists:
//   the admin and the moderator every store; a reseller its own stores; a sub-reseller the stores
//   assigned to it.
// Orders and revenue are in the scoped dashboard, over the viewer's stores.
import { z } from 'zod';
import { ORDER_STATUSES, PRODUCT_STATUSES } from '../../status/statuses';
import { defineContract } from '../contract';

/** How many days the per-day series cover, today included (UTC days). */
export const DASHBOARD_DAYS = 30;

/** One UTC day of a series, `2026-11-24`, oldest first; days without rows count 0. */
const dayCount = <S extends z.ZodRawShape>(counts: S) => z.object({ day: z.string(), ...counts });

export const panelIndexSchema = z.object({
  totals: z.object({
    /** Every account, whatever its role. */
    users: z.number().int(),
    stores: z.number().int(),
    products: z.number().int(),
    /** Products still under review (any state before the verdict, archived ones aside). */
    products_in_review: z.number().int(),
  }),
  /** New accounts, stores and products per day over the last DASHBOARD_DAYS days. */
  days: z.array(
    dayCount({ users: z.number().int(), stores: z.number().int(), products: z.number().int() }),
  ),
});
export type PanelIndex = z.infer<typeof panelIndexSchema>;

/** Stores in four exclusive buckets: archived first, then suspended, expired, active. */
export const storeBucketsSchema = z.object({
  active: z.number().int(),
  suspended: z.number().int(),
  expired: z.number().int(),
  archived: z.number().int(),
});

export const dashboardStoreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  status: z.enum(['active', 'suspended']),
  archived: z.boolean(),
  package_name_ar: z.string().nullable(),
  package_name_en: z.string().nullable(),
  /** Null = no expiry (lifetime package or none). */
  expires_at: z.string().nullable(),
  /** Whole days until `expires_at` (0 once expired); null without expiry. */
  days_left: z.number().int().nullable(),
});
export type DashboardStore = z.infer<typeof dashboardStoreSchema>;

/** How many stores the store list of a dashboard shows at most (soonest expiry first). */
export const DASHBOARD_STORES_MAX = 50;

export const panelDashboardSchema = z.object({
  /** `all`: every store (admin, moderator); `stores`: the viewer's own or assigned stores. */
  scope: z.enum(['all', 'stores']),
  stores: storeBucketsSchema,
  /** Products that are not archived, by review status (every status present, 0 when none). */
  products_by_status: z.record(z.enum(PRODUCT_STATUSES), z.number().int()),
  archived_products: z.number().int(),
  /**
   * Products waiting on the viewer's own review steps (moderator: its three steps; admin: every
   * state before the verdict); null for the roles that do not review.
   */
  review_queue: z.number().int().nullable(),
  /** The viewer's stores with package and expiry (scope `stores` only, else null). */
  store_list: z.array(dashboardStoreSchema).nullable(),
  /** New products per day over the last DASHBOARD_DAYS days, in scope. */
  days: z.array(dayCount({ products: z.number().int() })),
  /** Orders in scope. Revenue is the delivered orders' totals (the report's sales). */
  orders: z.object({
    count: z.number().int(),
    by_status: z.record(z.enum(ORDER_STATUSES), z.number().int()),
    revenue: z.number(),
    /** Delivered totals of the orders placed in the last DASHBOARD_DAYS days. */
    revenue_recent: z.number(),
    /** Orders placed per day over the last DASHBOARD_DAYS days. */
    days: z.array(dayCount({ orders: z.number().int() })),
  }),
});
export type PanelDashboard = z.infer<typeof panelDashboardSchema>;

export const panelIndexContract = defineContract({
  method: 'GET',
  path: '/api/panel/index',
  summary: 'Site-wide dashboard figures: totals and new accounts, stores, products per day',
  tags: ['panel', 'dashboard'],
  permission: { resource: 'dashboard_stats', action: 'view', kind: 'admin' },
  response: panelIndexSchema,
});

export const panelDashboardContract = defineContract({
  method: 'GET',
  path: '/api/panel/dashboard',
  summary: "The viewer's dashboard: stores by state, products by review status, per-day products",
  tags: ['panel', 'dashboard'],
  permission: { resource: 'dashboard', action: 'view', kind: 'admin' },
  response: panelDashboardSchema,
});
