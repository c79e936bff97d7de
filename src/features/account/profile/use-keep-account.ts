import {
  keepGuestAccountContract,
  type KeepGuestAccountBody,
} from '@domain/contracts/guest-account.contract';
import { mutationKeys, useApiMutation } from '@/lib/api';

/** `POST /api/profile/keep-account`: a guest becomes a full account. Not idempotent. */
export function useKeepAccount() {
  return useApiMutation(keepGuestAccountContract, {
    mutationKey: mutationKeys.profile.keepAccount,
    request: (body: KeepGuestAccountBody) => ({ body }),
  });
}
