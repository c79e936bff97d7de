// How reports settle payments: a signed PAID report must carry the amount actually paid, and a
// payment the provider holds as paid while ours stayed pending (a notification lost in a crash)
// is settled by the start-up sweep, once.
import { describe, expect, it } from 'vitest';
import { fromPiastres, toPiastres } from '../../domain/payments/payments';
import {
  expirePayment,
  sweepPendingPayments,
} from '../../server/modules/payments/payments.service';
import { messageSignature } from '../../server/providers/payments/fawry-signatures';
import {
  sandboxNotification,
  sandboxSecureKey,
} from '../../server/providers/payments/sandbox-provider';
import { useTestApp } from './helper';
import {
  call,
  sandboxCharge,
  setSandboxStatus,
  shopper,
  startCharge,
  type Shopper,
} from './payments.helpers';

const ctx = useTestApp();

/**
 * A PAID notification for `ref` signed with the sandbox's key, paying `paid` EGP of it (the
 * sandbox's own record of the charge is left as it is).
 */
async function paidReport(ref: string, paid: number) {
  const genuine = sandboxNotification(
    { ...(await sandboxCharge(ctx.database, ref)), orderStatus: 'PAID' },
    sandboxSecureKey(ctx.env.jwtSecret),
  );
  const paymentAmount = fromPiastres(toPiastres(paid));
  return {
    ...genuine,
    paymentAmount,
    messageSignature: messageSignature({
      fawryRefNumber: genuine.fawryRefNumber,
      merchantRefNumber: genuine.merchantRefNumber,
      paymentAmountPiastres: toPiastres(paid),
      orderAmountPiastres: toPiastres(genuine.orderAmount),
      orderStatus: genuine.orderStatus,
      paymentMethod: genuine.paymentMethod,
      paymentRefrenceNumber: '',
      secureKey: sandboxSecureKey(ctx.env.jwtSecret),
    }),
  };
}

async function wallet(who: Shopper) {
  const response = await call(ctx.app, who, 'GET', '/api/credit');
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    balance: number;
    ledger: { amount: number }[];
    invoices: { status: string }[];
  };
}

describe('a PAID report is checked against the amount actually paid', () => {
  it('an underpaid report (0.01 of 5,000 EGP), validly signed, credits nothing', async () => {
    const me = await shopper(ctx);
    const { ref, paymentId } = await startCharge(ctx.app, me, 5000);
    const response = await call(
      ctx.app,
      null,
      'POST',
      '/api/callback',
      await paidReport(ref, 0.01),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('payment_signature_invalid');
    expect(await wallet(me)).toMatchObject({
      balance: 0,
      ledger: [],
      invoices: [{ status: 'pending' }],
    });

    // The provider's status says unpaid: its expiry closes it.
    await expirePayment(ctx.database.db, paymentId);
    const state = await call(ctx.app, null, 'GET', `/api/payments/state?ref=${ref}`);
    expect(state.json().data).toMatchObject({ status: 'expired' });
    expect((await wallet(me)).balance).toBe(0);
  });

  it('a report paying the whole amount (or more: fees on top) credits the wallet once', async () => {
    const me = await shopper(ctx);
    const { ref } = await startCharge(ctx.app, me, 150);
    const withFees = await paidReport(ref, 152);
    const first = await call(ctx.app, null, 'POST', '/api/callback', withFees);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ changed: true, status: 'paid' });
    const replay = await call(ctx.app, null, 'POST', '/api/callback', withFees);
    expect(replay.json().data).toEqual({ changed: false, status: 'paid' });
    expect((await wallet(me)).balance).toBe(150);
  });
});

describe('the start-up sweep of pending payments', () => {
  it('settles a payment the provider holds as paid, applying its purpose exactly once', async () => {
    const me = await shopper(ctx);
    const paid = await startCharge(ctx.app, me, 77.5);
    const unpaid = await startCharge(ctx.app, me, 20);
    // The shopper paid at the provider; its notification was lost (the server was down).
    await setSandboxStatus(ctx.database, paid.ref, 'PAID');
    expect((await wallet(me)).balance).toBe(0);

    const first = await sweepPendingPayments(ctx.database.db);
    expect(first.settled).toBeGreaterThanOrEqual(1);
    const after = await wallet(me);
    expect(after.balance).toBe(77.5);
    expect(after.ledger).toHaveLength(1);
    expect(after.invoices.map((invoice) => invoice.status).sort()).toEqual(['paid', 'pending']);

    // A second sweep, and the lost notification arriving after all, change nothing.
    await sweepPendingPayments(ctx.database.db);
    const late = sandboxNotification(
      await sandboxCharge(ctx.database, paid.ref),
      sandboxSecureKey(ctx.env.jwtSecret),
    );
    const replay = await call(ctx.app, null, 'POST', '/api/callback', late);
    expect(replay.json().data).toEqual({ changed: false, status: 'paid' });
    const settled = await wallet(me);
    expect(settled.balance).toBe(77.5);
    expect(settled.ledger).toHaveLength(1);

    // The one still unpaid at the provider stays pending.
    const state = await call(ctx.app, null, 'GET', `/api/payments/state?ref=${unpaid.ref}`);
    expect(state.json().data.status).toBe('pending');
  });

  it('asks about at most one batch', async () => {
    const me = await shopper(ctx);
    await startCharge(ctx.app, me, 5);
    await startCharge(ctx.app, me, 6);
    const swept = await sweepPendingPayments(ctx.database.db, { batch: 1 });
    expect(swept.asked).toBe(1);
  });
});
