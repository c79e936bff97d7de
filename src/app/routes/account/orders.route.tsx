import { OrderChatButton } from '@/features/chat/order-chat-button';
import { OrdersPage } from '@/features/orders/orders-page';

/**
 * `/orders`: my orders, their details and timeline, cancelling a pending one, and chatting with
 * the order's store about it (the thread opens with the order's card).
 */
export function Component() {
  return <OrdersPage action={(orderId) => <OrderChatButton orderId={orderId} with="store" />} />;
}
