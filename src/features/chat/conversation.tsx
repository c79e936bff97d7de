import {
  Box,
  Button,
  Circle,
  Flex,
  HStack,
  IconButton,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  MESSAGE_MAX,
  type Chat,
  type ChatMessage,
  type MessageBody,
} from '@domain/contracts/chat.contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '@/components/catalogue/load-failed';
import { ImageIcon, SendIcon } from '@/components/icons';
import { toast } from '@/components/toaster';
import { isApiError, queryKeys } from '@/lib/api';
import { askPushPermissionAtMomentOfValue } from '@/lib/push';
import { formatNumber } from '@/lib/format';
import { dismissKeptWrite, isAwaited, useOutboxEntries } from '@/lib/offline';
import { useLanguage } from '@/lib/i18n';
import { onLive } from '@/lib/live/live-bus';
import { mentionsOutsideContact } from '@domain/contact/contact-leak';
import { chatQuery, messagesQuery } from './chat-queries';
import { ComposerOffer, threadProducts } from './composer-offer';
import { MessageBubble, type DeliveryState } from './message-bubble';
import type { ChatOffer, OfferNext } from './offer-card';
import type { OfferDraft } from './offer-form';
import { useWithdrawOffer } from './use-withdraw-offer';
import { useBlockCustomer } from './use-block-customer';
import { useMarkChatRead } from './use-mark-chat-read';
import { useSendMessage } from './use-send-message';
import { useSendTyping } from './use-send-typing';
import { useUploadChatImage } from './use-upload-chat-image';
import { OutsideContactNote } from './outside-contact-note';

interface Pending {
  key: string;
  body: MessageBody;
  state: 'sending' | 'failed';
  error?: string;
  createdAt: string;
  /** The newest message id of the thread when this was sent: only a later one can be it. */
  after: number;
}

/** The other party's name as this side sees it. */
export function otherName(chat: Chat): string {
  return chat.side === 'customer' ? chat.store.name : chat.customer.name;
}

function errorKey(error: unknown): string {
  if (!isApiError(error)) return 'errors.send_message_failed';
  if (error.code === 'chat_blocked' || error.code === 'rate_limited') return error.messageKey;
  return error.fields?.[0]?.message ?? 'errors.send_message_failed';
}

function stateOf(message: ChatMessage, chat: Chat): DeliveryState {
  if (message.id <= chat.other_read_id) return 'read';
  if (message.id <= chat.other_delivered_id) return 'delivered';
  return 'sent';
}

function sameContent(message: ChatMessage, body: Partial<MessageBody>): boolean {
  if (message.kind !== body.kind) return false;
  if (body.kind === 'text') return message.body === (body.body ?? '');
  if (body.kind === 'image') return message.image === (body.image ?? null);
  return message.product?.id === body.product_id;
}

/** How far the device's clock may run ahead of the server's when a kept message is matched. */
const CLOCK_SKEW_MS = 60_000;

/**
 * Whether a bubble still waiting is already on the server: a message of mine, newer than the
 * bubble (`isNewer`) and with its content, is that bubble — the live event or a refetch may bring
 * it before the send's own answer (a flapping link, a replay). Each message settles one bubble,
 * so the same words sent twice stay two.
 */
function settledBy(messages: ChatMessage[], side: string | undefined) {
  const used = new Set<number>();
  return (body: Partial<MessageBody>, isNewer: (message: ChatMessage) => boolean) => {
    const match = messages.find(
      (message) =>
        message.side === side &&
        !used.has(message.id) &&
        isNewer(message) &&
        sameContent(message, body),
    );
    if (match) used.add(match.id);
    return match !== undefined;
  };
}

/** Adds a message to a thread's cached list once (the answer and the live event both bring it). */
function addMessage(list: ChatMessage[] | undefined, message: ChatMessage): ChatMessage[] {
  if (!list) return [message];
  if (list.some((item) => item.id === message.id)) return list;
  return [...list, message].sort((a, b) => a.id - b.id);
}

export function Conversation({
  chatId,
  viewer,
  onAddOffer,
}: {
  chatId: number;
  viewer: string;
  onAddOffer?: ((offer: ChatOffer, next: OfferNext) => Promise<unknown> | void) | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const chat = useQuery(chatQuery(viewer, chatId, language));
  const messages = useQuery(messagesQuery(viewer, chatId, language));
  const send = useSendMessage();
  const markRead = useMarkChatRead();
  const typing = useSendTyping(chatId);
  const upload = useUploadChatImage();
  const block = useBlockCustomer();
  const withdraw = useWithdrawOffer();
  const [offering, setOffering] = useState(false);
  const [draft, setDraft] = useState('');
  const [outsideNote, setOutsideNote] = useState(false);
  const [pending, setPending] = useState<Pending[]>([]);
  const [otherTyping, setOtherTyping] = useState(false);
  const settled = settledBy(messages.data ?? [], chat.data?.side);
  const shown = pending.filter((item) => !settled(item.body, (message) => message.id > item.after));
  // Messages an earlier visit sent offline, still waiting in the outbox (or refused on replay):
  // shown as pending bubbles until the replay delivers them. This page's own sends are
  // in `pending` above.
  const kept = useOutboxEntries('chat').filter(
    (entry) =>
      entry.ref === chatId &&
      !isAwaited(entry.key) &&
      !(
        entry.state === 'pending' &&
        settled(
          JSON.parse(entry.body ?? '{}') as Partial<MessageBody>,
          (message) => Date.parse(message.created_at) >= entry.createdAt - CLOCK_SKEW_MS,
        )
      ),
  );
  const endRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const side = chat.data?.side;
  const sendingRef = useRef(0);
  sendingRef.current = shown.filter((item) => item.state === 'sending').length;
  const messagesKey = queryKeys.chats.messages(viewer, chatId, language);
  const detailKey = queryKeys.chats.detail(viewer, chatId, language);

  // Live: new messages, receipts and typing of this thread.
  useEffect(() => {
    const offMessage = onLive('message', ({ chat_id, message }) => {
      if (chat_id !== chatId) return;
      // My own message while a send is in flight: its answer adds it (no flash of a double).
      if (message.sender_id === Number(viewer) && sendingRef.current > 0) return;
      queryClient.setQueryData<ChatMessage[]>(messagesKey, (list) => addMessage(list, message));
    });
    const offReceipt = onLive('receipt', (receipt) => {
      if (receipt.chat_id !== chatId) return;
      queryClient.setQueryData<Chat>(detailKey, (old) =>
        old && old.side !== receipt.side
          ? {
              ...old,
              other_read_id: Math.max(old.other_read_id, receipt.read_id),
              other_delivered_id: Math.max(old.other_delivered_id, receipt.delivered_id),
            }
          : old,
      );
    });
    // An offer changed state (added, given back, ordered, withdrawn): its card follows.
    const offOffer = onLive('offer', (change) => {
      if (change.chat_id === chatId) void queryClient.invalidateQueries({ queryKey: messagesKey });
    });
    let timer: number | undefined;
    const offTyping = onLive('typing', (signal) => {
      if (signal.chat_id !== chatId) return;
      setOtherTyping(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setOtherTyping(false), 4000);
    });
    return () => {
      offMessage();
      offReceipt();
      offOffer();
      offTyping();
      window.clearTimeout(timer);
    };
    // The keys are derived from chatId/viewer/language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chatId, viewer, language, queryClient]);

  // Reading the thread marks what the other side sent as read.
  const newestTheirs = (messages.data ?? []).filter((m) => m.side !== side).at(-1)?.id ?? 0;
  // The hook's `mutate` is a new function each render: keep the latest in a ref, so only a new
  // message (not a render) marks the thread read.
  const markReadRef = useRef(markRead.mutate);
  markReadRef.current = markRead.mutate;
  useEffect(() => {
    if (!side || newestTheirs === 0) return;
    markReadRef.current({ chat_id: chatId, message_id: newestTheirs });
    setOtherTyping(false);
  }, [chatId, side, newestTheirs]);

  const count = (messages.data?.length ?? 0) + shown.length;
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [count, otherTyping]);

  // Each send settles its own bubble through its own promise: `mutate`'s per-call callbacks fire
  // for the latest call only, so a message sent while an earlier one still waited (offline, a
  // flapping link) would leave the earlier bubble "sending" after the server had it.
  const deliver = (body: MessageBody, key: string) => {
    send.mutateAsync(body).then(
      (message) => {
        // A first message sent is a moment of value: offer push for the answer (asked once).
        askPushPermissionAtMomentOfValue('chat');
        setPending((list) => list.filter((item) => item.key !== key));
        queryClient.setQueryData<ChatMessage[]>(messagesKey, (list) => addMessage(list, message));
        void queryClient.invalidateQueries({ queryKey: queryKeys.chats.lists() });
      },
      (error: unknown) => {
        setPending((list) =>
          list.map((item) =>
            item.key === key ? { ...item, state: 'failed', error: errorKey(error) } : item,
          ),
        );
      },
    );
  };

  const submit = (body: MessageBody) => {
    const key = `${Date.now()}-${Math.random()}`;
    setPending((list) => [
      ...list,
      {
        key,
        body,
        state: 'sending',
        createdAt: new Date().toISOString(),
        after: messages.data?.at(-1)?.id ?? 0,
      },
    ]);
    deliver(body, key);
  };

  const retry = (item: Pending) => {
    setPending((list) =>
      list.map((entry) => (entry.key === item.key ? { ...entry, state: 'sending' } : entry)),
    );
    deliver(item.body, item.key);
  };

  const sendText = () => {
    const body = draft.trim();
    if (!body) return;
    setDraft('');
    if (mentionsOutsideContact(body)) setOutsideNote(true);
    submit({ chat_id: chatId, kind: 'text', body });
  };

  const sendOffer = (offer: OfferDraft) => {
    setOffering(false);
    submit({ chat_id: chatId, kind: 'offer', ...offer });
  };

  const withdrawOffer = async (messageId: number) => {
    try {
      await withdraw.mutateAsync(messageId);
      toast.show({ status: 'success', title: t('chat.offer.withdrawn_done') });
    } catch (error) {
      toast.show({
        status: 'error',
        title: t(isApiError(error) ? error.messageKey : 'errors.generic'),
      });
    }
  };

  const sendImage = async (file: File | undefined) => {
    if (!file) return;
    try {
      const uploaded = await upload.mutateAsync(file);
      submit({ chat_id: chatId, kind: 'image', image: uploaded.path });
    } catch (error) {
      const key = isApiError(error) ? (error.fields?.[0]?.message ?? error.messageKey) : null;
      toast.show({ status: 'error', title: t(key ?? 'errors.upload_images_failed') });
    }
  };

  // Offline, a thread seen before shows what was saved; the error only when nothing was.
  if ((chat.isError && !chat.data) || (messages.isError && !messages.data)) {
    return (
      <LoadFailed
        error={chat.error ?? messages.error}
        title={t('chat.conversation.load_failed')}
        retry={() => {
          void chat.refetch();
          void messages.refetch();
        }}
      />
    );
  }
  if (!chat.data || !messages.data) return <Skeleton height="80" rounded="xl" />;
  const current = chat.data;
  const name = otherName(current);
  const products = current.side === 'store' ? threadProducts(messages.data) : [];

  return (
    <Flex
      direction="column"
      h={{ base: 'calc(100dvh - 220px)', md: '70vh' }}
      minH="96"
      borderWidth="1px"
      rounded="xl"
      bg="bg.panel"
    >
      <HStack px="3" py="2" borderBottomWidth="1px" gap="3">
        <Button
          asChild
          size="sm"
          variant="ghost"
          display={{ base: 'inline-flex', md: 'none' }}
          px="1"
        >
          <Link to="/chats">{t('chat.conversation.back')}</Link>
        </Button>
        <Circle size="9" bg="brand.solid" color="brand.contrast" fontWeight="bold" aria-hidden>
          {name.slice(0, 1)}
        </Circle>
        <Stack gap="0" flex="1" minW="0">
          <Text fontWeight="bold" truncate dir="auto" data-testid="chat-title">
            {name}
          </Text>
          {otherTyping ? (
            <Text fontSize="xs" color="fg.muted" data-testid="chat-typing">
              {t('chat.conversation.typing')}
            </Text>
          ) : null}
        </Stack>
        {current.side === 'store' ? (
          <Button
            size="xs"
            variant="outline"
            colorPalette={current.blocked ? undefined : 'red'}
            loading={block.isPending}
            onClick={() =>
              block.mutate(
                { id: current.id, blocked: !current.blocked },
                {
                  onError: (error) =>
                    toast.show({
                      status: 'error',
                      title: t(isApiError(error) ? error.messageKey : 'errors.generic'),
                    }),
                },
              )
            }
          >
            {current.blocked ? t('chat.conversation.unblock') : t('chat.conversation.block')}
          </Button>
        ) : null}
      </HStack>
      <Box
        flex="1"
        overflowY="auto"
        px="3"
        py="3"
        aria-label={t('chat.conversation.messages')}
        role="log"
        aria-live="polite"
        // An image that finishes loading grows the thread: keep the newest message in view.
        onLoadCapture={() => endRef.current?.scrollIntoView({ block: 'end' })}
      >
        <Stack as="ol" gap="3" m="0" p="0">
          {messages.data.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              mine={message.side === current.side}
              state={message.side === current.side ? stateOf(message, current) : undefined}
              onOffer={current.side === 'store' ? sendOffer : undefined}
              onAddOffer={onAddOffer}
              onWithdraw={current.side === 'store' ? withdrawOffer : undefined}
            />
          ))}
          {shown.map((item) => (
            <MessageBubble
              key={item.key}
              mine
              state={item.state}
              failedText={item.error ? t(item.error) : undefined}
              onRetry={() => retry(item)}
              message={{
                id: 0,
                chat_id: chatId,
                side: current.side,
                sender_id: null,
                kind: item.body.kind === 'image' ? 'image' : 'text',
                body: item.body.body ?? '',
                image: item.body.image ?? null,
                product: null,
                offer: null,
                order: null,
                created_at: item.createdAt,
              }}
            />
          ))}
          {kept.map((entry) => {
            const body = JSON.parse(entry.body ?? '{}') as Partial<MessageBody>;
            return (
              <MessageBubble
                key={entry.key}
                mine
                state={entry.state === 'refused' ? 'failed' : 'sending'}
                failedText={
                  entry.error
                    ? t(`errors.${entry.error.code}`, { defaultValue: entry.error.message })
                    : undefined
                }
                onRetry={() => {
                  if (entry.id !== undefined) void dismissKeptWrite(entry.id);
                  submit({ ...body, chat_id: chatId } as MessageBody);
                }}
                message={{
                  id: 0,
                  chat_id: chatId,
                  side: current.side,
                  sender_id: null,
                  kind: body.kind === 'image' ? 'image' : 'text',
                  body: body.body ?? '',
                  image: body.image ?? null,
                  product: null,
                  offer: null,
                  order: null,
                  created_at: new Date(entry.createdAt).toISOString(),
                }}
              />
            );
          })}
        </Stack>
        <div ref={endRef} />
      </Box>
      {offering && products.length > 0 ? (
        <ComposerOffer products={products} onOffer={sendOffer} onClose={() => setOffering(false)} />
      ) : null}
      {outsideNote ? <OutsideContactNote onClose={() => setOutsideNote(false)} /> : null}
      {current.blocked ? (
        <Text px="3" py="2" fontSize="sm" color="fg.error" borderTopWidth="1px" role="status">
          {current.side === 'store'
            ? t('chat.conversation.blocked_store')
            : t('chat.conversation.blocked_customer')}
        </Text>
      ) : null}
      <HStack
        as="form"
        px="2"
        py="2"
        gap="2"
        borderTopWidth="1px"
        align="end"
        onSubmit={(event) => {
          event.preventDefault();
          sendText();
        }}
      >
        <input
          ref={fileRef}
          type="file"
          accept="image/jpeg,image/png"
          hidden
          onChange={(event) => {
            void sendImage(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={t('chat.conversation.attach')}
          loading={upload.isPending}
          onClick={() => fileRef.current?.click()}
        >
          <ImageIcon />
        </IconButton>
        {products.length > 0 ? (
          <Button
            size="sm"
            variant={offering ? 'solid' : 'outline'}
            aria-expanded={offering}
            onClick={() => setOffering((open) => !open)}
          >
            {t('chat.offer.composer')}
          </Button>
        ) : null}
        <Stack flex="1" gap="0">
          <Textarea
            dir="auto"
            rows={2}
            resize="none"
            value={draft}
            maxLength={MESSAGE_MAX}
            placeholder={t('chat.conversation.placeholder')}
            aria-label={t('chat.conversation.placeholder')}
            onChange={(event) => {
              setDraft(event.target.value);
              if (event.target.value) typing();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                sendText();
              }
            }}
          />
          {draft.length > MESSAGE_MAX - 200 ? (
            <Text fontSize="xs" color="fg.muted" textAlign="end">
              {formatNumber(draft.length, language)} / {formatNumber(MESSAGE_MAX, language)}
            </Text>
          ) : null}
        </Stack>
        <IconButton
          type="submit"
          colorPalette="brand"
          size="sm"
          aria-label={t('chat.conversation.send')}
          disabled={!draft.trim()}
        >
          <SendIcon />
        </IconButton>
      </HStack>
    </Flex>
  );
}
