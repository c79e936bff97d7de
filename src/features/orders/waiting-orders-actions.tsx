import { Stack, Text } from '@chakra-ui/react';
import { isAwaitingPayment } from '@domain/status/order-transitions';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '@/lib/i18n';
import { formatOrderDate } from './order-date';
import { myOrderQuery } from './orders-query';
import { PayAgainActions } from './pay-again-actions';

/**
 * Under a card payment that did not go through: when its orders still wait for their payment,
 * until when, with "Pay again" and "Pay on delivery instead" (then on to my orders).
 */
export function WaitingOrdersActions({ orderIds }: { orderIds: number[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const orders = useQueries({ queries: orderIds.map((id) => myOrderQuery(id, language)) });
  const waiting = orders.flatMap((query) =>
    query.data && isAwaitingPayment(query.data) && query.data.pay_by ? [query.data] : [],
  );
  if (waiting.length === 0) return null;
  const payBy = waiting.map((order) => order.pay_by!).sort()[0]!;
  return (
    <Stack gap="3" align="center" data-testid="order-awaiting-payment">
      <Text>{t('commerce.orders.kept_until', { date: formatOrderDate(payBy, language) })}</Text>
      <PayAgainActions
        orderIds={waiting.map((order) => order.id)}
        justify="center"
        onPaidOnDelivery={() => void navigate('/orders')}
      />
    </Stack>
  );
}
