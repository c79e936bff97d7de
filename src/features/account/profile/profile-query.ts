import { profileContract, type Profile } from '@domain/contracts/profile.contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi, queryKeys } from '@/lib/api';

/** `GET /api/profile` for the signed-in shopper (`viewer` = their id, so accounts never mix). */
export function profileQueryOptions(viewer: string) {
  return queryOptions({
    queryKey: queryKeys.profile.detail(viewer),
    queryFn: async ({ signal }): Promise<Profile> =>
      (await callApi(profileContract, { signal })).data,
  });
}
