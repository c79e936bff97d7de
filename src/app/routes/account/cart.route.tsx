import { Container } from '@chakra-ui/react';
import { CartPage } from '@/features/cart/cart-page';
import { PendingWrites, useOutboxEntries } from '@/lib/offline';

/** Cart changes made offline, waiting in the outbox (or refused on replay), above the cart. */
function KeptCartChanges() {
  const entries = useOutboxEntries('cart');
  if (entries.length === 0) return null;
  return (
    <Container maxW="3xl" pt="6">
      <PendingWrites kind="cart" />
    </Container>
  );
}

/** `/cart`: the cart grouped by store, the choice of lines and the checkout. */
export function Component() {
  return (
    <>
      <KeptCartChanges />
      <CartPage />
    </>
  );
}
