import { paymentStateContract } from '@domain/contracts/payments.contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi, queryKeys } from '@/lib/api';

/**
 * `GET /api/payments/state?ref=`: the server's record (it asks the provider while the payment is
 * pending). Polled every 2 s while pending, for at most the first two minutes.
 */
export function paymentStateQueryOptions(ref: string) {
  return queryOptions({
    queryKey: queryKeys.paymentState.detail(ref),
    queryFn: async ({ signal }) =>
      (await callApi(paymentStateContract, { query: { ref }, signal })).data,
    refetchInterval: (query) => {
      const started = query.state.dataUpdateCount > 0 ? query.state.dataUpdatedAt : Date.now();
      return query.state.data?.status === 'pending' && query.state.dataUpdateCount < 60 && started
        ? 2_000
        : false;
    },
    staleTime: 0,
  });
}
