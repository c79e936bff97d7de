import {
  Badge,
  Box,
  Button,
  Circle,
  Container,
  Grid,
  Heading,
  HStack,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { Chat, ChatMessage } from '@domain/contracts/chat.contract';
import { localeOf } from '@domain/format';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/catalogue/empty-state';
import { LoadFailed } from '@/components/catalogue/load-failed';
import { PageHead } from '@/components/page-head';
import { queryKeys } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { onLive } from '@/lib/live/live-bus';
import { useStoredState } from '@/lib/session';
import { chatsQuery, inboxesQuery, type ChatListFilter } from './chat-queries';
import { Conversation, otherName } from './conversation';
import type { ChatOffer, OfferNext } from './offer-card';
import { useMarkChatRead } from './use-mark-chat-read';

function preview(message: ChatMessage | null, t: TFunction, language: 'ar' | 'en'): string {
  if (!message) return t('chat.list.no_messages');
  switch (message.kind) {
    case 'text':
      return message.body;
    case 'image':
      return t('chat.list.image');
    case 'product':
      return t('chat.list.product', { name: message.product?.name ?? '' });
    case 'offer':
      return t('chat.list.offer', { name: message.product?.name ?? '' });
    case 'order':
      return t('chat.list.order', {
        id: message.order ? formatNumber(message.order.id, language, { useGrouping: false }) : '',
      });
  }
}

function ChatRow({ chat, active }: { chat: Chat; active: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = otherName(chat);
  return (
    <Box as="li" listStyleType="none">
      <HStack
        asChild
        gap="3"
        p="3"
        rounded="lg"
        bg={active ? 'bg.emphasized' : chat.unread > 0 ? 'bg.muted' : undefined}
        _hover={{ bg: 'bg.muted' }}
        color="fg"
      >
        <Link
          to={`/chats/${chat.id}`}
          aria-current={active ? 'page' : undefined}
          data-testid="chat-row"
        >
          <Circle
            size="10"
            bg="brand.solid"
            color="brand.contrast"
            fontWeight="bold"
            flexShrink={0}
            aria-hidden
          >
            {name.slice(0, 1)}
          </Circle>
          <Stack gap="0" flex="1" minW="0">
            <HStack justify="space-between" gap="2">
              <Text fontWeight={chat.unread > 0 ? 'bold' : 'semibold'} truncate dir="auto">
                {name}
              </Text>
              {chat.last_message_at ? (
                <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                  {new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'short' }).format(
                    new Date(chat.last_message_at),
                  )}
                </Text>
              ) : null}
            </HStack>
            <HStack justify="space-between" gap="2">
              <Text fontSize="sm" color="fg.muted" truncate dir="auto">
                {preview(chat.last_message, t, language)}
              </Text>
              {chat.unread > 0 ? (
                <Badge
                  colorPalette="brand"
                  variant="solid"
                  rounded="full"
                  aria-label={t('chat.inbox.unread', {
                    value: formatNumber(chat.unread, language),
                  })}
                  data-testid="chat-unread"
                >
                  {formatNumber(chat.unread, language)}
                </Badge>
              ) : null}
            </HStack>
          </Stack>
        </Link>
      </HStack>
    </Box>
  );
}

/**
 * `/chats/:chatId?` (spec §2): the thread list and the open conversation, side by side from `md`
 * up and one at a time on a phone. A seller (or a sub-reseller with the chat right) switches
 * between their own chats with stores and each store's inbox (`?inbox=<store id>`).
 *
 * `onAddOffer` is the offer card's "add to cart" (chat-to-order): the route passes the cart's
 * handler; without one the card shows the offer without the button.
 */
export function ChatsPage({
  chatId,
  onAddOffer,
}: {
  chatId?: number;
  onAddOffer?: (offer: ChatOffer, next: OfferNext) => Promise<unknown> | void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const viewer = useStoredState((state) => (state.user ? String(state.user.id) : 'visitor'));
  const [params, setParams] = useSearchParams();
  const inboxes = useQuery(inboxesQuery(viewer));
  const inbox = params.get('inbox');
  const storeId =
    inbox && inboxes.data?.stores.some((s) => String(s.id) === inbox) ? Number(inbox) : undefined;
  const filter: ChatListFilter =
    storeId === undefined
      ? { as: 'customer', language }
      : { as: 'store', store_id: storeId, language };
  const list = useQuery(chatsQuery(viewer, filter));
  const markRead = useMarkChatRead();
  const markDelivered = useRef(markRead.mutate);
  markDelivered.current = markRead.mutate;

  // Live: lists and unread counts follow new messages; what arrives here is delivered.
  useEffect(
    () =>
      onLive('message', ({ chat_id, message }) => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.chats.lists() });
        void queryClient.invalidateQueries({ queryKey: queryKeys.chats.inboxes(viewer) });
        if (message.sender_id !== Number(viewer) && chat_id !== chatId) {
          markDelivered.current({ chat_id, message_id: message.id, delivered_only: true });
        }
      }),
    [queryClient, viewer, chatId],
  );

  const stores = inboxes.data?.stores ?? [];
  const chats = list.data?.items ?? [];

  return (
    <Container maxW="6xl" py={{ base: '3', md: '6' }}>
      <PageHead title={t('pages.chats.title')} noIndex />
      <Stack gap="3">
        <Heading as="h1" size="2xl" display={chatId ? { base: 'none', md: 'block' } : undefined}>
          {t('pages.chats.title')}
        </Heading>
        {stores.length > 0 ? (
          <HStack
            gap="2"
            overflowX="auto"
            role="tablist"
            aria-label={t('chat.inbox.label')}
            display={chatId ? { base: 'none', md: 'flex' } : 'flex'}
          >
            {[
              {
                id: null as number | null,
                name: t('chat.inbox.customer'),
                unread: inboxes.data?.customer_unread ?? 0,
              },
              ...stores,
            ].map((entry) => {
              const selected = entry.id === (storeId ?? null);
              return (
                <Button
                  key={entry.id ?? 'customer'}
                  role="tab"
                  aria-selected={selected}
                  size="sm"
                  variant={selected ? 'solid' : 'outline'}
                  colorPalette="brand"
                  flexShrink={0}
                  onClick={() => {
                    const next = new URLSearchParams(params);
                    if (entry.id === null) next.delete('inbox');
                    else next.set('inbox', String(entry.id));
                    setParams(next);
                  }}
                >
                  {entry.name}
                  {entry.unread > 0 ? (
                    <Badge
                      variant={selected ? 'subtle' : 'solid'}
                      colorPalette="red"
                      rounded="full"
                    >
                      {formatNumber(entry.unread, language)}
                    </Badge>
                  ) : null}
                </Button>
              );
            })}
          </HStack>
        ) : null}
        <Grid templateColumns={{ base: '1fr', md: '320px 1fr' }} gap="4" alignItems="start">
          <Box display={chatId ? { base: 'none', md: 'block' } : 'block'}>
            {list.isPending ? <Skeleton height="40" rounded="xl" /> : null}
            {list.isError && !list.data ? (
              <LoadFailed
                error={list.error}
                title={t('chat.list.load_failed')}
                retry={() => void list.refetch()}
              />
            ) : null}
            {list.data && chats.length === 0 ? <EmptyState title={t('chat.list.empty')} /> : null}
            <Stack as="ul" gap="1" m="0" p="0">
              {chats.map((chat) => (
                <ChatRow key={chat.id} chat={chat} active={chat.id === chatId} />
              ))}
            </Stack>
          </Box>
          <Box display={chatId ? 'block' : { base: 'none', md: 'block' }}>
            {chatId ? (
              <Conversation key={chatId} chatId={chatId} viewer={viewer} onAddOffer={onAddOffer} />
            ) : (
              <Box borderWidth="1px" rounded="xl" p="8" textAlign="center" color="fg.muted">
                {t('chat.conversation.pick')}
              </Box>
            )}
          </Box>
        </Grid>
      </Stack>
    </Container>
  );
}
