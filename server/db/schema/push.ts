import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { sessions, users } from './users';

/**
 * A device that receives push (spec §3 push registration: endpoint, auth, p256dh, vapid key,
 * service-worker scope, token, createTime), registered by `POST /api/refresh-firebase` for the
 * signed-in account and session. `provider` is `webpush` (a browser PushSubscription: endpoint +
 * keys) or `fcm` (a Firebase registration token). `device_key` is the endpoint or the token: one
 * row per device, moved to whoever signs in on it last. Ending the session removes its devices.
 */
export const pushDevices = pgTable(
  'push_devices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    deviceKey: text('device_key').notNull(),
    endpoint: text('endpoint'),
    p256dh: text('p256dh'),
    auth: text('auth'),
    vapidKey: text('vapid_key'),
    scope: text('scope'),
    token: text('token'),
    /** The client's createTime of the subscription (spec §3). */
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }),
    /** Last registration; the client registers again after 7 days (spec §9). */
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_devices_device_key_idx').on(t.deviceKey),
    index('push_devices_user_idx').on(t.userId),
    index('push_devices_session_idx').on(t.sessionId),
  ],
);

/** A notification type the account switched off for push in /profile; absent = on. */
export const pushPreferences = pgTable(
  'push_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** domain/notifications/targets.ts NOTIFICATION_TYPES. */
    type: text('type').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);
