// A refund is given back once at Fawry however its job runs: retried after a lost answer, replayed
// after a crash between Fawry's "done" and our mark, run five times at once, retried after a "no". Fawry's refund call has no idempotency key, so our refund row is the
// key; a run that finds an earlier request in doubt asks Fawry's payment status instead of asking
// for the money again. The real FawryPay adapter talks to a LOCAL FAKE of Fawry's endpoints (a
// tiny HTTP server here that checks signatures with its own hashing and keeps the money), not a
// mock of our code.
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { invoices, paymentRefunds, payments } from '../../server/db/schema';
import { processRefund, requestRefund } from '../../server/modules/payments/payments.service';
import { FAWRY_PATHS } from '../../server/providers/payments/fawry-provider';
import { seedUser } from '../factories';
import { readBody, refundSigned, sha, useFawryPayments } from './fawry-fake';
import { useTestApp } from './helper';

const ctx = useTestApp();
const SECURE_KEY = 'b2a1c3d4e5f60718293a4b5c6d7e8f90';
const MERCHANT = 'siTe+MeRcHaNt==';
const twoDp = (piastres: number) => (piastres / 100).toFixed(2);

/** Fawry's side of one charge, in piastres. */
interface FakeCharge {
  merchantRef: string;
  amount: number;
  refunded: number;
}

const charges = new Map<string, FakeCharge>(); // by fawryRefNumber
/** Every refund request Fawry received (accepted or not). */
let refundRequests: { referenceNumber: string; refundAmount: string }[] = [];
/** What the fake does with the next refund request. */
let nextRefund: 'answer' | 'refund_then_drop' | 'drop_before' | 'refuse' = 'answer';

function orderStatus(charge: FakeCharge) {
  if (charge.refunded === 0) return 'PAID';
  return charge.refunded >= charge.amount ? 'REFUNDED' : 'PARTIAL_REFUNDED';
}

useFawryPayments(
  { merchantCode: MERCHANT, secureKey: SECURE_KEY },
  async (request, url, reply, response) => {
    if (request.method === 'GET' && url.pathname === FAWRY_PATHS.status) {
      const ref = url.searchParams.get('merchantRefNumber')!;
      if (url.searchParams.get('signature') !== sha(`${MERCHANT}${ref}${SECURE_KEY}`)) {
        return reply.json(200, { statusCode: 9946, statusDescription: 'INVALID_SIGNATURE' });
      }
      const [fawryRef, charge] = [...charges].find(([, c]) => c.merchantRef === ref) ?? [];
      if (!charge) {
        return reply.json(200, { statusCode: 9938, statusDescription: 'Order not found' });
      }
      const status = orderStatus(charge);
      const amount = twoDp(charge.amount);
      return reply.json(200, {
        type: 'PaymentStatusResponse',
        statusCode: 200,
        statusDescription: 'Operation done successfully',
        fawryRefNumber: fawryRef,
        merchantRefNumber: ref,
        paymentAmount: Number(amount),
        orderAmount: Number(amount),
        fawryFees: 0,
        orderStatus: status,
        paymentMethod: 'CARD',
        messageSignature: sha(`${fawryRef}${ref}${amount}${amount}${status}CARD${SECURE_KEY}`),
      });
    }
    if (request.method === 'POST' && url.pathname === FAWRY_PATHS.refund) {
      const body = JSON.parse(await readBody(request)) as Record<string, string>;
      refundRequests.push({
        referenceNumber: body.referenceNumber!,
        refundAmount: body.refundAmount!,
      });
      const mode = nextRefund;
      nextRefund = 'answer';
      if (mode === 'drop_before') return response.socket?.destroy();
      const charge = charges.get(body.referenceNumber!);
      const piastres = Math.round(Number(body.refundAmount) * 100);
      if (!refundSigned(body, SECURE_KEY)) {
        return reply.json(200, { statusCode: 9946, statusDescription: 'INVALID_SIGNATURE' });
      }
      if (mode === 'refuse' || !charge || charge.refunded + piastres > charge.amount) {
        return reply.json(200, { statusCode: 9954, statusDescription: 'Refund is not allowed' });
      }
      charge.refunded += piastres;
      // Fawry made the refund, but its answer never reaches us (a cut line, a timeout).
      if (mode === 'refund_then_drop') return response.socket?.destroy();
      return reply.json(200, { statusCode: 200, statusDescription: 'Operation done successfully' });
    }
  },
);

beforeEach(() => {
  refundRequests = [];
  nextRefund = 'answer';
});

let serial = 0;

/** A paid Fawry payment of `amount` piastres (ours and Fawry's side), with its invoice. */
async function paidPayment(amount: number) {
  serial += 1;
  const user = await seedUser(ctx.database.db, { role: 'user' });
  const merchantRef = `s7refund${Date.now()}${serial}`;
  const fawryRef = String(7_700_000_000 + serial);
  const [payment] = await ctx.database.db
    .insert(payments)
    .values({
      userId: user.id,
      purpose: 'order',
      referenceIds: [],
      amount: amount / 100,
      provider: 'fawry',
      merchantRef,
      providerRef: fawryRef,
      method: 'CARD',
      status: 'paid',
      returnPath: '/payment-state/orders',
      settledAt: new Date(),
    })
    .returning();
  await ctx.database.db.insert(invoices).values({
    paymentId: payment!.id,
    userId: user.id,
    purpose: 'order',
    amount: amount / 100,
    method: 'card',
    status: 'paid',
  });
  charges.set(fawryRef, { merchantRef, amount, refunded: 0 });
  return { payment: payment!, fawryRef };
}

async function refundOwed(paymentId: number, key: string, amountPiastres: number) {
  await ctx.database.db.transaction((tx) =>
    requestRefund(tx, { paymentId, key, orderId: null, amountPiastres, reason: 'cancelled' }),
  );
  const [row] = await ctx.database.db
    .select()
    .from(paymentRefunds)
    .where(sql`${paymentRefunds.paymentId} = ${paymentId} AND ${paymentRefunds.key} = ${key}`);
  return row!;
}

async function refundRow(id: number) {
  const [row] = await ctx.database.db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.id, id));
  return row!;
}

async function invoiceStatus(paymentId: number) {
  const [row] = await ctx.database.db
    .select({ status: invoices.status })
    .from(invoices)
    .where(eq(invoices.paymentId, paymentId));
  return row?.status;
}

describe('[PAYMENTS][REFUNDS] Fawry refund idempotency (local fake of Fawry)', () => {
  it('an answer lost after Fawry refunded: the retry confirms by the payment status, never asks again', async () => {
    const { payment, fawryRef } = await paidPayment(150_00);
    const refund = await refundOwed(payment.id, 'late', 150_00);

    nextRefund = 'refund_then_drop';
    await expect(processRefund(ctx.database.db, refund.id)).rejects.toThrow(/no answer/);
    const inDoubt = await refundRow(refund.id);
    expect(inDoubt).toMatchObject({ status: 'pending', attempts: 1 });
    expect(inDoubt.attemptedAt).not.toBeNull();
    expect(charges.get(fawryRef)!.refunded).toBe(150_00);

    // The job's retries (and any replay) settle it from Fawry's status: REFUNDED.
    for (let i = 0; i < 3; i += 1) await processRefund(ctx.database.db, refund.id);
    expect(refundRequests).toHaveLength(1);
    expect(charges.get(fawryRef)!.refunded).toBe(150_00);
    expect(await refundRow(refund.id)).toMatchObject({ status: 'refunded', attempts: 1 });
    expect(await invoiceStatus(payment.id)).toBe('refunded');
  });

  it('a crash between Fawry’s "done" and our mark (one order of two): PARTIAL_REFUNDED settles it, once', async () => {
    const { payment, fawryRef } = await paidPayment(300_00);
    const refund = await refundOwed(payment.id, 'order-1', 120_00);
    // What a process killed right after Fawry's answer leaves behind: Fawry refunded, and our
    // row claimed (attempt 1, in doubt) but not marked; the job's lease ran out since.
    charges.get(fawryRef)!.refunded = 120_00;
    await ctx.database.db
      .update(paymentRefunds)
      .set({ attempts: 1, attemptedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(paymentRefunds.id, refund.id));

    await processRefund(ctx.database.db, refund.id);
    await processRefund(ctx.database.db, refund.id);
    expect(refundRequests).toHaveLength(0);
    expect(charges.get(fawryRef)!.refunded).toBe(120_00);
    expect(await refundRow(refund.id)).toMatchObject({ status: 'refunded' });
    // A part of the payment: the invoice stays paid.
    expect(await invoiceStatus(payment.id)).toBe('paid');
  });

  it('five runs of the same refund at once ask Fawry once', async () => {
    const { payment, fawryRef } = await paidPayment(80_00);
    const refund = await refundOwed(payment.id, 'late', 80_00);
    const runs = await Promise.allSettled(
      Array.from({ length: 5 }, () => processRefund(ctx.database.db, refund.id)),
    );
    expect(refundRequests).toHaveLength(1);
    expect(charges.get(fawryRef)!.refunded).toBe(80_00);
    expect(await refundRow(refund.id)).toMatchObject({ status: 'refunded', attempts: 1 });
    // Whatever the runs answered, another run later changes nothing.
    expect(runs.length).toBe(5);
    await processRefund(ctx.database.db, refund.id);
    expect(refundRequests).toHaveLength(1);
  });

  it('a refusal is not in doubt: the retry asks again and the money goes back once', async () => {
    const { payment, fawryRef } = await paidPayment(50_00);
    const refund = await refundOwed(payment.id, 'late', 50_00);
    nextRefund = 'refuse';
    await expect(processRefund(ctx.database.db, refund.id)).rejects.toThrow(/refused/);
    const refused = await refundRow(refund.id);
    expect(refused).toMatchObject({ status: 'pending', attempts: 1, attemptedAt: null });
    expect(refused.providerMessage).toBe('Refund is not allowed');

    await processRefund(ctx.database.db, refund.id);
    expect(refundRequests).toHaveLength(2);
    expect(charges.get(fawryRef)!.refunded).toBe(50_00);
    expect(await refundRow(refund.id)).toMatchObject({ status: 'refunded', attempts: 2 });
  });

  it('a request lost before Fawry made it: the status still says PAID, so the retry asks again, once', async () => {
    const { payment, fawryRef } = await paidPayment(40_00);
    const refund = await refundOwed(payment.id, 'late', 40_00);
    nextRefund = 'drop_before';
    await expect(processRefund(ctx.database.db, refund.id)).rejects.toThrow(/no answer/);
    expect(charges.get(fawryRef)!.refunded).toBe(0);

    await processRefund(ctx.database.db, refund.id);
    await processRefund(ctx.database.db, refund.id);
    expect(refundRequests).toHaveLength(2);
    expect(charges.get(fawryRef)!.refunded).toBe(40_00);
    expect(await refundRow(refund.id)).toMatchObject({ status: 'refunded', attempts: 2 });
  });

  it('in doubt while another refund of the payment is done: not asked again, left for a look', async () => {
    const { payment, fawryRef } = await paidPayment(200_00);
    const first = await refundOwed(payment.id, 'order-1', 50_00);
    await processRefund(ctx.database.db, first.id);
    expect(await refundRow(first.id)).toMatchObject({ status: 'refunded' });

    const second = await refundOwed(payment.id, 'order-2', 70_00);
    nextRefund = 'refund_then_drop';
    await expect(processRefund(ctx.database.db, second.id)).rejects.toThrow(/no answer/);
    // Fawry says PARTIAL_REFUNDED either way: the status cannot tell whether the second was made.
    await processRefund(ctx.database.db, second.id);
    expect(refundRequests).toHaveLength(2);
    expect(charges.get(fawryRef)!.refunded).toBe(120_00);
    const held = await refundRow(second.id);
    expect(held.status).toBe('pending');
    expect(held.providerMessage).toMatch(/^In doubt/);
  });

  it('a run while another waits for Fawry’s answer does not ask (in flight)', async () => {
    const { payment } = await paidPayment(30_00);
    const refund = await refundOwed(payment.id, 'late', 30_00);
    // Claimed a moment ago by a run still waiting for the answer.
    await ctx.database.db
      .update(paymentRefunds)
      .set({ attempts: 1, attemptedAt: new Date() })
      .where(eq(paymentRefunds.id, refund.id));
    await expect(processRefund(ctx.database.db, refund.id)).rejects.toThrow(/another run/);
    expect(refundRequests).toHaveLength(0);
  });
});
