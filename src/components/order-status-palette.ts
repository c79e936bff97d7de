import type { OrderStatus } from '@domain/status/statuses';

/** The colour of each order status, the same on the shopper's screens and in the panels. */
export const ORDER_STATUS_PALETTE: Record<OrderStatus, string> = {
  pending: 'orange',
  accepted: 'blue',
  rejected: 'red',
  in_progress: 'brand',
  shipped: 'purple',
  out_for_delivery: 'cyan',
  delivered: 'green',
  delivery_failed: 'red',
  returned: 'gray',
  cancelled: 'gray',
};
