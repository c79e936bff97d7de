import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from '@/components/toaster';
import { useAddOfferToCart } from '@/features/cart/use-add-offer-to-cart';
import { ChatsPage } from '@/features/chat/chats-page';
import type { ChatOffer, OfferNext } from '@/features/chat/offer-card';
import { isApiError } from '@/lib/api';

/**
 * `/chats/:chatId?` (spec §2): buyer ↔ store chat. The offer card's "add to cart" and "order now"
 * (chat-to-order) are the cart feature's `useAddOfferToCart`: one tap puts the offer's pieces at
 * its price in the cart (the server claims the offer once, `POST /api/cart/offer`); "order now"
 * then opens the cart's checkout with that line.
 */
export function Component() {
  const { t } = useTranslation();
  const { chatId } = useParams();
  const id = Number(chatId);
  const navigate = useNavigate();
  const cart = useAddOfferToCart();
  const addOffer = async (offer: ChatOffer, next: OfferNext) => {
    try {
      await cart.addOffer(offer.message_id);
      if (next === 'checkout') {
        await navigate('/cart', { state: { checkoutOffer: offer.message_id } });
        return;
      }
      toast.show({ status: 'success', title: t('chat.offer.added') });
    } catch (error) {
      toast.show({
        status: 'error',
        title: t(isApiError(error) ? error.messageKey : 'errors.internal'),
      });
    }
  };
  return (
    <ChatsPage chatId={Number.isInteger(id) && id > 0 ? id : undefined} onAddOffer={addOffer} />
  );
}
