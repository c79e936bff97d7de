import type { OtpChannel } from '@domain/contracts/auth.contract';
import { resendPanelProfileCodeContract } from '@domain/contracts/panel-account.contract';
import { mutationKeys, useApiMutation } from '@/lib/api';

/** `POST /api/panel/profile/resend`: a new code for the pending email or phone. */
export function useResendPanelContactCode() {
  return useApiMutation(resendPanelProfileCodeContract, {
    mutationKey: mutationKeys.panelProfile.resendCode,
    request: (channel: OtpChannel) => ({ body: { channel } }),
  });
}
