import {
  DASHBOARD_DAYS,
  DASHBOARD_STORES_MAX,
  type PanelDashboard,
  type PanelIndex,
} from '../../../domain/contracts/panel/dashboard.contract';
import {
  REVIEW_STATES,
  reviewQueueStates,
} from '../../../domain/status/product-review-transitions';
import {
  ORDER_STATUSES,
  PRODUCT_STATUSES,
  type OrderStatus,
  type ProductStatus,
} from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import type { Actor } from '../auth/actor';
import { orderFigures, ordersOf, ordersPerDay } from './dashboard-orders.repository';
import { seesAllStores } from '../auth/store-scope';
import {
  countProductsIn,
  countProducts,
  countStores,
  countUsers,
  newProductsPerDay,
  newStoresPerDay,
  newUsersPerDay,
  productsOf,
  productCounts,
  seriesStart,
  storeBuckets,
  storeList,
  storesOf,
} from './dashboard.repository';

const DAY_MS = 86_400_000;

/** The DASHBOARD_DAYS UTC days ending today, oldest first, as `2026-11-24`. */
export function seriesDays(now: Date): string[] {
  const start = seriesStart(now, DASHBOARD_DAYS).getTime();
  return Array.from({ length: DASHBOARD_DAYS }, (_, i) =>
    new Date(start + i * DAY_MS).toISOString().slice(0, 10),
  );
}

/** `GET /api/panel/index`: the admin's site-wide figures (the route guard admits the admin only). */
export async function getIndex(db: Db, now = new Date()): Promise<PanelIndex> {
  const start = seriesStart(now, DASHBOARD_DAYS);
  const [users, storeCount, productCount, inReview, usersPerDay, storesPerDay, productsPerDay] =
    await Promise.all([
      countUsers(db),
      countStores(db),
      countProducts(db),
      countProductsIn(db, REVIEW_STATES),
      newUsersPerDay(db, start),
      newStoresPerDay(db, start),
      newProductsPerDay(db, start),
    ]);
  return {
    totals: {
      users,
      stores: storeCount,
      products: productCount,
      products_in_review: inReview,
    },
    days: seriesDays(now).map((day) => ({
      day,
      users: usersPerDay.get(day) ?? 0,
      stores: storesPerDay.get(day) ?? 0,
      products: productsPerDay.get(day) ?? 0,
    })),
  };
}

/**
 * `GET /api/panel/dashboard`: the viewer's figures, scoped like its lists (store-scope.ts): the
 * admin and the moderator every store, a reseller its own, a sub-reseller its assigned stores.
 */
export async function getDashboard(
  db: Db,
  actor: Actor,
  now = new Date(),
): Promise<PanelDashboard> {
  const all = seesAllStores(actor);
  const storesIn = storesOf(actor);
  const productsIn = productsOf(actor);
  const queueStates = reviewQueueStates(actor.role);
  const start = seriesStart(now, DASHBOARD_DAYS);
  const ordersIn = ordersOf(actor);
  const [buckets, counts, queue, perDay, list, orderRows, ordersDaily] = await Promise.all([
    storeBuckets(db, storesIn),
    productCounts(db, productsIn),
    queueStates.length > 0 ? countProductsIn(db, queueStates, productsIn) : null,
    newProductsPerDay(db, seriesStart(now, DASHBOARD_DAYS), productsIn),
    all ? null : storeList(db, storesIn, DASHBOARD_STORES_MAX),
    orderFigures(db, ordersIn, start),
    ordersPerDay(db, ordersIn, start),
  ]);
  const delivered = orderRows.find((row) => row.status === 'delivered');
  return {
    scope: all ? 'all' : 'stores',
    stores: buckets,
    products_by_status: Object.fromEntries(
      PRODUCT_STATUSES.map((status) => [status, counts.byStatus.get(status) ?? 0]),
    ) as Record<ProductStatus, number>,
    archived_products: counts.archived,
    review_queue: queue,
    store_list:
      list?.map((row) => ({
        id: row.id,
        name: row.name,
        username: row.username,
        status: row.status,
        archived: row.archived_at !== null,
        package_name_ar: row.package_name_ar,
        package_name_en: row.package_name_en,
        expires_at: row.expires_at ? row.expires_at.toISOString() : null,
        days_left: row.expires_at
          ? Math.max(0, Math.ceil((row.expires_at.getTime() - now.getTime()) / DAY_MS))
          : null,
      })) ?? null,
    days: seriesDays(now).map((day) => ({ day, products: perDay.get(day) ?? 0 })),
    orders: {
      count: orderRows.reduce((sum, row) => sum + row.n, 0),
      by_status: Object.fromEntries(
        ORDER_STATUSES.map((status) => [
          status,
          orderRows.find((row) => row.status === status)?.n ?? 0,
        ]),
      ) as Record<OrderStatus, number>,
      // numeric(12,2) sums arrive as exact decimal strings; piastres keep them exact.
      revenue: Math.round(Number(delivered?.total ?? 0) * 100) / 100,
      revenue_recent: Math.round(Number(delivered?.recent ?? 0) * 100) / 100,
      days: seriesDays(now).map((day) => ({ day, orders: ordersDaily.get(day) ?? 0 })),
    },
  };
}
