// The admin's `settings/manage_notifications` broadcast, seen in-app by its recipients.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../server/db/schema';
import { issueSession } from '../../server/modules/auth/auth.service';
import { seedUser } from '../factories';
import { useTestApp } from './helper';
import { logsAbout, panelCall, panelCaller, type PanelCaller } from './panel.helpers';

const ctx = useTestApp();
let admin: PanelCaller;
let moderator: PanelCaller;

async function shopToken(role: 'user' | 'reseller', status: 'active' | 'suspended' = 'active') {
  const user = await seedUser(ctx.database.db, { role, status });
  const session = await issueSession(ctx.database.db, ctx.env, {
    userId: user.id,
    kind: 'user',
    role,
  });
  return { id: user.id, token: session.token };
}

function asShopper(token: string, url: string, language: 'ar' | 'en' = 'ar') {
  return ctx.app.inject({
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });
}

const message = {
  segment: 'customers',
  title_ar: 'تخفيضات الجمعة',
  title_en: 'Friday sale',
  body_ar: 'خصومات على كل الملابس حتى منتصف الليل.',
  body_en: 'Discounts on all clothes until midnight.',
};

beforeAll(async () => {
  admin = await panelCaller(ctx, 'admin');
  moderator = await panelCaller(ctx, 'moderator_admin', {
    permissions: { canManageStore: true, canChat: true },
  });
});

describe('[ADMIN][NOTIFICATIONS] broadcast', () => {
  it('reaches every active customer in their language, not sellers, and is logged', async () => {
    const customer = await shopToken('user');
    const seller = await shopToken('reseller');
    const before = (await asShopper(customer.token, '/api/layout')).json().data.notificationsCount;

    const sent = await panelCall(ctx.app, admin, 'POST', '/api/panel/push-notification', message);
    expect(sent.statusCode).toBe(201);
    const announcement = sent.json().data;
    expect(announcement.recipients).toBeGreaterThan(0);
    expect(announcement.sent_by).toBeTruthy();

    const arabic = (await asShopper(customer.token, '/api/notifications', 'ar')).json();
    expect(arabic.data[0]).toMatchObject({
      type: 'announcement',
      title: 'تخفيضات الجمعة',
      read: false,
    });
    const english = (await asShopper(customer.token, '/api/notifications', 'en')).json();
    expect(english.data[0].title).toBe('Friday sale');
    const layout = (await asShopper(customer.token, '/api/layout')).json().data;
    expect(layout.notificationsCount).toBe(before + 1);

    const sellerList = (await asShopper(seller.token, '/api/notifications')).json();
    expect(sellerList.data.some((item: { title: string }) => item.title === 'تخفيضات الجمعة')).toBe(
      false,
    );

    const [log] = await logsAbout(ctx.database, 'push_notifications', announcement.id);
    expect(log).toMatchObject({ action: 'push_notifications.create', actorId: admin.userId });
  });

  it('skips suspended accounts', async () => {
    const active = await seedUser(ctx.database.db, { role: 'user' });
    const suspended = await seedUser(ctx.database.db, { role: 'user', status: 'suspended' });
    const sent = await panelCall(ctx.app, admin, 'POST', '/api/panel/push-notification', {
      ...message,
      segment: 'all',
    });
    expect(sent.statusCode).toBe(201);
    const received = (userId: number) =>
      ctx.database.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.userId, userId));
    expect(await received(active.id)).toHaveLength(1);
    expect(await received(suspended.id)).toEqual([]);
  });

  it('lists what was sent, newest first, for the admin only', async () => {
    const list = await panelCall(
      ctx.app,
      admin,
      'GET',
      '/api/panel/push-notification?segment=customers',
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0]).toMatchObject({ segment: 'customers', title_en: 'Friday sale' });
    expect(
      (await panelCall(ctx.app, moderator, 'GET', '/api/panel/push-notification')).statusCode,
    ).toBe(403);
    const refused = await panelCall(
      ctx.app,
      moderator,
      'POST',
      '/api/panel/push-notification',
      message,
    );
    expect(refused.statusCode).toBe(403);
  });

  it("marks one or all read, only the caller's own", async () => {
    const reader = await shopToken('user');
    const other = await shopToken('user');
    await panelCall(ctx.app, admin, 'POST', '/api/panel/push-notification', message);
    await panelCall(ctx.app, admin, 'POST', '/api/panel/push-notification', message);
    const mine = (await asShopper(reader.token, '/api/notifications')).json().data;
    const theirs = (await asShopper(other.token, '/api/notifications')).json().data;
    const read = (token: string, body: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/notifications/read',
        headers: { authorization: `Bearer ${token}` },
        payload: body as Record<string, unknown>,
      });
    // Someone else's id changes nothing of theirs.
    expect((await read(reader.token, { ids: [theirs[0].id] })).json().data.unread).toBe(
      mine.length,
    );
    expect((await asShopper(other.token, '/api/notifications')).json().data[0].read).toBe(false);
    expect((await read(reader.token, { ids: [mine[0].id] })).json().data.unread).toBe(
      mine.length - 1,
    );
    expect((await read(reader.token, { all: true })).json().data.unread).toBe(0);
    expect((await asShopper(reader.token, '/api/layout')).json().data.notificationsCount).toBe(0);
    expect((await read(reader.token, {})).statusCode).toBe(400);
  });

  it('refuses a short title with the key on its field', async () => {
    const refused = await panelCall(ctx.app, admin, 'POST', '/api/panel/push-notification', {
      ...message,
      title_en: 'x',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields[0]).toMatchObject({
      path: 'title_en',
      message: 'validation.title.too_short',
    });
  });
});
