import { storeImageContract } from '@domain/contracts/my-stores.contract';
import { mutationKeys, useApiMutation } from '@/lib/api';

/** `POST /api/stores/images`: a logo or background, uploaded before the store form is saved. */
export function useUploadStoreImage() {
  return useApiMutation(storeImageContract, {
    mutationKey: mutationKeys.myStores.uploadImage,
    request: (file: File) => ({ files: { image: file } }),
  });
}
