import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  not,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  PREPAID_METHODS,
  type OrderStatus,
  type PaymentMethod,
} from '../../../domain/status/statuses';
import type { CancelledBy, SystemReason } from '../../../domain/status/order-transitions';
import type { Role } from '../../../domain/auth/roles';
import type { Db } from '../../db/client';
import { inList, inListValues, prepared, preparedSql } from '../../db/prepared';
import { containsPattern } from '../../lib/paging';
import type { PanelOrderFilters } from '../../../domain/contracts/commerce-panel.contract';
import {
  areas,
  cartItems,
  coupons,
  governorates,
  orderItems,
  orders,
  orderStatusHistory,
  payments,
  products,
  stores,
  storeStaff,
  users,
} from '../../db/schema';

const customer = alias(users, 'customer');
const paidConfirmer = alias(users, 'paid_confirmer');

/** The columns every order answer is built from. */
export const orderColumns = {
  id: orders.id,
  userId: orders.userId,
  checkoutId: orders.checkoutId,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  paidAt: orders.paidAt,
  paidConfirmedBy: paidConfirmer.username,
  storeId: orders.storeId,
  storeName: stores.name,
  storeUsername: stores.username,
  storeLogo: stores.logo,
  clientName: orders.clientName,
  phone: orders.phone,
  governorateAr: governorates.nameAr,
  governorateEn: governorates.nameEn,
  areaAr: areas.nameAr,
  areaEn: areas.nameEn,
  address: orders.address,
  notes: orders.notes,
  subtotal: orders.subtotal,
  discount: orders.discount,
  shippingCost: orders.shippingCost,
  total: orders.total,
  couponCode: orders.couponCode,
  cancellationReason: orders.cancellationReason,
  cancellationReasonCode: orders.cancellationReasonCode,
  cancelledBy: orders.cancelledBy,
  courier: orders.courier,
  trackingNumber: orders.trackingNumber,
  trackingUrl: orders.trackingUrl,
  deliveryFailureReason: orders.deliveryFailureReason,
  itemsCount: sql<number>`(SELECT coalesce(sum(${orderItems.quantity}), 0)::int FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id})`,
  createdAt: orders.createdAt,
  customerUsername: customer.username,
  /** The Fawry reference an unpaid pay-at-Fawry order waits to be paid with (its live attempt's). */
  fawryReference: sql<
    string | null
  >`CASE WHEN ${orders.paymentMethod} = 'pay_at_fawry' AND ${orders.paymentStatus} = 'unpaid' THEN (SELECT ${payments.referenceNumber} FROM ${payments} WHERE ${payments.purpose} = 'order' AND ${payments.status} = 'pending' AND ${payments.referenceNumber} IS NOT NULL AND ${orders.id} = ANY(${payments.referenceIds}) ORDER BY ${payments.id} DESC LIMIT 1) END`,
};

function selectOrders(db: Db) {
  return db
    .select(orderColumns)
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(customer, eq(customer.id, orders.userId))
    .leftJoin(paidConfirmer, eq(paidConfirmer.id, orders.paidConfirmedBy))
    .leftJoin(governorates, eq(governorates.id, orders.governorateId))
    .leftJoin(areas, eq(areas.id, orders.areaId));
}
export type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

export async function findOrders(db: Db, where: SQL | undefined): Promise<OrderRow[]> {
  return selectOrders(db).where(where).orderBy(desc(orders.createdAt), desc(orders.id));
}

/** The orders with these ids, newest first (a prepared statement: every checkout answers with it). */
export async function findOrdersByIds(db: Db, ids: number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  const statement = prepared(db, `commerce:orders-by-ids|${ids.length}`, () =>
    selectOrders(db)
      .where(inList(orders.id, 'id', ids.length))
      .orderBy(desc(orders.createdAt), desc(orders.id)),
  );
  return (await statement.execute(inListValues('id', ids))) as OrderRow[];
}

/**
 * A page of orders in two steps: the page's ids from `orders` alone (`where` and `order` name
 * only its columns), then those orders with their store, customer and place by a prepared
 * statement. PostgreSQL planned the five-table join afresh for every page (1.5–2 ms of planning
 * against 0.3–0.6 ms of execution at 200,000 orders); the one-table id query plans in a fraction
 * of that and the join by ids keeps one generic plan.
 */
export async function pageOrders(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  window: { limit: number; offset: number },
): Promise<OrderRow[]> {
  const page = await db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  const ids = page.map((row) => row.id);
  const byId = new Map((await findOrdersByIds(db, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function countOrders(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(where);
  return row?.count ?? 0;
}

/**
 * Pending orders inside `scope`; `payableOnly` leaves out card orders not paid yet (the store
 * side does not act on them until they are, domain/status/order-transitions.ts).
 */
export async function countPendingOrders(
  db: Db,
  scope: SQL | undefined,
  payableOnly: boolean,
): Promise<number> {
  const awaitingPayment = and(prepaidOrders(), eq(orders.paymentStatus, 'unpaid'));
  return countOrders(
    db,
    and(scope, eq(orders.status, 'pending'), payableOnly ? not(awaitingPayment!) : undefined),
  );
}

export async function orderItemsOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
}

export async function historyOf(db: Db, orderId: number) {
  return db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}

/** Locks the orders (in id order, so two writers never deadlock) and answers their state. */
export async function lockOrders(db: Db, ids: number[], where?: SQL) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: orders.id,
      userId: orders.userId,
      storeId: orders.storeId,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      total: orders.total,
      releasedAt: orders.releasedAt,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(inArray(orders.id, ids), where))
    .orderBy(asc(orders.id))
    .for('update');
}
export type LockedOrder = Awaited<ReturnType<typeof lockOrders>>[number];

export async function insertHistory(
  db: Db,
  rows: {
    orderId: number;
    fromStatus?: OrderStatus | null;
    status: OrderStatus;
    actorId: number | null;
    role: Role | null;
    note?: string | null;
    noteCode?: SystemReason | null;
  }[],
) {
  if (rows.length > 0) await db.insert(orderStatusHistory).values(rows);
}

export async function setOrders(
  db: Db,
  ids: number[],
  patch: Partial<{
    status: OrderStatus;
    paymentStatus: 'paid' | 'unpaid';
    cancellationReason: string | null;
    cancellationReasonCode: SystemReason | null;
    cancelledBy: CancelledBy | null;
    courier: string;
    trackingNumber: string;
    trackingUrl: string;
    deliveryFailureReason: string | null;
  }>,
) {
  if (ids.length === 0) return;
  await db.update(orders).set(patch).where(inArray(orders.id, ids));
}

/**
 * Records orders as paid now, confirmed by `confirmedBy` (a user id; null = the payment provider),
 * or — with `paid: false` — as unpaid again, clearing when and by whom.
 */
export async function setOrdersPaid(
  db: Db,
  ids: number[],
  change: { paid: true; confirmedBy: number | null } | { paid: false },
) {
  if (ids.length === 0) return;
  await db
    .update(orders)
    .set(
      change.paid
        ? { paymentStatus: 'paid', paidAt: sql`now()`, paidConfirmedBy: change.confirmedBy }
        : { paymentStatus: 'unpaid', paidAt: null, paidConfirmedBy: null },
    )
    .where(inArray(orders.id, ids));
}

/**
 * Takes `quantity` units of a product when it has them above its minimum stock (unlimited products
 * always do). Answers the units taken from the stock (0 for unlimited), or null when short.
 */
export async function takeStock(db: Db, productId: number, quantity: number) {
  // Limited stock: one conditional UPDATE (the row lock serialises concurrent checkouts, and the
  // condition re-reads the committed stock, so nothing is oversold).
  // A prepared statement: every checkout of a limited product runs it.
  const statement = prepared(db, 'commerce:take-stock', () =>
    db
      .update(products)
      .set({ stockAmount: sql`${products.stockAmount} - ${sql.placeholder('quantity')}::int` })
      .where(
        and(
          eq(products.id, sql.placeholder('productId')),
          eq(products.unlimitedQuantity, false),
          sql`${products.stockAmount} - ${sql.placeholder('quantity')}::int >= greatest(${products.minimumStock}, 0)`,
        ),
      )
      .returning({ id: products.id }),
  );
  const [row] = (await statement.execute({ productId, quantity })) as { id: number }[];
  if (row) return quantity;
  // Unlimited quantity takes nothing and locks nothing (a popular product must not serialise
  // every checkout on its row); otherwise the stock was short.
  const [unlimited] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.unlimitedQuantity, true)));
  return unlimited ? 0 : null;
}

/**
 * Gives back an order's stock and coupon use, once: `released_at` is set by the same statement
 * that checks it is unset, so a second release (a replayed callback) finds nothing to do.
 */
export async function releaseOrder(db: Db, orderId: number): Promise<boolean> {
  const [order] = await db
    .update(orders)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), isNull(orders.releasedAt)))
    .returning({ couponId: orders.couponId });
  if (!order) return false;
  const taken = await db
    .select({ productId: orderItems.productId, units: orderItems.stockTaken })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId)))
    .orderBy(asc(orderItems.productId));
  for (const item of taken) {
    if (item.units > 0 && item.productId !== null) {
      await db
        .update(products)
        .set({ stockAmount: sql`${products.stockAmount} + ${item.units}` })
        .where(eq(products.id, item.productId));
    }
  }
  if (order.couponId !== null) {
    await db
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} - 1` })
      .where(and(eq(coupons.id, order.couponId), sql`${coupons.usedCount} > 0`));
  }
  return true;
}

/**
 * Takes a released order's stock again (staff moving it out of `rejected`); false when a product
 * is short. Its coupon use is not counted again (the order keeps its price).
 */
export async function retakeOrder(db: Db, orderId: number): Promise<boolean> {
  const [order] = await db
    .update(orders)
    .set({ releasedAt: null })
    .where(and(eq(orders.id, orderId), isNotNull(orders.releasedAt)))
    .returning({ id: orders.id });
  if (!order) return true;
  const items = await db
    .select({ productId: orderItems.productId, units: orderItems.stockTaken })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId));
  for (const item of items) {
    if (item.units > 0 && item.productId !== null) {
      if ((await takeStock(db, item.productId, item.units)) === null) return false;
    }
  }
  return true;
}

/**
 * Counts one use of a coupon, atomically: only while it has uses left and has not expired, and
 * only for the store (site coupons: any store; product coupons: their product's store, when one
 * of `productIds` is their product). Answers the coupon, or undefined.
 */
export async function claimCoupon(
  db: Db,
  code: string,
  storeId: number,
  productIds: number[],
  today: string,
) {
  const [row] = await db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        sql`lower(${coupons.code}) = lower(${code})`,
        sql`${coupons.usedCount} < ${coupons.maxUsage}`,
        gte(coupons.expiryDate, today),
        sql`(${coupons.kind} = 'site' OR (${coupons.storeId} = ${storeId} AND ${inArray(
          coupons.productId,
          productIds.length > 0 ? productIds : [0],
        )}))`,
      ),
    )
    .returning({
      id: coupons.id,
      code: coupons.code,
      kind: coupons.kind,
      percentage: coupons.percentage,
      productId: coupons.productId,
    });
  return row;
}

/** A coupon as a code check sees it (no use counted). */
export async function findUsableCoupon(
  db: Db,
  code: string,
  storeId: number,
  productIds: number[],
  today: string,
) {
  const [row] = await db
    .select({
      id: coupons.id,
      code: coupons.code,
      kind: coupons.kind,
      percentage: coupons.percentage,
      productId: coupons.productId,
    })
    .from(coupons)
    .where(
      and(
        sql`lower(${coupons.code}) = lower(${code})`,
        lt(coupons.usedCount, coupons.maxUsage),
        gte(coupons.expiryDate, today),
        sql`(${coupons.kind} = 'site' OR (${coupons.storeId} = ${storeId} AND ${inArray(
          coupons.productId,
          productIds.length > 0 ? productIds : [0],
        )}))`,
      ),
    );
  return row;
}

/** One order. */
export const orderIdIs = (id: number) => eq(orders.id, id);
/** The orders one customer placed. */
export const ordersOfUser = (userId: number) => eq(orders.userId, userId);
/** Card orders only. */
/** Orders paid before the store acts on them (card, a Fawry reference). */
export const prepaidOrders = () => inArray(orders.paymentMethod, [...PREPAID_METHODS]);
/** Orders in a status. */
export const ordersInStatus = (status: OrderStatus) => eq(orders.status, status);
/** The column stores scope a panel actor by. */
export const orderStoreColumn: AnyColumn = orders.storeId;
/** Newest first. */
export const newestOrdersFirst = () => [desc(orders.createdAt), desc(orders.id)];

export const ORDER_SORT_COLUMNS = {
  created_at: orders.createdAt,
  total: orders.total,
  status: orders.status,
} as const;
export const orderIdColumn = orders.id;

/** The panel filters of an order list, inside `scope`. */
export function panelOrderWhere(
  scope: SQL | undefined,
  filters: Omit<PanelOrderFilters, 'page' | 'per_page' | 'sort' | 'dir'>,
) {
  const term = filters.q?.trim();
  const numeric = term && /^\d+$/.test(term) ? Number(term) : null;
  return and(
    scope,
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.payment_status ? eq(orders.paymentStatus, filters.payment_status) : undefined,
    filters.payment_method ? eq(orders.paymentMethod, filters.payment_method) : undefined,
    filters.store ? eq(orders.storeId, filters.store) : undefined,
    filters.from ? gte(orders.createdAt, new Date(`${filters.from}T00:00:00+02:00`)) : undefined,
    filters.to
      ? lt(
          orders.createdAt,
          new Date(new Date(`${filters.to}T00:00:00+02:00`).getTime() + 86_400_000),
        )
      : undefined,
    term
      ? or(
          numeric !== null && numeric < 2_147_483_647 ? eq(orders.id, numeric) : undefined,
          ilike(orders.clientName, containsPattern(term)),
          ilike(orders.phone, containsPattern(term)),
        )
      : undefined,
  );
}

/** One keyset batch of an export, newest id first. */
export function exportOrdersBatch(
  db: Db,
  where: SQL | undefined,
  before: number | null,
  size: number,
) {
  return pageOrders(
    db,
    and(where, before === null ? undefined : lt(orders.id, before)),
    [desc(orders.id)],
    {
      limit: size,
      offset: 0,
    },
  );
}

/** Order counts and totals by Cairo day or month, store and status. */
export function ordersReportRows(db: Db, where: SQL | undefined, period: 'day' | 'month') {
  // The format is one of two literals (never input), inlined so SELECT and GROUP BY are the
  // same expression.
  const format = sql.raw(period === 'day' ? "'YYYY-MM-DD'" : "'YYYY-MM'");
  const bucket = sql<string>`to_char(${orders.createdAt} AT TIME ZONE 'Africa/Cairo', ${format})`;
  return db
    .select({
      period: bucket,
      storeId: orders.storeId,
      storeName: stores.name,
      status: orders.status,
      orders: sql<number>`count(*)::int`,
      total: sql<string>`sum(${orders.total})`,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(where)
    .groupBy(bucket, orders.storeId, stores.name, orders.status)
    .orderBy(desc(bucket), asc(stores.name), asc(orders.status))
    .limit(2000);
}

/** The store-side people of a store (owner and the staff who manage it): who hears of a new order. */
export async function storeSideUserIds(db: Db, storeId: number): Promise<number[]> {
  const [owner] = await db
    .select({ id: stores.ownerId })
    .from(stores)
    .where(eq(stores.id, storeId));
  const staff = await db
    .select({ id: storeStaff.userId })
    .from(storeStaff)
    .where(and(eq(storeStaff.storeId, storeId), eq(storeStaff.canManageStore, true)));
  return [...new Set([owner?.id, ...staff.map((row) => row.id)])].filter(
    (id): id is number => typeof id === 'number',
  );
}

/** A card order the shopper now pays on delivery: the store takes it as a cash order. */
export async function switchToCashOnDelivery(db: Db, id: number): Promise<void> {
  await db.update(orders).set({ paymentMethod: 'cash_on_delivery' }).where(eq(orders.id, id));
}

/** Does the store take orders without login (spec §6 `authorized_orders`)? */
export async function storeAllowsGuests(db: Db, storeId: number): Promise<boolean> {
  const [row] = await db
    .select({ allowed: stores.authorizedOrders })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row?.allowed === true;
}

/**
 * What place-order reads before its transaction, in ONE prepared statement: whether the area is
 * in the governorate, and each store's name, governorate and store-side people (owner and the
 * staff who manage it: the `new_order` recipients). Answers no store a missing id names.
 */
export async function checkoutContext(
  db: Db,
  input: { areaId: number; governorateId: number; storeIds: number[] },
) {
  const rows = await preparedSql<{
    area_ok: boolean;
    id: number | null;
    name: string | null;
    governorate_id: number | null;
    side: number[] | null;
  }>(
    db,
    'commerce:checkout-context',
    () => sql`SELECT one.area_ok, s.id, s.name, s.governorate_id,
        CASE WHEN s.id IS NULL THEN NULL ELSE ARRAY(
          SELECT s.owner_id UNION SELECT st.user_id FROM ${storeStaff} st
          WHERE st.store_id = s.id AND st.can_manage_store) END AS side
      FROM (SELECT EXISTS (SELECT 1 FROM ${areas} a WHERE a.id = ${sql.placeholder('areaId')}::int
              AND a.governorate_id = ${sql.placeholder('governorateId')}::int) AS area_ok) one
      LEFT JOIN ${stores} s ON s.id = ANY(${sql.placeholder('storeIds')}::int[])`,
  ).rows(input);
  return {
    areaOk: rows[0]?.area_ok === true,
    stores: rows
      .filter((row) => row.id !== null)
      .map((row) => ({
        id: Number(row.id),
        name: row.name!,
        governorateId: row.governorate_id === null ? null : Number(row.governorate_id),
        sideUserIds: (row.side ?? []).map(Number),
      })),
  };
}

/**
 * Who lists each store's orders in a panel: its owner and every staff member assigned to it (the
 * actor's scope, server/modules/auth/actor.repository.ts), so nobody hears of another store's orders.
 */
export async function storeOrderViewers(
  db: Db,
  storeIds: readonly number[],
): Promise<Map<number, number[]>> {
  const ids = [...storeIds];
  const rows = await db
    .select({ storeId: stores.id, userId: stores.ownerId })
    .from(stores)
    .where(inArray(stores.id, ids))
    .unionAll(
      db
        .select({ storeId: storeStaff.storeId, userId: storeStaff.userId })
        .from(storeStaff)
        .where(inArray(storeStaff.storeId, ids)),
    );
  const viewers = new Map<number, number[]>();
  for (const row of rows) {
    viewers.set(row.storeId, [...(viewers.get(row.storeId) ?? []), row.userId]);
  }
  return viewers;
}

/**
 * One order with its lines and its first timeline step (`pending` by the customer), in ONE
 * prepared statement (a data-modifying CTE; the lines travel as one JSON parameter). Answers the
 * order id.
 */
export async function insertPlacedOrder(
  db: Db,
  order: {
    userId: number;
    storeId: number;
    checkoutId: string;
    paymentMethod: PaymentMethod;
    clientName: string;
    phone: string;
    governorateId: number;
    areaId: number;
    address: string;
    notes: string | null;
    subtotal: number;
    discount: number;
    shippingCost: number;
    total: number;
    couponId: number | null;
    couponCode: string | null;
    role: Role;
  },
  items: {
    product_id: number;
    name_ar: string;
    name_en: string;
    image: string | null;
    attributes: unknown[];
    unit_price: number;
    quantity: number;
    discount: number;
    line_total: number;
    stock_taken: number;
  }[],
): Promise<number> {
  const p = (name: string) => sql.placeholder(name);
  const [row] = await preparedSql<{ id: number }>(
    db,
    'commerce:insert-placed-order',
    () => sql`WITH o AS (
        INSERT INTO ${orders} (user_id, store_id, checkout_id, status, payment_method,
          payment_status, client_name, phone, governorate_id, area_id, address, notes, subtotal,
          discount, shipping_cost, total, coupon_id, coupon_code)
        VALUES (${p('userId')}::int, ${p('storeId')}::int, ${p('checkoutId')}::text, 'pending',
          ${p('paymentMethod')}::payment_method, 'unpaid', ${p('clientName')}::text,
          ${p('phone')}::text, ${p('governorateId')}::int, ${p('areaId')}::int,
          ${p('address')}::text, ${p('notes')}::text, ${p('subtotal')}::numeric,
          ${p('discount')}::numeric, ${p('shippingCost')}::numeric, ${p('total')}::numeric,
          ${p('couponId')}::int, ${p('couponCode')}::text)
        RETURNING id),
      i AS (
        INSERT INTO ${orderItems} (order_id, product_id, name_ar, name_en, image, attributes,
          unit_price, quantity, discount, line_total, stock_taken)
        SELECT o.id, x.product_id, x.name_ar, x.name_en, x.image, x.attributes, x.unit_price,
          x.quantity, x.discount, x.line_total, x.stock_taken
        FROM o, jsonb_to_recordset(${p('items')}::jsonb) AS x(product_id int, name_ar text,
          name_en text, image text, attributes jsonb, unit_price numeric, quantity int,
          discount numeric, line_total numeric, stock_taken int)),
      h AS (
        INSERT INTO ${orderStatusHistory} (order_id, status, actor_id, role)
        SELECT o.id, 'pending', ${p('userId')}::int, ${p('role')}::role FROM o)
      SELECT id FROM o`,
  ).rows({ ...order, items: JSON.stringify(items) });
  return Number(row!.id);
}

/**
 * Takes the ordered lines out of the cart and answers how many lines the cart keeps, in one
 * prepared statement (the count is read from the snapshot before the delete, minus what it deleted).
 */
export async function removeOrderedLines(db: Db, userId: number, ids: number[]): Promise<number> {
  const [row] = await preparedSql<{ count: number }>(
    db,
    `commerce:remove-ordered-lines|${ids.length}`,
    () => sql`WITH d AS (
        DELETE FROM ${cartItems} WHERE user_id = ${sql.placeholder('userId')}::int
          AND ${inList(sql`id`, 'id', ids.length)} RETURNING 1)
      SELECT ((SELECT count(*) FROM ${cartItems} WHERE user_id = ${sql.placeholder('userId')}::int)
        - (SELECT count(*) FROM d))::int AS count`,
  ).rows({ userId, ...inListValues('id', ids) });
  return Number(row?.count ?? 0);
}
