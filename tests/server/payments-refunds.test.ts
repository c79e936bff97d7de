// A card payment that succeeds after its order was cancelled (or after the payment
// expired) is never applied: the money goes back through the provider (the sandbox here), once,
// however often the provider's callback is replayed; the refund is recorded on the payment and the
// invoice. A paid card order cancelled afterwards is refunded the same way.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, jobs, paymentRefunds, payments } from '../../server/db/schema';
import { runDueJobs } from '../../server/modules/jobs/jobs.service';
import { expirePayment } from '../../server/modules/payments/payments.service';
import {
  sandboxNotification,
  sandboxSecureKey,
} from '../../server/providers/payments/sandbox-provider';
import {
  delivery,
  shopCall,
  shopper,
  stockOf as productStock,
  storeWithProducts,
  type Shopper,
} from './commerce.helpers';
import { useTestApp } from './helper';
import { payOnSandbox, sandboxCharge, setSandboxStatus } from './payments.helpers';

const ctx = useTestApp();

const stockOf = (productId: number) => productStock(ctx, productId);

/** Places one card checkout over `groups` (store id → product id); answers orders and payment. */
async function placeCard(who: Shopper, groups: { storeId: number; productId: number }[]) {
  const lines: number[] = [];
  for (const group of groups) {
    const added = await shopCall(ctx, who, 'POST', '/api/cart', {
      product_id: group.productId,
      quantity: 1,
    });
    lines.push(added.json().data.item_id);
  }
  const response = await shopCall(ctx, who, 'POST', '/api/cart/place-order', {
    groups: groups.map((group, index) => ({
      store_id: group.storeId,
      item_ids: [lines[index]],
      payment_method: 'card',
    })),
    delivery: await delivery(ctx),
  });
  expect(response.statusCode, response.body).toBe(201);
  const data = response.json().data as {
    orders: { id: number; total: number }[];
    payment: { payment_id: number; checkout_url: string };
  };
  return { ...data, ref: data.payment.checkout_url.split('/').pop()! };
}

async function cancel(who: Shopper, id: number) {
  return shopCall(ctx, who, 'POST', '/api/orders/cancel', {
    id,
    cancellation_reason: 'I ordered the wrong size, sorry',
  });
}

/** The signed PAID notification the provider posts (kept to replay it later). */
async function paidNotification(ref: string) {
  return sandboxNotification(
    await sandboxCharge(ctx.database, ref),
    sandboxSecureKey(ctx.env.jwtSecret),
  );
}

async function refundsOf(paymentId: number) {
  return ctx.database.db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId))
    .orderBy(paymentRefunds.id);
}

async function invoiceOf(paymentId: number) {
  const [row] = await ctx.database.db
    .select()
    .from(invoices)
    .where(eq(invoices.paymentId, paymentId));
  return row!;
}

async function ordersById(who: Shopper) {
  const mine = (await shopCall(ctx, who, 'GET', '/api/orders')).json().data as {
    id: number;
    status: string;
    payment_status: string;
  }[];
  return new Map(mine.map((order) => [order.id, order]));
}

/** Runs the due jobs until none is left (refunds are asked of the provider there). */
async function drainJobs() {
  while ((await runDueJobs(ctx.database.db, { limit: 50 })) > 0);
}

describe('[PAYMENTS][REFUNDS]', () => {
  it('an order cancelled while its card payment was open is refunded, not marked paid; its sibling is paid', async () => {
    const who = await shopper(ctx);
    const a = await storeWithProducts(ctx, [{ price: 40, stock: 3 }]);
    const b = await storeWithProducts(ctx, [{ price: 25.5, stock: 3 }]);
    const placed = await placeCard(who, [
      { storeId: a.store.id, productId: a.productIds[0]! },
      { storeId: b.store.id, productId: b.productIds[0]! },
    ]);
    const [cancelled, kept] = placed.orders;
    expect((await cancel(who, cancelled!.id)).statusCode).toBe(200);
    expect(await stockOf(a.productIds[0]!)).toBe(3);

    // The shopper had the provider's page open and pays the whole checkout anyway.
    expect(
      (await payOnSandbox(ctx.app, placed.payment.checkout_url, '4242424242424242')).statusCode,
    ).toBe(303);
    const notification = await paidNotification(placed.ref);

    const mine = await ordersById(who);
    expect(mine.get(kept!.id)).toMatchObject({ status: 'pending', payment_status: 'paid' });
    expect(mine.get(cancelled!.id)).toMatchObject({
      status: 'cancelled',
      payment_status: 'unpaid',
    });
    // The cancelled order's unit stays given back.
    expect(await stockOf(a.productIds[0]!)).toBe(3);
    expect(await stockOf(b.productIds[0]!)).toBe(2);

    const owed = await refundsOf(placed.payment.payment_id);
    expect(owed).toEqual([
      expect.objectContaining({
        key: `order-${cancelled!.id}`,
        orderId: cancelled!.id,
        amount: cancelled!.total,
        status: 'pending',
      }),
    ]);
    await drainJobs();
    const [done] = await refundsOf(placed.payment.payment_id);
    expect(done).toMatchObject({
      status: 'refunded',
      providerMessage: 'Operation done successfully',
    });
    expect(done!.refundedAt).toBeInstanceOf(Date);
    const charge = await sandboxCharge(ctx.database, placed.ref);
    expect(charge.orderStatus).toBe('PARTIAL_REFUNDED');
    expect(charge.refundedAmount).toBe(cancelled!.total);
    // Part of the money was kept: the invoice stays paid.
    expect((await invoiceOf(placed.payment.payment_id)).status).toBe('paid');

    // Fawry may post the same notification again: nothing more happens.
    const replays = await Promise.all(
      Array.from({ length: 10 }, () => shopCall(ctx, null, 'POST', '/api/callback', notification)),
    );
    expect(replays.every((answer) => answer.json().data.changed === false)).toBe(true);
    await drainJobs();
    expect(await refundsOf(placed.payment.payment_id)).toHaveLength(1);
    expect((await sandboxCharge(ctx.database, placed.ref)).refundedAmount).toBe(cancelled!.total);
  });

  it('a checkout whose every order was cancelled is refunded whole; the invoice says refunded', async () => {
    const who = await shopper(ctx);
    const s = await storeWithProducts(ctx, [{ price: 99.99, stock: 2 }]);
    const placed = await placeCard(who, [{ storeId: s.store.id, productId: s.productIds[0]! }]);
    await cancel(who, placed.orders[0]!.id);
    await payOnSandbox(ctx.app, placed.payment.checkout_url, '4242424242424242');
    const [payment] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, placed.payment.payment_id));
    // The provider took the money, so the attempt is paid; the order is not.
    expect(payment!.status).toBe('paid');
    expect((await ordersById(who)).get(placed.orders[0]!.id)).toMatchObject({
      status: 'cancelled',
      payment_status: 'unpaid',
    });
    await drainJobs();
    expect(await refundsOf(payment!.id)).toEqual([
      expect.objectContaining({ amount: placed.orders[0]!.total, status: 'refunded' }),
    ]);
    expect((await sandboxCharge(ctx.database, placed.ref)).orderStatus).toBe('REFUNDED');
    expect((await invoiceOf(payment!.id)).status).toBe('refunded');
    // The shopper's wallet page lists the invoice as refunded.
    const wallet = (await shopCall(ctx, who, 'GET', '/api/credit')).json().data;
    expect(
      wallet.invoices.find((row: { status: string }) => row.status === 'refunded'),
    ).toBeTruthy();
  });

  it('a paid card order cancelled afterwards gives its total back once', async () => {
    const who = await shopper(ctx);
    const s = await storeWithProducts(ctx, [{ price: 60, stock: 2 }]);
    const placed = await placeCard(who, [{ storeId: s.store.id, productId: s.productIds[0]! }]);
    await payOnSandbox(ctx.app, placed.payment.checkout_url, '4242424242424242');
    expect((await ordersById(who)).get(placed.orders[0]!.id)).toMatchObject({
      payment_status: 'paid',
    });
    expect((await cancel(who, placed.orders[0]!.id)).statusCode).toBe(200);
    expect((await cancel(who, placed.orders[0]!.id)).statusCode).toBe(409);
    await drainJobs();
    expect(await refundsOf(placed.payment.payment_id)).toEqual([
      expect.objectContaining({ key: `order-${placed.orders[0]!.id}`, status: 'refunded' }),
    ]);
    expect(await stockOf(s.productIds[0]!)).toBe(2);
    expect((await sandboxCharge(ctx.database, placed.ref)).orderStatus).toBe('REFUNDED');
    expect((await invoiceOf(placed.payment.payment_id)).status).toBe('refunded');
  });

  it('a payment arriving after the attempt expired is refunded once under 20 replays', async () => {
    const who = await shopper(ctx);
    const s = await storeWithProducts(ctx, [{ price: 15, stock: 1 }]);
    const placed = await placeCard(who, [{ storeId: s.store.id, productId: s.productIds[0]! }]);
    // The order's payment time is over when its attempt expires.
    await ctx.database.db.execute(
      sql`UPDATE orders SET created_at = now() - interval '1 day' WHERE id = ${placed.orders[0]!.id}`,
    );
    await expirePayment(ctx.database.db, placed.payment.payment_id);
    expect(await stockOf(s.productIds[0]!)).toBe(1);
    await setSandboxStatus(ctx.database, placed.ref, 'PAID');
    const late = await paidNotification(placed.ref);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => shopCall(ctx, null, 'POST', '/api/callback', late)),
    );
    expect(answers.map((answer) => answer.json().data)).toEqual(
      Array.from({ length: 20 }, () => ({ changed: false, status: 'expired' })),
    );
    expect((await ordersById(who)).get(placed.orders[0]!.id)).toMatchObject({
      status: 'rejected',
      payment_status: 'unpaid',
    });
    await drainJobs();
    expect(await refundsOf(placed.payment.payment_id)).toEqual([
      expect.objectContaining({ key: 'late', amount: placed.orders[0]!.total, status: 'refunded' }),
    ]);
    expect((await sandboxCharge(ctx.database, placed.ref)).orderStatus).toBe('REFUNDED');
    expect((await invoiceOf(placed.payment.payment_id)).status).toBe('refunded');
  });

  it('a refund the provider refuses stays pending, keeps its answer and is retried', async () => {
    const who = await shopper(ctx);
    const s = await storeWithProducts(ctx, [{ price: 20, stock: 2 }]);
    const placed = await placeCard(who, [{ storeId: s.store.id, productId: s.productIds[0]! }]);
    await cancel(who, placed.orders[0]!.id);
    await payOnSandbox(ctx.app, placed.payment.checkout_url, '4242424242424242');
    // The provider's side no longer says paid (it would refuse a refund), then it does again.
    await setSandboxStatus(ctx.database, placed.ref, 'NEW');
    await drainJobs();
    const [refused] = await refundsOf(placed.payment.payment_id);
    expect(refused).toMatchObject({ status: 'pending' });
    expect(refused!.providerMessage).toMatch(/not paid/);
    const [job] = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `payments.refund:${refused!.id}`));
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());

    await setSandboxStatus(ctx.database, placed.ref, 'PAID');
    await ctx.database.db.execute(sql`UPDATE jobs SET run_at = now() WHERE id = ${job!.id}`);
    await drainJobs();
    expect((await refundsOf(placed.payment.payment_id))[0]).toMatchObject({ status: 'refunded' });
    expect((await invoiceOf(placed.payment.payment_id)).status).toBe('refunded');
  });
});
