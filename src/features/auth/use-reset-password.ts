import { resetPasswordContract } from '@domain/contracts/auth.contract';
import type { z } from 'zod';
import { mutationKeys, useApiMutation } from '@/lib/api';

type ResetBody = z.input<NonNullable<(typeof resetPasswordContract)['body']>>;

/** `POST /api/reset-password`. Not idempotent: a password change is never answered from storage. */
export function useResetPassword() {
  return useApiMutation(resetPasswordContract, {
    mutationKey: mutationKeys.auth.resetPassword,
    request: (body: ResetBody) => ({ body }),
  });
}
