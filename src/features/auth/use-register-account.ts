import { registerAccountContract, type RegisterBody } from '@domain/contracts/auth.contract';
import { mutationKeys, useApiMutation } from '@/lib/api';

/** `POST /api/register` (idempotent: a retried registration answers the first one's code step). */
export function useRegisterAccount() {
  return useApiMutation(registerAccountContract, {
    mutationKey: mutationKeys.auth.register,
    request: (body: RegisterBody) => ({ body }),
  });
}
