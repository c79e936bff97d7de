import { panelLoginVerifyContract } from '@domain/contracts/panel-account.contract';
import { mutationKeys, useApiMutation } from '@/lib/api';

/** `POST /api/panel/login/verify`: the authenticator code; never replayed (answers a token). */
export function useVerifyPanelSignIn() {
  return useApiMutation(panelLoginVerifyContract, {
    mutationKey: mutationKeys.auth.panelVerify,
    request: (body: { challenge: string; code: string }) => ({ body }),
  });
}
