import { OrdersPage } from '@/features/orders/orders-page';

/** `/orders`: my orders, their details and timeline, and cancelling a pending one. */
export function Component() {
  return <OrdersPage />;
}
