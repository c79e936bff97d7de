import type { OtpChannel } from '@domain/contracts/auth.contract';
import { verifyPanelProfileContactContract } from '@domain/contracts/panel-account.contract';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';

/** `POST /api/panel/profile/verify`: the code that makes a pending email or phone the one in use. */
export function useVerifyPanelContact() {
  return useApiMutation(verifyPanelProfileContactContract, {
    mutationKey: mutationKeys.panelProfile.verifyContact,
    request: (body: { channel: OtpChannel; code: string }) => ({ body }),
    invalidates: () => [queryKeys.panelProfile.all],
  });
}
