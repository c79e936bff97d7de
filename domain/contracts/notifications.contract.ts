// The signed-in person's in-app notifications (spec §7 `GET notifications`), in the request
// language. The screen and the read state come with the social issue.
import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../notifications/targets';
import { queryPage, queryPerPage } from './catalogue-schemas';
import { defineContract } from './contract';
import { bodyId } from './panel/panel-list';
import { V } from '../validation/keys';

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  /** The related record (spec §3 "optional id"). */
  target_id: z.string().nullable(),
  store_id: z.number().int().nullable(),
  /** The related store's username (its page is `/store/<username>`). */
  store_username: z.string().nullable(),
  /** The in-app path a click opens (`notificationTarget`); null = clicking does nothing. */
  link: z.string().nullable(),
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

export const markNotificationsReadBodySchema = z
  .object({
    /** These notifications (at most a page of 100)… */
    ids: z.array(bodyId).max(100, { error: V.bulk.too_many }).optional(),
    /** …or every one of mine. */
    all: z.boolean().optional(),
  })
  .refine((body) => body.all === true || (body.ids?.length ?? 0) > 0, {
    error: V.bulk.empty,
    path: ['ids'],
  });

export const markNotificationsReadContract = defineContract({
  method: 'POST',
  path: '/api/notifications/read',
  summary: 'Mark some or all of my notifications read; answers the unread count left',
  tags: ['notifications'],
  permission: { resource: 'notifications', action: 'update', kind: 'user' },
  body: markNotificationsReadBodySchema,
  response: z.object({ unread: z.number().int() }),
});
