import { useParams } from 'react-router';
import { ChatsPage } from '@/features/chat/chats-page';

/**
 * `/chats/:chatId?` (spec §2): buyer ↔ store chat. The offer card's "add to cart" (chat-to-order)
 * is the `onAddOffer` of ChatsPage: the cart feature's handler goes here (it must send the offer's
 * `message_id`; the server side is `claimChatOffer` in server/modules/chat/chat.service.ts).
 */
export function Component() {
  const { chatId } = useParams();
  const id = Number(chatId);
  return <ChatsPage chatId={Number.isInteger(id) && id > 0 ? id : undefined} />;
}
