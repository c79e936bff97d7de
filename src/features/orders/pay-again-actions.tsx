import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toaster';
import { isApiError } from '@/lib/api';
import { usePayAgain, usePayOnDelivery } from './use-pay-again';

/**
 * "Pay again" (to the provider's page with a new attempt) and "Pay on delivery instead" for
 * orders waiting for their card payment: the payment result page passes its attempt's orders,
 * an order card its own.
 */
export function PayAgainActions({
  orderIds,
  onPaidOnDelivery,
  justify = 'start',
}: {
  orderIds: number[];
  onPaidOnDelivery?: () => void;
  /** Centred under the payment result, at the start of an order's card. */
  justify?: 'start' | 'center';
}) {
  const { t } = useTranslation();
  const payAgain = usePayAgain();
  const payOnDelivery = usePayOnDelivery();
  const failed = (failure: unknown) =>
    toast.show({
      status: 'error',
      title: t(isApiError(failure) ? failure.messageKey : 'errors.internal'),
    });
  const pay = async () => {
    try {
      const { checkout_url } = await payAgain.mutateAsync({ order_ids: orderIds });
      window.location.assign(checkout_url);
    } catch (failure) {
      failed(failure);
    }
  };
  const cash = async () => {
    try {
      for (const id of orderIds) await payOnDelivery.mutateAsync({ id });
      toast.show({ status: 'success', title: t('commerce.orders.paying_on_delivery') });
      onPaidOnDelivery?.();
    } catch (failure) {
      failed(failure);
    }
  };
  const busy = payAgain.isPending || payOnDelivery.isPending;
  return (
    <HStack gap="2" wrap="wrap" justify={justify}>
      <Button
        colorPalette="brand"
        size="sm"
        loading={payAgain.isPending}
        disabled={busy}
        onClick={() => void pay()}
      >
        {t('commerce.orders.pay_again')}
      </Button>
      <Button
        variant="outline"
        size="sm"
        loading={payOnDelivery.isPending}
        disabled={busy}
        onClick={() => void cash()}
      >
        {t('commerce.orders.pay_on_delivery')}
      </Button>
    </HStack>
  );
}
