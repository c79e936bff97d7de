import { changePasswordContract } from '@domain/contracts/auth.contract';
import type { z } from 'zod';
import { mutationKeys, useApiMutation } from '@/lib/api';

type ChangePasswordBody = z.input<NonNullable<(typeof changePasswordContract)['body']>>;

/** `POST /api/change-password`. Not idempotent: a password change is never answered from storage. */
export function useChangePassword() {
  return useApiMutation(changePasswordContract, {
    mutationKey: mutationKeys.profile.changePassword,
    request: (body: ChangePasswordBody) => ({ body }),
  });
}
