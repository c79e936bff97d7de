// Live `order` events (DESIGN §8): the shopper and the store's people whose panel lists the order
// see it placed, moved or paid without reloading. Published in the write's transaction, so they
// go out only if it commits.
import type { LiveEventData, OrderChange } from '../../../domain/contracts/chat.contract';
import type { OrderStatus } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import { publishEventBatch } from '../events/events.repository';
import { storeOrderViewers } from './orders.repository';

export interface OrderEventSubject {
  id: number;
  /** The shopper who placed it. */
  userId: number;
  storeId: number;
  status: OrderStatus;
}

export async function publishOrderEvents(
  tx: Db,
  orders: readonly OrderEventSubject[],
  change: OrderChange,
): Promise<void> {
  if (orders.length === 0) return;
  const viewers = await storeOrderViewers(tx, [...new Set(orders.map((order) => order.storeId))]);
  await publishEventBatch(
    tx,
    orders.map((order) => ({
      userIds: [order.userId, ...(viewers.get(order.storeId) ?? [])],
      type: 'order',
      data: {
        order_id: order.id,
        store_id: order.storeId,
        status: order.status,
        change,
      } satisfies LiveEventData['order'],
    })),
  );
}
