// The signed-in person's in-app notifications (spec §7 `GET notifications`), in the request
// language. The screen and the read state come with the social issue.
import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../notifications/targets';
import { queryPage, queryPerPage } from './catalogue-schemas';
import { defineContract } from './contract';

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  /** The related record (spec §3 "optional id"). */
  target_id: z.string().nullable(),
  store_id: z.number().int().nullable(),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  created_at: z.string(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationsContract = defineContract({
  method: 'GET',
  path: '/api/notifications',
  summary: 'My notifications, newest first, in the request language',
  tags: ['notifications'],
  permission: { resource: 'notifications', action: 'list', kind: 'user' },
  query: z.object({ page: queryPage, per_page: queryPerPage }),
  response: z.array(notificationSchema),
  paged: true,
});
