// A declined card payment keeps its order waiting with its stock held: the shopper pays again
// (a new provider reference for the same order) or pays on delivery instead, until the order's
// payment time is over; then it is cancelled as expired and its stock goes back.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, payments, products } from '../../server/db/schema';
import { runDueJobs } from '../../server/modules/jobs/jobs.service';
import {
  sandboxNotification,
  sandboxSecureKey,
} from '../../server/providers/payments/sandbox-provider';
import { delivery, shopCall, shopper, storeWithProducts, type Shopper } from './commerce.helpers';
import { useTestApp } from './helper';
import { panelCall, panelCaller, type PanelCaller } from './panel.helpers';
import { payOnSandbox, sandboxCharge, setSandboxStatus } from './payments.helpers';

const ctx = useTestApp();
const DECLINED = '4000000000000002';
const PAID = '4242424242424242';

let reseller: PanelCaller;
let customer: Shopper;
let storeId: number;
let productId: number;

beforeAll(async () => {
  reseller = await panelCaller(ctx, 'reseller');
  const own = await storeWithProducts(ctx, [{ price: 100, stock: 20 }], {
    ownerId: reseller.userId,
  });
  storeId = own.store.id;
  productId = own.productIds[0]!;
  customer = await shopper(ctx);
});

async function stock() {
  const [row] = await ctx.database.db
    .select({ stock: products.stockAmount })
    .from(products)
    .where(eq(products.id, productId));
  return row!.stock;
}

async function placeCardOrder() {
  const line = (
    await shopCall(ctx, customer, 'POST', '/api/cart', { product_id: productId, quantity: 2 })
  ).json().data.item_id;
  const response = await shopCall(ctx, customer, 'POST', '/api/cart/place-order', {
    groups: [{ store_id: storeId, item_ids: [line], payment_method: 'card' }],
    delivery: await delivery(ctx),
  });
  expect(response.statusCode, response.body).toBe(201);
  const data = response.json().data;
  return { id: data.orders[0].id as number, checkoutUrl: data.payment.checkout_url as string };
}

async function placeDeclined() {
  const placed = await placeCardOrder();
  expect((await payOnSandbox(ctx.app, placed.checkoutUrl, DECLINED)).statusCode).toBe(303);
  return placed;
}

const myOrder = async (id: number, language = 'en') =>
  (
    await shopCall(ctx, customer, 'GET', `/api/orders/${id}`, undefined, {
      'accept-language': language,
    })
  ).json().data;

const payAgain = (id: number) =>
  shopCall(ctx, customer, 'POST', '/api/orders/pay-again', { order_ids: [id] });

const refOf = (checkoutUrl: string) => checkoutUrl.split('/').pop()!;

async function attemptsOf(id: number) {
  return ctx.database.db
    .select()
    .from(payments)
    .where(sql`${payments.referenceIds} @> ARRAY[${id}]::integer[]`)
    .orderBy(payments.id);
}

async function sellerHeardOf(id: number) {
  const rows = await ctx.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      sql`${notifications.type} = 'new_order' AND ${notifications.targetId} = ${id} AND ${notifications.userId} = ${reseller.userId}`,
    );
  return rows.length;
}

/** The order's payment time comes: its attempts' expiry and its deadline jobs fall due. */
async function timeIsUp(id: number) {
  await ctx.database.db.execute(
    sql`UPDATE orders SET created_at = now() - interval '1 day' WHERE id = ${id}`,
  );
  const keys = (await attemptsOf(id)).map((row) => `payments.expire:${row.id}`);
  await ctx.database.db.execute(
    sql`UPDATE jobs SET run_at = now() WHERE status = 'queued' AND (dedupe_key IN (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )}) OR (type = 'orders.payment-deadline' AND payload->'orderIds' @> ${JSON.stringify([id])}::jsonb))`,
  );
  while ((await runDueJobs(ctx.database.db)) > 0);
}

describe('a declined card payment keeps the order waiting', () => {
  it('the order stays pending and unpaid with a time to pay, its stock held, the seller not told', async () => {
    const before = await stock();
    const { id } = await placeDeclined();
    const order = await myOrder(id);
    expect(order).toMatchObject({
      status: 'pending',
      payment_method: 'card',
      payment_status: 'unpaid',
      cancellation_reason_code: null,
    });
    expect(Date.parse(order.pay_by)).toBeGreaterThan(Date.now());
    expect(await stock()).toBe(before - 2);
    expect(await sellerHeardOf(id)).toBe(0);
    // The seller cannot act on it while it waits for its money.
    const panel = await panelCall(ctx.app, reseller, 'GET', `/api/panel/orders/${id}`);
    expect(panel.json().data.next_statuses).toEqual([]);
    const accept = await panelCall(ctx.app, reseller, 'PUT', `/api/panel/orders/${id}`, {
      status: 'accepted',
    });
    expect(accept.json().error.code).toBe('invalid_transition');
  });

  it('an attempt the provider reports expired in time keeps it waiting too', async () => {
    const placed = await placeCardOrder();
    const expired = await payOnSandbox(ctx.app, placed.checkoutUrl, '4000000000000069');
    expect(expired.statusCode).toBe(303);
    expect(await myOrder(placed.id)).toMatchObject({ status: 'pending', payment_status: 'unpaid' });
    expect((await payAgain(placed.id)).statusCode).toBe(200);
  });

  it('pay again opens a new attempt with a new reference; paying it makes the order paid and tells the seller', async () => {
    const first = await placeDeclined();
    const again = await payAgain(first.id);
    expect(again.statusCode, again.body).toBe(200);
    const url = again.json().data.checkout_url as string;
    expect(refOf(url)).not.toBe(refOf(first.checkoutUrl));
    expect((await payOnSandbox(ctx.app, url, PAID)).statusCode).toBe(303);
    expect(await myOrder(first.id)).toMatchObject({
      status: 'pending',
      payment_status: 'paid',
      pay_by: null,
    });
    expect(await sellerHeardOf(first.id)).toBe(1);
    const panel = await panelCall(ctx.app, reseller, 'GET', `/api/panel/orders/${first.id}`);
    expect(panel.json().data.next_statuses).toEqual(['accepted', 'rejected']);
    // The attempts share the order, each with its own reference.
    const attempts = await attemptsOf(first.id);
    expect(attempts.map((row) => row.status)).toEqual(['failed', 'paid']);
    expect(new Set(attempts.map((row) => row.merchantRef)).size).toBe(2);
    // A paid order is not paid again.
    expect((await payAgain(first.id)).json().error.code).toBe('invalid_transition');
  });

  it('parallel pay-again taps make one live attempt', async () => {
    const { id } = await placeDeclined();
    const answers = await Promise.all([payAgain(id), payAgain(id), payAgain(id)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(answers.map((answer) => answer.json().data.payment_id));
    expect(ids.size).toBe(1);
    const attempts = await attemptsOf(id);
    expect(attempts.filter((row) => row.status === 'pending')).toHaveLength(1);
    expect(attempts).toHaveLength(2);
  });

  it('a PAID notification for the old attempt after a newer one is paid is refunded, never paid twice', async () => {
    const first = await placeDeclined();
    const url = (await payAgain(first.id)).json().data.checkout_url as string;
    expect((await payOnSandbox(ctx.app, url, PAID)).statusCode).toBe(303);
    const oldRef = refOf(first.checkoutUrl);
    await setSandboxStatus(ctx.database, oldRef, 'PAID');
    const late = sandboxNotification(
      await sandboxCharge(ctx.database, oldRef),
      sandboxSecureKey(ctx.env.jwtSecret),
    );
    const answer = await shopCall(ctx, null, 'POST', '/api/callback', late);
    expect(answer.json().data).toEqual({ changed: false, status: 'failed' });
    while ((await runDueJobs(ctx.database.db)) > 0);
    expect((await sandboxCharge(ctx.database, oldRef)).orderStatus).toBe('REFUNDED');
    expect((await sandboxCharge(ctx.database, refOf(url))).orderStatus).toBe('PAID');
    expect(await myOrder(first.id)).toMatchObject({ status: 'pending', payment_status: 'paid' });
  });

  it('past its payment time the order is cancelled as expired, in the shopper’s language, and its stock is back', async () => {
    const before = await stock();
    const { id } = await placeDeclined();
    await payAgain(id);
    expect(await stock()).toBe(before - 2);
    await timeIsUp(id);
    expect(await myOrder(id, 'ar')).toMatchObject({
      status: 'rejected',
      cancelled_by: 'system',
      cancellation_reason_code: 'payment_expired',
      cancellation_reason: 'لم يكتمل الدفع بالبطاقة في الوقت المحدد',
    });
    expect((await myOrder(id)).cancellation_reason).toBe(
      'The card payment was not completed in time',
    );
    expect(await stock()).toBe(before);
    expect((await attemptsOf(id)).map((row) => row.status)).toEqual(['failed', 'expired']);
    expect((await payAgain(id)).json().error.code).toBe('invalid_transition');
  });

  it('a declined order with no attempt left is cancelled at its payment time too', async () => {
    const before = await stock();
    const { id } = await placeDeclined();
    await timeIsUp(id);
    expect(await myOrder(id)).toMatchObject({
      status: 'rejected',
      cancellation_reason_code: 'payment_expired',
    });
    expect(await stock()).toBe(before);
  });

  it('pay on delivery instead turns it into a cash order the seller is told of and can accept', async () => {
    const { id } = await placeDeclined();
    const answer = await shopCall(ctx, customer, 'POST', '/api/orders/pay-on-delivery', { id });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({
      status: 'pending',
      payment_method: 'cash_on_delivery',
      payment_status: 'unpaid',
      pay_by: null,
    });
    expect(await sellerHeardOf(id)).toBe(1);
    const accept = await panelCall(ctx.app, reseller, 'PUT', `/api/panel/orders/${id}`, {
      status: 'accepted',
    });
    expect(accept.statusCode, accept.body).toBe(200);
    // Its payment time passing no longer cancels it.
    await timeIsUp(id);
    expect(await myOrder(id)).toMatchObject({ status: 'accepted' });
  });

  it('another shopper can neither pay again nor switch my order', async () => {
    const { id } = await placeDeclined();
    const stranger = await shopper(ctx);
    const again = await shopCall(ctx, stranger, 'POST', '/api/orders/pay-again', {
      order_ids: [id],
    });
    expect(again.json().error.code).toBe('not_found');
    const cash = await shopCall(ctx, stranger, 'POST', '/api/orders/pay-on-delivery', { id });
    expect(cash.json().error.code).toBe('not_found');
    expect(
      (await shopCall(ctx, null, 'POST', '/api/orders/pay-again', { order_ids: [id] })).statusCode,
    ).toBe(401);
  });
});
