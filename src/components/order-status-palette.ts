import type { OrderStatus } from '@domain/status/statuses';

/**
 * The colour of each order status, the same on the shopper's screens and in the panels, from the
 * palettes the theme keeps (`UNUSED_PALETTES` leaves the others out); the label tells statuses apart.
 */
export const ORDER_STATUS_PALETTE: Record<OrderStatus, string> = {
  pending: 'orange',
  accepted: 'blue',
  rejected: 'red',
  in_progress: 'brand',
  shipped: 'blue',
  out_for_delivery: 'brand',
  delivered: 'green',
  delivery_failed: 'red',
  returned: 'gray',
  cancelled: 'gray',
};
