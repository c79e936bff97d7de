import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { toast } from '@/components/toaster';
import { useAddOfferToCart } from '@/features/cart/use-add-offer-to-cart';
import { ChatsPage } from '@/features/chat/chats-page';
import type { ChatOffer } from '@/features/chat/message-bubble';
import { isApiError } from '@/lib/api';

/**
 * `/chats/:chatId?` (spec §2): buyer ↔ store chat. The offer card's "add to cart" (chat-to-order)
 * is the cart feature's `useAddOfferToCart`: one tap puts one piece at the agreed price in the
 * cart (the server claims the offer once, `POST /api/cart/offer`).
 */
export function Component() {
  const { t } = useTranslation();
  const { chatId } = useParams();
  const id = Number(chatId);
  const cart = useAddOfferToCart();
  const addOffer = async (offer: ChatOffer) => {
    try {
      await cart.addOffer(offer.message_id);
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
