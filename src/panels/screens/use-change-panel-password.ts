import { panelChangePasswordContract } from '@domain/contracts/panel-account.contract';
import type { z } from 'zod';
import { mutationKeys, useApiMutation } from '@/lib/api';

type ChangePasswordBody = z.input<NonNullable<(typeof panelChangePasswordContract)['body']>>;

/** `POST /api/panel/change-password`. Not idempotent: never answered from storage. */
export function useChangePanelPassword() {
  return useApiMutation(panelChangePasswordContract, {
    mutationKey: mutationKeys.panelProfile.changePassword,
    request: (body: ChangePasswordBody) => ({ body }),
  });
}
