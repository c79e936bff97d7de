import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { NotificationType } from '../../../domain/notifications/targets';
import type { Language } from '../../../domain/status/statuses';
import { queryRows, type Db } from '../../db/client';
import { pushDevices, pushPreferences } from '../../db/schema';

export interface NewPushDevice {
  userId: number;
  /** null: a device not tied to a session (seeded, or registered by a tool). */
  sessionId: string | null;
  provider: 'webpush' | 'fcm';
  deviceKey: string;
  endpoint?: string | null;
  p256dh?: string | null;
  auth?: string | null;
  vapidKey?: string | null;
  scope?: string | null;
  token?: string | null;
  subscribedAt?: Date | null;
}

/** One row per device: a device that signs in as someone else moves to them. */
export async function upsertDevice(db: Db, device: NewPushDevice) {
  const values = { ...device, refreshedAt: new Date() };
  const [row] = await db
    .insert(pushDevices)
    .values(values)
    .onConflictDoUpdate({
      target: pushDevices.deviceKey,
      set: {
        userId: values.userId,
        sessionId: values.sessionId,
        provider: values.provider,
        endpoint: values.endpoint ?? null,
        p256dh: values.p256dh ?? null,
        auth: values.auth ?? null,
        vapidKey: values.vapidKey ?? null,
        scope: values.scope ?? null,
        token: values.token ?? null,
        subscribedAt: values.subscribedAt ?? null,
        refreshedAt: values.refreshedAt,
      },
    })
    .returning({
      id: pushDevices.id,
      provider: pushDevices.provider,
      refreshedAt: pushDevices.refreshedAt,
    });
  return row!;
}

/** The caller's device by endpoint or token; answers how many rows went. */
export async function deleteUserDevice(
  db: Db,
  userId: number,
  keys: { endpoint?: string; token?: string },
) {
  const match = [keys.endpoint, keys.token].filter((key): key is string => Boolean(key));
  const rows = await db
    .delete(pushDevices)
    .where(and(eq(pushDevices.userId, userId), inArray(pushDevices.deviceKey, match)))
    .returning({ id: pushDevices.id });
  return rows.length;
}

/** Sign-out: the devices registered under this session stop receiving. */
export async function deleteSessionDevices(db: Db, sessionId: string) {
  await db.delete(pushDevices).where(eq(pushDevices.sessionId, sessionId));
}

/** Subscriptions the push service answered 404/410 for. */
export async function deleteDevices(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(pushDevices).where(inArray(pushDevices.id, ids));
}

export async function listPreferences(db: Db, userId: number) {
  return db
    .select({ type: pushPreferences.type, enabled: pushPreferences.enabled })
    .from(pushPreferences)
    .where(eq(pushPreferences.userId, userId));
}

export async function savePreferences(
  db: Db,
  userId: number,
  preferences: { type: NotificationType; enabled: boolean }[],
) {
  // One row per type (the last one sent wins): ON CONFLICT cannot touch a row twice in one INSERT.
  const byType = new Map(preferences.map((preference) => [preference.type, preference]));
  if (byType.size === 0) return;
  await db
    .insert(pushPreferences)
    .values([...byType.values()].map((preference) => ({ userId, ...preference })))
    .onConflictDoUpdate({
      target: [pushPreferences.userId, pushPreferences.type],
      set: { enabled: sql`excluded.enabled` },
    });
}

/** A committed notification due for push, as the sweep claims it. */
export interface DueNotification extends Record<string, unknown> {
  id: number;
  user_id: number;
  type: NotificationType;
  target_id: string | null;
  store_id: number | null;
  /** The store's username at delivery (its page, `/store/<username>`). */
  store_username: string | null;
  title_ar: string;
  title_en: string;
  body_ar: string;
  body_en: string;
}

/**
 * Claims up to `limit` due notifications: each row is handed out once, whichever process sweeps
 * (SKIP LOCKED), and marked taken in the same statement.
 */
export async function claimDueNotifications(db: Db, limit: number) {
  return queryRows<DueNotification>(
    db,
    sql`WITH due AS (
      SELECT id FROM notifications
      WHERE push_at IS NOT NULL AND push_at <= now()
      ORDER BY push_at, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE notifications n SET push_at = NULL FROM due WHERE n.id = due.id
    RETURNING n.id, n.user_id, n.type, n.target_id, n.store_id,
      (SELECT s.username FROM stores s WHERE s.id = n.store_id) AS store_username,
      n.title_ar, n.title_en, n.body_ar, n.body_en`,
  );
}

export interface DeliveryDevice extends Record<string, unknown> {
  id: number;
  user_id: number;
  provider: 'webpush' | 'fcm';
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
  token: string | null;
  language: Language;
}

const intArray = (ids: number[]) => sql.raw(`'{${ids.map(Number).join(',')}}'::int[]`);

function liveDevices(db: Db, where: SQL) {
  return queryRows<DeliveryDevice>(
    db,
    sql`SELECT d.id, d.user_id, d.provider, d.endpoint, d.p256dh, d.auth, d.token, u.language
    FROM push_devices d
    JOIN users u ON u.id = d.user_id AND u.status = 'active'
    LEFT JOIN sessions s ON s.id = d.session_id
    WHERE ${where}
      AND (d.session_id IS NULL OR (s.revoked_at IS NULL AND s.expires_at > now()))`,
  );
}

/**
 * The devices of these accounts that may receive push now: the account is active and the device's
 * session is still live (a signed-out, expired or revoked session's device hears nothing, even if
 * its row has not been removed yet).
 */
export async function devicesOf(db: Db, userIds: number[]) {
  if (userIds.length === 0) return [];
  return liveDevices(db, sql`d.user_id = ANY(${intArray(userIds)})`);
}

/** These devices, if they may still receive push (as devicesOf: live account and session). */
export async function devicesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return liveDevices(db, sql`d.id = ANY(${intArray(ids)})`);
}

/** The (account, type) pairs switched off among these accounts. */
export async function disabledTypesOf(db: Db, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: pushPreferences.userId, type: pushPreferences.type })
    .from(pushPreferences)
    .where(and(inArray(pushPreferences.userId, userIds), eq(pushPreferences.enabled, false)));
}
