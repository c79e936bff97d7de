import {
  updatePushPreferencesContract,
  type PushPreference,
} from '@domain/contracts/push.contract';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';

/** Switches notification types on or off for push (every device of the account). */
export function useUpdatePushPreferences() {
  return useApiMutation(updatePushPreferencesContract, {
    mutationKey: mutationKeys.push.updatePreferences,
    request: (preferences: PushPreference[]) => ({ body: { preferences } }),
    invalidates: () => [queryKeys.pushPreferences.all],
  });
}
