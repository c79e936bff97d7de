import { verifyContract, verifyPhoneContract } from '@domain/contracts/auth.contract';
import { mutationKeys, useApiMutation } from '@/lib/api';
import type { OtpTarget } from './auth-state';

/**
 * Confirms the account with its code (`POST /api/verify` or `/api/verify-phone`, by the channel it
 * went to). Not idempotent on the server: the answer is a session token.
 */
export function useVerifyCode() {
  const byEmail = useApiMutation(verifyContract, {
    mutationKey: mutationKeys.auth.verifyCode,
    request: ({ email, code }: { email: string; code: string }) => ({ body: { email, code } }),
  });
  const byPhone = useApiMutation(verifyPhoneContract, {
    mutationKey: mutationKeys.auth.verifyCode,
    request: ({ phone, code }: { phone: string; code: string }) => ({ body: { phone, code } }),
  });
  return ({ verification }: OtpTarget, code: string) =>
    verification.channel === 'phone'
      ? byPhone.mutateAsync({ phone: verification.target, code })
      : byEmail.mutateAsync({ email: verification.target, code });
}
