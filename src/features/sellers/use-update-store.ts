import { updateStoreContract, type StoreBody } from '@domain/contracts/my-stores.contract';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';

/** `POST /api/store-settings/:id` (idempotent): the owner saves a store's settings. */
export function useUpdateStore(id: number) {
  return useApiMutation(updateStoreContract, {
    mutationKey: mutationKeys.myStores.update,
    request: (body: StoreBody) => ({ params: { id }, body }),
    invalidates: () => [queryKeys.myStores.all],
  });
}
