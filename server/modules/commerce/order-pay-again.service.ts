// A card order whose payment was declined waits for its money: the shopper pays again — a new attempt with a new provider reference for the same orders — or pays on
// delivery instead, until the order's payment time is over; then it is cancelled and its stock
// goes back. Provider calls (status queries, the hosted checkout) are made outside transactions;
// the orders' row locks make parallel taps meet one attempt.
import type { OrderIdsBody } from '../../../domain/contracts/commerce.contract';
import { AppError } from '../../../domain/errors';
import { toPiastres } from '../../../domain/payments/payments';
import type { Language } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import type { Actor } from '../auth/actor';
import { registerJobHandler } from '../jobs/jobs.service';
import { pendingPaymentsOfOrders, type PaymentRow } from '../payments/payments.repository';
import {
  confirmWithProvider,
  createPendingPayment,
  expirePayment,
  openPaymentCheckout,
  requireCardPayments,
} from '../payments/payments.service';
import {
  findOrdersByIds,
  prepaidOrders,
  lockOrders,
  ordersOfUser,
  switchToCashOnDelivery,
  type LockedOrder,
} from './orders.repository';
import { isAwaitingPayment } from '../../../domain/status/order-transitions';
import { publishOrderEvents } from './order-events';
import {
  cancelUnpaidOrders,
  getMyOrder,
  lockedFields,
  PAYMENT_DEADLINE_JOB,
  payByOf,
  tellStoresOfNewOrders,
} from './orders.service';

/** The shopper's orders, locked; every one must still wait for its card payment, in time. */
async function lockWaitingOrders(tx: Db, actor: Actor, ids: number[]): Promise<LockedOrder[]> {
  const locked = await lockOrders(tx, ids, ordersOfUser(actor.userId));
  if (locked.length !== ids.length) throw new AppError('not_found');
  if (locked.some((order) => !isAwaitingPayment(lockedFields(order)))) {
    throw new AppError('invalid_transition', 'The order does not wait for a card payment');
  }
  const placedAt = Math.min(...locked.map((order) => order.createdAt.getTime()));
  if (payByOf(new Date(placedAt)).getTime() <= Date.now()) {
    throw new AppError('payment_failed', 'The time to pay this order is over');
  }
  return locked;
}

/**
 * Asks the provider about the orders' attempts still pending (a shopper who left the provider's
 * page, a lost notification) and applies the answers; answers those still pending.
 */
async function settleAttemptsInFlight(db: Db, ids: number[]): Promise<PaymentRow[]> {
  for (const payment of await pendingPaymentsOfOrders(db, ids)) {
    await confirmWithProvider(db, payment);
  }
  return pendingPaymentsOfOrders(db, ids);
}

/**
 * `POST /api/orders/pay-again`: a new attempt for my waiting orders, or the attempt still in
 * flight for them (opened again), so that of any number of taps one attempt is live.
 */
export async function payAgain(db: Db, actor: Actor, body: OrderIdsBody, language: Language) {
  requireCardPayments();
  const ids = [...new Set(body.order_ids)];
  // An order paid with a Fawry reference keeps its reference: there is no card attempt to retry.
  const orders = await findOrdersByIds(db, ids);
  if (orders.some((order) => order.userId === actor.userId && order.paymentMethod !== 'card')) {
    throw new AppError('invalid_transition', 'The order is not paid by card');
  }
  const inFlight = (await settleAttemptsInFlight(db, ids))[0];
  const paymentId =
    inFlight?.id ??
    (await db.transaction(async (tx) => {
      const locked = await lockWaitingOrders(tx, actor, ids);
      // A tap that took the locks first may have started one meanwhile.
      const started = (await pendingPaymentsOfOrders(tx, ids))[0];
      if (started) return started.id;
      const placedAt = Math.min(...locked.map((order) => order.createdAt.getTime()));
      const payment = await createPendingPayment(tx, {
        userId: actor.userId,
        purpose: 'order',
        referenceIds: ids,
        amountPiastres: locked.reduce((sum, order) => sum + toPiastres(order.total), 0),
        returnPath: '/payment-state/orders',
        lang: language,
        description: `Dukkan orders ${ids.map((id) => `#${id}`).join(' ')}`,
        expiresAt: payByOf(new Date(placedAt)),
      });
      return payment.id;
    }));
  return { payment_id: paymentId, checkout_url: await openPaymentCheckout(db, paymentId) };
}

/**
 * `POST /api/orders/pay-on-delivery`: my waiting card order becomes a cash-on-delivery order the
 * store takes as new. Every store takes cash on delivery. An attempt in flight is asked about
 * first: an order paid meanwhile stays paid; one paid after the switch is refunded.
 */
export async function payOnDelivery(db: Db, actor: Actor, id: number, language: Language) {
  await settleAttemptsInFlight(db, [id]);
  await db.transaction(async (tx) => {
    const locked = await lockWaitingOrders(tx, actor, [id]);
    await switchToCashOnDelivery(tx, id);
    await tellStoresOfNewOrders(tx, [id]);
    await publishOrderEvents(tx, locked, 'placed');
  });
  return getMyOrder(db, actor, id, language);
}

/**
 * The orders' payment time is over: an attempt still pending is asked about once more and
 * expired (which cancels the orders, unless it was paid); orders still waiting are cancelled
 * with the reason `payment_expired` and their stock goes back.
 */
export async function expireUnpaidOrders(db: Db, orderIds: number[]): Promise<number[]> {
  for (const payment of await pendingPaymentsOfOrders(db, orderIds)) {
    await expirePayment(db, payment.id);
  }
  return db.transaction(async (tx) =>
    cancelUnpaidOrders(tx, await lockOrders(tx, orderIds, prepaidOrders())),
  );
}

registerJobHandler(PAYMENT_DEADLINE_JOB, async (db, payload) => {
  await expireUnpaidOrders(db, (payload.orderIds as unknown[]).map(Number));
});
