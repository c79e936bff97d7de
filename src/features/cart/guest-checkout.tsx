import { Box, Button, Heading, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import type { ProductDetail } from '@domain/contracts/catalogue-products.contract';
import {
  deliverySchema,
  type AddToCartBody,
  type Delivery,
} from '@domain/contracts/commerce.contract';
import { fromPiastres, toPiastres } from '@domain/commerce/money';
import { PAYMENT_METHODS, type PaymentMethod } from '@domain/status/statuses';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LtrText } from '@/components/ltr-text';
import { toast } from '@/components/toaster';
import { isApiError } from '@/lib/api';
import { useCardPayments } from '@/lib/api/layout-query';
import { formatMoney, withQuantity } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { DeliveryFields } from './delivery-fields';
import { DeliveryEstimate, useDeliveryQuotes } from './delivery-quote';
import { useGuestOrder } from './use-guest-order';
import { useContinueAfterOrder } from './use-continue-after-order';

/**
 * A visitor's order straight from the product page, for a store that takes orders without login
 * (spec §6): the chosen product and quantity, the delivery address and the payment method. The
 * server creates the guest account and signs it in; the guest then follows the order at /orders
 * (or pays a card order on the payment page first). Totals are the server's.
 */
export function GuestCheckout({
  product,
  input,
  onCancel,
}: {
  product: ProductDetail;
  input: AddToCartBody;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const continueAfterOrder = useContinueAfterOrder();
  const guest = useGuestOrder();
  const [method, setMethod] = useState<PaymentMethod>('cash_on_delivery');
  const cardPayments = useCardPayments();
  // A Fawry reference is shown on the shopper's orders page, which a visitor does not have.
  const methods = PAYMENT_METHODS.filter(
    (value) => value !== 'pay_at_fawry' && (value !== 'card' || cardPayments),
  );
  const form = useForm<Delivery>({
    resolver: zodResolver(deliverySchema),
    defaultValues: { client_name: '', phone: '', address: '', notes: '' },
  });
  const governorate = form.watch('governorate_id');
  const area = form.watch('area_id');
  const [quote = null] = useDeliveryQuotes(
    [
      {
        storeId: product.store.id,
        subtotal: toPiastres(product.discountedPrice ?? product.price) * input.quantity,
      },
    ],
    governorate ? Number(governorate) : null,
    area ? Number(area) : null,
  );
  const shipping = quote?.delivers ? quote.feePiastres : null;

  const submit = form.handleSubmit(async (delivery) => {
    try {
      const result = await guest.order({
        store_id: product.store.id,
        items: [input],
        payment_method: method,
        delivery,
      });
      toast.show({ status: 'success', title: t('guest_checkout.placed') });
      continueAfterOrder(result);
    } catch (error) {
      if (isApiError(error) && error.fields?.length) {
        for (const field of error.fields) {
          if (!field.path.startsWith('delivery.')) continue;
          form.setError(field.path.slice('delivery.'.length) as Path<Delivery>, {
            message: field.message,
          });
        }
      }
      toast.show({
        status: 'error',
        title: t(isApiError(error) ? error.messageKey : 'errors.internal'),
      });
    }
  });

  return (
    <Box asChild borderWidth="1px" rounded="xl" p="4">
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby="guest-checkout-title"
      >
        <Stack gap="3">
          <Heading as="h2" size="md" id="guest-checkout-title">
            {t('guest_checkout.title')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('guest_checkout.intro', { store: product.store.name })}
          </Text>
          <HStack justify="space-between" fontSize="sm" gap="3">
            <Text lineClamp={1}>{withQuantity(product.name, input.quantity, language)}</Text>
          </HStack>
          <DeliveryFields form={form} />
          <RadioGroup.Root
            value={method}
            onValueChange={(event) => setMethod(event.value as PaymentMethod)}
            aria-label={t('commerce.checkout.payment')}
          >
            <Text fontWeight="semibold" mb="1">
              {t('commerce.checkout.payment')}
            </Text>
            <HStack gap="4" wrap="wrap">
              {methods.map((value) => (
                <RadioGroup.Item key={value} value={value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    {t(`commerce.checkout.methods.${value}`)}
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
          {method === 'card' ? (
            <Text fontSize="sm" color="fg.muted">
              {t('commerce.checkout.card_note')}
            </Text>
          ) : null}
          <HStack justify="space-between" fontSize="sm">
            <Text>{t('commerce.checkout.shipping')}</Text>
            <LtrText>
              {shipping === null ? '—' : formatMoney(fromPiastres(shipping), language)}
            </LtrText>
          </HStack>
          <Box fontSize="sm">
            <DeliveryEstimate quote={quote} />
          </Box>
          <Text fontSize="sm" color="fg.muted">
            {t('guest_checkout.account_note')}
          </Text>
          <HStack gap="3">
            <Button variant="outline" onClick={onCancel}>
              {t('guest_checkout.cancel')}
            </Button>
            <Button
              type="submit"
              size="lg"
              flex="1"
              disabled={quote !== null && !quote.delivers}
              loading={guest.isPending}
              loadingText={t('commerce.checkout.placing')}
            >
              {t('guest_checkout.place')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}
