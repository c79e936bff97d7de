// Orders, coupons and product coupons in the panels (spec §2 `orders`, `coupons`,
// `product_coupons`, `reports/orders`; §7 panel `orders` PUT edit, `orders/bulk`, `orders/export`,
// `coupons`, `product-coupons`). Rows and bodies share snake_case names (DESIGN §7).
import { z } from 'zod';
import { COUPON_KINDS } from '../commerce/coupons';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../status/statuses';
import { CANCELLED_BY, SYSTEM_REASONS } from '../status/order-transitions';
import { couponCodeSchema, isAfterDay, isIsoDay } from '../validation/coupon';
import { stringRule } from '../validation/rule';
import { V } from '../validation/keys';
import {
  cancellationReasonSchema,
  courierSchema,
  trackingNumberSchema,
} from '../validation/common';
import { urlSchema } from '../validation/links';
import { discountPercentSchema } from '../validation/numbers';
import { queryId } from './catalogue-schemas';
import { defineContract } from './contract';
import { orderDetailSchema, shipmentFields } from './commerce.contract';
import {
  bodyId,
  bulkIdsSchema,
  bulkResultSchema,
  deletedSchema,
  idParams,
  panelListQuery,
  queryDate,
} from './panel/panel-list';

/** `orders/export` writes CSV; `orders/export-file` the XLSX workbook. */
export const ORDER_EXPORT_FORMATS = ['csv'] as const;

export const ORDER_SORTS = ['created_at', 'total', 'status'] as const;

export const panelOrderFiltersSchema = panelListQuery(ORDER_SORTS, {
  status: z.enum(ORDER_STATUSES, { error: V.filter.invalid }).optional(),
  payment_status: z.enum(PAYMENT_STATUSES, { error: V.filter.invalid }).optional(),
  payment_method: z.enum(PAYMENT_METHODS, { error: V.filter.invalid }).optional(),
  store: queryId.optional(),
  from: queryDate.optional(),
  to: queryDate.optional(),
});
export type PanelOrderFilters = z.infer<typeof panelOrderFiltersSchema>;

export const panelOrderSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  /** When it became paid (a card payment settled, or cash on delivery delivered); null = unpaid. */
  paid_at: z.string().nullable(),
  /** Who confirmed the cash of a delivered cash-on-delivery order (username); null otherwise. */
  paid_confirmed_by: z.string().nullable(),
  store_id: z.number().int(),
  store_name: z.string(),
  customer: z.string(),
  client_name: z.string(),
  phone: z.string(),
  governorate: z.string().nullable(),
  area: z.string().nullable(),
  address: z.string(),
  notes: z.string().nullable(),
  items_count: z.number().int(),
  subtotal: z.number(),
  discount: z.number(),
  shipping_cost: z.number(),
  total: z.number(),
  coupon_code: z.string().nullable(),
  /** In the request's language when the system wrote it; a person's reason as they typed it. */
  cancellation_reason: z.string().nullable(),
  /** Set when the system rejected the order (a failed or expired card payment). */
  cancellation_reason_code: z.enum(SYSTEM_REASONS).nullable(),
  cancelled_by: z.enum(CANCELLED_BY).nullable(),
  ...shipmentFields,
  /** The statuses this actor may move it to now (domain/status/order-transitions.ts). */
  next_statuses: z.array(z.enum(ORDER_STATUSES)),
  created_at: z.string(),
});
export type PanelOrder = z.infer<typeof panelOrderSchema>;

/**
 * A status move with the fields the transition table asks of it (`requiredMoveFields`): a reason
 * the customer reads (10–1000), or a shipment's courier, tracking number and http(s) link.
 */
export const orderStatusBodySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: V.required }),
  reason: cancellationReasonSchema.optional(),
  courier: courierSchema.optional(),
  tracking_number: trackingNumberSchema.optional(),
  tracking_url: urlSchema.optional(),
});
export type OrderStatusBody = z.infer<typeof orderStatusBodySchema>;

export const orderBulkBodySchema = orderStatusBodySchema.extend({ ids: bulkIdsSchema });
export type OrderBulkBody = z.infer<typeof orderBulkBodySchema>;

const base = { tags: ['panel', 'orders'] };

export const panelOrdersContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/panel/orders',
  summary: 'Orders in the actor’s scope, with filters',
  permission: { resource: 'orders', action: 'list', kind: 'admin' },
  query: panelOrderFiltersSchema,
  response: z.array(panelOrderSchema),
  paged: true,
});

/** How many orders wait for the actor's move: the panel's badge and page title count. */
export const waitingOrdersSchema = z.object({ count: z.number().int() });
export type WaitingOrders = z.infer<typeof waitingOrdersSchema>;

export const waitingOrdersContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/panel/orders/waiting',
  summary: 'The number of pending orders in the actor’s scope it may act on now',
  permission: { resource: 'orders', action: 'list', kind: 'admin' },
  response: waitingOrdersSchema,
});

/**
 * One order in a panel: the shopper's detail (items with their attributes, address, totals,
 * timeline) with the list row's panel fields, so the row's actions apply to it as they are.
 */
export const panelOrderDetailSchema = orderDetailSchema.extend({
  paid_confirmed_by: z.string().nullable(),
  store_id: z.number().int(),
  store_name: z.string(),
  customer: z.string(),
  next_statuses: z.array(z.enum(ORDER_STATUSES)),
});
export type PanelOrderDetail = z.infer<typeof panelOrderDetailSchema>;

export const panelOrderContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/panel/orders/:id',
  summary: 'One order in the actor’s scope with its items, timeline and allowed moves',
  permission: { resource: 'orders', action: 'view', kind: 'admin' },
  params: idParams,
  response: panelOrderDetailSchema,
});

export const updateOrderContract = defineContract({
  ...base,
  method: 'PUT',
  path: '/api/panel/orders/:id',
  summary: 'Move an order along the transition table (staff: to any status)',
  permission: { resource: 'orders', action: 'change_status', kind: 'admin' },
  params: idParams,
  body: orderStatusBodySchema,
  response: bulkResultSchema,
});

export const bulkOrdersContract = defineContract({
  ...base,
  method: 'PUT',
  path: '/api/panel/orders/bulk',
  summary: 'Set the status of many orders, all or none (admin and moderator)',
  permission: { resource: 'orders', action: 'bulk_update', kind: 'admin' },
  body: orderBulkBodySchema,
  response: bulkResultSchema,
});

export const exportOrdersContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/panel/orders/export',
  summary: 'The filtered orders as CSV',
  permission: { resource: 'orders', action: 'export', kind: 'admin' },
  query: panelOrderFiltersSchema
    .omit({ page: true, per_page: true })
    .extend({ format: z.enum(ORDER_EXPORT_FORMATS, { error: V.filter.invalid }).default('csv') }),
  response: z.string(),
});

/** `orders/export-file` (spec §7): the same filtered orders as an XLSX workbook. */
export const exportOrdersFileContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/panel/orders/export-file',
  summary: 'The filtered orders as an XLSX workbook',
  permission: { resource: 'orders', action: 'export', kind: 'admin' },
  query: panelOrderFiltersSchema
    .omit({ page: true, per_page: true })
    .extend({ format: z.enum(['xlsx'], { error: V.filter.invalid }).default('xlsx') }),
  response: z.string(),
});

export const REPORT_PERIODS = ['day', 'month'] as const;

export const ordersReportQuerySchema = z.object({
  period: z.enum(REPORT_PERIODS, { error: V.filter.invalid }).default('day'),
  from: queryDate.optional(),
  to: queryDate.optional(),
  store: queryId.optional(),
});

export const ordersReportSchema = z.object({
  rows: z.array(
    z.object({
      period: z.string(),
      store_id: z.number().int(),
      store_name: z.string(),
      status: z.enum(ORDER_STATUSES),
      orders: z.number().int(),
      total: z.number(),
    }),
  ),
  totals: z.object({
    orders: z.number().int(),
    /** Sum of every order's total, whatever its status. */
    total: z.number(),
    /** Sum of delivered orders' totals: the sales. */
    delivered: z.number(),
  }),
});

export const ordersReportContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/panel/orders/reports',
  summary: 'Sales by period, store and status, with totals (reports/orders)',
  permission: { resource: 'reports', action: 'list', kind: 'admin' },
  query: ordersReportQuerySchema,
  response: ordersReportSchema,
});

export const REPORT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/** The report as a file: its rows, then a `total` row (the orders' export permission). */
export const exportOrdersReportContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/panel/orders/reports/export',
  summary: 'The orders report as CSV or XLSX, with a total row',
  permission: { resource: 'orders', action: 'export', kind: 'admin' },
  query: ordersReportQuerySchema.extend({
    format: z.enum(REPORT_EXPORT_FORMATS, { error: V.filter.invalid }).default('csv'),
  }),
  response: z.string(),
});

// Coupons -----------------------------------------------------------------------------------

export const COUPON_SORTS = ['created_at', 'code', 'expiry_date', 'used_count'] as const;

export const couponFiltersSchema = panelListQuery(COUPON_SORTS, {
  store: queryId.optional(),
});
export type CouponFilters = z.infer<typeof couponFiltersSchema>;

export const panelCouponSchema = z.object({
  id: z.number().int(),
  kind: z.enum(COUPON_KINDS),
  code: z.string(),
  percentage: z.number(),
  max_usage: z.number().int(),
  used_count: z.number().int(),
  expiry_date: z.string(),
  product_id: z.number().int().nullable(),
  product_name: z.string().nullable(),
  store_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type PanelCoupon = z.infer<typeof panelCouponSchema>;

const codeRule = couponCodeSchema
  .max(40, { error: V.text.too_long })
  .regex(/^[\p{L}\p{N}_-]+$/u, { error: V.text.control });

/** Today is the server's clock when it validates, the browser's when the form does. */
export function couponBodySchema(today?: Date | string) {
  return z.object({
    code: codeRule,
    percentage: discountPercentSchema,
    max_usage: z
      .number({ error: V.required })
      .int({ error: V.number.integer })
      .min(1, { error: V.number.not_negative })
      .max(1_000_000, { error: V.number.too_large }),
    expiry_date: stringRule({
      ceiling: 10,
      checks: [
        [isIsoDay, V.date.invalid],
        // A fixed `today` for tests and forms; else the clock at the moment of the check.
        [(value) => isAfterDay(value, today ?? new Date()), V.date.after_today],
      ],
    }),
  });
}
export type CouponBody = z.infer<ReturnType<typeof couponBodySchema>>;

export function productCouponBodySchema(today?: Date | string) {
  return couponBodySchema(today).extend({ product_id: bodyId });
}
export type ProductCouponBody = z.infer<ReturnType<typeof productCouponBodySchema>>;

const coupons = { tags: ['panel', 'coupons'] };
const couponPermission = (action: 'list' | 'create' | 'update' | 'delete') =>
  ({ resource: 'coupons', action, kind: 'admin' }) as const;
const productCouponPermission = (action: 'list' | 'create' | 'update' | 'delete') =>
  ({ resource: 'product_coupons', action, kind: 'admin' }) as const;

export const panelCouponsContract = defineContract({
  ...coupons,
  method: 'GET',
  path: '/api/panel/coupons',
  summary: 'Site coupons',
  permission: couponPermission('list'),
  query: couponFiltersSchema,
  response: z.array(panelCouponSchema),
  paged: true,
});

export const createCouponContract = defineContract({
  ...coupons,
  method: 'POST',
  path: '/api/panel/coupons',
  summary: 'Create a site coupon',
  permission: couponPermission('create'),
  body: couponBodySchema(),
  response: panelCouponSchema,
  status: 201,
});

export const updateCouponContract = defineContract({
  ...coupons,
  method: 'PUT',
  path: '/api/panel/coupons/:id',
  summary: 'Edit a site coupon',
  permission: couponPermission('update'),
  params: idParams,
  body: couponBodySchema(),
  response: panelCouponSchema,
});

export const deleteCouponContract = defineContract({
  ...coupons,
  method: 'DELETE',
  path: '/api/panel/coupons/:id',
  summary: 'Delete a site coupon (orders keep its code)',
  permission: couponPermission('delete'),
  params: idParams,
  response: deletedSchema,
});

export const panelProductCouponsContract = defineContract({
  ...coupons,
  method: 'GET',
  path: '/api/panel/product-coupons',
  summary: 'Product coupons of the actor’s stores',
  permission: productCouponPermission('list'),
  query: couponFiltersSchema,
  response: z.array(panelCouponSchema),
  paged: true,
});

export const createProductCouponContract = defineContract({
  ...coupons,
  method: 'POST',
  path: '/api/panel/product-coupons',
  summary: 'Create a coupon for one product of the actor’s stores',
  permission: productCouponPermission('create'),
  body: productCouponBodySchema(),
  response: panelCouponSchema,
  status: 201,
});

export const updateProductCouponContract = defineContract({
  ...coupons,
  method: 'PUT',
  path: '/api/panel/product-coupons/:id',
  summary: 'Edit a product coupon',
  permission: productCouponPermission('update'),
  params: idParams,
  body: productCouponBodySchema(),
  response: panelCouponSchema,
});

export const deleteProductCouponContract = defineContract({
  ...coupons,
  method: 'DELETE',
  path: '/api/panel/product-coupons/:id',
  summary: 'Delete a product coupon',
  permission: productCouponPermission('delete'),
  params: idParams,
  response: deletedSchema,
});
