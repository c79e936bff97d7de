import {
  Badge,
  Box,
  Button,
  Container,
  Field,
  Heading,
  HStack,
  Link as ChakraLink,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import type { Order, OrderDetail } from '@domain/contracts/commerce.contract';
import { canCustomerCancel, isAwaitingPayment } from '@domain/status/order-transitions';
import { cancellationReasonSchema } from '@domain/validation/common';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/catalogue/empty-state';
import { LoadFailed } from '@/components/catalogue/load-failed';
import { Pagination } from '@/components/catalogue/pagination';
import { LtrText } from '@/components/ltr-text';
import { ORDER_STATUS_PALETTE } from '@/components/order-status-palette';
import { PageHead } from '@/components/page-head';
import { toast } from '@/components/toaster';
import { isApiError } from '@/lib/api';
import { chosenValues, formatMoney, formatNumber, withQuantity } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useStoredState } from '@/lib/session';
import { formatOrderDate } from './order-date';
import { myOrderQuery, myOrdersQuery } from './orders-query';
import { FawryReference } from './fawry-reference';
import { PayAgainActions } from './pay-again-actions';
import { useCancelOrder } from './use-cancel-order';

function Money({ value }: { value: number }) {
  const language = useLanguage();
  return <LtrText>{formatMoney(value, language)}</LtrText>;
}

function CancelForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelOrder();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const parsed = cancellationReasonSchema.safeParse(reason);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'validation.required');
      return;
    }
    try {
      await cancel.mutateAsync({ id: order.id, cancellation_reason: parsed.data });
      toast.show({ status: 'success', title: t('commerce.orders.cancelled') });
      onDone();
    } catch (failure) {
      if (isApiError(failure) && failure.fields?.[0]) setError(failure.fields[0].message);
      else
        toast.show({
          status: 'error',
          title: t(isApiError(failure) ? failure.messageKey : 'errors.internal'),
        });
    }
  };
  return (
    <Stack gap="2">
      <Field.Root invalid={!!error} required>
        <Field.Label>{t('commerce.orders.cancel_reason')}</Field.Label>
        <Textarea rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
        {error ? <Field.ErrorText>{t(error)}</Field.ErrorText> : null}
      </Field.Root>
      <HStack gap="2">
        <Button colorPalette="red" loading={cancel.isPending} onClick={() => void submit()}>
          {t('commerce.orders.cancel_confirm')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('commerce.orders.cancel_keep')}
        </Button>
      </HStack>
    </Stack>
  );
}

/** Who rejected or cancelled the order, and why. */
function EndedBy({ order }: { order: Order }) {
  const { t } = useTranslation();
  const ended = order.status === 'cancelled' || order.status === 'rejected';
  if (!ended || !order.cancelled_by) return null;
  const key = order.status === 'cancelled' ? 'cancelled_by_cancel' : 'cancelled_by';
  return (
    <Text fontSize="sm" color="fg.error" mt="2">
      {t(`commerce.orders.${key}.${order.cancelled_by}`)}
      {order.cancellation_reason
        ? ` — ${t('commerce.orders.reason', { reason: order.cancellation_reason })}`
        : ''}
    </Text>
  );
}

/** The courier, tracking number and tracking link once shipped; a failed delivery's reason. */
function Shipment({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <>
      {order.courier && order.tracking_number ? (
        <Stack gap="0.5" mt="2" fontSize="sm" data-testid="order-shipment">
          <Text>
            {t('commerce.orders.shipment', {
              courier: order.courier,
              number: order.tracking_number,
            })}
          </Text>
          {order.tracking_url ? (
            <ChakraLink href={order.tracking_url} target="_blank" rel="noopener noreferrer">
              {t('commerce.orders.track')}
            </ChakraLink>
          ) : null}
        </Stack>
      ) : null}
      {order.status === 'delivery_failed' && order.delivery_failure_reason ? (
        <Text fontSize="sm" color="fg.error" mt="2">
          {t('commerce.orders.delivery_failed_reason', {
            reason: order.delivery_failure_reason,
          })}
        </Text>
      ) : null}
    </>
  );
}

/** What the composition layer adds to an order's details (chat with its store). */
export type OrderAction = (orderId: number) => ReactNode;

function Details({ id, action }: { id: number; action?: OrderAction }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery(myOrderQuery(id, language));
  const [cancelling, setCancelling] = useState(false);
  const order = query.data;
  if (!order) return <Skeleton height="32" rounded="md" />;
  return (
    <Stack gap="3" fontSize="sm" data-testid="order-details">
      <Box>
        <Text fontWeight="semibold" mb="1">
          {t('commerce.orders.items')}
        </Text>
        {order.items.map((item) => (
          <HStack key={item.id} justify="space-between" gap="3">
            <Text lineClamp={2}>
              {withQuantity(item.name, item.quantity, language)}
              {item.attributes.length > 0 ? ` (${chosenValues(item.attributes, language)})` : ''}
            </Text>
            <Money value={item.line_total} />
          </HStack>
        ))}
      </Box>
      <Box borderTopWidth="1px" />
      <Stack gap="1">
        <HStack justify="space-between">
          <Text>{t('commerce.orders.subtotal')}</Text>
          <Money value={order.subtotal} />
        </HStack>
        {order.discount > 0 ? (
          <HStack justify="space-between">
            <Text>
              {t('commerce.orders.discount')}
              {order.coupon_code ? ` (${order.coupon_code})` : ''}
            </Text>
            <Money value={-order.discount} />
          </HStack>
        ) : null}
        <HStack justify="space-between">
          <Text>{t('commerce.orders.shipping')}</Text>
          <Money value={order.shipping_cost} />
        </HStack>
        <HStack justify="space-between" fontWeight="bold">
          <Text>{t('commerce.orders.total')}</Text>
          <Money value={order.total} />
        </HStack>
      </Stack>
      <Box borderTopWidth="1px" />
      <Box>
        <Text fontWeight="semibold">{t('commerce.orders.address')}</Text>
        <Text>
          {order.client_name} · <LtrText>{order.phone}</LtrText>
        </Text>
        <Text>{[order.address, order.area, order.governorate].filter(Boolean).join('، ')}</Text>
        {order.notes ? <Text color="fg.muted">{order.notes}</Text> : null}
      </Box>
      <Box>
        <Text fontWeight="semibold" mb="1">
          {t('commerce.orders.timeline')}
        </Text>
        <Stack gap="1" as="ol" ps="0" listStyleType="none" data-testid="order-timeline">
          {order.timeline.map((entry, index) => (
            <HStack as="li" key={index} gap="2">
              <Badge colorPalette={ORDER_STATUS_PALETTE[entry.status]}>
                {t(`commerce.orders.status.${entry.status}`)}
              </Badge>
              <Text color="fg.muted">{formatOrderDate(entry.at, language)}</Text>
            </HStack>
          ))}
        </Stack>
      </Box>
      {canCustomerCancel(order.status) && cancelling ? (
        <CancelForm order={order} onDone={() => setCancelling(false)} />
      ) : (
        <HStack gap="2" wrap="wrap">
          {action ? action(order.id) : null}
          {canCustomerCancel(order.status) ? (
            <Button
              variant="outline"
              colorPalette="red"
              size="sm"
              onClick={() => setCancelling(true)}
            >
              {t('commerce.orders.cancel')}
            </Button>
          ) : null}
        </HStack>
      )}
    </Stack>
  );
}

function OrderCard({ order, action }: { order: Order; action?: OrderAction }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  return (
    <Box borderWidth="1px" rounded="xl" p="4" data-testid="order-card" data-order-id={order.id}>
      <HStack justify="space-between" align="start" gap="3">
        <Stack gap="0.5">
          <Heading as="h2" size="sm">
            {t('commerce.orders.order_n', {
              id: formatNumber(order.id, language, { useGrouping: false }),
            })}
          </Heading>
          <Text fontSize="sm">{order.store.name}</Text>
          <Text fontSize="xs" color="fg.muted">
            {t('commerce.orders.placed_at', { date: formatOrderDate(order.created_at, language) })}
          </Text>
        </Stack>
        <Stack gap="1" align="end">
          <Badge colorPalette={ORDER_STATUS_PALETTE[order.status]} data-testid="order-status">
            {t(`commerce.orders.status.${order.status}`)}
          </Badge>
          <Badge
            variant="outline"
            colorPalette={order.payment_status === 'paid' ? 'green' : 'gray'}
          >
            {t(`commerce.checkout.methods.${order.payment_method}`)} ·{' '}
            {t(`commerce.orders.payment_status.${order.payment_status}`)}
          </Badge>
          {order.payment_status === 'paid' && order.paid_at ? (
            <Text fontSize="xs" color="fg.muted" data-testid="order-paid-at">
              {t('commerce.orders.paid_at', { date: formatOrderDate(order.paid_at, language) })}
            </Text>
          ) : null}
        </Stack>
      </HStack>
      <EndedBy order={order} />
      <Shipment order={order} />
      {isAwaitingPayment(order) && order.pay_by && order.fawry_reference ? (
        <FawryReference order={order} />
      ) : null}
      {isAwaitingPayment(order) && order.pay_by && order.payment_method === 'card' ? (
        <Stack gap="2" mt="2" align="start" data-testid="order-awaiting-payment">
          <Text fontSize="sm" color="orange.fg">
            {t('commerce.orders.awaiting_payment', {
              date: formatOrderDate(order.pay_by, language),
            })}
          </Text>
          <PayAgainActions orderIds={[order.id]} />
        </Stack>
      ) : null}
      <HStack justify="space-between" mt="2">
        <Text fontSize="sm" color="fg.muted">
          {t('commerce.orders.items_count', { count: formatNumber(order.items_count, language) })}
        </Text>
        <Text fontWeight="bold">
          <Money value={order.total} />
        </Text>
      </HStack>
      <Button
        size="xs"
        variant="ghost"
        mt="1"
        px="0"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
      >
        {open ? t('commerce.orders.hide') : t('commerce.orders.details')}
      </Button>
      {open ? <Details id={order.id} action={action} /> : null}
    </Box>
  );
}

/**
 * `/orders`: my orders, newest first, each with its details, timeline and cancellation; `action`
 * adds a button to the details (the route passes "chat with the store about this order").
 */
export function OrdersPage({ action }: { action?: OrderAction } = {}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const viewer = useStoredState((state) => (state.user ? String(state.user.id) : 'visitor'));
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery(myOrdersQuery(viewer, language, page));
  const data = query.data;
  return (
    <Container maxW="3xl" py="6">
      <PageHead title={t('commerce.orders.title')} noIndex />
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {t('commerce.orders.title')}
        </Heading>
        {query.isPending ? <Skeleton height="40" rounded="xl" /> : null}
        {query.isError && !data ? (
          <LoadFailed
            error={query.error}
            title={t('commerce.orders.load_failed')}
            retry={() => void query.refetch()}
          />
        ) : null}
        {data && data.data.length === 0 ? (
          <EmptyState
            title={t('commerce.orders.empty')}
            description={t('commerce.orders.empty_hint')}
            action={
              <Button asChild colorPalette="brand">
                <Link to="/products">{t('commerce.orders.browse')}</Link>
              </Button>
            }
          />
        ) : null}
        {data?.data.map((order) => (
          <OrderCard key={order.id} order={order} action={action} />
        ))}
        {data ? <Pagination page={data.meta.page} lastPage={data.meta.lastPage} /> : null}
      </Stack>
    </Container>
  );
}
