import { Box, Button, Container, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { PageMeta } from '@domain/contracts/contract';
import {
  notificationsContract,
  type NotificationItem,
} from '@domain/contracts/notifications.contract';
import { localeOf } from '@domain/format';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/catalogue/empty-state';
import { LoadFailed } from '@/components/catalogue/load-failed';
import { Pagination } from '@/components/catalogue/pagination';
import { PageHead } from '@/components/page-head';
import { callApi, queryKeys } from '@/lib/api';
import { useLanguage } from '@/lib/i18n';
import { onLive } from '@/lib/live/live-bus';
import { useStoredState } from '@/lib/session';
import { useMarkNotificationsRead } from './use-mark-notifications-read';

function useNotificationsPage(page: number) {
  const language = useLanguage();
  const viewer = useStoredState((state) => (state.user ? String(state.user.id) : 'visitor'));
  return useQuery({
    queryKey: queryKeys.notifications.list(viewer, { page, language }),
    queryFn: async ({ signal }) => {
      const result = await callApi(notificationsContract, { query: { page }, signal });
      return { items: result.data, meta: result.meta as PageMeta };
    },
    placeholderData: keepPreviousData,
  });
}

function When({ value }: { value: string }) {
  const language = useLanguage();
  return (
    <Text fontSize="xs" color="fg.muted">
      <time dateTime={value}>
        {new Intl.DateTimeFormat(localeOf(language), {
          dateStyle: 'medium',
          timeStyle: 'short',
        }).format(new Date(value))}
      </time>
    </Text>
  );
}

/** `/notifications`: newest first, unread marked; a tap opens where spec §4 says and marks it read. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useNotificationsPage(page);
  const queryClient = useQueryClient();
  // A new notification (or one read in another tab) arrives over the live stream.
  useEffect(
    () =>
      onLive('notifications', () => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
      }),
    [queryClient],
  );
  const markRead = useMarkNotificationsRead();
  const items = query.data?.items ?? [];
  const unread = items.some((item) => !item.read);

  const open = (item: NotificationItem) => {
    if (!item.read) markRead.mutate({ ids: [item.id] });
    if (item.link && item.link !== '/notifications') void navigate(item.link);
  };

  return (
    <Container maxW="3xl" py="6">
      <PageHead title={t('pages.notifications.title')} noIndex />
      <Stack gap="4">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h1" size="2xl">
            {t('pages.notifications.title')}
          </Heading>
          {unread ? (
            <Button
              size="sm"
              variant="outline"
              loading={markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
            >
              {t('social.notifications.mark_all')}
            </Button>
          ) : null}
        </HStack>
        {query.isPending ? <Skeleton height="40" rounded="xl" /> : null}
        {query.isError && !query.data ? (
          <LoadFailed
            error={query.error}
            title={t('social.notifications.load_failed')}
            retry={() => void query.refetch()}
          />
        ) : null}
        {query.data && items.length === 0 ? (
          <EmptyState
            title={t('social.notifications.empty')}
            description={t('social.notifications.empty_hint')}
            action={
              <Button asChild colorPalette="brand">
                <Link to="/products">{t('social.notifications.browse')}</Link>
              </Button>
            }
          />
        ) : null}
        <Stack as="ul" gap="2">
          {items.map((item) => (
            <Box as="li" key={item.id} listStyleType="none">
              <Box
                as="button"
                onClick={() => open(item)}
                w="full"
                textAlign="start"
                p="3"
                borderWidth="1px"
                borderRadius="lg"
                bg={item.read ? 'bg.panel' : 'bg.muted'}
                borderInlineStartWidth={item.read ? '1px' : '4px'}
                borderInlineStartColor={item.read ? undefined : 'brand.solid'}
                aria-label={
                  item.read ? undefined : `${t('social.notifications.unread')}: ${item.title}`
                }
                data-unread={item.read ? undefined : true}
              >
                <Stack gap="1">
                  <Text fontWeight={item.read ? 'medium' : 'bold'} dir="auto">
                    {item.title}
                  </Text>
                  <Text fontSize="sm" dir="auto" whiteSpace="pre-line">
                    {item.body}
                  </Text>
                  <When value={item.created_at} />
                </Stack>
              </Box>
            </Box>
          ))}
        </Stack>
        {query.data && query.data.meta.lastPage > 1 ? (
          <Pagination page={query.data.meta.page} lastPage={query.data.meta.lastPage} />
        ) : null}
      </Stack>
    </Container>
  );
}
