import { resendOtpContract, sendPhoneOtpContract } from '@domain/contracts/auth.contract';
import { mutationKeys, useApiMutation } from '@/lib/api';
import type { OtpTarget } from './auth-state';

/**
 * Another account code: to the same address (`POST /api/resend-otp`) or, with `toPhone`, the first
 * one by text message (`POST /api/send-phone-otp`). Both idempotent: a retry sends no second code.
 */
export function useSendCode() {
  const resend = useApiMutation(resendOtpContract, {
    mutationKey: mutationKeys.auth.sendCode,
    request: ({ verification }: OtpTarget) => ({
      body: { channel: verification.channel, target: verification.target },
    }),
  });
  const toPhone = useApiMutation(sendPhoneOtpContract, {
    mutationKey: mutationKeys.auth.sendCode,
    request: (phone: string) => ({ body: { phone } }),
  });
  return {
    send: (target: OtpTarget, byPhone: boolean) =>
      byPhone && target.phone ? toPhone.mutateAsync(target.phone) : resend.mutateAsync(target),
    isPending: resend.isPending || toPhone.isPending,
  };
}
