// The dashboards' order figures: counts by status, the sales (delivered orders' totals)
// overall and over the series' days, and orders placed per UTC day — each one aggregate statement
// over the actor's stores (store-scope.ts).
import { and, count, gte, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { Actor } from '../auth/actor';
import { storeScope } from '../auth/store-scope';

/** The orders of the actor's stores: undefined = every order. */
export const ordersOf = (actor: Actor) => storeScope(actor, orders.storeId);

/** Orders by status, and the delivered totals overall and since `start` (numeric strings). */
export async function orderFigures(db: Db, scope: SQL | undefined, start: Date) {
  const rows = await db
    .select({
      status: orders.status,
      n: count(),
      total: sql<string>`coalesce(sum(${orders.total}), 0)`,
      recent: sql<string>`coalesce(sum(${orders.total}) FILTER (WHERE ${orders.createdAt} >= ${start}), 0)`,
    })
    .from(orders)
    .where(scope)
    .groupBy(orders.status);
  return rows as { status: OrderStatus; n: number; total: string; recent: string }[];
}

/** Orders placed per UTC day since `start`, as `{ day → count }`. */
export async function ordersPerDay(
  db: Db,
  scope: SQL | undefined,
  start: Date,
): Promise<Map<string, number>> {
  const day = sql<string>`to_char(date_trunc('day', ${orders.createdAt} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, n: count() })
    .from(orders)
    .where(and(gte(orders.createdAt, start), scope))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, row.n]));
}
