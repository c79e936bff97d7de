import { CartPage } from '@/features/cart/cart-page';

/** `/cart`: the cart grouped by store, the choice of lines and the checkout. */
export function Component() {
  return <CartPage />;
}
