// Order status transitions of DESIGN §4 as a table, enforced by the server and used by the panels
// to offer only the moves an actor may make.
import type { Role } from '../auth/roles';
import {
  isPrepaid,
  ORDER_STATUSES,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from './statuses';

/** Which side of an order a role acts for. */
export const ORDER_SIDES = [
  /** The customer who placed the order (user or guest). */
  'customer',
  /** The selling store: its reseller and sub-resellers with the manage_store grant. */
  'store',
  /** Admin and moderator: may set any status, singly or in bulk. */
  'staff',
] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];

const SIDE_OF_ROLE: Record<Role, OrderSide> = {
  user: 'customer',
  guest: 'customer',
  reseller: 'store',
  moderator_reseller: 'store',
  admin: 'staff',
  moderator_admin: 'staff',
};

/**
 * The side a role acts for. A reseller buying from another store is that order's customer: the
 * server passes the side explicitly there.
 */
export function orderSideOf(role: Role): OrderSide {
  return SIDE_OF_ROLE[role];
}

/** Statuses that give the order's stock and coupon use back (and a paid card order's money). */
export const RELEASING_STATUSES = [
  'rejected',
  'cancelled',
  'returned',
] as const satisfies readonly OrderStatus[];

export function releasesStock(status: OrderStatus): boolean {
  return (RELEASING_STATUSES as readonly OrderStatus[]).includes(status);
}

/** Before the store confirms, an order (cash on delivery included) is held: confirmed or ended. */
const UNCONFIRMED_MOVES = [
  'accepted',
  'rejected',
  'cancelled',
] as const satisfies readonly OrderStatus[];

/** Staff correct any status, except that an unconfirmed order is never prepared or shipped. */
const staffMoves = Object.fromEntries(
  ORDER_STATUSES.map((from) => [
    from,
    from === 'pending' ? UNCONFIRMED_MOVES : ORDER_STATUSES.filter((to) => to !== from),
  ]),
) as unknown as Record<OrderStatus, readonly OrderStatus[]>;

/** Allowed moves per side: from → the statuses it may move to. */
export const ORDER_TRANSITIONS: Record<
  OrderSide,
  Partial<Record<OrderStatus, readonly OrderStatus[]>>
> = {
  // The shopper cancels only before the store confirms (DESIGN §4); it needs a reason.
  customer: { pending: ['cancelled'] },
  store: {
    pending: UNCONFIRMED_MOVES.filter((to) => to !== 'cancelled'),
    accepted: ['in_progress', 'cancelled'],
    in_progress: ['shipped', 'cancelled'],
    shipped: ['out_for_delivery', 'delivered', 'delivery_failed'],
    out_for_delivery: ['delivered', 'delivery_failed'],
    // A failed delivery is tried again or goes back to the seller.
    delivery_failed: ['out_for_delivery', 'returned'],
  },
  staff: staffMoves,
};

/** The statuses `side` may move an order to from `from`. */
export function nextOrderStatuses(from: OrderStatus, side: OrderSide): readonly OrderStatus[] {
  return ORDER_TRANSITIONS[side][from] ?? [];
}

/**
 * May `side` move an order from `from` to `to`? Setting the same status is not a transition. Pass a
 * role with `orderSideOf(role)`; for a sub-reseller the server also checks the manage_store grant.
 */
export function canTransitionOrder(from: OrderStatus, to: OrderStatus, side: OrderSide): boolean {
  return nextOrderStatuses(from, side).includes(to);
}

/** Same as `canTransitionOrder`, taking the actor's role. */
export function canRoleTransitionOrder(from: OrderStatus, to: OrderStatus, role: Role): boolean {
  return canTransitionOrder(from, to, orderSideOf(role));
}

/** The fields a move may carry: the reason the shopper reads, and a shipment's tracking. */
export const ORDER_MOVE_FIELDS = ['reason', 'courier', 'tracking_number', 'tracking_url'] as const;
export type OrderMoveField = (typeof ORDER_MOVE_FIELDS)[number];

/**
 * The fields a move to `to` needs: a shipment its courier and tracking, a failed delivery and a
 * cancellation their reason, and a rejection by the store the reason the shopper reads.
 */
export function requiredMoveFields(to: OrderStatus, side: OrderSide): readonly OrderMoveField[] {
  if (to === 'shipped') return ['courier', 'tracking_number', 'tracking_url'];
  if (to === 'delivery_failed' || to === 'cancelled') return ['reason'];
  if (to === 'rejected' && side === 'store') return ['reason'];
  return [];
}

/** May the shopper cancel this order now (the shopper's screen shows the button only then)? */
export function canCustomerCancel(status: OrderStatus): boolean {
  return canTransitionOrder(status, 'cancelled', 'customer');
}

/**
 * Who cancelled or rejected an order (DESIGN §4 `cancelled_by`): one of the sides, or `system`
 * when a card payment failed or expired (the order side of the payment layer).
 */
export const CANCELLED_BY = [...ORDER_SIDES, 'system'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

/**
 * Why the system rejected an order, stored as a code so each reader sees the reason in their own
 * language (`notifications.order.reasons.<code>` in the locale files). A reason a person
 * typed (a seller's rejection, a shopper's cancellation) is kept as typed.
 */
export const SYSTEM_REASONS = [
  /** The card payment was declined or failed. */
  'payment_failed',
  /** The card payment was not completed in time. */
  'payment_expired',
  /** The Fawry reference was not paid at an outlet before it expired. */
  'reference_expired',
] as const;
export type SystemReason = (typeof SYSTEM_REASONS)[number];

/** Statuses the store side can no longer move (only staff can correct them). */
export function isFinalOrderStatus(status: OrderStatus): boolean {
  return nextOrderStatuses(status, 'store').length === 0;
}

/**
 * A prepaid order (card, or a Fawry reference) not paid yet while it still stands: the shopper may
 * pay (again) or choose cash on delivery until the payment time is over; the store side does not
 * act on it until it is paid.
 */
export function isAwaitingPayment(order: {
  status: OrderStatus;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
}): boolean {
  return (
    order.status === 'pending' &&
    isPrepaid(order.payment_method) &&
    order.payment_status === 'unpaid'
  );
}
