import { Button } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChatIcon } from '@/components/icons';
import { toast } from '@/components/toaster';
import { useStoredState } from '@/lib/session';

/** The signed-in button needs the chat's writes and contracts: loaded for shoppers only. */
const SignedInChatButton = lazy(async () => ({
  default: (await import('./signed-in-chat-button')).SignedInChatButton,
}));

/**
 * "Chat with the store" on the product and store pages: a visitor is sent to sign in; a signed-in
 * shopper opens the thread (`SignedInChatButton`).
 */
export function ChatButton(props: { storeId: number; storeName: string; productId?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useStoredState((state) => state.user !== null);
  const visitorButton = (
    <Button
      size="sm"
      variant="outline"
      aria-label={t('chat.button.chat_named', { name: props.storeName })}
      disabled={signedIn}
      onClick={() => {
        toast.show({ status: 'info', title: t('errors.login_required') });
        void navigate('/login');
      }}
    >
      <ChatIcon />
      {t('chat.button.chat')}
    </Button>
  );
  if (!signedIn) return visitorButton;
  return (
    <Suspense fallback={visitorButton}>
      <SignedInChatButton {...props} />
    </Suspense>
  );
}
