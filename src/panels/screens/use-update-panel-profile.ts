import { updatePanelProfileContract } from '@domain/contracts/panel-account.contract';
import type { z } from 'zod';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';

type UpdatePanelProfileBody = z.input<NonNullable<(typeof updatePanelProfileContract)['body']>>;

/** `POST /api/panel/profile`: a new email or phone becomes pending (code to the new address). */
export function useUpdatePanelProfile() {
  return useApiMutation(updatePanelProfileContract, {
    mutationKey: mutationKeys.panelProfile.update,
    request: (body: UpdatePanelProfileBody) => ({ body }),
    invalidates: () => [queryKeys.panelProfile.all],
  });
}
