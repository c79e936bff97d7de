import { loginVerifyContract } from '@domain/contracts/auth.contract';
import { mutationKeys, useApiMutation } from '@/lib/api';

/** `POST /api/login/verify`: the shop sign-in's authenticator code; never replayed (answers a token). */
export function useVerifySignIn() {
  return useApiMutation(loginVerifyContract, {
    mutationKey: mutationKeys.auth.verify,
    request: (body: { challenge: string; code: string }) => ({ body }),
  });
}
