import { generate2faContract } from '@domain/contracts/panel-account.contract';
import { mutationKeys, useApiMutation } from '@/lib/api';

/** `POST /api/panel/generate2fa`: a new secret and its QR code, not yet in use. */
export function useGenerateTwoFactor() {
  return useApiMutation(generate2faContract, {
    mutationKey: mutationKeys.panelProfile.generateTwoFactor,
    request: () => ({}),
  });
}
