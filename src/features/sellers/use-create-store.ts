import { createStoreContract, type CreateStoreBody } from '@domain/contracts/my-stores.contract';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';
import { patchSession } from '@/lib/session';

/**
 * `POST /api/stores` (idempotent). The first store makes the shopper a reseller on the server; the
 * stored session's role follows, so the panel link and guard open for them at once (spec §4).
 */
export function useCreateStore() {
  const mutation = useApiMutation(createStoreContract, {
    mutationKey: mutationKeys.myStores.create,
    request: (body: CreateStoreBody) => ({ body }),
    invalidates: () => [queryKeys.myStores.all],
  });
  return {
    ...mutation,
    mutateAsync: async (body: CreateStoreBody) => {
      const store = await mutation.mutateAsync(body);
      patchSession('user', { role: 'reseller' });
      return store;
    },
  };
}
