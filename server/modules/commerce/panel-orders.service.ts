// Orders in the panels (DESIGN §4 and §7): every panel lists the orders of its scope (a
// reseller their stores', a sub-reseller their assigned stores', admin and moderator all); the
// store side moves them along the transition table, staff set any status, singly or in bulk; each
// move writes the log in its transaction and tells the customer.
import { Readable } from 'node:stream';
import { and, type SQL } from 'drizzle-orm';
import type {
  OrderBulkBody,
  OrderStatusBody,
  PanelOrder,
  PanelOrderDetail,
  PanelOrderFilters,
  WaitingOrders,
} from '../../../domain/contracts/commerce-panel.contract';
import { AppError } from '../../../domain/errors';
import {
  isAwaitingPayment,
  nextOrderStatuses,
  type OrderSide,
} from '../../../domain/status/order-transitions';
import type { Language } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import { pagedList, sortBy } from '../../lib/paging';
import { xlsxStream } from '../../lib/xlsx-writer';
import { writeLogs } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import { assertManagesStores, seesAllStores, storeScope } from '../auth/store-scope';
import { csvField } from '../panel-products/panel-products.export';
import {
  countOrders,
  countPendingOrders,
  exportOrdersBatch,
  findOrders,
  lockOrders,
  ORDER_SORT_COLUMNS,
  orderIdColumn,
  orderIdIs,
  ordersReportRows,
  orderStoreColumn,
  pageOrders,
  panelOrderWhere,
  type OrderRow,
} from './orders.repository';
import { moveOrders, orderCommonFields, orderDetail } from './orders.service';

function sideOf(actor: Actor): OrderSide {
  return seesAllStores(actor) ? 'staff' : 'store';
}

/** The orders of the actor's stores (all for staff). */
export function orderScope(actor: Actor): SQL | undefined {
  return storeScope(actor, orderStoreColumn);
}

export function orderWhere(actor: Actor, filters: Omit<PanelOrderFilters, 'page' | 'per_page'>) {
  return panelOrderWhere(orderScope(actor), filters);
}

/** The moves the actor may make; none for the store while a card order waits for its payment. */
function movesOf(row: OrderRow, actor: Actor) {
  const side = sideOf(actor);
  const common = {
    status: row.status,
    payment_method: row.paymentMethod,
    payment_status: row.paymentStatus,
  };
  if (side === 'store' && isAwaitingPayment(common)) return [];
  return [...nextOrderStatuses(row.status, side)];
}

function toPanelOrder(row: OrderRow, actor: Actor, language: Language): PanelOrder {
  return {
    ...orderCommonFields(row, language),
    store_id: row.storeId,
    store_name: row.storeName,
    customer: row.customerUsername,
    paid_confirmed_by: row.paidConfirmedBy,
    next_statuses: movesOf(row, actor),
  };
}

export async function getPanelOrders(
  db: Db,
  actor: Actor,
  filters: PanelOrderFilters,
  language: Language,
) {
  const where = orderWhere(actor, filters);
  const order = sortBy(ORDER_SORT_COLUMNS[filters.sort], filters.dir, orderIdColumn);
  // Counted every time, not reused for the count TTL: the list follows new orders live, and a
  // shop's order empties no panel cache (docs/decisions/0030-live-lists.md).
  const { data, meta } = await pagedList(
    filters,
    () => countOrders(db, where),
    (window) => pageOrders(db, where, order, window),
  );
  return { data: data.map((row) => toPanelOrder(row, actor, language)), meta };
}

/** The orders waiting for the actor's move: pending in its scope, and paid when it is a store's. */
export async function getWaitingOrders(db: Db, actor: Actor): Promise<WaitingOrders> {
  return { count: await countPendingOrders(db, orderScope(actor), sideOf(actor) === 'store') };
}

/** One order of the actor's scope (another store's order is `not_found`), with its moves. */
export async function getPanelOrder(
  db: Db,
  actor: Actor,
  id: number,
  language: Language,
): Promise<PanelOrderDetail> {
  const [row] = await findOrders(db, and(orderScope(actor), orderIdIs(id)));
  if (!row) throw new AppError('not_found');
  return {
    ...(await orderDetail(db, row, language)),
    store_id: row.storeId,
    store_name: row.storeName,
    customer: row.customerUsername,
    paid_confirmed_by: row.paidConfirmedBy,
    next_statuses: movesOf(row, actor),
  };
}

/**
 * Moves orders of the actor's scope, all or none, in one transaction: any id outside the scope is
 * `not_found`, any move the table refuses is `invalid_transition`, a move without the fields the
 * table asks for (a reason, a shipment's tracking) is `validation_failed`.
 */
export async function changeOrderStatus(
  db: Db,
  actor: Actor,
  ids: number[],
  body: OrderStatusBody,
): Promise<number> {
  const side = sideOf(actor);
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const locked = await lockOrders(tx, unique, orderScope(actor));
    if (locked.length !== unique.length) throw new AppError('not_found');
    assertManagesStores(
      actor,
      locked.map((order) => order.storeId),
    );
    const before = new Map(locked.map((order) => [order.id, order.status]));
    const moved = await moveOrders(tx, locked, {
      to: body.status,
      side,
      reason: body.reason ?? null,
      shipment: body,
      actor,
    });
    await writeLogs(
      tx,
      actor,
      moved.map((id) => ({
        action: 'change_status',
        entity: 'orders',
        entityId: id,
        notes: body.reason ?? null,
        changes: { status: [before.get(id) ?? null, body.status] },
      })),
    );
    return moved.length;
  });
}

export function bulkChangeOrderStatus(db: Db, actor: Actor, body: OrderBulkBody) {
  return changeOrderStatus(db, actor, body.ids, body);
}

const EXPORT_COLUMNS = [
  'id',
  'created_at',
  'store_id',
  'store_name',
  'customer',
  'client_name',
  'phone',
  'governorate',
  'area',
  'address',
  'status',
  'payment_method',
  'payment_status',
  'paid_at',
  'items_count',
  'subtotal',
  'discount',
  'shipping_cost',
  'total',
  'coupon_code',
  'cancellation_reason',
] as const;

type Cell = string | number | null;

/** The filtered orders' export cells, read in keyset batches of 1,000 (one batch in memory). */
async function* orderCells(
  db: Db,
  actor: Actor,
  where: SQL | undefined,
  language: Language,
): AsyncGenerator<Cell[]> {
  let before: number | null = null;
  for (;;) {
    const batch = await exportOrdersBatch(db, where, before, 1000);
    for (const row of batch) {
      const order = toPanelOrder(row, actor, language);
      yield EXPORT_COLUMNS.map((column) => order[column as keyof PanelOrder] as Cell);
    }
    if (batch.length < 1000) return;
    before = batch[batch.length - 1]!.id;
  }
}

/** The filtered orders as CSV (UTF-8 BOM, CRLF). */
export function ordersCsv(db: Db, actor: Actor, where: SQL | undefined, language: Language) {
  async function* lines() {
    yield `\uFEFF${EXPORT_COLUMNS.join(',')}\r\n`;
    for await (const cells of orderCells(db, actor, where, language)) {
      yield `${cells.map(csvField).join(',')}\r\n`;
    }
  }
  return Readable.from(lines());
}

/** `orders/export-file`: the filtered orders as XLSX, through the back office's writer. */
export function ordersXlsx(db: Db, actor: Actor, where: SQL | undefined, language: Language) {
  return xlsxStream({
    sheet: 'orders',
    columns: EXPORT_COLUMNS,
    rows: orderCells(db, actor, where, language),
    rightToLeft: language === 'ar',
  });
}

/**
 * `reports/orders`: order counts and totals by period (Cairo day or month), store and status over
 * the actor's scope, with the sums (docs/decisions/0011-cart-orders-and-coupons.md).
 */
export async function ordersReport(
  db: Db,
  actor: Actor,
  query: { period: 'day' | 'month'; from?: string; to?: string; store?: number },
) {
  const where = orderWhere(actor, { ...query, sort: 'created_at', dir: 'desc' });
  const rows = await ordersReportRows(db, where, query.period);
  const totals = { orders: 0, total: 0, delivered: 0 };
  let totalPiastres = 0;
  let deliveredPiastres = 0;
  const data = rows.map((row) => {
    const piastres = Math.round(Number(row.total) * 100);
    totals.orders += row.orders;
    totalPiastres += piastres;
    if (row.status === 'delivered') deliveredPiastres += piastres;
    return {
      period: row.period,
      store_id: row.storeId,
      store_name: row.storeName,
      status: row.status,
      orders: row.orders,
      total: piastres / 100,
    };
  });
  totals.total = totalPiastres / 100;
  totals.delivered = deliveredPiastres / 100;
  return { rows: data, totals };
}

const REPORT_COLUMNS = ['period', 'store_id', 'store_name', 'status', 'orders', 'total'] as const;

/** The report as a file (CSV or XLSX): its rows, then a `total` row of the sums. */
export async function ordersReportFile(
  db: Db,
  actor: Actor,
  query: Parameters<typeof ordersReport>[2] & { format: 'csv' | 'xlsx' },
  language: Language,
) {
  const report = await ordersReport(db, actor, query);
  const cells: Cell[][] = [
    ...report.rows.map((row) => REPORT_COLUMNS.map((column) => row[column])),
    ['total', null, null, null, report.totals.orders, report.totals.total],
  ];
  if (query.format === 'xlsx') {
    async function* rows() {
      yield* cells;
    }
    return xlsxStream({
      sheet: 'orders_report',
      columns: REPORT_COLUMNS,
      rows: rows(),
      rightToLeft: language === 'ar',
    });
  }
  return `\uFEFF${[REPORT_COLUMNS.join(','), ...cells.map((row) => row.map(csvField).join(','))].join('\r\n')}\r\n`;
}
