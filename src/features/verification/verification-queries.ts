import {
  verificationPriceContract,
  verificationStoresContract,
  type VerificationStore,
} from '@domain/contracts/verification.contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi, queryKeys } from '@/lib/api';

/** `GET /api/verification/price`: the fee in EGP. */
export function verificationPriceQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.verification.price,
    queryFn: async ({ signal }) => (await callApi(verificationPriceContract, { signal })).data,
    staleTime: 60_000,
  });
}

/** `GET /api/verification/stores`: the seller's stores and where each verification stands. */
export function verificationStoresQueryOptions(viewer: string) {
  return queryOptions({
    queryKey: queryKeys.verification.stores(viewer),
    queryFn: async ({ signal }): Promise<VerificationStore[]> =>
      (await callApi(verificationStoresContract, { signal })).data,
  });
}
