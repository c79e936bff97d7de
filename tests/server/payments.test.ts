// Card payment and the wallet through the built-in sandbox: the whole journey over HTTP,
// the callback's signature and idempotency, the status query before a return URL is trusted, the
// expiry job, late payments, and the wallet's debit under concurrency.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, walletLedger } from '../../server/db/schema';
import { runDueJobs } from '../../server/modules/jobs/jobs.service';
import {
  createPendingPayment,
  expirePayment,
  openPaymentCheckout,
  registerPaymentPurpose,
  startPayment,
  type Payment,
} from '../../server/modules/payments/payments.service';
import { debitWallet } from '../../server/modules/payments/wallet.service';
import {
  sandboxNotification,
  sandboxSecureKey,
} from '../../server/providers/payments/sandbox-provider';
import { useTestApp } from './helper';
import {
  call,
  creditOf,
  payOnSandbox,
  paymentRow,
  sandboxCharge,
  setSandboxStatus,
  shopper,
  startCharge,
} from './payments.helpers';

const ctx = useTestApp();

describe('wallet charge by card through the sandbox', () => {
  it('pays with the success card: paid state, credited balance, ledger line and paid invoice', async () => {
    const me = await shopper(ctx, 10);
    const { paymentId, checkoutUrl, ref } = await startCharge(ctx.app, me, 150.5);
    expect(checkoutUrl).toBe(`/sandbox/fawry/checkout/${ref}`);

    const page = await ctx.app.inject({ method: 'GET', url: `${checkoutUrl}?lang=ar` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).toContain('4242 4242 4242 4242');
    const english = await ctx.app.inject({ method: 'GET', url: `${checkoutUrl}?lang=en` });
    expect(english.body).toContain('Sandbox payment gateway');
    expect(english.body).toContain('150.50');

    const paid = await payOnSandbox(ctx.app, checkoutUrl, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(new RegExp(`^/payment-state/wallet\\?ref=${ref}&`));

    const state = await call(ctx.app, null, 'GET', `/api/payments/state?ref=${ref}`);
    expect(state.statusCode).toBe(200);
    expect(state.json().data).toMatchObject({
      purpose: 'wallet_charge',
      status: 'paid',
      amount: 150.5,
    });

    const wallet = (await call(ctx.app, me, 'GET', '/api/credit')).json().data;
    expect(wallet.balance).toBe(160.5);
    expect(wallet.ledger[0]).toMatchObject({ kind: 'charge', amount: 150.5, balance_after: 160.5 });
    expect(wallet.invoices[0]).toMatchObject({
      purpose: 'wallet_charge',
      method: 'card',
      status: 'paid',
      amount: 150.5,
    });
    const charge = await sandboxCharge(ctx.database, ref);
    expect(wallet.invoices[0].provider_transaction_id).toBe(charge.referenceNumber);
    expect((await paymentRow(ctx.database, paymentId)).method).toBe('CARD');

    // The sandbox page will not take the same charge twice.
    const again = await payOnSandbox(ctx.app, checkoutUrl, '4242424242424242');
    expect(again.statusCode).toBe(409);
    expect(await creditOf(ctx.database, me.userId)).toBe(160.5);
  });

  it('a declined card lands on a failed payment; nothing is credited', async () => {
    const me = await shopper(ctx);
    const { checkoutUrl, ref } = await startCharge(ctx.app, me, 20);
    const declined = await payOnSandbox(ctx.app, checkoutUrl, '4000000000000002');
    expect(declined.statusCode).toBe(303);
    const state = (await call(ctx.app, null, 'GET', `/api/payments/state?ref=${ref}`)).json().data;
    expect(state.status).toBe('failed');
    const wallet = (await call(ctx.app, me, 'GET', '/api/credit')).json().data;
    expect(wallet.balance).toBe(0);
    expect(wallet.ledger).toHaveLength(0);
    expect(wallet.invoices[0]).toMatchObject({ status: 'failed', method: 'card' });
  });

  it('the expiring card expires the payment; an unknown card is refused on the page', async () => {
    const me = await shopper(ctx);
    const { checkoutUrl, ref } = await startCharge(ctx.app, me, 5);
    const unknown = await payOnSandbox(ctx.app, checkoutUrl, '4111111111111111');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body).toContain('not a test card');
    await payOnSandbox(ctx.app, checkoutUrl, '4000000000000069');
    const state = (await call(ctx.app, null, 'GET', `/api/payments/state?ref=${ref}`)).json().data;
    expect(state.status).toBe('expired');
  });

  it('refuses amounts outside 1–50,000 EGP and more than two decimals, naming the field', async () => {
    const me = await shopper(ctx);
    for (const amount of [0, 0.5, 50_000.01, 10.005]) {
      const response = await call(ctx.app, me, 'POST', '/api/charge', { amount });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields[0].path).toBe('amount');
    }
    expect((await call(ctx.app, null, 'POST', '/api/charge', { amount: 10 })).statusCode).toBe(401);
  });

  it('a retried charge with the same Idempotency-Key starts one payment', async () => {
    const me = await shopper(ctx);
    const headers = { 'idempotency-key': 'charge-key-0001' };
    const first = await call(ctx.app, me, 'POST', '/api/charge', { amount: 12 }, headers);
    const second = await call(ctx.app, me, 'POST', '/api/charge', { amount: 12 }, headers);
    expect(second.json().data.payment_id).toBe(first.json().data.payment_id);
  });
});

describe('the callback', () => {
  it('one callback replayed 100 times changes the state once and credits once', async () => {
    const me = await shopper(ctx);
    const { paymentId, ref } = await startCharge(ctx.app, me, 99.99);
    await setSandboxStatus(ctx.database, ref, 'PAID');
    const notification = sandboxNotification(
      await sandboxCharge(ctx.database, ref),
      sandboxSecureKey(ctx.env.jwtSecret),
    );
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => call(ctx.app, null, 'POST', '/api/callback', notification)),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers.filter((answer) => answer.json().data.changed)).toHaveLength(1);
    expect(await creditOf(ctx.database, me.userId)).toBe(99.99);
    const ledger = await ctx.database.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.paymentId, paymentId));
    expect(ledger).toHaveLength(1);
  });

  it('refuses a forged or altered signature and leaves the payment pending', async () => {
    const me = await shopper(ctx);
    const { paymentId, ref } = await startCharge(ctx.app, me, 40);
    await setSandboxStatus(ctx.database, ref, 'PAID');
    const genuine = sandboxNotification(
      await sandboxCharge(ctx.database, ref),
      sandboxSecureKey(ctx.env.jwtSecret),
    );
    const forged = sandboxNotification(await sandboxCharge(ctx.database, ref), 'not-the-key');
    const altered = { ...genuine, orderAmount: 4000, paymentAmount: 4000 };
    for (const body of [
      forged,
      altered,
      { ...genuine, messageSignature: 'abc' },
      { ...genuine, merchantRefNumber: 'x'.repeat(32) },
    ]) {
      const response = await call(ctx.app, null, 'POST', '/api/callback', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('payment_signature_invalid');
    }
    expect((await paymentRow(ctx.database, paymentId)).status).toBe('pending');
    expect(await creditOf(ctx.database, me.userId)).toBe(0);
  });

  it('an unknown reference with a valid signature is not found', async () => {
    const me = await shopper(ctx);
    const { ref } = await startCharge(ctx.app, me, 3);
    const charge = await sandboxCharge(ctx.database, ref);
    const notification = sandboxNotification(
      { ...charge, merchantRef: 'f'.repeat(32) },
      sandboxSecureKey(ctx.env.jwtSecret),
    );
    expect((await call(ctx.app, null, 'POST', '/api/callback', notification)).statusCode).toBe(404);
  });
});

describe('the return URL is never trusted', () => {
  it('a return URL saying PAID does not make a payment paid; the status query decides', async () => {
    const me = await shopper(ctx);
    const { paymentId, ref } = await startCharge(ctx.app, me, 25);
    // The shopper edits the return URL: the state is read from the record and the provider.
    const state = await call(
      ctx.app,
      null,
      'GET',
      `/api/payments/state?ref=${ref}&orderStatus=PAID`,
    );
    expect(state.statusCode).toBe(200);
    expect(state.json().data.status).toBe('pending');
    // The callback was lost, but the provider knows it was paid: the status query settles it.
    await setSandboxStatus(ctx.database, ref, 'PAID');
    const confirmed = await call(ctx.app, null, 'GET', `/api/payments/state?ref=${ref}`);
    expect(confirmed.json().data.status).toBe('paid');
    expect((await paymentRow(ctx.database, paymentId)).providerRef).not.toBeNull();
    expect(await creditOf(ctx.database, me.userId)).toBe(25);
  });

  it('an unknown reference is not found', async () => {
    expect(
      (await call(ctx.app, null, 'GET', `/api/payments/state?ref=${'0'.repeat(32)}`)).statusCode,
    ).toBe(404);
  });
});

describe('checkout again', () => {
  it('opens the hosted page again for my pending payment only', async () => {
    const me = await shopper(ctx);
    const other = await shopper(ctx);
    const { paymentId, checkoutUrl } = await startCharge(ctx.app, me, 7);
    const mine = await call(ctx.app, me, 'POST', '/api/checkout', { payment_id: paymentId });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.checkout_url).toBe(checkoutUrl);
    expect(
      (await call(ctx.app, other, 'POST', '/api/checkout', { payment_id: paymentId })).statusCode,
    ).toBe(404);
    await payOnSandbox(ctx.app, checkoutUrl, 'cancel');
    await call(ctx.app, null, 'GET', `/api/payments/state?ref=${checkoutUrl.split('/').pop()}`);
    const settled = await call(ctx.app, me, 'POST', '/api/checkout', { payment_id: paymentId });
    expect(settled.statusCode).toBe(402);
  });
});

describe('purposes, expiry and late payments', () => {
  const seen: { paid: Payment[]; failed: Payment[] } = { paid: [], failed: [] };
  registerPaymentPurpose('verification', {
    async onPaid(_tx, payment) {
      seen.paid.push(payment);
    },
    async onFailed(_tx, payment) {
      seen.failed.push(payment);
    },
  });

  it('a pending payment past its time is expired by the job and its purpose hears it once', async () => {
    const me = await shopper(ctx);
    const { paymentId } = await startPayment(ctx.database.db, {
      userId: me.userId,
      purpose: 'verification',
      referenceIds: [42],
      amountPiastres: 150_00,
      returnPath: '/payment-state/verification',
      lang: 'en',
    });
    // Not due yet: nothing happens.
    await runDueJobs(ctx.database.db);
    expect((await paymentRow(ctx.database, paymentId)).status).toBe('pending');
    // Time passes (the job's time comes).
    await ctx.database.db.execute(
      sql`UPDATE jobs SET run_at = now() WHERE dedupe_key = ${`payments.expire:${paymentId}`}`,
    );
    expect(await runDueJobs(ctx.database.db)).toBeGreaterThanOrEqual(1);
    const row = await paymentRow(ctx.database, paymentId);
    expect(row.status).toBe('expired');
    expect(seen.failed.filter((payment) => payment.id === paymentId)).toEqual([
      expect.objectContaining({ status: 'expired', referenceIds: [42], amountPiastres: 15000 }),
    ]);
    const [invoice] = await ctx.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.paymentId, paymentId));
    expect(invoice!.status).toBe('expired');
    // Running the job again (another process, a retry) changes nothing.
    await expirePayment(ctx.database.db, paymentId);
    expect(seen.failed.filter((payment) => payment.id === paymentId)).toHaveLength(1);
  });

  it('the expiry job asks the provider first: a payment paid at the provider is paid, not expired', async () => {
    const me = await shopper(ctx);
    const { paymentId, checkoutUrl } = await startPayment(ctx.database.db, {
      userId: me.userId,
      purpose: 'verification',
      referenceIds: [7],
      amountPiastres: 5_00,
      returnPath: '/payment-state/verification',
      lang: 'ar',
    });
    await setSandboxStatus(ctx.database, checkoutUrl.split('/').pop()!, 'PAID');
    await expirePayment(ctx.database.db, paymentId);
    expect((await paymentRow(ctx.database, paymentId)).status).toBe('paid');
    expect(seen.paid.map((payment) => payment.id)).toContain(paymentId);
  });

  it('a caller creates the payment in its own transaction and opens the checkout after commit', async () => {
    const orders: Payment[] = [];
    registerPaymentPurpose('order', {
      async onPaid(_tx, payment) {
        orders.push(payment);
      },
      async onFailed() {},
    });
    const me = await shopper(ctx);
    const input = {
      userId: me.userId,
      purpose: 'order' as const,
      referenceIds: [101, 102],
      amountPiastres: 345_67,
      returnPath: '/payment-state/orders',
      lang: 'ar' as const,
    };
    // A rolled-back order leaves no payment behind.
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await createPendingPayment(tx, input);
        throw new Error('order refused');
      }),
    ).rejects.toThrow('order refused');
    const payment = await ctx.database.db.transaction((tx) => createPendingPayment(tx, input));
    const url = await openPaymentCheckout(ctx.database.db, payment.id);
    expect((await payOnSandbox(ctx.app, url, '4242424242424242')).statusCode).toBe(303);
    expect(orders).toEqual([
      expect.objectContaining({
        id: payment.id,
        status: 'paid',
        referenceIds: [101, 102],
        amountPiastres: 34567,
      }),
    ]);
    await expect(openPaymentCheckout(ctx.database.db, payment.id)).rejects.toMatchObject({
      code: 'payment_failed',
    });
  });

  it('a payment made after it expired is refunded, never applied', async () => {
    const me = await shopper(ctx);
    const { paymentId, ref } = await startCharge(ctx.app, me, 30);
    await expirePayment(ctx.database.db, paymentId);
    expect((await paymentRow(ctx.database, paymentId)).status).toBe('expired');
    await setSandboxStatus(ctx.database, ref, 'PAID');
    const late = sandboxNotification(
      await sandboxCharge(ctx.database, ref),
      sandboxSecureKey(ctx.env.jwtSecret),
    );
    const answer = await call(ctx.app, null, 'POST', '/api/callback', late);
    expect(answer.json().data).toEqual({ changed: false, status: 'expired' });
    expect(await creditOf(ctx.database, me.userId)).toBe(0);
    // The refund is asked of the provider by a job, after the callback's commit.
    while ((await runDueJobs(ctx.database.db)) > 0);
    expect((await sandboxCharge(ctx.database, ref)).orderStatus).toBe('REFUNDED');
  });
});

describe('debitWallet', () => {
  it('never takes the balance below zero under concurrent debits', async () => {
    const me = await shopper(ctx, 100);
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, index) =>
        ctx.database.db.transaction((tx) =>
          debitWallet(tx, me.userId, 10_00, `package ${index}`, { purpose: 'subscription' }),
        ),
      ),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(succeeded).toHaveLength(10);
    expect(
      refused.every(
        (result) => (result as PromiseRejectedResult).reason.code === 'insufficient_credit',
      ),
    ).toBe(true);
    expect(await creditOf(ctx.database, me.userId)).toBe(0);
    const wallet = (await call(ctx.app, me, 'GET', '/api/credit')).json().data;
    expect(wallet.ledger.filter((entry: { kind: string }) => entry.kind === 'debit')).toHaveLength(
      10,
    );
    expect(
      Math.min(...wallet.ledger.map((entry: { balance_after: number }) => entry.balance_after)),
    ).toBe(0);
    expect(
      wallet.invoices.filter(
        (invoice: { method: string; status: string }) =>
          invoice.method === 'wallet' && invoice.status === 'paid',
      ),
    ).toHaveLength(10);
  });
});

describe('the admin changing a reseller’s credit', () => {
  it('shows in the reseller’s wallet ledger with the balance after', async () => {
    const { panelCall, panelCaller } = await import('./panel.helpers');
    const { issueSession } = await import('../../server/modules/auth/auth.service');
    const { seedUser } = await import('../factories');
    const admin = await panelCaller(ctx, 'admin');
    const reseller = await seedUser(ctx.database.db, { role: 'reseller', credit: 10 });
    const changed = await panelCall(ctx.app, admin, 'POST', '/api/panel/resellers/credit', {
      reseller_id: reseller.id,
      mode: 'add',
      amount_piastres: 2_550,
    });
    expect(changed.statusCode).toBe(200);
    const session = await issueSession(ctx.database.db, ctx.env, {
      userId: reseller.id,
      kind: 'user',
      role: 'reseller',
    });
    const wallet = (
      await call(ctx.app, { userId: reseller.id, token: session.token }, 'GET', '/api/credit')
    ).json().data;
    expect(wallet.balance).toBe(35.5);
    expect(wallet.ledger[0]).toMatchObject({ kind: 'admin', amount: 25.5, balance_after: 35.5 });
  });
});
