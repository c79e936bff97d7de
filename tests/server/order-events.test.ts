// Live `order` events: a placed order and each status move reach the shopper and the people whose
// panel lists the store's orders (owner, assigned staff), never another store's seller; a panel
// session opens its own stream and hears them there.
import type { AddressInfo } from 'node:net';
import { and, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { liveEvents } from '../../server/db/schema';
import { issueSession } from '../../server/modules/auth/auth.service';
import { seedStoreStaff, seedUser } from '../factories';
import { delivery, shopCall, shopper, storeWithProducts, type Shopper } from './commerce.helpers';
import { useTestApp } from './helper';
import { panelCall, panelCaller, type PanelCaller } from './panel.helpers';

const ctx = useTestApp();

let reseller: PanelCaller;
let otherReseller: PanelCaller;
let staff: PanelCaller;
let customer: Shopper;
let otherCustomer: Shopper;
let storeId: number;
let productId: number;

async function placeOrder(who: Shopper) {
  const line = (
    await shopCall(ctx, who, 'POST', '/api/cart', { product_id: productId, quantity: 1 })
  ).json().data.item_id;
  const response = await shopCall(ctx, who, 'POST', '/api/cart/place-order', {
    groups: [{ store_id: storeId, item_ids: [line], payment_method: 'cash_on_delivery' }],
    delivery: await delivery(ctx),
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.orders[0].id as number;
}

/** The `order` events stored after `afterId`, as recipient → event data. */
async function orderEventsAfter(afterId: number) {
  const rows = await ctx.database.db
    .select({ userId: liveEvents.userId, data: liveEvents.data })
    .from(liveEvents)
    .where(and(eq(liveEvents.type, 'order'), gt(liveEvents.id, afterId)));
  return rows;
}

async function newestEventId() {
  const rows = await ctx.database.db.select({ id: liveEvents.id }).from(liveEvents);
  return Math.max(0, ...rows.map((row) => row.id));
}

beforeAll(async () => {
  reseller = await panelCaller(ctx, 'reseller');
  otherReseller = await panelCaller(ctx, 'reseller');
  const own = await storeWithProducts(ctx, [{ price: 100, stock: 50 }], {
    ownerId: reseller.userId,
  });
  storeId = own.store.id;
  productId = own.productIds[0]!;
  await storeWithProducts(ctx, [{ price: 10 }], { ownerId: otherReseller.userId });
  // A sub-reseller without the manage grant still lists the store's orders: they hear of them too.
  const user = await seedUser(ctx.database.db, {
    role: 'moderator_reseller',
    permissions: { canManageStore: false, canChat: true, resellerId: reseller.userId },
  });
  await seedStoreStaff(ctx.database.db, { storeId, userId: user.id, canManageStore: false });
  const session = await issueSession(ctx.database.db, ctx.env, {
    userId: user.id,
    kind: 'admin',
    role: 'moderator_reseller',
  });
  staff = { userId: user.id, role: 'moderator_reseller', token: session.token };
  customer = await shopper(ctx);
  otherCustomer = await shopper(ctx);
});

describe('[LIVE][ORDERS] who hears of an order', () => {
  it('a placed order reaches its shopper, the store owner and its staff, nobody else', async () => {
    const before = await newestEventId();
    const orderId = await placeOrder(customer);
    const events = await orderEventsAfter(before);
    expect(events.map((event) => event.userId).sort((a, b) => a - b)).toEqual(
      [customer.userId, reseller.userId, staff.userId].sort((a, b) => a - b),
    );
    for (const event of events) {
      expect(event.data).toEqual({
        order_id: orderId,
        store_id: storeId,
        status: 'pending',
        change: 'placed',
      });
    }
    const recipients = events.map((event) => event.userId);
    expect(recipients).not.toContain(otherReseller.userId);
    expect(recipients).not.toContain(otherCustomer.userId);
  });

  it('the seller accepting it tells the shopper and the store side the new status', async () => {
    const orderId = await placeOrder(customer);
    const before = await newestEventId();
    const accepted = await panelCall(ctx.app, reseller, 'PUT', `/api/panel/orders/${orderId}`, {
      status: 'accepted',
    });
    expect(accepted.statusCode).toBe(200);
    const events = await orderEventsAfter(before);
    expect(new Set(events.map((event) => event.userId))).toEqual(
      new Set([customer.userId, reseller.userId, staff.userId]),
    );
    expect(events[0]!.data).toEqual({
      order_id: orderId,
      store_id: storeId,
      status: 'accepted',
      change: 'status',
    });
  });

  it('the shopper cancelling tells the store side', async () => {
    const orderId = await placeOrder(customer);
    const before = await newestEventId();
    const cancelled = await shopCall(ctx, customer, 'POST', '/api/orders/cancel', {
      id: orderId,
      cancellation_reason: 'Ordered by mistake',
    });
    expect(cancelled.statusCode).toBe(200);
    const events = await orderEventsAfter(before);
    expect(new Set(events.map((event) => event.userId))).toEqual(
      new Set([customer.userId, reseller.userId, staff.userId]),
    );
    expect(events[0]!.data).toMatchObject({ order_id: orderId, status: 'cancelled' });
  });
});

describe('[LIVE][ORDERS] a bulk change', () => {
  it('tells each order’s shopper of their own order, once, with its own notification', async () => {
    const mine = await placeOrder(customer);
    const theirs = await placeOrder(otherCustomer);
    const admin = await panelCaller(ctx, 'admin');
    const before = await newestEventId();
    const moved = await panelCall(ctx.app, admin, 'PUT', '/api/panel/orders/bulk', {
      ids: [mine, theirs],
      status: 'accepted',
    });
    expect(moved.json().data).toEqual({ affected: 2 });
    const events = await orderEventsAfter(before);
    const heard = (userId: number) =>
      events.filter((event) => event.userId === userId).map((event) => event.data);
    expect(heard(customer.userId)).toEqual([
      { order_id: mine, store_id: storeId, status: 'accepted', change: 'status' },
    ]);
    expect(heard(otherCustomer.userId)).toEqual([
      { order_id: theirs, store_id: storeId, status: 'accepted', change: 'status' },
    ]);
    // The store side hears of both.
    expect(heard(reseller.userId).map((data) => (data as { order_id: number }).order_id)).toEqual(
      expect.arrayContaining([mine, theirs]),
    );
    for (const [who, orderId] of [
      [customer, mine],
      [otherCustomer, theirs],
    ] as const) {
      const listed = await shopCall(ctx, who, 'GET', '/api/notifications');
      const newest = listed.json().data[0];
      expect(newest).toMatchObject({ type: 'change_order_status', target_id: String(orderId) });
      expect(newest.body).toContain(String(orderId));
    }
  });
});

describe('[LIVE][ORDERS] the panel stream', () => {
  let base = '';
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });

  /** Opens the panel stream of `caller` and reads it until `until` shows up in it. */
  async function panelStream(caller: PanelCaller) {
    const ticketResponse = await fetch(`${base}/api/panel/events/ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${caller.token}` },
    });
    expect(ticketResponse.status).toBe(200);
    const { ticket } = ((await ticketResponse.json()) as { data: { ticket: string } }).data;
    const controller = new AbortController();
    const response = await fetch(
      `${base}/api/panel/events/stream?ticket=${encodeURIComponent(ticket)}`,
      { signal: controller.signal },
    );
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${needle}`);
        text += decoder.decode(value, { stream: true });
      }
      return text;
    };
    await readUntil('event: ready');
    return { readUntil, close: () => controller.abort() };
  }

  it('a seller signed in to the panel hears of the new order on their stream', async () => {
    const stream = await panelStream(reseller);
    const orderId = await placeOrder(otherCustomer);
    const text = await stream.readUntil(`"order_id":${orderId}`);
    const frames = [...text.matchAll(/event: order\ndata: (.*)\n/g)].map(
      (match) => JSON.parse(match[1]!) as unknown,
    );
    expect(frames).toContainEqual({
      order_id: orderId,
      store_id: storeId,
      status: 'pending',
      change: 'placed',
    });
    stream.close();
  });

  it('a shop session cannot open the panel stream', async () => {
    const response = await fetch(`${base}/api/panel/events/ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(response.status).toBe(403);
  });
});
