import { markNotificationsReadContract } from '@domain/contracts/notifications.contract';
import { mutationKeys, queryKeys, useApiMutation } from '@/lib/api';

/** Marks some or all notifications read; the list and the title's unread count follow. */
export function useMarkNotificationsRead() {
  return useApiMutation(markNotificationsReadContract, {
    mutationKey: mutationKeys.notifications.markRead,
    request: (body: { ids?: number[]; all?: boolean }) => ({ body }),
    invalidates: () => [queryKeys.notifications.all, queryKeys.layout.all],
  });
}
