import {
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  RadioGroup,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  checkCouponContract,
  deliverySchema,
  type Cart,
  type CartItem,
  type Delivery,
} from '@domain/contracts/commerce.contract';
import { fromPiastres, toPiastres } from '@domain/commerce/money';
import { isPrepaid, type PaymentMethod } from '@domain/status/statuses';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LtrText } from '@/components/ltr-text';
import { toast } from '@/components/toaster';
import { callApi, isApiError } from '@/lib/api';
import { askPushPermissionAtMomentOfValue } from '@/lib/push';
import { formatMoney, withQuantity } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useCardPayments } from '@/lib/api/layout-query';
import { useStoredState } from '@/lib/session';
import { DeliveryFields } from './delivery-fields';
import { DeliveryEstimate, useDeliveryQuotes } from './delivery-quote';
import { usePlaceOrder } from './use-place-order';
import { useContinueAfterOrder } from './use-continue-after-order';

type Group = Cart['groups'][number];

interface Applied {
  code: string;
  discount: number;
}

interface GroupChoice {
  method: PaymentMethod;
  coupon: string;
  applied: Applied | null;
  error: string | null;
}

const sum = (items: CartItem[]) =>
  items.reduce((total, item) => total + toPiastres(item.line_total), 0);

/**
 * The checkout of the chosen store groups: one delivery address, and per store its payment method
 * and coupon. Amounts shown are the server's rules (prices from the cart, delivery from each
 * store's table for the chosen area, re-priced as it changes); the server computes the totals
 * again when placing the orders.
 */
export function Checkout({
  groups,
  onBack,
}: {
  groups: { group: Group; items: CartItem[] }[];
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const continueAfterOrder = useContinueAfterOrder();
  const queryClient = useQueryClient();
  const user = useStoredState((state) => state.user);
  const place = usePlaceOrder();
  const cardPayments = useCardPayments();
  const form = useForm<Delivery>({
    resolver: zodResolver(deliverySchema),
    defaultValues: {
      client_name: user ? `${user.first_name} ${user.last_name}`.trim() : '',
      phone: user?.phone ?? '',
      address: '',
      notes: '',
    },
  });
  const governorate = form.watch('governorate_id');
  const area = form.watch('area_id');
  const quotes = useDeliveryQuotes(
    groups.map(({ group, items }) => ({ storeId: group.store.id, subtotal: sum(items) })),
    governorate ? Number(governorate) : null,
    area ? Number(area) : null,
  );
  const undeliverable = quotes.some((quote) => quote !== null && !quote.delivers);
  const [choices, setChoices] = useState<Record<number, GroupChoice>>({});
  const choiceOf = (storeId: number): GroupChoice =>
    choices[storeId] ?? { method: 'cash_on_delivery', coupon: '', applied: null, error: null };
  const setChoice = (storeId: number, patch: Partial<GroupChoice>) =>
    setChoices((current) => ({ ...current, [storeId]: { ...choiceOf(storeId), ...patch } }));

  const applyCoupon = async (storeId: number) => {
    const code = choiceOf(storeId).coupon.trim();
    if (!code) {
      setChoice(storeId, { error: t('validation.coupon.required'), applied: null });
      return;
    }
    try {
      const result = await queryClient.fetchQuery({
        queryKey: ['coupon-check', storeId, code],
        queryFn: async ({ signal }) =>
          (await callApi(checkCouponContract, { query: { code, store_id: storeId }, signal })).data,
        staleTime: 0,
      });
      setChoice(storeId, {
        applied: { code: result.code, discount: result.discount },
        error: null,
      });
    } catch (error) {
      setChoice(storeId, {
        applied: null,
        error: t(isApiError(error) ? error.messageKey : 'errors.coupon_invalid'),
      });
    }
  };

  const totals = groups.map(({ group, items }, index) => {
    const subtotal = sum(items);
    const discount = toPiastres(choiceOf(group.store.id).applied?.discount ?? 0);
    const quote = quotes[index] ?? null;
    const shipping = quote?.delivers ? quote.feePiastres : null;
    return { subtotal, discount, quote, shipping, total: subtotal - discount + (shipping ?? 0) };
  });
  const grand = totals.reduce((total, entry) => total + entry.total, 0);

  const submit = form.handleSubmit(async (delivery) => {
    try {
      const result = await place.place({
        delivery,
        groups: groups.map(({ group, items }) => {
          const choice = choiceOf(group.store.id);
          return {
            store_id: group.store.id,
            item_ids: items.map((item) => item.id),
            payment_method: choice.method,
            ...(choice.applied ? { coupon: choice.applied.code } : {}),
          };
        }),
      });
      toast.show({
        status: 'success',
        title:
          result.orders.length > 1
            ? t('commerce.checkout.placed_many', { count: result.orders.length })
            : t('commerce.checkout.placed'),
      });
      // An order placed is a moment of value: offer push for its status changes (asked once). A
      // card part leaves for the provider's page; its paid result asks instead.
      if (!result.payment) askPushPermissionAtMomentOfValue('order');
      continueAfterOrder(result);
    } catch (error) {
      if (isApiError(error) && error.fields?.length) {
        for (const field of error.fields) {
          const path = field.path.replace(/^delivery\./, '') as Path<Delivery>;
          form.setError(path, { message: field.message });
        }
      }
      toast.show({
        status: 'error',
        title: t(isApiError(error) ? error.messageKey : 'errors.internal'),
      });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="5">
        <Box borderWidth="1px" rounded="xl" p="4">
          <Heading as="h2" size="md" mb="3">
            {t('commerce.checkout.delivery')}
          </Heading>
          <Stack gap="3">
            <DeliveryFields form={form} />
          </Stack>
        </Box>

        {groups.map(({ group, items }, index) => {
          const choice = choiceOf(group.store.id);
          const total = totals[index]!;
          return (
            <Box
              key={group.store.id}
              borderWidth="1px"
              rounded="xl"
              p="4"
              data-testid="checkout-group"
            >
              <Heading as="h2" size="md" mb="2">
                {group.store.name}
              </Heading>
              <Stack gap="1" fontSize="sm">
                {items.map((item) => (
                  <HStack key={item.id} justify="space-between" gap="3">
                    <Text lineClamp={1}>{withQuantity(item.name, item.quantity, language)}</Text>
                    <LtrText>{formatMoney(item.line_total, language)}</LtrText>
                  </HStack>
                ))}
              </Stack>
              <Box borderTopWidth="1px" my="3" />
              <RadioGroup.Root
                value={choice.method}
                onValueChange={(event) =>
                  setChoice(group.store.id, { method: event.value as PaymentMethod })
                }
                aria-label={t('commerce.checkout.payment')}
              >
                <Text fontWeight="semibold" mb="1">
                  {t('commerce.checkout.payment')}
                </Text>
                <HStack gap="4" wrap="wrap">
                  {group.store.payment_methods
                    .filter((method) => !isPrepaid(method) || cardPayments)
                    .map((method) => (
                      <RadioGroup.Item key={method} value={method}>
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>
                          {t(`commerce.checkout.methods.${method}`)}
                        </RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                </HStack>
              </RadioGroup.Root>
              {isPrepaid(choice.method) ? (
                <Text fontSize="sm" color="fg.muted" mt="1">
                  {t(`commerce.checkout.${choice.method === 'card' ? 'card' : 'fawry'}_note`)}
                </Text>
              ) : null}
              <Field.Root invalid={!!choice.error} mt="3">
                <Field.Label>{t('commerce.checkout.coupon')}</Field.Label>
                <HStack gap="2" w="full">
                  <Input
                    value={choice.coupon}
                    maxLength={40}
                    dir="ltr"
                    onChange={(event) =>
                      setChoice(group.store.id, {
                        coupon: event.target.value,
                        applied: null,
                        error: null,
                      })
                    }
                  />
                  <Button variant="outline" onClick={() => void applyCoupon(group.store.id)}>
                    {t('commerce.checkout.apply')}
                  </Button>
                </HStack>
                {choice.error ? <Field.ErrorText>{choice.error}</Field.ErrorText> : null}
                {choice.applied ? (
                  <Field.HelperText color="green.fg">
                    <LtrText>
                      {t('commerce.checkout.coupon_applied', {
                        code: choice.applied.code,
                        amount: formatMoney(choice.applied.discount, language),
                      })}
                    </LtrText>
                  </Field.HelperText>
                ) : null}
              </Field.Root>
              <Stack gap="1" mt="3" fontSize="sm">
                <Row
                  label={t('commerce.checkout.shipping')}
                  value={total.shipping}
                  testId="group-shipping"
                />
                <DeliveryEstimate quote={total.quote} />
                {total.discount > 0 ? (
                  <Row label={t('commerce.checkout.discount')} value={-total.discount} />
                ) : null}
                <Row label={t('commerce.checkout.total')} value={total.total} bold />
              </Stack>
            </Box>
          );
        })}

        <HStack justify="space-between" fontSize="lg" fontWeight="bold">
          <Text>{t('commerce.checkout.grand_total')}</Text>
          <LtrText data-testid="grand-total">{formatMoney(fromPiastres(grand), language)}</LtrText>
        </HStack>
        <HStack gap="3">
          <Button variant="outline" onClick={onBack}>
            {t('commerce.checkout.back')}
          </Button>
          <Button
            type="submit"
            size="lg"
            flex="1"
            disabled={undeliverable}
            loading={place.isPending}
            loadingText={t('commerce.checkout.placing')}
          >
            {t('commerce.checkout.place')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

function Row({
  label,
  value,
  bold,
  testId,
}: {
  label: string;
  value: number | null;
  bold?: boolean;
  testId?: string;
}) {
  const language = useLanguage();
  return (
    <HStack justify="space-between" fontWeight={bold ? 'bold' : undefined} data-testid={testId}>
      <Text>{label}</Text>
      <LtrText>{value === null ? '—' : formatMoney(fromPiastres(value), language)}</LtrText>
    </HStack>
  );
}
