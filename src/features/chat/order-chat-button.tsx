import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChatIcon } from '@/components/icons';
import { toast } from '@/components/toaster';
import { isApiError } from '@/lib/api';
import { useOpenOrderChat } from './use-open-order-chat';

/**
 * "Chat with the store about this order" (the shopper's orders) or "Chat with the customer" (the
 * store's side): opens the order's thread, the order's card as its context, at `/chats/:id`.
 */
export function OrderChatButton({
  orderId,
  with: other,
}: {
  orderId: number;
  with: 'store' | 'customer';
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useOpenOrderChat();
  const start = async () => {
    try {
      const chat = await open.mutateAsync(orderId);
      void navigate(`/chats/${chat.id}`);
    } catch (error) {
      toast.show({
        status: 'error',
        title: t(isApiError(error) ? error.messageKey : 'errors.generic'),
      });
    }
  };
  return (
    <Button size="sm" variant="outline" loading={open.isPending} onClick={() => void start()}>
      <ChatIcon />
      {t(other === 'store' ? 'chat.button.about_order' : 'chat.button.with_customer')}
    </Button>
  );
}
