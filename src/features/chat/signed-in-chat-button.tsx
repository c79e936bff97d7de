import { Button } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChatIcon } from '@/components/icons';
import { toast } from '@/components/toaster';
import { isApiError } from '@/lib/api';
import { isKeptOffline } from '@/lib/offline';
import { savedThreadWith, useOpenChat } from './use-open-chat';
import { useSendMessage } from './use-send-message';

/**
 * A signed-in shopper's "chat with the store": opens the thread and, from a product page, sends
 * the product into it as a card (once: not again when it is already the last message). Offline it
 * opens the thread this device saved, if any (what is written there waits in the outbox); with none
 * saved, the open itself is kept and the shopper told so. Its own chunk with the chat contracts
 * (zod): a visitor's page never loads it.
 */
export function SignedInChatButton({
  storeId,
  storeName,
  productId,
}: {
  storeId: number;
  storeName: string;
  productId?: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const open = useOpenChat(storeName);
  const send = useSendMessage();
  const start = async () => {
    try {
      const chat = await open.mutateAsync(storeId);
      const last = chat.last_message;
      if (productId && !(last?.kind === 'product' && last.product?.id === productId)) {
        await send.mutateAsync({ chat_id: chat.id, kind: 'product', product_id: productId });
      }
      void navigate(`/chats/${chat.id}`);
    } catch (error) {
      const kept = isKeptOffline(error);
      const saved = kept ? savedThreadWith(queryClient, storeId) : null;
      if (saved !== null) return void navigate(`/chats/${saved}`);
      if (kept) return toast.show({ status: 'info', title: t('errors.offline_queued') });
      toast.show({
        status: 'error',
        title: t(isApiError(error) ? error.messageKey : 'errors.generic'),
      });
    }
  };
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={t('chat.button.chat_named', { name: storeName })}
      loading={open.isPending || send.isPending}
      onClick={() => void start()}
    >
      <ChatIcon />
      {t('chat.button.chat')}
    </Button>
  );
}
