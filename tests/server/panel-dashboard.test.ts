// The panels' dashboards — the admin's site-wide `index` and every panel's scoped
// `dashboard` (a reseller's figures never include another reseller's stores).
import { beforeAll, describe, expect, it } from 'vitest';
import { packages } from '../../server/db/schema';
import { issueSession } from '../../server/modules/auth/auth.service';
import { seedProduct, seedStore, seedStoreStaff, seedUser } from '../factories';
import { useTestApp } from './helper';
import { panelCall, panelCaller, type PanelCaller, panelTrio } from './panel.helpers';

const ctx = useTestApp();
let admin: PanelCaller;
let moderator: PanelCaller;
let reseller: PanelCaller;
let otherReseller: PanelCaller;
let subReseller: PanelCaller;
let ownStores: Awaited<ReturnType<typeof seedStore>>[];
let foreignStore: Awaited<ReturnType<typeof seedStore>>;

const DAY = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  const db = ctx.database.db;
  ({ admin, moderator, reseller } = await panelTrio(ctx, { canManageStore: true, canChat: false }));
  otherReseller = await panelCaller(ctx, 'reseller');
  const [pkg] = await db
    .insert(packages)
    .values({ nameAr: 'باقة الاختبار', nameEn: 'Test package', productsCount: 100 })
    .returning();
  ownStores = [
    await seedStore(db, {
      ownerId: reseller.userId,
      name: 'Dash Own A',
      packageId: pkg!.id,
      expiresAt: new Date(Date.now() + 10 * DAY - 60_000),
    }),
    await seedStore(db, { ownerId: reseller.userId, name: 'Dash Own B', status: 'suspended' }),
    await seedStore(db, {
      ownerId: reseller.userId,
      name: 'Dash Own C',
      expiresAt: new Date(Date.now() - DAY),
    }),
  ];
  foreignStore = await seedStore(db, { ownerId: otherReseller.userId, name: 'Dash Foreign' });
  // Own: 2 pending, 1 accepted, 1 rejected + archived; foreign: 5 pending.
  await seedProduct(db, { storeId: ownStores[0]!.id, status: 'pending_for_review' });
  await seedProduct(db, { storeId: ownStores[0]!.id, status: 'pending_for_review' });
  await seedProduct(db, { storeId: ownStores[1]!.id, status: 'accepted' });
  await seedProduct(db, {
    storeId: ownStores[2]!.id,
    status: 'rejected',
    archivedAt: new Date(),
  });
  for (let i = 0; i < 5; i += 1) {
    await seedProduct(db, { storeId: foreignStore.id, status: 'pending_for_review' });
  }
  const sub = await seedUser(db, {
    role: 'moderator_reseller',
    permissions: { canManageStore: true, canChat: false, resellerId: reseller.userId },
  });
  await seedStoreStaff(db, { storeId: ownStores[0]!.id, userId: sub.id });
  const session = await issueSession(db, ctx.env, {
    userId: sub.id,
    kind: 'admin',
    role: 'moderator_reseller',
  });
  subReseller = { userId: sub.id, role: 'moderator_reseller', token: session.token };
});

const sum = (record: Record<string, number>) => Object.values(record).reduce((a, b) => a + b, 0);

describe('[PANEL][DASHBOARD] GET /api/panel/index (admin only)', () => {
  it('answers site-wide totals and 30 days of new accounts, stores and products', async () => {
    const response = await panelCall(ctx.app, admin, 'GET', '/api/panel/index');
    expect(response.statusCode).toBe(200);
    const { totals, days } = response.json().data;
    expect(totals.users).toBeGreaterThanOrEqual(5);
    expect(totals.stores).toBeGreaterThanOrEqual(4);
    expect(totals.products).toBeGreaterThanOrEqual(9);
    expect(totals.products_in_review).toBeGreaterThanOrEqual(7);
    expect(days).toHaveLength(30);
    expect(days.at(-1).day).toBe(today());
    expect(days[0].day < days[1].day).toBe(true);
    // Everything seeded here was created today.
    expect(days.at(-1).stores).toBeGreaterThanOrEqual(4);
    expect(days.at(-1).products).toBeGreaterThanOrEqual(9);
    expect(days.at(-1).users).toBeGreaterThanOrEqual(5);
  });

  it('counts a new product at once', async () => {
    const before = (await panelCall(ctx.app, admin, 'GET', '/api/panel/index')).json().data;
    await seedProduct(ctx.database.db, { storeId: foreignStore.id, status: 'reviewed' });
    const after = (await panelCall(ctx.app, admin, 'GET', '/api/panel/index')).json().data;
    expect(after.totals.products).toBe(before.totals.products + 1);
    expect(after.totals.products_in_review).toBe(before.totals.products_in_review + 1);
    expect(after.days.at(-1).products).toBe(before.days.at(-1).products + 1);
  });

  it.each([
    ['moderator', () => moderator],
    ['reseller', () => reseller],
    ['sub-reseller', () => subReseller],
  ])('refuses the %s', async (_name, caller) => {
    const response = await panelCall(ctx.app, caller(), 'GET', '/api/panel/index');
    expect(response.statusCode).toBe(403);
  });

  it('refuses without a session', async () => {
    expect((await panelCall(ctx.app, null, 'GET', '/api/panel/index')).statusCode).toBe(401);
  });
});

describe('[PANEL][DASHBOARD] GET /api/panel/dashboard (scoped)', () => {
  it("gives a reseller its own stores' figures only, with package and days left", async () => {
    const response = await panelCall(ctx.app, reseller, 'GET', '/api/panel/dashboard');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.scope).toBe('stores');
    expect(data.stores).toEqual({ active: 1, suspended: 1, expired: 1, archived: 0 });
    expect(data.products_by_status).toMatchObject({ pending_for_review: 2, accepted: 1 });
    expect(sum(data.products_by_status)).toBe(3);
    expect(data.archived_products).toBe(1);
    expect(data.review_queue).toBeNull();
    expect(data.days).toHaveLength(30);
    expect(data.days.at(-1)).toEqual({ day: today(), products: 4 });
    const listed = data.store_list.map((row: { id: number }) => row.id);
    expect(listed).toEqual([ownStores[2]!.id, ownStores[0]!.id, ownStores[1]!.id]);
    expect(listed).not.toContain(foreignStore.id);
    expect(data.store_list[1]).toMatchObject({
      name: 'Dash Own A',
      package_name_ar: 'باقة الاختبار',
      package_name_en: 'Test package',
      days_left: 10,
      archived: false,
    });
    expect(data.store_list[0].days_left).toBe(0);
    expect(data.store_list[2]).toMatchObject({ days_left: null, expires_at: null });
  });

  it("gives the other reseller none of the first reseller's figures", async () => {
    const data = (await panelCall(ctx.app, otherReseller, 'GET', '/api/panel/dashboard')).json()
      .data;
    expect(data.stores).toEqual({ active: 1, suspended: 0, expired: 0, archived: 0 });
    expect(data.products_by_status.pending_for_review).toBeGreaterThanOrEqual(5);
    expect(data.products_by_status.accepted).toBe(0);
    expect(data.archived_products).toBe(0);
    expect(data.store_list.map((row: { id: number }) => row.id)).toEqual([foreignStore.id]);
  });

  it('gives a sub-reseller its assigned store only', async () => {
    const data = (await panelCall(ctx.app, subReseller, 'GET', '/api/panel/dashboard')).json().data;
    expect(data.scope).toBe('stores');
    expect(data.stores).toEqual({ active: 1, suspended: 0, expired: 0, archived: 0 });
    expect(sum(data.products_by_status)).toBe(2);
    expect(data.store_list.map((row: { id: number }) => row.id)).toEqual([ownStores[0]!.id]);
    expect(data.days.at(-1).products).toBe(2);
  });

  it('gives a sub-reseller with no assigned store zeros, not everything', async () => {
    const lone = await seedUser(ctx.database.db, {
      role: 'moderator_reseller',
      permissions: { canManageStore: true, canChat: false, resellerId: reseller.userId },
    });
    const session = await issueSession(ctx.database.db, ctx.env, {
      userId: lone.id,
      kind: 'admin',
      role: 'moderator_reseller',
    });
    const caller: PanelCaller = {
      userId: lone.id,
      role: 'moderator_reseller',
      token: session.token,
    };
    const data = (await panelCall(ctx.app, caller, 'GET', '/api/panel/dashboard')).json().data;
    expect(data.stores).toEqual({ active: 0, suspended: 0, expired: 0, archived: 0 });
    expect(sum(data.products_by_status)).toBe(0);
    expect(data.store_list).toEqual([]);
    expect(data.days.every((d: { products: number }) => d.products === 0)).toBe(true);
  });

  it('gives the moderator every store and its own review queue', async () => {
    const data = (await panelCall(ctx.app, moderator, 'GET', '/api/panel/dashboard')).json().data;
    expect(data.scope).toBe('all');
    expect(data.store_list).toBeNull();
    expect(sum(data.stores)).toBeGreaterThanOrEqual(4);
    const moderatorStates =
      data.products_by_status.pending_for_review +
      data.products_by_status.initial_review_by_moderator +
      data.products_by_status.final_review_by_moderator;
    expect(data.review_queue).toBe(moderatorStates);
    expect(data.review_queue).toBeGreaterThanOrEqual(7);
  });

  it('gives the admin every store, its queue covering every state before the verdict', async () => {
    const data = (await panelCall(ctx.app, admin, 'GET', '/api/panel/dashboard')).json().data;
    expect(data.scope).toBe('all');
    const byStatus = data.products_by_status;
    expect(data.review_queue).toBe(sum(byStatus) - byStatus.accepted - byStatus.rejected);
    const index = (await panelCall(ctx.app, admin, 'GET', '/api/panel/index')).json().data;
    expect(index.totals.products_in_review).toBe(data.review_queue);
    expect(sum(data.stores)).toBe(index.totals.stores);
    expect(sum(byStatus) + data.archived_products).toBe(index.totals.products);
  });

  it('refuses without a session', async () => {
    expect((await panelCall(ctx.app, null, 'GET', '/api/panel/dashboard')).statusCode).toBe(401);
  });
});
