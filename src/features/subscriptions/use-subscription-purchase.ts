import {
  renewContract,
  upgradeContract,
  type RenewBody,
  type UpgradeBody,
} from '@domain/contracts/subscriptions.contract';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';

const changed = () => [queryKeys.subscriptions.all, queryKeys.myStores.all, queryKeys.wallet.all];

/**
 * `POST /api/subscriptions/upgrade` (idempotent: a retried tap buys once). From the wallet the
 * answer is `applied`; by card it carries the checkout URL the browser goes to.
 */
export function useUpgradeSubscription() {
  return useApiMutation(upgradeContract, {
    mutationKey: mutationKeys.subscriptions.upgrade,
    request: (body: UpgradeBody) => ({ body }),
    invalidates: changed,
  });
}

/** `POST /api/subscriptions/renew`: one more period from the current expiry. */
export function useRenewSubscription() {
  return useApiMutation(renewContract, {
    mutationKey: mutationKeys.subscriptions.renew,
    request: (body: RenewBody) => ({ body }),
    invalidates: changed,
  });
}
