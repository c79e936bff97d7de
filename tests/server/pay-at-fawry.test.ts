// Paying an order with a Fawry reference at an outlet, against the sandbox: the checkout answers
// the order awaiting payment with its reference and stock held; the sandbox outlet pays it and
// Fawry's signed notification settles it once (a replay or a FAILED after PAID changes nothing);
// the shopper is reminded once before it expires; at its expiry the order is cancelled and its
// stock goes back; a PAID after that is refunded.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  jobs,
  notifications,
  paymentRefunds,
  payments,
  sandboxCharges,
} from '../../server/db/schema';
import { remindOfReference } from '../../server/modules/commerce/pay-at-fawry.service';
import { expirePayment } from '../../server/modules/payments/payments.service';
import { messageSignature } from '../../server/providers/payments/fawry-signatures';
import {
  sandboxNotification,
  sandboxSecureKey,
} from '../../server/providers/payments/sandbox-provider';
import {
  delivery,
  shopCall,
  shopper,
  stockOf,
  storeWithProducts,
  type Shopper,
} from './commerce.helpers';
import { useTestApp } from './helper';
import { panelCaller, type PanelCaller } from './panel.helpers';

const ctx = useTestApp();

let reseller: PanelCaller;
let customer: Shopper;
let storeId: number;
let productId: number;

beforeAll(async () => {
  reseller = await panelCaller(ctx, 'reseller');
  const own = await storeWithProducts(ctx, [{ price: 420, stock: 50 }], {
    ownerId: reseller.userId,
  });
  storeId = own.store.id;
  productId = own.productIds[0]!;
  customer = await shopper(ctx);
});

const toArabicDigits = (value: string) =>
  value.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!);

async function placeReferenceOrder() {
  const line = (
    await shopCall(ctx, customer, 'POST', '/api/cart', { product_id: productId, quantity: 2 })
  ).json().data.item_id;
  const response = await shopCall(ctx, customer, 'POST', '/api/cart/place-order', {
    groups: [{ store_id: storeId, item_ids: [line], payment_method: 'pay_at_fawry' }],
    delivery: await delivery(ctx),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.orders[0].id as number;
}

const myOrder = async (id: number, language = 'en') =>
  (
    await shopCall(ctx, customer, 'GET', `/api/orders/${id}`, undefined, {
      'accept-language': language,
    })
  ).json().data;

async function attemptOf(orderId: number) {
  const [row] = await ctx.database.db
    .select()
    .from(payments)
    .where(sql`${payments.referenceIds} @> ARRAY[${orderId}]::integer[]`);
  return row!;
}

async function chargeOf(merchantRef: string) {
  const [row] = await ctx.database.db
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.merchantRef, merchantRef));
  return row!;
}

const outlet = (reference: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/sandbox/fawry/outlet?lang=en',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `reference=${encodeURIComponent(reference)}`,
  });

const callback = (payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/callback', payload: payload as object });

/** Fawry's notification for a charge in `status`, signed with the sandbox's key. */
async function notificationOf(merchantRef: string, status: string) {
  const charge = await chargeOf(merchantRef);
  const key = sandboxSecureKey(ctx.env.jwtSecret);
  const body = sandboxNotification({ ...charge, orderStatus: status }, key);
  const amount = Math.round(charge.amount * 100);
  return {
    ...body,
    messageSignature: messageSignature({
      fawryRefNumber: body.fawryRefNumber,
      merchantRefNumber: body.merchantRefNumber,
      paymentAmountPiastres: status === 'PAID' ? amount : 0,
      orderAmountPiastres: amount,
      orderStatus: status,
      paymentMethod: 'PAYATFAWRY',
      paymentRefrenceNumber: '',
      secureKey: key,
    }),
  };
}

async function newOrderNotes(orderId: number) {
  return ctx.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      sql`${notifications.type} = 'new_order' AND ${notifications.targetId} = ${String(orderId)}`,
    );
}

describe('[PAYMENTS][PAY AT FAWRY] a reference paid at an outlet', () => {
  it('the checkout answers the order awaiting payment with its reference, its stock held, unknown to the store', async () => {
    const before = await stockOf(ctx, productId);
    const id = await placeReferenceOrder();
    const order = await myOrder(id);
    expect(order).toMatchObject({
      status: 'pending',
      payment_method: 'pay_at_fawry',
      payment_status: 'unpaid',
    });
    expect(order.fawry_reference).toMatch(/^\d{6,}$/);
    const hours = (Date.parse(order.pay_by) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23);
    expect(hours).toBeLessThanOrEqual(24);
    expect(await stockOf(ctx, productId)).toBe(before - 2);
    expect(await newOrderNotes(id)).toHaveLength(0);

    // Fawry's side: a PAYATFAWRY charge of the order's total waiting as NEW, not a failure.
    const attempt = await attemptOf(id);
    const charge = await chargeOf(attempt.merchantRef);
    expect(charge).toMatchObject({
      paymentMethod: 'PAYATFAWRY',
      orderStatus: 'NEW',
      amount: order.total,
    });
    expect(charge.referenceNumber).toBe(order.fawry_reference);
    const state = await shopCall(
      ctx,
      customer,
      'GET',
      `/api/payments/state?ref=${attempt.merchantRef}`,
    );
    expect(state.json().data.status).toBe('pending');

    // Its reminder is queued an hour before the reference expires.
    const [reminder] = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `orders.reference-reminder:${attempt.id}`));
    expect(Date.parse(order.pay_by) - reminder!.runAt.getTime()).toBe(60 * 60_000);
  });

  it('pay again is for card orders: a reference order keeps its reference', async () => {
    const id = await placeReferenceOrder();
    const reference = (await myOrder(id)).fawry_reference;
    const answer = await shopCall(ctx, customer, 'POST', '/api/orders/pay-again', {
      order_ids: [id],
    });
    expect(answer.json().error.code).toBe('invalid_transition');
    expect((await myOrder(id)).fawry_reference).toBe(reference);
  });

  it('the outlet takes the reference in Arabic digits; the order turns paid and its store hears of it', async () => {
    const id = await placeReferenceOrder();
    const reference = (await myOrder(id)).fawry_reference as string;
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/sandbox/fawry/outlet?lang=ar&reference=${encodeURIComponent(toArabicDigits(reference))}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(toArabicDigits(reference));

    const paid = await outlet(toArabicDigits(reference));
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('Paid. Fawry notified the shop.');
    const order = await myOrder(id);
    expect(order).toMatchObject({ payment_status: 'paid', fawry_reference: null, pay_by: null });
    expect((await attemptOf(id)).method).toBe('PAYATFAWRY');
    expect(await newOrderNotes(id)).toHaveLength(1);
  });

  it('a replayed PAID answers 200 and changes nothing; a FAILED after PAID changes nothing', async () => {
    const id = await placeReferenceOrder();
    const attempt = await attemptOf(id);
    const paid = await notificationOf(attempt.merchantRef, 'PAID');
    expect((await callback(paid)).statusCode).toBe(200);
    const first = await myOrder(id);
    expect(first.payment_status).toBe('paid');

    const replay = await callback(paid);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.changed).toBe(false);
    const failed = await callback(await notificationOf(attempt.merchantRef, 'FAILED'));
    expect(failed.statusCode).toBe(200);
    expect(await myOrder(id)).toMatchObject({ payment_status: 'paid', paid_at: first.paid_at });
    expect((await attemptOf(id)).status).toBe('paid');
    expect(await newOrderNotes(id)).toHaveLength(1);
  });

  it('reminds the shopper once, in both languages, with the amount and the reference', async () => {
    const id = await placeReferenceOrder();
    const attempt = await attemptOf(id);
    expect(await remindOfReference(ctx.database.db, attempt.id)).toBe(true);
    expect(await remindOfReference(ctx.database.db, attempt.id)).toBe(false);
    const notes = await ctx.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, customer.userId),
          eq(notifications.targetId, String(id)),
          eq(notifications.titleEn, 'Your Fawry reference expires soon'),
        ),
      );
    expect(notes).toHaveLength(1);
    const reference = attempt.referenceNumber!;
    expect(notes[0]!.bodyEn).toContain(`reference ${reference}`);
    expect(notes[0]!.bodyEn).toMatch(new RegExp(`EGP\\s${(await myOrder(id)).total}\\.00`));
    expect(notes[0]!.bodyAr).toContain(toArabicDigits(reference));
    expect(notes[0]!.titleAr).toBe('الرقم المرجعي لفوري ينتهي قريبًا');
  });

  it('at its expiry the order is cancelled with its reason and its stock goes back; a PAID after that is refunded', async () => {
    const before = await stockOf(ctx, productId);
    const id = await placeReferenceOrder();
    expect(await stockOf(ctx, productId)).toBe(before - 2);
    const attempt = await attemptOf(id);
    await ctx.database.db.execute(
      sql`UPDATE orders SET created_at = now() - interval '25 hours' WHERE id = ${id}`,
    );
    await expirePayment(ctx.database.db, attempt.id);

    expect(await myOrder(id, 'ar')).toMatchObject({
      status: 'rejected',
      cancelled_by: 'system',
      cancellation_reason_code: 'reference_expired',
      cancellation_reason: 'انتهت صلاحية الرقم المرجعي لفوري قبل الدفع',
      fawry_reference: null,
    });
    expect((await myOrder(id, 'en')).cancellation_reason).toBe(
      'The Fawry reference expired before it was paid',
    );
    expect(await stockOf(ctx, productId)).toBe(before);

    const late = await callback(await notificationOf(attempt.merchantRef, 'PAID'));
    expect(late.statusCode).toBe(200);
    expect((await myOrder(id)).payment_status).toBe('unpaid');
    const refunds = await ctx.database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, attempt.id));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe((await myOrder(id)).total);
  });

  it('the outlet refuses a reference past its expiry and reports it expired', async () => {
    const id = await placeReferenceOrder();
    const attempt = await attemptOf(id);
    await ctx.database.db
      .update(sandboxCharges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxCharges.merchantRef, attempt.merchantRef));
    const answer = await outlet(attempt.referenceNumber!);
    expect(answer.body).toContain('This reference can no longer be paid.');
    expect((await attemptOf(id)).status).toBe('expired');
    expect((await myOrder(id)).payment_status).toBe('unpaid');
  });

  it('an unknown reference is said on the outlet page', async () => {
    const answer = await outlet('123');
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toContain('There is no Fawry reference with this number.');
  });
});
