// The admin's `settings/manage_notifications` (spec §2) and `POST push-notification` (spec §7): a
// message to every user or a group, delivered in-app now (and by push once it exists).
import { z } from 'zod';
import { V } from '../../validation/keys';
import { stringRule } from '../../validation/rule';
import { defineContract } from '../contract';
import { panelListQuery } from './panel-list';

/** Who receives a broadcast: active accounts of the user area, all or by role. */
export const ANNOUNCEMENT_SEGMENTS = ['all', 'customers', 'sellers', 'sub_resellers'] as const;
export type AnnouncementSegment = (typeof ANNOUNCEMENT_SEGMENTS)[number];

const titleSchema = stringRule({ min: [2, V.title.too_short], max: [100, V.title.too_long] });
const bodySchema = stringRule({
  multiline: true,
  min: [2, V.description.too_short],
  max: [1000, V.text.too_long],
});

export const announcementBodySchema = z.object({
  segment: z.enum(ANNOUNCEMENT_SEGMENTS, { error: V.required }),
  title_ar: titleSchema,
  title_en: titleSchema,
  body_ar: bodySchema,
  body_en: bodySchema,
});
export type AnnouncementBody = z.infer<typeof announcementBodySchema>;

export const announcementSchema = z.object({
  id: z.number().int(),
  segment: z.enum(ANNOUNCEMENT_SEGMENTS),
  title_ar: z.string(),
  title_en: z.string(),
  body_ar: z.string(),
  body_en: z.string(),
  /** How many accounts received it. */
  recipients: z.number().int(),
  sent_by: z.string().nullable(),
  created_at: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementFiltersSchema = panelListQuery(['created_at', 'recipients'] as const, {
  segment: z.enum(ANNOUNCEMENT_SEGMENTS, { error: V.filter.invalid }).optional(),
});
export type AnnouncementFilters = z.infer<typeof announcementFiltersSchema>;

const base = { tags: ['panel', 'notifications'] };

export const panelAnnouncementsContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/panel/push-notification',
  summary: 'The messages the admin sent, newest first',
  permission: { resource: 'push_notifications', action: 'list', kind: 'admin' },
  query: announcementFiltersSchema,
  response: z.array(announcementSchema),
  paged: true,
});

export const sendAnnouncementContract = defineContract({
  ...base,
  method: 'POST',
  path: '/api/panel/push-notification',
  summary: 'Send a notification to every user or a group (in-app; push when configured)',
  permission: { resource: 'push_notifications', action: 'create', kind: 'admin' },
  body: announcementBodySchema,
  response: announcementSchema,
  status: 201,
  idempotent: true,
});
