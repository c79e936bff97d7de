import type { OtpChannel } from '@domain/contracts/auth.contract';
import { resendProfileCodeContract } from '@domain/contracts/profile.contract';
import { mutationKeys, useApiMutation } from '@/lib/api';

/** `POST /api/profile/resend` (idempotent: a retry sends no second code). */
export function useResendContactCode() {
  return useApiMutation(resendProfileCodeContract, {
    mutationKey: mutationKeys.profile.resendCode,
    request: (channel: OtpChannel) => ({ body: { channel } }),
  });
}
