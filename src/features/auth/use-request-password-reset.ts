import { forgotPasswordContract } from '@domain/contracts/auth.contract';
import { mutationKeys, useApiMutation } from '@/lib/api';

/** `POST /api/forgot-password` (idempotent: a retried request sends no second code). */
export function useRequestPasswordReset() {
  return useApiMutation(forgotPasswordContract, {
    mutationKey: mutationKeys.auth.forgotPassword,
    request: (body: { identifier: string }) => ({ body }),
  });
}
