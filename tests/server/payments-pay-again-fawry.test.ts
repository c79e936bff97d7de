// Paying again through FawryPay: the real adapter against a LOCAL FAKE of Fawry's endpoints (a
// tiny HTTP server here that checks the charge signature with its own hashing), not a mock of our
// code. A declined notification keeps the order; paying again sends Fawry a new merchant
// reference for the same order, expiring with the first; the PAID notification of the new
// reference pays the order.
import { describe, expect, it } from 'vitest';
import { FAWRY_PATHS } from '../../server/providers/payments/fawry-provider';
import { delivery, shopCall, shopper, storeWithProducts } from './commerce.helpers';
import { chargeSigned, readBody, sha, useFawryPayments } from './fawry-fake';
import { useTestApp } from './helper';

const ctx = useTestApp();
const SECURE_KEY = '7c1e2d3f4a5b6c7d8e9f0a1b2c3d4e5f';
const MERCHANT = 'pAyAgAiN+MeRcHaNt==';

/** What Fawry received: each charge request's reference, amount and expiry. */
const charges: { merchantRefNum: string; amount: string; paymentExpiry: number }[] = [];

useFawryPayments({ merchantCode: MERCHANT, secureKey: SECURE_KEY }, async (request, url, reply) => {
  if (request.method === 'POST' && url.pathname === FAWRY_PATHS.init) {
    const body = JSON.parse(await readBody(request));
    if (!chargeSigned(body, SECURE_KEY)) return reply.json(400, { statusCode: 9946 });
    charges.push({
      merchantRefNum: body.merchantRefNum,
      amount: body.chargeItems[0].price,
      paymentExpiry: body.paymentExpiry,
    });
    return reply.checkoutPage(body.merchantRefNum);
  }
  // The shopper has not reached Fawry's page for a reference it is asked about.
  if (request.method === 'GET' && url.pathname === FAWRY_PATHS.status) {
    return reply.json(200, { statusCode: 9938, statusDescription: 'Order not found' });
  }
});

/** Fawry's server notification V2 for a reference, signed as Fawry signs it. */
function notification(merchantRef: string, amount: string, status: 'PAID' | 'FAILED', n: number) {
  const paid = status === 'PAID' ? amount : '0.00';
  const fawryRef = String(800000000 + n);
  return {
    requestId: `r${n}`,
    fawryRefNumber: fawryRef,
    merchantRefNumber: merchantRef,
    paymentAmount: Number(paid),
    orderAmount: Number(amount),
    fawryFees: 0,
    orderStatus: status,
    paymentMethod: 'CARD',
    paymentRefrenceNumber: '',
    messageSignature: sha(`${fawryRef}${merchantRef}${paid}${amount}${status}CARD${SECURE_KEY}`),
  };
}

describe('paying again through FawryPay', () => {
  it('a new merchant reference for the same order, expiring with the first; its PAID pays the order', async () => {
    const who = await shopper(ctx);
    const s = await storeWithProducts(ctx, [{ price: 75, stock: 5 }]);
    const line = (
      await shopCall(ctx, who, 'POST', '/api/cart', { product_id: s.productIds[0]!, quantity: 1 })
    ).json().data.item_id;
    const placed = await shopCall(ctx, who, 'POST', '/api/cart/place-order', {
      groups: [{ store_id: s.store.id, item_ids: [line], payment_method: 'card' }],
      delivery: await delivery(ctx),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data.orders[0];
    const first = charges.at(-1)!;

    const declined = await shopCall(
      ctx,
      null,
      'POST',
      '/api/callback',
      notification(first.merchantRefNum, first.amount, 'FAILED', 1),
    );
    expect(declined.json().data).toEqual({ changed: true, status: 'failed' });
    const waiting = (await shopCall(ctx, who, 'GET', `/api/orders/${order.id}`)).json().data;
    expect(waiting).toMatchObject({ status: 'pending', payment_status: 'unpaid' });

    const again = await shopCall(ctx, who, 'POST', '/api/orders/pay-again', {
      order_ids: [order.id],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.checkout_url).toMatch(/^https:\/\/atfawry\.fawrystaging\.com\//);
    const second = charges.at(-1)!;
    expect(second.merchantRefNum).not.toBe(first.merchantRefNum);
    expect(second.amount).toBe(first.amount);
    expect(second.paymentExpiry).toBe(first.paymentExpiry);

    const paid = await shopCall(
      ctx,
      null,
      'POST',
      '/api/callback',
      notification(second.merchantRefNum, second.amount, 'PAID', 2),
    );
    expect(paid.json().data).toEqual({ changed: true, status: 'paid' });
    expect((await shopCall(ctx, who, 'GET', `/api/orders/${order.id}`)).json().data).toMatchObject({
      status: 'pending',
      payment_status: 'paid',
    });
  });
});
