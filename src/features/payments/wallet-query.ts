import { creditContract } from '@domain/contracts/payments.contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi, queryKeys } from '@/lib/api';

/** `GET /api/credit`: the wallet of the signed-in shopper (`viewer` is their id). */
export function walletQueryOptions(viewer: string) {
  return queryOptions({
    queryKey: queryKeys.wallet.detail(viewer),
    queryFn: async ({ signal }) => (await callApi(creditContract, { signal })).data,
  });
}
