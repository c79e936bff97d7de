import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * In-app notifications (spec §3 Notification: title, body, action type), one row per recipient,
 * written by the one notification service (DESIGN §8) in the transaction of what caused it. Both
 * languages are kept, so the list follows the reader's language whenever they switch.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** domain/notifications/targets.ts NOTIFICATION_TYPES. */
    type: text('type').notNull(),
    /** The related record (`id` of spec §3: a chat, an order). */
    targetId: text('target_id'),
    storeId: integer('store_id'),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    bodyAr: text('body_ar').notNull(),
    bodyEn: text('body_en').notNull(),
    /** The broadcast it came from (admin `manage_notifications`). */
    announcementId: integer('announcement_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * When push delivery of this row is due; null once handed to the push sender. Every insert
     * path (notify, broadcasts, followers) gets now() by default, so the sender picks up exactly
     * the committed rows (server/modules/push/push-delivery.ts).
     */
    pushAt: timestamp('push_at', { withTimezone: true }).defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_push_due_idx')
      .on(t.pushAt)
      .where(sql`${t.pushAt} IS NOT NULL`),
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    // The unread count in every page title (spec §4) reads only this.
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
  ],
);

/** What the admin sent from `settings/manage_notifications`, and to whom. */
export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    /** domain/contracts/panel/announcements.contract.ts ANNOUNCEMENT_SEGMENTS. */
    segment: text('segment').notNull(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    bodyAr: text('body_ar').notNull(),
    bodyEn: text('body_en').notNull(),
    recipients: integer('recipients').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('announcements_created_at_idx').on(t.createdAt)],
);
