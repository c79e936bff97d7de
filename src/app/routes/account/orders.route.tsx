import { Alert, Container, Link as ChakraLink } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoredState } from '@/lib/session';
import { OrderChatButton } from '@/features/chat/order-chat-button';
import { OrdersPage } from '@/features/orders/orders-page';

/** A guest (spec §6) is reminded that a password keeps the account and its orders. */
function GuestBanner() {
  const { t } = useTranslation();
  const guest = useStoredState((state) => state.user?.role === 'guest');
  if (!guest) return null;
  return (
    <Container maxW="3xl" pt="4">
      <Alert.Root status="info" data-testid="guest-banner">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>
            {t('guest_checkout.banner')}{' '}
            <ChakraLink asChild fontWeight="bold" color="brand.fg">
              <Link to="/profile/password">{t('guest_checkout.banner_link')}</Link>
            </ChakraLink>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Container>
  );
}

/**
 * `/orders`: my orders, their details and timeline, cancelling a pending one, and chatting with
 * the order's store about it (the thread opens with the order's card).
 */
export function Component() {
  return (
    <>
      <GuestBanner />
      <OrdersPage action={(orderId) => <OrderChatButton orderId={orderId} with="store" />} />
    </>
  );
}
