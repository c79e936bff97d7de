// Orders paid with a Fawry reference at an outlet (DESIGN §8 "Payments"): after the checkout
// commits, each such order's attempt asks Fawry for its reference (outside any transaction); the
// order waits as awaiting payment with its stock held until the reference expires. Its shopper is
// reminded once, FAWRY_REMINDER_BEFORE_MINUTES before; at the expiry the payment's own expiry job
// cancels the order (`reference_expired`) and its stock goes back. Fawry's PAID notification
// settles it through the one callback path, as a card payment.
import { FAWRY_REMINDER_BEFORE_MINUTES, toPiastres } from '../../../domain/payments/payments';
import { AppError } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { bothLanguages } from '../../lib/texts';
import { enqueue, registerJobHandler } from '../jobs/jobs.service';
import { notify } from '../notifications/notifications.service';
import { claimReminder } from '../payments/payments.repository';
import { expiresAtOf, openPaymentReference } from '../payments/payments.service';

export const REFERENCE_REMINDER_JOB = 'orders.reference-reminder';

/**
 * Asks the provider for the reference of each pay-at-Fawry attempt of a committed checkout and
 * queues its reminder. A provider that does not answer fails that attempt (its order then waits
 * until its payment time, when it is cancelled); the others still get theirs.
 */
export async function openReferences(db: Db, paymentIds: number[]): Promise<void> {
  for (const paymentId of paymentIds) {
    try {
      const { expiresAt } = await openPaymentReference(db, paymentId);
      const remindAt = expiresAt.getTime() - FAWRY_REMINDER_BEFORE_MINUTES * 60_000;
      await enqueue(db, {
        type: REFERENCE_REMINDER_JOB,
        payload: { paymentId },
        runAt: new Date(Math.max(remindAt, Date.now())),
        dedupeKey: `${REFERENCE_REMINDER_JOB}:${paymentId}`,
      });
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'payment_provider_unavailable') {
        throw error;
      }
    }
  }
}

/**
 * The reminder: a reference still unpaid tells its shopper (in-app, and pushed after the commit)
 * the amount, the reference and until when, in both languages; once, however often it runs.
 */
export async function remindOfReference(db: Db, paymentId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const payment = await claimReminder(tx, paymentId);
    if (!payment?.referenceNumber) return false;
    const orderId = payment.referenceIds[0]!;
    const values = {
      id: orderId,
      amount: toPiastres(payment.amount) / 100,
      reference: payment.referenceNumber,
      time: expiresAtOf(payment),
      formatParams: { time: { timeStyle: 'short', timeZone: 'Africa/Cairo' } },
    };
    await notify(tx, [payment.userId], {
      type: 'change_order_status',
      targetId: orderId,
      title: bothLanguages('notifications.order.reference_title'),
      body: bothLanguages('notifications.order.reference_body', values),
    });
    return true;
  });
}

registerJobHandler(REFERENCE_REMINDER_JOB, async (db, payload) => {
  await remindOfReference(db, Number(payload.paymentId));
});
