import {
  PUSH_REFRESH_MS,
  type PushPreference,
  type PushRegistration,
} from '../../../domain/contracts/push.contract';
import { NOTIFICATION_TYPES } from '../../../domain/notifications/targets';
import type { Db } from '../../db/client';
import { claimSetting } from '../../db/settings';
import type { Actor } from '../auth/actor';
import {
  deleteSessionDevices,
  deleteUserDevice,
  listPreferences,
  savePreferences,
  upsertDevice,
} from './push.repository';
import { generateVapidKeys, type VapidKeys } from './web-push.adapter';

/** settings key of the generated VAPID pair. */
export const VAPID_SETTING = 'vapid_keys';

/**
 * The VAPID key pair: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when configured, else one pair generated
 * on first start into the `settings` table (insert … on conflict do nothing, then read), so every
 * process on one PostgreSQL signs with the same key and browsers' subscriptions stay valid across
 * restarts and nodes. DATA_DIR would give each node its own key: subscriptions made through one
 * node would be refused when another signs (see docs/decisions/0031-push-delivery.md).
 */
export function sharedVapidKeys(db: Db, configured: VapidKeys | null): Promise<VapidKeys> {
  if (configured) return Promise.resolve(configured);
  return claimSetting(db, VAPID_SETTING, generateVapidKeys());
}

/** Registers or refreshes this device for the signed-in account and session (spec §3). */
export async function registerDevice(db: Db, actor: Actor, body: PushRegistration) {
  const webPush = !body.token;
  const row = await upsertDevice(db, {
    userId: actor.userId,
    sessionId: actor.sessionId,
    provider: webPush ? 'webpush' : 'fcm',
    deviceKey: webPush ? body.endpoint! : body.token!,
    endpoint: body.endpoint ?? null,
    p256dh: body.p256dh ?? null,
    auth: body.auth ?? null,
    vapidKey: body.key ?? null,
    scope: body.scope ?? null,
    token: body.token ?? null,
    subscribedAt: body.createTime === undefined ? null : new Date(body.createTime),
  });
  return {
    id: row.id,
    provider: row.provider as 'webpush' | 'fcm',
    refreshed_at: row.refreshedAt.toISOString(),
    refresh_after: new Date(row.refreshedAt.getTime() + PUSH_REFRESH_MS).toISOString(),
  };
}

export async function unregisterDevice(
  db: Db,
  actor: Actor,
  body: { endpoint?: string; token?: string },
) {
  return { removed: await deleteUserDevice(db, actor.userId, body) };
}

/** Sign-out: this session's devices stop receiving (accounts.service logout). */
export function unregisterSessionDevices(db: Db, sessionId: string) {
  return deleteSessionDevices(db, sessionId);
}

/** Every type with its switch (on unless switched off). */
export async function getPreferences(db: Db, actor: Actor): Promise<PushPreference[]> {
  const rows = await listPreferences(db, actor.userId);
  const off = new Set(rows.filter((row) => !row.enabled).map((row) => row.type));
  return NOTIFICATION_TYPES.map((type) => ({ type, enabled: !off.has(type) }));
}

export async function updatePreferences(
  db: Db,
  actor: Actor,
  preferences: PushPreference[],
): Promise<PushPreference[]> {
  await savePreferences(db, actor.userId, preferences);
  return getPreferences(db, actor);
}
