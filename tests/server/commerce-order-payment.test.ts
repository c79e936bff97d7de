// An order's payment state as the shopper and the panels read it: cash on delivery becomes paid
// when it is delivered, confirmed by the seller or admin who delivered it; the reason the system
// gives a rejected order is answered in the reader's language.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { delivery, shopCall, shopper, storeWithProducts, type Shopper } from './commerce.helpers';
import { useTestApp } from './helper';
import { panelCall, panelCaller, type PanelCaller } from './panel.helpers';
import { payOnSandbox } from './payments.helpers';

const ctx = useTestApp();

let admin: PanelCaller;
let reseller: PanelCaller;
let customer: Shopper;
let storeId: number;
let productId: number;

async function usernameOf(userId: number) {
  const [row] = await ctx.database.db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  return row!.username;
}

async function placeOrder(payment: 'cash_on_delivery' | 'card' = 'cash_on_delivery') {
  const line = (
    await shopCall(ctx, customer, 'POST', '/api/cart', { product_id: productId, quantity: 1 })
  ).json().data.item_id;
  const response = await shopCall(ctx, customer, 'POST', '/api/cart/place-order', {
    groups: [{ store_id: storeId, item_ids: [line], payment_method: payment }],
    delivery: await delivery(ctx),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as {
    orders: { id: number; payment_status: string }[];
    payment: { checkout_url: string } | null;
  };
}

const move = (caller: PanelCaller, id: number, status: string) =>
  panelCall(ctx.app, caller, 'PUT', `/api/panel/orders/${id}`, { status });

const myOrder = async (id: number) => {
  const response = await shopCall(ctx, customer, 'GET', '/api/orders');
  expect(response.statusCode, response.body).toBe(200);
  const list = response.json().data;
  return list.find((order: { id: number }) => order.id === id);
};

beforeAll(async () => {
  admin = await panelCaller(ctx, 'admin');
  reseller = await panelCaller(ctx, 'reseller');
  const own = await storeWithProducts(ctx, [{ price: 100, stock: 50 }], {
    ownerId: reseller.userId,
  });
  storeId = own.store.id;
  productId = own.productIds[0]!;
  customer = await shopper(ctx);
});

describe('[COMMERCE][CASH ON DELIVERY] paid when delivered', () => {
  it('the seller delivering a cash order records it paid, with who confirmed it and when', async () => {
    const order = (await placeOrder()).orders[0]!;
    expect(order.payment_status).toBe('unpaid');
    for (const status of ['accepted', 'in_progress']) {
      expect((await move(reseller, order.id, status)).statusCode).toBe(200);
    }
    const shipped = await panelCall(ctx.app, reseller, 'PUT', `/api/panel/orders/${order.id}`, {
      status: 'shipped',
      courier: 'Aramex',
      tracking_number: 'ARX-100200',
      tracking_url: 'https://www.aramex.com/track/ARX-100200',
    });
    expect(shipped.statusCode).toBe(200);
    expect(await myOrder(order.id)).toMatchObject({ payment_status: 'unpaid', paid_at: null });

    const before = Date.now();
    expect((await move(reseller, order.id, 'delivered')).statusCode).toBe(200);

    const mine = await myOrder(order.id);
    expect(mine).toMatchObject({ status: 'delivered', payment_status: 'paid' });
    expect(Date.parse(mine.paid_at)).toBeGreaterThanOrEqual(before - 1000);
    const detail = (await shopCall(ctx, customer, 'GET', `/api/orders/${order.id}`)).json().data;
    expect(detail).toMatchObject({ payment_status: 'paid', paid_at: mine.paid_at });

    const panel = (
      await panelCall(ctx.app, reseller, 'GET', `/api/panel/orders/${order.id}`)
    ).json().data;
    expect(panel).toMatchObject({
      payment_status: 'paid',
      paid_at: mine.paid_at,
      paid_confirmed_by: await usernameOf(reseller.userId),
    });
    const list = (
      await panelCall(ctx.app, admin, 'GET', `/api/panel/orders?payment_status=paid&per_page=100`)
    ).json().data;
    expect(list.find((row: { id: number }) => row.id === order.id)).toMatchObject({
      payment_status: 'paid',
      paid_confirmed_by: await usernameOf(reseller.userId),
    });
  });

  it('an admin delivering it confirms the cash; correcting it back out of delivered takes that back', async () => {
    const order = (await placeOrder()).orders[0]!;
    expect((await move(admin, order.id, 'accepted')).statusCode).toBe(200);
    expect((await move(admin, order.id, 'delivered')).statusCode).toBe(200);
    const panel = (await panelCall(ctx.app, admin, 'GET', `/api/panel/orders/${order.id}`)).json()
      .data;
    expect(panel).toMatchObject({
      payment_status: 'paid',
      paid_confirmed_by: await usernameOf(admin.userId),
    });
    expect(panel.paid_at).not.toBeNull();

    expect((await move(admin, order.id, 'in_progress')).statusCode).toBe(200);
    expect(await myOrder(order.id)).toMatchObject({
      status: 'in_progress',
      payment_status: 'unpaid',
      paid_at: null,
    });
  });

  it('delivering an unpaid card order does not mark it paid', async () => {
    const order = (await placeOrder('card')).orders[0]!;
    expect((await move(admin, order.id, 'accepted')).statusCode).toBe(200);
    expect((await move(admin, order.id, 'delivered')).statusCode).toBe(200);
    expect(await myOrder(order.id)).toMatchObject({
      status: 'delivered',
      payment_method: 'card',
      payment_status: 'unpaid',
      paid_at: null,
    });
  });
});

describe('[COMMERCE][REASONS] in the reader’s language', () => {
  const mine = async (language: 'ar' | 'en', id: number) => {
    const headers = { 'accept-language': language };
    const list = (await shopCall(ctx, customer, 'GET', '/api/orders', undefined, headers)).json()
      .data;
    const detail = (
      await shopCall(ctx, customer, 'GET', `/api/orders/${id}`, undefined, headers)
    ).json().data;
    return { row: list.find((order: { id: number }) => order.id === id), detail };
  };

  it('an expired card payment’s cancellation reads in Arabic for Arabic and in English for English', async () => {
    const placed = await placeOrder('card');
    // Its payment time is over when the provider reports the attempt expired.
    await ctx.database.db.execute(
      sql`UPDATE orders SET created_at = now() - interval '1 day' WHERE id = ${placed.orders[0]!.id}`,
    );
    const expired = await payOnSandbox(ctx.app, placed.payment!.checkout_url, '4000000000000069');
    expect(expired.statusCode).toBe(303);
    const id = placed.orders[0]!.id;

    const arabic = await mine('ar', id);
    expect(arabic.row).toMatchObject({
      status: 'rejected',
      cancelled_by: 'system',
      cancellation_reason_code: 'payment_expired',
      cancellation_reason: 'لم يكتمل الدفع بالبطاقة في الوقت المحدد',
    });
    expect(arabic.detail.timeline.at(-1)).toMatchObject({
      status: 'rejected',
      note: 'لم يكتمل الدفع بالبطاقة في الوقت المحدد',
    });
    const english = await mine('en', id);
    expect(english.row).toMatchObject({
      cancellation_reason_code: 'payment_expired',
      cancellation_reason: 'The card payment was not completed in time',
    });
    expect(english.detail.timeline.at(-1).note).toBe('The card payment was not completed in time');

    const panel = await panelCall(
      ctx.app,
      admin,
      'GET',
      `/api/panel/orders/${id}`,
      undefined,
      'ar',
    );
    expect(panel.json().data).toMatchObject({
      cancellation_reason_code: 'payment_expired',
      cancellation_reason: 'لم يكتمل الدفع بالبطاقة في الوقت المحدد',
    });
  });

  it('a reason the seller typed stays as typed in both languages', async () => {
    const order = (await placeOrder()).orders[0]!;
    const typed = 'The size you chose is sold out, sorry';
    const rejected = await panelCall(ctx.app, reseller, 'PUT', `/api/panel/orders/${order.id}`, {
      status: 'rejected',
      reason: typed,
    });
    expect(rejected.statusCode).toBe(200);
    for (const language of ['ar', 'en'] as const) {
      const { row, detail } = await mine(language, order.id);
      expect(row).toMatchObject({
        cancelled_by: 'store',
        cancellation_reason: typed,
        cancellation_reason_code: null,
      });
      expect(detail.timeline.at(-1).note).toBe(typed);
    }
  });
});
