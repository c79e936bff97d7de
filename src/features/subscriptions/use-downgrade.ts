import {
  cancelDowngradeContract,
  downgradeContract,
  type DowngradeBody,
} from '@domain/contracts/subscriptions.contract';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';

/** `POST /api/subscriptions/downgrade`: schedule a smaller package for the next renewal. */
export function useScheduleDowngrade() {
  return useApiMutation(downgradeContract, {
    mutationKey: mutationKeys.subscriptions.downgrade,
    request: (body: DowngradeBody) => ({ body }),
    invalidates: () => [queryKeys.subscriptions.all, queryKeys.myStores.all],
  });
}

/** `DELETE /api/subscriptions/downgrade?store=`: cancel the scheduled downgrade. */
export function useCancelDowngrade() {
  return useApiMutation(cancelDowngradeContract, {
    mutationKey: mutationKeys.subscriptions.cancelDowngrade,
    request: (storeId: number) => ({ query: { store: storeId } }),
    invalidates: () => [queryKeys.subscriptions.all, queryKeys.myStores.all],
  });
}
