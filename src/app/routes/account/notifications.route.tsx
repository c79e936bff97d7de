import { NotificationsPage } from '@/features/notifications/notifications-page';

/** `/notifications` (spec §2): the signed-in person's in-app notifications. */
export function Component() {
  return <NotificationsPage />;
}
