import type { PushPreference } from '@domain/contracts/push.contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi, queryKeys } from '@/lib/api';

/** `GET /api/push/preferences`: every notification type with its push switch. */
export function pushPreferencesQueryOptions(viewer: string) {
  return queryOptions({
    queryKey: queryKeys.pushPreferences.detail(viewer),
    queryFn: async ({ signal }): Promise<PushPreference[]> => {
      const { pushPreferencesContract } = await import('@domain/contracts/push.contract');
      return (await callApi(pushPreferencesContract, { signal })).data;
    },
  });
}
