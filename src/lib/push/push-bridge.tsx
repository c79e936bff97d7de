import type { PushPayload } from '@domain/notifications/targets';
import type { LayoutData } from '@domain/contracts/general.contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/components/toaster';
import { queryKeys } from '../api/query-keys';
import { getValidSession } from '../session/sessions';
import { notificationPermission } from './push-support';

/** sw/push-handlers.ts PUSH_MESSAGE (the worker's build is separate; the string is the contract). */
const PUSH_MESSAGE = 'PUSH_RECEIVED';

function isPushMessage(data: unknown): data is { type: typeof PUSH_MESSAGE; payload: PushPayload } {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === PUSH_MESSAGE &&
    typeof (data as { payload?: { title?: unknown } }).payload?.title === 'string'
  );
}

/**
 * The page side of push (mount once in the app shell): a push that arrives while the page is
 * visible shows a toast and bumps the unread count (the title's ` (N)`, spec §4) at once, and the
 * notification list refetches. Once the page is idle, a signed-in browser that already granted
 * permission re-registers its device when 7 days have passed (spec §9), loading that code only then.
 */
export function PushBridge() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      if (!isPushMessage(event.data)) return;
      const { payload } = event.data;
      toast.show({ status: 'info', title: payload.title, description: payload.body });
      queryClient.setQueriesData<LayoutData>({ queryKey: queryKeys.layout.all }, (layout) =>
        layout ? { ...layout, notificationsCount: layout.notificationsCount + 1 } : layout,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    const userId = getValidSession('user')?.id;
    let idle: ReturnType<typeof setTimeout> | undefined;
    if (userId !== undefined && notificationPermission() === 'granted') {
      idle = setTimeout(() => {
        void import('./push-client').then(({ refreshPushIfDue }) =>
          refreshPushIfDue(String(userId)).catch(() => undefined),
        );
      }, 10_000);
    }
    return () => {
      navigator.serviceWorker.removeEventListener('message', onMessage);
      clearTimeout(idle);
    };
  }, [queryClient]);
  return null;
}
