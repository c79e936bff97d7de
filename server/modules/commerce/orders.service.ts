// Orders (DESIGN §4): placing one order per store group, all or nothing; the customer's
// list, detail and cancellation; status moves along the transition table for every side; and the
// order side of card payments (`settleOrderPayment`), which the payment layer calls.
import { randomUUID } from 'node:crypto';
import { and } from 'drizzle-orm';
import type {
  CancelOrderBody,
  DirectOrderBody,
  Order,
  OrderDetail,
  PlaceOrderBody,
  PlaceOrderResult,
} from '../../../domain/contracts/commerce.contract';
import { couponDiscount } from '../../../domain/commerce/coupons';
import { fromPiastres, toPiastres, unitPricePiastres } from '../../../domain/commerce/money';
import { deliveryQuote, type DeliveryZone } from '../../../domain/commerce/shipping';
import { AppError } from '../../../domain/errors';
import {
  canCustomerCancel,
  canTransitionOrder,
  isAwaitingPayment,
  releasesStock,
  requiredMoveFields,
  type CancelledBy,
  type OrderMoveField,
  type OrderSide,
  type SystemReason,
} from '../../../domain/status/order-transitions';
import {
  isPrepaid,
  type Language,
  type OrderStatus,
  type PaymentMethod,
} from '../../../domain/status/statuses';
import { FAWRY_REFERENCE_VALID_MINUTES } from '../../../domain/payments/payments';
import { openReferences } from './pay-at-fawry.service';
import { V } from '../../../domain/validation/keys';
import type { Db } from '../../db/client';
import { EMPTY_SCOPE, type Actor } from '../auth/actor';
import { createGuest } from '../accounts/account-status.service';
import { pick } from '../catalogue/mappers';
import { cairoToday } from '../general/general.service';
import { notify, notifyEach } from '../notifications/notifications.service';
import { enqueue } from '../jobs/jobs.service';
import { zonesInGovernorate } from '../delivery-zones/delivery-zones.repository';
import { publishOrderEvents } from './order-events';
import {
  createPendingPayment,
  openPaymentCheckout,
  paymentSettings,
  requireCardPayments,
  registerPaymentPurpose,
  requestRefund,
} from '../payments/payments.service';
import { findPaidPaymentOfOrder } from '../payments/payments.repository';
import { listCartLines, findOrderableProduct } from './cart.repository';
import { orderChatOffers } from '../chat/chat-offers.service';
import { addToCart, priceLines, type PricedLine } from './cart.service';
import {
  checkoutContext,
  claimCoupon,
  countOrders,
  findOrders,
  findOrdersByIds,
  findUsableCoupon,
  historyOf,
  insertHistory,
  insertPlacedOrder,
  lockOrders,
  prepaidOrders,
  newestOrdersFirst,
  orderIdIs,
  orderItemsOf,
  ordersInStatus,
  ordersOfUser,
  pageOrders,
  releaseOrder,
  removeOrderedLines,
  retakeOrder,
  setOrders,
  setOrdersPaid,
  storeAllowsGuests,
  storeSideUserIds,
  takeStock,
  type LockedOrder,
  type OrderRow,
} from './orders.repository';
import { pageWindow } from '../../lib/paging';
import { bothLanguages, text } from '../../lib/texts';

/** A reason in the reader's language: the system's from its code, a person's as they typed it. */
function reasonText(language: Language, code: SystemReason | null, typed: string | null) {
  return code ? text(language, `notifications.order.reasons.${code}`) : typed;
}

/**
 * What the shopper's and the panel's order rows share: status, payment, delivery (place names in
 * the language), money and cancellation.
 */
export function orderCommonFields(row: OrderRow, language: Language) {
  return {
    id: row.id,
    status: row.status,
    payment_method: row.paymentMethod,
    payment_status: row.paymentStatus,
    paid_at: row.paidAt?.toISOString() ?? null,
    client_name: row.clientName,
    phone: row.phone,
    governorate: row.governorateAr
      ? pick(language, row.governorateAr, row.governorateEn ?? '')
      : null,
    area: row.areaAr ? pick(language, row.areaAr, row.areaEn ?? '') : null,
    address: row.address,
    notes: row.notes,
    items_count: Number(row.itemsCount),
    subtotal: Number(row.subtotal),
    discount: Number(row.discount),
    shipping_cost: Number(row.shippingCost),
    total: Number(row.total),
    coupon_code: row.couponCode,
    cancellation_reason: reasonText(language, row.cancellationReasonCode, row.cancellationReason),
    cancellation_reason_code: row.cancellationReasonCode,
    cancelled_by: row.cancelledBy,
    courier: row.courier,
    tracking_number: row.trackingNumber,
    tracking_url: row.trackingUrl,
    delivery_failure_reason: row.deliveryFailureReason,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Until when a prepaid order may still be paid: PAYMENT_EXPIRY_MINUTES from its placing (its first
 * payment attempt) by card, however often the shopper pays again; FAWRY_REFERENCE_VALID_MINUTES
 * with a Fawry reference (the reference's expiry); then it is cancelled and its stock goes back.
 */
export function payByOf(placedAt: Date, method: PaymentMethod = 'card'): Date {
  const minutes =
    method === 'pay_at_fawry' ? FAWRY_REFERENCE_VALID_MINUTES : paymentSettings().expiryMinutes;
  return new Date(placedAt.getTime() + minutes * 60_000);
}

export function toOrder(row: OrderRow, language: Language): Order {
  const common = orderCommonFields(row, language);
  return {
    ...common,
    pay_by: isAwaitingPayment(common)
      ? payByOf(row.createdAt, row.paymentMethod).toISOString()
      : null,
    fawry_reference: isAwaitingPayment(common) ? row.fawryReference : null,
    checkout_id: row.checkoutId,
    store: {
      id: row.storeId,
      name: row.storeName,
      username: row.storeUsername,
      logo: row.storeLogo,
    },
  };
}

interface SnapshotValue {
  id: number;
  name_ar: string;
  name_en: string;
  parent_name_ar: string;
  parent_name_en: string;
  extra_price: number | null;
}

export async function orderDetail(db: Db, row: OrderRow, language: Language): Promise<OrderDetail> {
  const [items, history] = await Promise.all([orderItemsOf(db, [row.id]), historyOf(db, row.id)]);
  return {
    ...toOrder(row, language),
    items: items.map((item) => ({
      id: item.id,
      product_id: item.productId,
      name: pick(language, item.nameAr, item.nameEn),
      image: item.image,
      attributes: (item.attributes as SnapshotValue[]).map((value) => ({
        name: pick(language, value.name_ar, value.name_en),
        attribute: pick(language, value.parent_name_ar, value.parent_name_en),
      })),
      unit_price: Number(item.unitPrice),
      quantity: item.quantity,
      discount: Number(item.discount),
      line_total: Number(item.lineTotal),
    })),
    timeline: history.map((entry) => ({
      from: entry.fromStatus,
      status: entry.status,
      note: reasonText(language, entry.noteCode, entry.note),
      at: entry.createdAt.toISOString(),
    })),
  };
}

function fieldError(path: string, message: string): AppError {
  return new AppError('validation_failed', undefined, [{ path, message }]);
}

/** The discount a claimed coupon gives on a group's lines, in piastres, per line. */
function couponShares(
  coupon: { kind: 'site' | 'product'; percentage: number; productId: number | null },
  lines: PricedLine[],
): number[] {
  const percent = Number(coupon.percentage);
  if (coupon.kind === 'product') {
    return lines.map((line) =>
      line.row.productId === coupon.productId
        ? couponDiscount(line.unitPiastres * line.row.quantity, percent)
        : 0,
    );
  }
  // A site coupon takes its percentage off the whole group; the piastres are shared out over the
  // lines in proportion (the last line takes the rounding), so the lines add up to the order.
  const subtotal = lines.reduce((sum, line) => sum + line.unitPiastres * line.row.quantity, 0);
  const total = couponDiscount(subtotal, percent);
  let left = total;
  return lines.map((line, index) => {
    if (index === lines.length - 1) return left;
    const share =
      subtotal === 0 ? 0 : Math.floor((total * line.unitPiastres * line.row.quantity) / subtotal);
    left -= share;
    return share;
  });
}

/** What a checkout wrote: its orders, the card orders' pending payment, the cart's new count. */
interface WrittenCheckout {
  checkoutId: string;
  orderIds: number[];
  cardPaymentId: number | null;
  /** One pay-at-Fawry attempt per order paid with a Fawry reference. */
  referencePaymentIds: number[];
  cartCount: number;
}

/**
 * Places one order per chosen store group in one transaction: any unavailable line, changed
 * price, short stock or spent coupon rolls everything back (no half order, no reserved stock, no
 * used coupon). Card orders are created unpaid with their stock reserved; their checkout opens
 * after the commit.
 */
export async function placeOrder(
  db: Db,
  actor: Actor,
  body: PlaceOrderBody,
  language: Language,
): Promise<PlaceOrderResult> {
  const storeIds = body.groups.map((group) => group.store_id);
  if (new Set(storeIds).size !== storeIds.length) throw fieldError('groups', V.bulk.empty);
  body.groups.forEach((group) => {
    if (group.item_ids.length === 0) throw new AppError('cart_selection_empty');
  });
  // Without a payment provider a card order is refused before anything is written.
  if (body.groups.some((group) => isPrepaid(group.payment_method))) requireCardPayments();
  const stores = await readCheckoutStores(db, storeIds, body.delivery);
  const written = await db.transaction((tx) => writeCheckout(tx, actor, body, stores, language));
  return answerCheckout(db, written, language);
}

type CheckoutStore = Awaited<ReturnType<typeof checkoutContext>>['stores'][number] & {
  /** The store's delivery table rows in the delivery's governorate. */
  zones: DeliveryZone[];
};

/**
 * What does not change with the checkout, read before its transaction so the transaction (and
 * the stock rows it locks) lasts as few round trips as possible: one prepared statement answers
 * the area check, the stores and their store-side people.
 */
async function readCheckoutStores(
  db: Db,
  storeIds: number[],
  delivery: PlaceOrderBody['delivery'],
): Promise<CheckoutStore[]> {
  const { areaOk, stores } = await checkoutContext(db, {
    areaId: delivery.area_id,
    governorateId: delivery.governorate_id,
    storeIds,
  });
  if (!areaOk) throw fieldError('delivery.area_id', V.required);
  if (stores.length !== storeIds.length) throw new AppError('cart_changed');
  const zones = await zonesInGovernorate(db, storeIds, delivery.governorate_id);
  return stores.map((store) => ({ ...store, zones: zones.get(store.id) ?? [] }));
}

/** The group's delivery fee from its store's table; a store that does not deliver there refuses. */
function shippingOf(store: CheckoutStore, delivery: PlaceOrderBody['delivery'], subtotal: number) {
  const quote = deliveryQuote(
    store.zones,
    store.governorateId,
    { governorateId: delivery.governorate_id, areaId: delivery.area_id },
    subtotal,
  );
  if (!quote.delivers) throw new AppError('delivery_unavailable');
  return quote.feePiastres;
}

/**
 * The checkout's writes, in the caller's transaction (`tx`): the orders, the stock, the cart and
 * the card orders' pending payment. No provider call here: the checkout of that payment opens
 * after the commit (`answerCheckout`).
 */
async function writeCheckout(
  tx: Db,
  actor: Actor,
  body: PlaceOrderBody,
  storeRows: CheckoutStore[],
  language: Language,
): Promise<WrittenCheckout> {
  const { delivery } = body;
  const today = cairoToday();
  const checkoutId = randomUUID();
  let cardPaymentId: number | null = null;
  let cartCount = 0;

  const itemIds = body.groups.flatMap((group) => group.item_ids);
  const rows = await listCartLines(tx, actor.userId, itemIds);
  if (rows.length !== new Set(itemIds).size) throw new AppError('cart_changed');
  // The chat offers first: an expired or withdrawn one answers why, not just "the cart changed".
  const offerIds = rows.flatMap((row) => (row.offerMessageId === null ? [] : [row.offerMessageId]));
  if (offerIds.length > 0) await orderChatOffers(tx, actor, offerIds);
  const priced = await priceLines(tx, rows);
  for (const line of priced) {
    if (line.state === 'out_of_stock' || line.state === 'not_enough_stock') {
      throw new AppError('out_of_stock');
    }
    if (line.state !== 'ok') throw new AppError('cart_changed');
  }
  // A product with unlimited quantity (as read above, in this transaction) takes nothing and
  // costs no round trip; the others take their units at the end (see below).
  const unlimited = new Set(
    priced.filter((line) => line.row.unlimitedQuantity).map((line) => line.row.productId),
  );

  const created: number[] = [];
  const cardTotals: { id: number; piastres: number }[] = [];
  const referenceTotals: { id: number; piastres: number }[] = [];
  for (const group of body.groups) {
    const lines = priced.filter((line) => group.item_ids.includes(line.row.id));
    if (lines.some((line) => line.row.storeId !== group.store_id) || lines.length === 0) {
      throw new AppError('cart_changed');
    }
    const store = storeRows.find((candidate) => candidate.id === group.store_id)!;
    const subtotal = lines.reduce((sum, line) => sum + line.unitPiastres * line.row.quantity, 0);
    let shares = lines.map(() => 0);
    let coupon: Awaited<ReturnType<typeof claimCoupon>>;
    if (group.coupon) {
      coupon = await claimCoupon(
        tx,
        group.coupon,
        group.store_id,
        lines.map((line) => line.row.productId),
        today,
      );
      if (!coupon) throw new AppError('coupon_invalid');
      shares = couponShares(coupon, lines);
    }
    const discount = shares.reduce((sum, share) => sum + share, 0);
    const shipping = shippingOf(store, delivery, subtotal);
    // The order, its lines and its first timeline step: one statement.
    const orderId = await insertPlacedOrder(
      tx,
      {
        userId: actor.userId,
        storeId: group.store_id,
        checkoutId,
        paymentMethod: group.payment_method,
        clientName: delivery.client_name,
        phone: delivery.phone,
        governorateId: delivery.governorate_id,
        areaId: delivery.area_id,
        address: delivery.address,
        notes: delivery.notes || null,
        subtotal: fromPiastres(subtotal),
        discount: fromPiastres(discount),
        shippingCost: fromPiastres(shipping),
        total: fromPiastres(subtotal - discount + shipping),
        couponId: coupon?.id ?? null,
        couponCode: coupon?.code ?? null,
        role: actor.role,
      },
      lines.map((line, index) => ({
        product_id: line.row.productId,
        name_ar: line.row.nameAr,
        name_en: line.row.nameEn,
        image: line.row.image,
        attributes: line.chosen.map((value) => ({
          id: value.id,
          name_ar: value.nameAr,
          name_en: value.nameEn,
          parent_name_ar: value.parentNameAr,
          parent_name_en: value.parentNameEn,
          extra_price: value.hasPrice && value.extraPrice ? Number(value.extraPrice) : null,
        })),
        unit_price: fromPiastres(line.unitPiastres),
        quantity: line.row.quantity,
        discount: fromPiastres(shares[index]!),
        line_total: fromPiastres(line.unitPiastres * line.row.quantity - shares[index]!),
        stock_taken: unlimited.has(line.row.productId) ? 0 : line.row.quantity,
      })),
    );
    // A prepaid order is news for the store once it is paid (or turned into cash on delivery).
    if (!isPrepaid(group.payment_method)) {
      await tellStoreOfNewOrder(tx, store.sideUserIds, {
        id: orderId,
        storeId: group.store_id,
        storeName: store.name,
        clientName: delivery.client_name,
      });
    }
    created.push(orderId);
    if (group.payment_method === 'card') {
      cardTotals.push({ id: orderId, piastres: subtotal - discount + shipping });
    }
    if (group.payment_method === 'pay_at_fawry') {
      referenceTotals.push({ id: orderId, piastres: subtotal - discount + shipping });
    }
  }
  // Stock last, product by product in id order (two checkouts never wait on each other in a
  // circle), so a popular product's row stays locked only from here to the commit; a short
  // product rolls the whole checkout back.
  const perProduct = new Map<number, number>();
  for (const line of priced) {
    perProduct.set(
      line.row.productId,
      (perProduct.get(line.row.productId) ?? 0) + line.row.quantity,
    );
  }
  for (const productId of [...perProduct.keys()].sort((a, b) => a - b)) {
    if (unlimited.has(productId)) continue;
    if ((await takeStock(tx, productId, perProduct.get(productId)!)) === null) {
      throw new AppError('out_of_stock');
    }
  }
  // The lines leave the cart; the answer's count comes with it.
  cartCount = await removeOrderedLines(tx, actor.userId, itemIds);
  await publishOrderEvents(
    tx,
    // A prepaid order reaches its store's lists once it is paid (settleOrderPayment).
    body.groups.flatMap((group, index) =>
      isPrepaid(group.payment_method)
        ? []
        : [
            {
              id: created[index]!,
              userId: actor.userId,
              storeId: group.store_id,
              status: 'pending' as const,
            },
          ],
    ),
    'placed',
  );
  // The card orders' one payment, in the same transaction: a rolled-back checkout leaves no
  // payment; one that fails leaves them waiting for another attempt until their payment time.
  const cardIds = cardTotals.map((order) => order.id);
  if (cardIds.length > 0) {
    const amount = cardTotals.reduce((sum, order) => sum + order.piastres, 0);
    const payment = await createPendingPayment(tx, {
      userId: actor.userId,
      purpose: 'order',
      referenceIds: cardIds,
      amountPiastres: amount,
      returnPath: '/payment-state/orders',
      lang: language,
      description: `Dukkan orders ${cardIds.map((id) => `#${id}`).join(' ')}`,
      customer: { name: delivery.client_name, mobile: delivery.phone, email: '' },
    });
    cardPaymentId = payment.id;
  }
  const referencePaymentIds = await createReferencePayments(tx, actor, referenceTotals, language);
  return { checkoutId, orderIds: created, cardPaymentId, referencePaymentIds, cartCount };
}

/**
 * One pending attempt per pay-at-Fawry order, in the checkout's transaction, payable until the
 * reference expires; the references themselves are asked for after the commit.
 */
async function createReferencePayments(
  tx: Db,
  actor: Actor,
  totals: { id: number; piastres: number }[],
  language: Language,
): Promise<number[]> {
  const ids: number[] = [];
  for (const order of totals) {
    const payment = await createPendingPayment(tx, {
      userId: actor.userId,
      purpose: 'order',
      referenceIds: [order.id],
      amountPiastres: order.piastres,
      returnPath: '/orders',
      lang: language,
      validMinutes: FAWRY_REFERENCE_VALID_MINUTES,
    });
    ids.push(payment.id);
  }
  return ids;
}

/**
 * The answer of a committed checkout: opens the card orders' hosted checkout (an HTTP call to the
 * provider, so never inside a transaction) and reads the placed orders. A provider that does not
 * answer fails the payment: the answer then carries no checkout and the card orders wait to be
 * paid again (or on delivery).
 */
async function answerCheckout(
  db: Db,
  { checkoutId, orderIds, cardPaymentId, referencePaymentIds, cartCount }: WrittenCheckout,
  language: Language,
): Promise<PlaceOrderResult> {
  await openReferences(db, referencePaymentIds);
  let payment: PlaceOrderResult['payment'] = null;
  if (cardPaymentId !== null) {
    try {
      payment = {
        payment_id: cardPaymentId,
        checkout_url: await openPaymentCheckout(db, cardPaymentId),
      };
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'payment_provider_unavailable')
        throw error;
    }
  }

  const rows = await findOrdersByIds(db, orderIds);
  const placed = orderIds.map((id) =>
    toOrder(
      rows.find((row) => row.id === id)!,
      language,
    ),
  );
  const card = placed.filter((order) => order.payment_method === 'card');
  return {
    checkout_id: checkoutId,
    orders: placed,
    card_total: fromPiastres(card.reduce((sum, order) => sum + toPiastres(order.total), 0)),
    card_order_ids: card.map((order) => order.id),
    payment,
    count: cartCount,
  };
}

/** The store side hears of a new order to act on. */
async function tellStoreOfNewOrder(
  tx: Db,
  sideUserIds: number[],
  order: { id: number; storeId: number; storeName: string; clientName: string },
): Promise<void> {
  await notify(tx, sideUserIds, {
    type: 'new_order',
    targetId: order.id,
    storeId: order.storeId,
    title: bothLanguages('notifications.order.new_title'),
    body: bothLanguages('notifications.order.new_body', {
      id: order.id,
      client: order.clientName,
      store: order.storeName,
    }),
  });
}

/** The store side of each order hears of it now (a card order paid, or switched to cash). */
export async function tellStoresOfNewOrders(tx: Db, orderIds: number[]): Promise<void> {
  for (const row of await findOrdersByIds(tx, orderIds)) {
    await tellStoreOfNewOrder(tx, await storeSideUserIds(tx, row.storeId), {
      id: row.id,
      storeId: row.storeId,
      storeName: row.storeName,
      clientName: row.clientName,
    });
  }
}

/** What a coupon code would take off a store group of the cart now (no use is counted). */
export async function checkCoupon(db: Db, actor: Actor, query: { code: string; store_id: number }) {
  const rows = (await listCartLines(db, actor.userId)).filter(
    (row) => row.storeId === query.store_id,
  );
  const lines = (await priceLines(db, rows)).filter((line) => line.state === 'ok');
  const coupon = await findUsableCoupon(
    db,
    query.code,
    query.store_id,
    lines.map((line) => line.row.productId),
    cairoToday(),
  );
  if (!coupon) throw new AppError('coupon_invalid');
  const discount = couponShares(coupon, lines).reduce((sum, share) => sum + share, 0);
  return {
    code: coupon.code,
    kind: coupon.kind,
    percentage: Number(coupon.percentage),
    discount: fromPiastres(discount),
  };
}

/**
 * `GET /api/product-coupon`: a product coupon of the product's store for this product, usable
 * today (not expired, uses left); what it takes off one piece at today's price.
 */
export async function checkProductCoupon(db: Db, query: { code: string; product_id: number }) {
  const product = await findOrderableProduct(db, query.product_id);
  if (!product) throw new AppError('not_found');
  const coupon = await findUsableCoupon(
    db,
    query.code,
    product.storeId,
    [product.id],
    cairoToday(),
  );
  if (!coupon || coupon.kind !== 'product') throw new AppError('coupon_invalid');
  const unit = unitPricePiastres(Number(product.basicPrice), Number(product.discount ?? 0), []);
  const discount = couponDiscount(unit, Number(coupon.percentage));
  return {
    code: coupon.code,
    product_id: product.id,
    percentage: Number(coupon.percentage),
    unit_price: fromPiastres(unit),
    discount: fromPiastres(discount),
    price_after: fromPiastres(unit - discount),
  };
}

export async function getMyOrders(
  db: Db,
  actor: Actor,
  language: Language,
  query: { page: number; per_page: number; status?: OrderStatus },
) {
  const where = and(
    ordersOfUser(actor.userId),
    query.status ? ordersInStatus(query.status) : undefined,
  );
  const total = await countOrders(db, where);
  const { meta, offset } = pageWindow(total, query.page, query.per_page);
  const rows =
    total === 0
      ? []
      : await pageOrders(db, where, newestOrdersFirst(), {
          limit: query.per_page,
          offset,
        });
  return { data: rows.map((row) => toOrder(row, language)), meta };
}

async function findOwnOrder(db: Db, actor: Actor, id: number) {
  const [row] = await findOrders(db, and(orderIdIs(id), ordersOfUser(actor.userId)));
  if (!row) throw new AppError('not_found');
  return row;
}

export async function getMyOrder(db: Db, actor: Actor, id: number, language: Language) {
  return orderDetail(db, await findOwnOrder(db, actor, id), language);
}

/** A shipment's tracking, as the store typed it (the move to `shipped` needs all three). */
export interface Shipment {
  courier?: string;
  tracking_number?: string;
  tracking_url?: string;
}

export interface StatusMove {
  to: OrderStatus;
  side: OrderSide;
  /** The reason a person typed (a cancellation, a rejection, a failed delivery). */
  reason?: string | null;
  /** The system's reason, stored as its code and answered in the reader's language. */
  reasonCode?: SystemReason;
  shipment?: Shipment;
  actor: Actor | null;
  /** Set on a rejection by the system (payments) instead of the side. */
  cancelledBy?: CancelledBy;
}

/** Refuses a move without the fields the transition table asks of it, naming each one. */
function assertMoveFields(move: StatusMove): void {
  const given: Record<OrderMoveField, unknown> = {
    reason: move.reason ?? move.reasonCode,
    courier: move.shipment?.courier,
    tracking_number: move.shipment?.tracking_number,
    tracking_url: move.shipment?.tracking_url,
  };
  const missing = requiredMoveFields(move.to, move.side).filter((field) => !given[field]);
  if (missing.length === 0) return;
  throw new AppError(
    'validation_failed',
    undefined,
    missing.map((path) => ({
      path,
      message: path === 'reason' ? V.cancellation_reason.too_short : V.required,
    })),
  );
}

/** Refuses the whole batch when one order may not make the move. */
function assertMoves(moving: LockedOrder[], move: StatusMove): void {
  for (const order of moving) {
    const bySystem = move.side === 'staff' && move.cancelledBy === 'system';
    if (!bySystem && !canTransitionOrder(order.status, move.to, move.side)) {
      throw new AppError('invalid_transition');
    }
    if (move.side === 'store' && isAwaitingPayment(lockedFields(order))) {
      throw new AppError('invalid_transition', 'The order waits for its card payment');
    }
  }
}

/**
 * Gives back stock and coupon use when an order ends (rejected, cancelled, returned), asking for a
 * paid card order's refund (sent to the provider after the commit), and takes the stock again when
 * staff reopen an ended order.
 */
async function releaseOrRetake(tx: Db, moving: LockedOrder[], to: OrderStatus): Promise<void> {
  for (const order of moving) {
    if (releasesStock(to)) {
      await releaseOrder(tx, order.id);
      if (isPrepaid(order.paymentMethod) && order.paymentStatus === 'paid') {
        await refundOrder(tx, order);
      }
    } else if (releasesStock(order.status) && !(await retakeOrder(tx, order.id))) {
      throw new AppError('out_of_stock');
    }
  }
}

/** The order columns a move writes: the ending's reason and who, a shipment, a failure. */
function movePatch(move: StatusMove) {
  const ends = move.to === 'rejected' || move.to === 'cancelled';
  return {
    status: move.to,
    cancellationReason: ends ? (move.reason ?? null) : null,
    cancellationReasonCode: ends ? (move.reasonCode ?? null) : null,
    cancelledBy: ends ? (move.cancelledBy ?? move.side) : null,
    ...(move.to === 'shipped' && move.shipment
      ? {
          courier: move.shipment.courier!,
          trackingNumber: move.shipment.tracking_number!,
          trackingUrl: move.shipment.tracking_url!,
        }
      : {}),
    ...(move.to === 'delivery_failed' ? { deliveryFailureReason: move.reason ?? null } : {}),
  };
}

/**
 * Moves locked orders to `to` inside the caller's transaction: checks the transition table and
 * the fields it asks for, releases or retakes stock, writes the timeline (from, to, who, why) and
 * tells each customer in their language (the push goes out after the commit). Orders already in
 * `to` are skipped; answers the ids that moved.
 */
export async function moveOrders(
  tx: Db,
  locked: LockedOrder[],
  move: StatusMove,
): Promise<number[]> {
  const moving = locked.filter((order) => order.status !== move.to);
  if (moving.length > 0) assertMoveFields(move);
  assertMoves(moving, move);
  await releaseOrRetake(tx, moving, move.to);
  const ids = moving.map((order) => order.id);
  await setOrders(tx, ids, movePatch(move));
  await settleCashOnDelivery(tx, moving, move);
  await insertHistory(
    tx,
    moving.map((order) => ({
      orderId: order.id,
      fromStatus: order.status,
      status: move.to,
      actorId: move.actor?.userId ?? null,
      role: move.actor?.role ?? null,
      note: move.reason ?? null,
      noteCode: move.reasonCode ?? null,
    })),
  );
  await notifyEach(
    tx,
    moving.map((order) => ({
      userId: order.userId,
      note: {
        type: 'change_order_status',
        targetId: order.id,
        storeId: order.storeId,
        title: bothLanguages('notifications.order.status_title'),
        body: bothLanguages('notifications.order.status_body', { id: order.id, status: move.to }),
      },
    })),
  );
  await publishOrderEvents(
    tx,
    moving.map((order) => ({ ...order, status: move.to })),
    'status',
  );
  return ids;
}

/** A locked order's fields as the shared order rules read them. */
export function lockedFields(order: LockedOrder) {
  return {
    status: order.status,
    payment_method: order.paymentMethod,
    payment_status: order.paymentStatus,
  };
}

/**
 * Cash on delivery is paid when it is delivered: the seller or admin who moves the order to
 * `delivered` confirms the cash, recorded with the move. A staff correction of a delivered cash
 * order back to another status takes that confirmation back with it.
 */
async function settleCashOnDelivery(tx: Db, moving: LockedOrder[], move: StatusMove) {
  const cash = moving.filter((order) => order.paymentMethod === 'cash_on_delivery');
  if (move.to === 'delivered') {
    const unpaid = cash.filter((order) => order.paymentStatus === 'unpaid');
    await setOrdersPaid(
      tx,
      unpaid.map((order) => order.id),
      { paid: true, confirmedBy: move.actor?.userId ?? null },
    );
    return;
  }
  const undelivered = cash.filter(
    (order) => order.status === 'delivered' && order.paymentStatus === 'paid',
  );
  await setOrdersPaid(
    tx,
    undelivered.map((order) => order.id),
    { paid: false },
  );
}

/**
 * A paid card order that is rejected or cancelled gives its total back through the provider, once
 * (DESIGN §8): recorded with the rejection, asked of the provider after the commit.
 */
async function refundOrder(tx: Db, order: LockedOrder): Promise<void> {
  const payment = await findPaidPaymentOfOrder(tx, order.userId, order.id);
  if (!payment) return;
  await requestRefund(tx, {
    paymentId: payment.id,
    key: `order-${order.id}`,
    orderId: order.id,
    amountPiastres: toPiastres(order.total),
    reason: `order ${order.id} cancelled`,
  });
}

/** The customer cancels an order not confirmed yet, with a reason (DESIGN §4). */
export async function cancelMyOrder(
  db: Db,
  actor: Actor,
  body: CancelOrderBody,
  language: Language,
) {
  await db.transaction(async (tx) => {
    const locked = await lockOrders(tx, [body.id], ordersOfUser(actor.userId));
    if (locked.length === 0) throw new AppError('not_found');
    if (!canCustomerCancel(locked[0]!.status)) throw new AppError('invalid_transition');
    await moveOrders(tx, locked, {
      to: 'cancelled',
      side: 'customer',
      reason: body.cancellation_reason,
      actor,
    });
  });
  return orderDetail(db, await findOwnOrder(db, actor, body.id), language);
}

/**
 * The order side of a card payment (the payment layer calls it once it trusts the outcome).
 * `paid` marks the unpaid card orders paid and tells their stores of them — except orders that
 * no longer wait for this money (cancelled or rejected while the shopper was paying, their stock
 * and coupon back already; or turned into cash on delivery): their total goes back (a refund on
 * `paymentId`, when given) and they stay unpaid. `failed` or `expired` (declined, or not
 * finished at the provider) leaves the orders waiting with their stock held, so the shopper can
 * pay again or choose cash on delivery, until their payment time is over (`PAYMENT_DEADLINE_JOB`);
 * past it they are cancelled (`cancelled_by: system`, reason `payment_expired`) and their stock
 * and coupon use go back.
 * Idempotent: replaying an outcome changes nothing. Answers the ids it changed.
 */
export async function settleOrderPayment(
  db: Db,
  orderIds: number[],
  outcome: 'paid' | 'failed' | 'expired',
  paymentId?: number,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const ids = [...new Set(orderIds)];
    if (outcome !== 'paid') {
      const locked = await lockOrders(tx, ids, prepaidOrders());
      const late = locked.filter(
        (order) => payByOf(order.createdAt, order.paymentMethod).getTime() <= Date.now(),
      );
      await awaitPaymentDeadline(
        tx,
        locked.filter((order) => !late.includes(order)),
      );
      return cancelUnpaidOrders(tx, late);
    }
    const unpaid = (await lockOrders(tx, ids)).filter((order) => order.paymentStatus === 'unpaid');
    const standing = unpaid.filter(
      (order) => !releasesStock(order.status) && isPrepaid(order.paymentMethod),
    );
    await setOrdersPaid(
      tx,
      standing.map((order) => order.id),
      { paid: true, confirmedBy: null },
    );
    await tellStoresOfNewOrders(
      tx,
      standing.filter((order) => order.status === 'pending').map((order) => order.id),
    );
    await publishOrderEvents(tx, standing, 'paid');
    if (paymentId !== undefined) {
      for (const order of unpaid.filter((candidate) => !standing.includes(candidate))) {
        await requestRefund(tx, {
          paymentId,
          key: `order-${order.id}`,
          orderId: order.id,
          amountPiastres: toPiastres(order.total),
          reason: `order ${order.id} no longer waits for this payment`,
        });
      }
    }
    return standing.map((order) => order.id);
  });
}

/**
 * Cancels the locked orders still waiting for their payment: its time is over (a card payment's,
 * or the Fawry reference's expiry, each with its own reason).
 */
export async function cancelUnpaidOrders(tx: Db, locked: LockedOrder[]): Promise<number[]> {
  const waiting = locked.filter((order) => isAwaitingPayment(lockedFields(order)));
  const cancelled: number[] = [];
  for (const reasonCode of ['payment_expired', 'reference_expired'] as const) {
    const method = reasonCode === 'reference_expired' ? 'pay_at_fawry' : 'card';
    const moving = waiting.filter((order) => order.paymentMethod === method);
    if (moving.length === 0) continue;
    cancelled.push(
      ...(await moveOrders(tx, moving, {
        to: 'rejected',
        side: 'staff',
        cancelledBy: 'system',
        reasonCode,
        actor: null,
      })),
    );
  }
  return cancelled;
}

/** Cancels card orders still unpaid once their payment time is over (payload `orderIds`). */
export const PAYMENT_DEADLINE_JOB = 'orders.payment-deadline';

/**
 * A declined attempt leaves its orders waiting: the job that gives up on them at their payment
 * time is queued once per order chain (the first order's id names it).
 */
async function awaitPaymentDeadline(tx: Db, locked: LockedOrder[]): Promise<void> {
  const waiting = locked.filter((order) => isAwaitingPayment(lockedFields(order)));
  if (waiting.length === 0) return;
  const payBy = Math.min(
    ...waiting.map((order) => payByOf(order.createdAt, order.paymentMethod).getTime()),
  );
  await enqueue(tx, {
    type: PAYMENT_DEADLINE_JOB,
    payload: { orderIds: waiting.map((order) => order.id) },
    runAt: new Date(payBy),
    dedupeKey: `${PAYMENT_DEADLINE_JOB}:${waiting.map((order) => order.id).join(',')}`,
  });
}

// A card payment of orders settles them (the payment layer calls these once it trusts the outcome).
registerPaymentPurpose('order', {
  async onPaid(tx, payment) {
    await settleOrderPayment(tx, payment.referenceIds, 'paid', payment.id);
  },
  async onFailed(tx, payment) {
    await settleOrderPayment(
      tx,
      payment.referenceIds,
      payment.status === 'expired' ? 'expired' : 'failed',
    );
  },
});

/**
 * One store's order from product choices (`POST /api/orders`): the lines go through the cart of
 * the buyer (a new guest for a visitor, when the store allows orders without login) and the
 * checkout's writes in the same transaction, so a refused order leaves no guest and no line
 * behind; a card order's checkout opens after the commit, as `placeOrder`'s does.
 */
export async function placeDirectOrder(
  db: Db,
  actor: Actor | null,
  body: DirectOrderBody,
  language: Language,
): Promise<{ result: PlaceOrderResult; guestId: number | null }> {
  if (!actor && !(await storeAllowsGuests(db, body.store_id))) {
    throw new AppError('unauthenticated', 'This store takes orders from signed-in shoppers only');
  }
  if (isPrepaid(body.payment_method)) requireCardPayments();
  const group = {
    store_id: body.store_id,
    item_ids: [] as number[],
    payment_method: body.payment_method,
    ...(body.coupon ? { coupon: body.coupon } : {}),
  };
  const checkout: PlaceOrderBody = { groups: [group], delivery: body.delivery };
  const stores = await readCheckoutStores(db, [body.store_id], body.delivery);
  const { written, guestId } = await db.transaction(async (tx) => {
    let buyer = actor;
    let guestId: number | null = null;
    if (!buyer) {
      const guest = await createGuest(tx, {
        name: body.delivery.client_name,
        phone: body.delivery.phone,
        language,
      });
      guestId = guest.id;
      buyer = { userId: guest.id, sessionId: '', kind: 'user', role: 'guest', scope: EMPTY_SCOPE };
    }
    for (const item of body.items) {
      const added = await addToCart(tx, buyer, item);
      if (added.item_id !== null && !group.item_ids.includes(added.item_id)) {
        group.item_ids.push(added.item_id);
      }
    }
    if (group.item_ids.length === 0) throw new AppError('cart_selection_empty');
    return { written: await writeCheckout(tx, buyer, checkout, stores, language), guestId };
  });
  return { result: await answerCheckout(db, written, language), guestId };
}
