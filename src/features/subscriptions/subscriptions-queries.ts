import {
  downgradePreviewContract,
  quoteContract,
  upgradePageContract,
  type QuoteQuery,
} from '@domain/contracts/subscriptions.contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi, queryKeys } from '@/lib/api';

/** `GET /api/upgrade?store=`: packages, the seller's stores, the chosen store and the balance. */
export function upgradePageQueryOptions(viewer: string, storeId: number | null) {
  return queryOptions({
    queryKey: queryKeys.subscriptions.page(viewer, storeId),
    queryFn: async ({ signal }) =>
      (
        await callApi(upgradePageContract, {
          signal,
          query: storeId === null ? {} : { store: storeId },
        })
      ).data,
  });
}

/** `GET /api/subscriptions/quote`: what an upgrade or renewal costs now (credit, coupon). */
export function quoteQueryOptions(viewer: string, query: QuoteQuery) {
  return queryOptions({
    queryKey: queryKeys.subscriptions.quote(viewer, query),
    queryFn: async ({ signal }) => (await callApi(quoteContract, { signal, query })).data,
    retry: false,
  });
}

/** `GET /api/subscriptions/downgrade`: the products a downgrade would archive at renewal. */
export function downgradePreviewQueryOptions(viewer: string, storeId: number, packageId: number) {
  return queryOptions({
    queryKey: queryKeys.subscriptions.preview(viewer, storeId, packageId),
    queryFn: async ({ signal }) =>
      (
        await callApi(downgradePreviewContract, {
          signal,
          query: { store: storeId, package: packageId },
        })
      ).data,
  });
}
