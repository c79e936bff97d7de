// Push end to end on the server: registration (`refresh-firebase`), its 7-day refresh,
// unregistering and sign-out, the per-type switches, and delivery after commit through the real
// Web Push adapter to a local push service (payload decrypted, 410 removes the device).
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_TYPES,
  notificationTarget,
  type PushPayload,
} from '../../../domain/notifications/targets';
import { pushDevices, sessions } from '../../../server/db/schema';
import { readSetting } from '../../../server/db/settings';
import { issueSession } from '../../../server/modules/auth/auth.service';
import { notify } from '../../../server/modules/notifications/notifications.service';
import { VAPID_SETTING } from '../../../server/modules/push/push.service';
import { seedStore, seedUser } from '../../factories';
import { useTestApp } from '../helper';
import { panelCall, panelCaller } from '../panel.helpers';
import { startFakePushService, type FakePushService } from './fake-push-service';
import { decryptedAt, seedWebPushDevice } from './push-devices';
import { makeSubscription, type TestSubscription } from './web-push-keys';

const ctx = useTestApp();
let service: FakePushService;

beforeAll(async () => {
  service = await startFakePushService();
});
afterAll(() => service.close());

async function account(language: 'ar' | 'en' = 'ar') {
  const user = await seedUser(ctx.database.db, { role: 'user', language });
  const { token } = await issueSession(ctx.database.db, ctx.env, {
    userId: user.id,
    kind: 'user',
    role: 'user',
  });
  const [session] = await ctx.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, user.id))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return { userId: user.id, token, sessionId: session!.id };
}

function call(token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': 'en' },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** A device on the local push service (its http endpoint is seeded; the API takes https only). */
/** A device of `who`'s session on the local push service. */
const deviceOn = (who: { userId: number; sessionId: string }, path: string) =>
  seedWebPushDevice(ctx.database.db, service, { ...who, path });

const note = (type: 'chat_message' | 'change_order_status', id: number) => ({
  type,
  targetId: id,
  title: { ar: 'رسالة جديدة', en: 'New message' },
  body: { ar: `نص ${id}`, en: `Text ${id}` },
});

async function until(check: () => boolean | Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Lets any wake-up from a commit run to the end. */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 150));
  await ctx.app.push.delivery!.idle();
}

const requestsTo = (path: string) => service.received.filter((request) => request.path === path);

const decrypted = (path: string, subscription: TestSubscription) =>
  decryptedAt(service, path, subscription);

describe('[PUSH][REGISTRATION]', () => {
  const subscription = {
    endpoint: 'https://push.example.test/send/abc',
    auth: makeSubscription('x').auth,
    p256dh: makeSubscription('x').p256dh,
    scope: 'https://dukkan.test/',
    createTime: 1_790_000_000_000,
  };

  it('answers the shared VAPID public key, generated once into settings', async () => {
    const { token } = await account();
    const response = await call(token, 'GET', '/api/push/config');
    expect(response.statusCode).toBe(200);
    const stored = await readSetting<{ publicKey: string }>(ctx.database.db, VAPID_SETTING);
    expect(response.json().data.vapid_public_key).toBe(stored!.publicKey);
    // No Firebase web configuration: browsers take the Web Push path.
    expect(response.json().data.firebase).toBeNull();
    expect(ctx.app.push.vapidPublicKey).toBe(stored!.publicKey);
  });

  it('stores the device, refreshes the same row, and says when to refresh (7 days)', async () => {
    const me = await account();
    const first = await call(me.token, 'POST', '/api/refresh-firebase', {
      ...subscription,
      key: ctx.app.push.vapidPublicKey,
    });
    expect(first.statusCode).toBe(200);
    const device = first.json().data;
    expect(device.provider).toBe('webpush');
    expect(Date.parse(device.refresh_after) - Date.parse(device.refreshed_at)).toBe(
      7 * 24 * 60 * 60 * 1000,
    );
    const again = await call(me.token, 'POST', '/api/refresh-firebase', subscription);
    expect(again.json().data.id).toBe(device.id);
    expect(Date.parse(again.json().data.refreshed_at)).toBeGreaterThanOrEqual(
      Date.parse(device.refreshed_at),
    );
    const [row] = await ctx.database.db
      .select()
      .from(pushDevices)
      .where(eq(pushDevices.id, device.id));
    expect(row).toMatchObject({
      userId: me.userId,
      sessionId: me.sessionId,
      endpoint: subscription.endpoint,
      scope: subscription.scope,
      vapidKey: null,
    });
    expect(row!.subscribedAt!.getTime()).toBe(subscription.createTime);
  });

  it('moves a device to whoever registers it last, and stores FCM tokens', async () => {
    const first = await account();
    const second = await account();
    const endpoint = 'https://push.example.test/send/shared-device';
    await call(first.token, 'POST', '/api/refresh-firebase', { ...subscription, endpoint });
    await call(second.token, 'POST', '/api/refresh-firebase', { ...subscription, endpoint });
    const rows = await ctx.database.db
      .select({ userId: pushDevices.userId })
      .from(pushDevices)
      .where(eq(pushDevices.deviceKey, endpoint));
    expect(rows).toEqual([{ userId: second.userId }]);
    const fcm = await call(first.token, 'POST', '/api/refresh-firebase', { token: 'fcm-token-1' });
    expect(fcm.json().data.provider).toBe('fcm');
  });

  it('refuses a visitor, a plain-http endpoint and a subscription without keys', async () => {
    const { token } = await account();
    expect((await call(null, 'POST', '/api/refresh-firebase', subscription)).statusCode).toBe(401);
    const http = await call(token, 'POST', '/api/refresh-firebase', {
      ...subscription,
      endpoint: 'http://127.0.0.1:22/',
    });
    expect(http.statusCode).toBe(400);
    const keyless = await call(token, 'POST', '/api/refresh-firebase', {
      endpoint: subscription.endpoint,
    });
    expect(keyless.statusCode).toBe(400);
  });

  it('unregisters on request and on sign-out', async () => {
    const me = await account();
    const endpoint = 'https://push.example.test/send/to-forget';
    await call(me.token, 'POST', '/api/refresh-firebase', { ...subscription, endpoint });
    const removed = await call(me.token, 'POST', '/api/push/unregister', { endpoint });
    expect(removed.json().data).toEqual({ removed: 1 });
    await call(me.token, 'POST', '/api/refresh-firebase', { ...subscription, endpoint });
    expect((await call(me.token, 'POST', '/api/logout')).statusCode).toBe(200);
    const left = await ctx.database.db
      .select()
      .from(pushDevices)
      .where(eq(pushDevices.userId, me.userId));
    expect(left).toEqual([]);
  });
});

describe('[PUSH][PREFERENCES]', () => {
  it('lists every type on by default and keeps what was switched', async () => {
    const { token } = await account();
    const initial = (await call(token, 'GET', '/api/push/preferences')).json().data;
    expect(initial).toHaveLength(NOTIFICATION_TYPES.length);
    expect(initial.every((row: { enabled: boolean }) => row.enabled)).toBe(true);
    const saved = await call(token, 'PUT', '/api/push/preferences', {
      preferences: [{ type: 'chat_message', enabled: false }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toContainEqual({ type: 'chat_message', enabled: false });
    expect(saved.json().data).toContainEqual({ type: 'new_order', enabled: true });
    const bad = await call(token, 'PUT', '/api/push/preferences', {
      preferences: [{ type: 'nope', enabled: false }],
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('[PUSH][DELIVERY]', () => {
  it('delivers a committed notification to every device of the account, in its language', async () => {
    const me = await account('ar');
    const phone = await deviceOn(me, '/d/phone');
    const laptop = await deviceOn(me, '/d/laptop');
    await ctx.database.db.transaction((tx) => notify(tx, [me.userId], note('chat_message', 7)));
    await until(() => requestsTo('/d/phone').length === 1 && requestsTo('/d/laptop').length === 1);
    const expected = {
      type: 'chat_message',
      id: '7',
      title: 'رسالة جديدة',
      body: 'نص 7',
      lang: 'ar',
    };
    expect(decrypted('/d/phone', phone)).toEqual([expected]);
    expect(decrypted('/d/laptop', laptop)).toEqual([expected]);
  });

  it('sends nothing for a rolled-back transaction', async () => {
    const me = await account('en');
    await deviceOn(me, '/d/rollback');
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await notify(tx, [me.userId], note('chat_message', 8));
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    await settle();
    expect(requestsTo('/d/rollback')).toEqual([]);
  });

  it('honours the switches: a type switched off reaches no device', async () => {
    const me = await account('en');
    const device = await deviceOn(me, '/d/switches');
    await call(me.token, 'PUT', '/api/push/preferences', {
      preferences: [{ type: 'chat_message', enabled: false }],
    });
    await notify(ctx.database.db, [me.userId], note('chat_message', 9));
    await notify(ctx.database.db, [me.userId], note('change_order_status', 10));
    await until(() => requestsTo('/d/switches').length >= 1);
    await settle();
    expect(decrypted('/d/switches', device).map((payload) => payload.type)).toEqual([
      'change_order_status',
    ]);
  });

  it('removes a device the push service answers 410 for, and retries a 503', async () => {
    const me = await account('en');
    await deviceOn(me, '/d/gone');
    const flaky = await deviceOn(me, '/d/flaky');
    let flakyCalls = 0;
    service.answer = (path) => {
      if (path === '/d/gone') return { status: 410 };
      if (path === '/d/flaky') return { status: (flakyCalls += 1) === 1 ? 503 : 201 };
      return { status: 201 };
    };
    await notify(ctx.database.db, [me.userId], note('change_order_status', 11));
    await until(() => requestsTo('/d/flaky').length === 2, 10_000);
    await settle();
    expect(requestsTo('/d/gone')).toHaveLength(1);
    expect(decrypted('/d/flaky', flaky).map((payload) => payload.id)).toEqual(['11', '11']);
    const left = await ctx.database.db
      .select({ endpoint: pushDevices.endpoint })
      .from(pushDevices)
      .where(eq(pushDevices.userId, me.userId));
    expect(left).toEqual([{ endpoint: `${service.url}/d/flaky` }]);
    service.answer = () => ({ status: 201 });
  });

  it('sends nothing to a signed-out session’s device', async () => {
    const me = await account('en');
    await deviceOn(me, '/d/signed-out');
    await call(me.token, 'POST', '/api/logout');
    await notify(ctx.database.db, [me.userId], note('chat_message', 12));
    await settle();
    expect(requestsTo('/d/signed-out')).toEqual([]);
  });

  it('carries the admin broadcast (settings/manage_notifications) to devices too', async () => {
    const me = await account('en');
    const device = await deviceOn(me, '/d/broadcast');
    const admin = await panelCaller(ctx, 'admin');
    const sent = await panelCall(ctx.app, admin, 'POST', '/api/panel/push-notification', {
      segment: 'customers',
      title_ar: 'عرض اليوم',
      title_en: "Today's offer",
      body_ar: 'خصم على كل شيء',
      body_en: 'A discount on everything',
    });
    expect(sent.statusCode).toBe(201);
    await until(() => requestsTo('/d/broadcast').length === 1, 10_000);
    expect(decrypted('/d/broadcast', device)).toEqual([
      {
        type: 'announcement',
        title: "Today's offer",
        body: 'A discount on everything',
        lang: 'en',
      },
    ]);
  });

  it('a followed store’s new products open that store’s page, found by the username it carries', async () => {
    const me = await account('en');
    const device = await deviceOn(me, '/d/followed');
    const store = await seedStore(ctx.database.db, { expiresAt: null, name: 'Delta Crafts' });
    await ctx.database.db.transaction((tx) =>
      notify(tx, [me.userId], {
        type: 'products_following',
        targetId: 41,
        storeId: store.id,
        title: { ar: 'منتجات جديدة', en: 'New products' },
        body: { ar: 'إبريق', en: 'Jug' },
      }),
    );
    await until(() => requestsTo('/d/followed').length === 1);
    const [payload] = decrypted('/d/followed', device) as PushPayload[];
    const link = notificationTarget(payload!)!;
    const [, route, username] = link.split('/');
    expect(route).toBe('store');
    const page = await call(null, 'GET', `/api/stores/${username}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ id: store.id, name: 'Delta Crafts' });
  });
});
