import {
  verificationPhotoContract,
  type VerificationPhoto,
} from '@domain/contracts/verification.contract';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';

/** Uploads one ID photo (front, back or selfie); the server keeps it private. */
export function useUploadVerificationPhoto(storeId: number) {
  return useApiMutation(verificationPhotoContract, {
    mutationKey: mutationKeys.verification.uploadPhoto,
    request: ({ kind, file }: { kind: VerificationPhoto; file: File }) => ({
      params: { id: storeId, kind },
      files: { image: file },
    }),
    invalidates: () => [queryKeys.verification.all],
  });
}
