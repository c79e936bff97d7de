import { signInCodeContract } from '@domain/contracts/auth.contract';
import { mutationKeys, useApiMutation } from '@/lib/api';

/** `POST /api/login/code`: the emailed code a sign-in past the wrong-password ceiling needs. */
export function useRequestSignInCode() {
  return useApiMutation(signInCodeContract, {
    mutationKey: mutationKeys.auth.signInCode,
    request: (body: { identifier: string }) => ({ body }),
  });
}
