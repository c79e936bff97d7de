import { panelLoginContract } from '@domain/contracts/panel-account.contract';
import { mutationKeys, useApiMutation } from '@/lib/api';
import type { SignInValues } from './components/password-sign-in-form';

/**
 * `POST /api/panel/login` (with `new_password` when the password was one-time); like the shop
 * sign-in, never replayed (the answer holds a token).
 */
export function usePanelSignIn() {
  return useApiMutation(panelLoginContract, {
    mutationKey: mutationKeys.auth.panelLogin,
    request: (body: SignInValues & { new_password?: string }) => ({ body }),
  });
}
