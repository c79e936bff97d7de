import { loginContract } from '@domain/contracts/auth.contract';
import { mutationKeys, useApiMutation } from '@/lib/api';
import type { SignInValues } from './components/password-sign-in-form';

/**
 * `POST /api/login`. Not idempotent on the server: a stored answer would hold a session token that
 * a replay could hand out again, so a lost answer means signing in once more.
 */
export function useSignIn() {
  return useApiMutation(loginContract, {
    mutationKey: mutationKeys.auth.login,
    request: (body: SignInValues) => ({ body }),
  });
}
