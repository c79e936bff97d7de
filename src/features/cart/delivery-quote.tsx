import { HStack, Text } from '@chakra-ui/react';
import { storeDeliveryContract } from '@domain/contracts/delivery.contract';
import { toPiastres } from '@domain/commerce/money';
import { deliveryQuote, type DeliveryQuote } from '@domain/commerce/shipping';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi, queryKeys } from '@/lib/api';

/** A checkout group to price: its store and its subtotal in piastres. */
export interface QuotedGroup {
  storeId: number;
  subtotal: number;
}

/**
 * Each group's delivery to the chosen governorate and area, by the store's delivery table and
 * the one pricing rule (domain/commerce/shipping.ts); null while no area is chosen or the answer
 * is on its way. Another address is another query, so the groups re-price as the shopper picks.
 */
export function useDeliveryQuotes(
  groups: readonly QuotedGroup[],
  governorate: number | null,
  area: number | null,
): (DeliveryQuote | null)[] {
  const answers = useQueries({
    queries: groups.map((group) => ({
      queryKey: queryKeys.delivery.quote(group.storeId, governorate ?? 0, area ?? 0),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (
          await callApi(storeDeliveryContract, {
            params: { store: group.storeId },
            query: { governorate: governorate!, area: area! },
            signal,
          })
        ).data,
      enabled: governorate !== null && area !== null,
      staleTime: 0,
    })),
  });
  return groups.map((group, index) => {
    const answer = answers[index]?.data;
    if (!answer || governorate === null || area === null) return null;
    const { zone } = answer;
    const zones = zone
      ? [
          {
            governorateId: governorate,
            areaId: area,
            delivers: zone.delivers,
            feePiastres: toPiastres(zone.fee),
            freeOverPiastres: zone.free_over === null ? null : toPiastres(zone.free_over),
            daysMin: zone.days_min,
            daysMax: zone.days_max,
          },
        ]
      : [];
    return deliveryQuote(
      zones,
      answer.store_governorate_id,
      { governorateId: governorate, areaId: area },
      group.subtotal,
    );
  });
}

/** The group's delivery estimate, or that the store does not deliver to the address. */
export function DeliveryEstimate({ quote }: { quote: DeliveryQuote | null }) {
  const { t } = useTranslation();
  if (quote === null) return null;
  if (!quote.delivers) {
    return (
      <Text color="red.fg" fontWeight="semibold" role="alert" data-testid="no-delivery">
        {t('commerce.checkout.no_delivery')}
      </Text>
    );
  }
  return (
    <HStack justify="space-between" color="fg.muted" data-testid="delivery-estimate">
      <Text>
        {quote.daysMin === quote.daysMax
          ? t('commerce.checkout.arrives_in', { count: quote.daysMax })
          : t('commerce.checkout.arrives_between', { min: quote.daysMin, max: quote.daysMax })}
      </Text>
      {quote.free ? <Text color="green.fg">{t('commerce.checkout.free_delivery')}</Text> : null}
    </HStack>
  );
}
