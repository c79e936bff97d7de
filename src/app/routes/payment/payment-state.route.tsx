import { WaitingOrdersActions } from '@/features/orders/waiting-orders-actions';
import { PaymentStatePage } from '@/features/payments/payment-state-page';

/** `payment-state/:from?`: the result of a card payment, from the server's record. */
export function Component() {
  return (
    <PaymentStatePage orderActions={(orderIds) => <WaitingOrdersActions orderIds={orderIds} />} />
  );
}
