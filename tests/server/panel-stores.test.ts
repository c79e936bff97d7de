// Stores in the panels — scoped lists, status/archive/verify/category writes (all or
// none, logged), and a suspended or archived store leaving the shop at once.
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, stores } from '../../server/db/schema';
import { issueSession } from '../../server/modules/auth/auth.service';
import { seedProduct, seedStore, seedStoreStaff, seedUser } from '../factories';
import { useTestApp } from './helper';
import { logsAbout, panelCall, panelCaller, type PanelCaller, panelTrio } from './panel.helpers';

// The shop's answer caches on, long enough that only a clear can explain a changed answer.
const ctx = useTestApp({ CATALOGUE_ANSWER_TTL_MS: '600000', CATALOGUE_COUNT_TTL_MS: '600000' });
let admin: PanelCaller;
let moderator: PanelCaller;
let reseller: PanelCaller;
let otherReseller: PanelCaller;
let subReseller: PanelCaller;
let readOnlySub: PanelCaller;
let own: Awaited<ReturnType<typeof seedStore>>;
let assigned: Awaited<ReturnType<typeof seedStore>>;
let foreign: Awaited<ReturnType<typeof seedStore>>;

beforeAll(async () => {
  const db = ctx.database.db;
  ({ admin, moderator, reseller } = await panelTrio(ctx, { canManageStore: true, canChat: false }));
  otherReseller = await panelCaller(ctx, 'reseller');
  own = await seedStore(db, { ownerId: reseller.userId, name: 'Panel Own Store' });
  assigned = await seedStore(db, { ownerId: reseller.userId, name: 'Panel Assigned Store' });
  foreign = await seedStore(db, { ownerId: otherReseller.userId, name: 'Panel Foreign Store' });
  const sub = await seedUser(db, {
    role: 'moderator_reseller',
    permissions: { canManageStore: true, canChat: true, resellerId: reseller.userId },
  });
  await seedStoreStaff(db, { storeId: assigned.id, userId: sub.id });
  subReseller = await sessionFor(sub.id, 'moderator_reseller');
  const readOnly = await seedUser(db, {
    role: 'moderator_reseller',
    permissions: { canManageStore: true, canChat: true, resellerId: reseller.userId },
  });
  await seedStoreStaff(db, { storeId: assigned.id, userId: readOnly.id, canManageStore: false });
  readOnlySub = await sessionFor(readOnly.id, 'moderator_reseller');
});

/** A panel session for an account seeded here (panelCaller seeds its own). */
async function sessionFor(userId: number, role: 'moderator_reseller'): Promise<PanelCaller> {
  const session = await issueSession(ctx.database.db, ctx.env, { userId, kind: 'admin', role });
  return { userId, role, token: session.token };
}

const storeRow = async (id: number) =>
  (await ctx.database.db.select().from(stores).where(eq(stores.id, id)))[0]!;

const ids = (response: { json(): { data: { id: number }[] } }) =>
  response.json().data.map((row) => row.id);

describe('[PANEL][STORES] lists and details', () => {
  it('lists every store for the admin, with filters, search and sort', async () => {
    const list = await panelCall(ctx.app, admin, 'GET', '/api/panel/stores?per_page=100&q=Panel');
    expect(list.statusCode).toBe(200);
    expect(ids(list)).toEqual(expect.arrayContaining([own.id, assigned.id, foreign.id]));
    const row = list.json().data.find((r: { id: number }) => r.id === own.id);
    expect(row).toMatchObject({
      name: 'Panel Own Store',
      owner_id: reseller.userId,
      status: 'active',
      archived: false,
      verified: true,
      expired: false,
      public: true,
      products: 0,
    });
    const sorted = await panelCall(
      ctx.app,
      admin,
      'GET',
      '/api/panel/stores?q=Panel&sort=name&dir=asc',
    );
    const names = sorted.json().data.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));

    const expiredStore = await seedStore(ctx.database.db, {
      name: 'Panel Expired Store',
      expiresAt: new Date(Date.now() - 86_400_000),
      verifiedAt: null,
    });
    const expired = await panelCall(
      ctx.app,
      admin,
      'GET',
      '/api/panel/stores?q=Panel&expired=true',
    );
    expect(ids(expired)).toEqual([expiredStore.id]);
    expect(expired.json().data[0]).toMatchObject({ expired: true, public: false, verified: false });
    const unverified = await panelCall(
      ctx.app,
      admin,
      'GET',
      '/api/panel/stores?q=Panel&verified=false',
    );
    expect(ids(unverified)).toEqual([expiredStore.id]);
  });

  it('scopes a reseller to its own stores and a sub-reseller to its assigned ones', async () => {
    const mine = await panelCall(ctx.app, reseller, 'GET', '/api/panel/stores?per_page=100');
    expect(ids(mine).sort()).toEqual([own.id, assigned.id].sort());
    const subs = await panelCall(ctx.app, subReseller, 'GET', '/api/panel/stores?per_page=100');
    expect(ids(subs)).toEqual([assigned.id]);
    expect(
      (await panelCall(ctx.app, reseller, 'GET', `/api/panel/stores/${foreign.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await panelCall(ctx.app, subReseller, 'GET', `/api/panel/stores/${own.id}`)).statusCode,
    ).toBe(404);
    const detail = await panelCall(ctx.app, reseller, 'GET', `/api/panel/stores/${own.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ id: own.id, main_color: '#1565c0' });
  });

  it('answers a bad filter with 400 and the field path', async () => {
    const bad = await panelCall(ctx.app, admin, 'GET', '/api/panel/stores?status=deleted');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields[0].path).toBe('status');
  });
});

describe('[PANEL][STORES] status, archive, verify, category', () => {
  it('a moderator suspends a store: logged, and the shop stops showing it at once', async () => {
    const store = await seedStore(ctx.database.db, { name: 'Panel Shop Window' });
    await seedProduct(ctx.database.db, { storeId: store.id, nameEn: 'Panel window lamp' });
    const shopProducts = () =>
      ctx.app.inject({
        url: `/api/products?store=${store.username}`,
        headers: { 'accept-language': 'en' },
      });
    const shopPage = () =>
      ctx.app.inject({
        url: `/api/stores/${store.username}`,
        headers: { 'accept-language': 'en' },
      });
    expect((await shopProducts()).json().data).toHaveLength(1);
    expect((await shopPage()).statusCode).toBe(200);

    const suspended = await panelCall(
      ctx.app,
      moderator,
      'PUT',
      '/api/panel/stores/changeStoreStatus',
      {
        ids: [store.id],
        status: 'suspended',
      },
    );
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().data).toEqual({ affected: 1 });
    expect((await storeRow(store.id)).status).toBe('suspended');
    expect((await shopProducts()).json().data).toHaveLength(0);
    expect((await shopPage()).statusCode).toBe(404);
    const [log] = await logsAbout(ctx.database, 'stores', store.id);
    expect(log).toMatchObject({
      action: 'stores.suspend',
      role: 'moderator_admin',
      changes: { status: ['active', 'suspended'] },
    });

    // Back to active: the shop shows it again; then the admin archives it: gone again.
    await panelCall(ctx.app, admin, 'PUT', '/api/panel/stores/changeStoreStatus', {
      ids: [store.id],
      status: 'active',
    });
    expect((await shopProducts()).json().data).toHaveLength(1);
    const archived = await panelCall(ctx.app, admin, 'PUT', '/api/panel/stores/changeStoreStatus', {
      ids: [store.id],
      status: 'archived',
    });
    expect(archived.json().data).toEqual({ affected: 1 });
    expect((await storeRow(store.id)).archivedAt).not.toBeNull();
    expect((await shopProducts()).json().data).toHaveLength(0);
    expect((await shopPage()).statusCode).toBe(404);
    expect((await logsAbout(ctx.database, 'stores', store.id))[0]!.action).toBe('stores.archive');
    const listed = await panelCall(
      ctx.app,
      admin,
      'GET',
      '/api/panel/stores?archived=true&q=Shop%20Window',
    );
    expect(ids(listed)).toEqual([store.id]);

    const restored = await panelCall(ctx.app, admin, 'PUT', '/api/panel/stores/changeStoreStatus', {
      ids: [store.id],
      status: 'restored',
    });
    expect(restored.json().data).toEqual({ affected: 1 });
    expect((await shopPage()).statusCode).toBe(200);
  });

  it('archiving is the admin’s: a moderator gets 403 and nothing changes', async () => {
    const store = await seedStore(ctx.database.db);
    const refused = await panelCall(
      ctx.app,
      moderator,
      'PUT',
      '/api/panel/stores/changeStoreStatus',
      {
        ids: [store.id],
        status: 'archived',
      },
    );
    expect(refused.statusCode).toBe(403);
    expect((await storeRow(store.id)).archivedAt).toBeNull();
    expect(await logsAbout(ctx.database, 'stores', store.id)).toEqual([]);
  });

  it('is all or none: one unknown id changes no store', async () => {
    const a = await seedStore(ctx.database.db);
    const refused = await panelCall(ctx.app, admin, 'PUT', '/api/panel/stores/changeStoreStatus', {
      ids: [a.id, 999_999],
      status: 'suspended',
    });
    expect(refused.statusCode).toBe(404);
    expect((await storeRow(a.id)).status).toBe('active');
    expect(await logsAbout(ctx.database, 'stores', a.id)).toEqual([]);
  });

  it('refuses sellers the status change and validates the body with field paths', async () => {
    const refused = await panelCall(
      ctx.app,
      reseller,
      'PUT',
      '/api/panel/stores/changeStoreStatus',
      {
        ids: [own.id],
        status: 'suspended',
      },
    );
    expect(refused.statusCode).toBe(403);
    expect((await storeRow(own.id)).status).toBe('active');
    const bad = await panelCall(ctx.app, admin, 'PUT', '/api/panel/stores/changeStoreStatus', {
      ids: [],
      status: 'deleted',
    });
    expect(bad.statusCode).toBe(400);
    const paths = bad.json().error.fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['ids', 'status']));
  });

  it('the admin verifies and un-verifies; a moderator cannot', async () => {
    const store = await seedStore(ctx.database.db, { verifiedAt: null });
    const refused = await panelCall(ctx.app, moderator, 'POST', '/api/panel/stores/verify', {
      ids: [store.id],
      verified: true,
    });
    expect(refused.statusCode).toBe(403);
    expect((await storeRow(store.id)).verifiedAt).toBeNull();
    const done = await panelCall(ctx.app, admin, 'POST', '/api/panel/stores/verify', {
      ids: [store.id],
      verified: true,
    });
    expect(done.json().data).toEqual({ affected: 1 });
    expect((await storeRow(store.id)).verifiedAt).not.toBeNull();
    // Verifying again changes nothing and logs nothing new.
    const again = await panelCall(ctx.app, admin, 'POST', '/api/panel/stores/verify', {
      ids: [store.id],
      verified: true,
    });
    expect(again.json().data).toEqual({ affected: 0 });
    const trail = await logsAbout(ctx.database, 'stores', store.id);
    expect(trail.map((row) => row.action)).toEqual(['stores.verify']);
    expect(trail[0]!.changes).toEqual({ verified: [false, true] });
  });

  it('changes a store’s category to a main category, scoped for sellers', async () => {
    const db = ctx.database.db;
    const mains = await db.select().from(categories);
    const mainCategory = mains.find((c) => c.parentId === null)!;
    const subCategory = mains.find((c) => c.parentId !== null)!;

    const wrong = await panelCall(ctx.app, admin, 'POST', '/api/panel/stores/categories', {
      ids: [own.id],
      category_id: subCategory.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields[0].path).toBe('category_id');

    const done = await panelCall(ctx.app, reseller, 'POST', '/api/panel/stores/categories', {
      ids: [own.id],
      category_id: mainCategory.id,
    });
    expect(done.statusCode).toBe(200);
    expect((await storeRow(own.id)).categoryId).toBe(mainCategory.id);
    expect((await logsAbout(ctx.database, 'stores', own.id))[0]).toMatchObject({
      action: 'stores.category',
      role: 'reseller',
      changes: { category_id: [null, mainCategory.id] },
    });
    const filtered = await panelCall(
      ctx.app,
      admin,
      'GET',
      `/api/panel/stores?category=${mainCategory.id}&q=Panel`,
    );
    expect(ids(filtered)).toContain(own.id);

    // Outside the reseller's scope: 404, nothing changed (not even the store inside it).
    const outside = await panelCall(ctx.app, reseller, 'POST', '/api/panel/stores/categories', {
      ids: [assigned.id, foreign.id],
      category_id: mainCategory.id,
    });
    expect(outside.statusCode).toBe(404);
    const rows = await db
      .select()
      .from(stores)
      .where(inArray(stores.id, [assigned.id, foreign.id]));
    expect(rows.map((row) => row.categoryId)).toEqual([null, null]);

    // A sub-reseller without the store's management right: 403; with it: done.
    const noRight = await panelCall(ctx.app, readOnlySub, 'POST', '/api/panel/stores/categories', {
      ids: [assigned.id],
      category_id: mainCategory.id,
    });
    expect(noRight.statusCode).toBe(403);
    expect((await storeRow(assigned.id)).categoryId).toBeNull();
    const sub = await panelCall(ctx.app, subReseller, 'POST', '/api/panel/stores/categories', {
      ids: [assigned.id],
      category_id: mainCategory.id,
    });
    expect(sub.statusCode).toBe(200);
    expect((await storeRow(assigned.id)).categoryId).toBe(mainCategory.id);
  });
});
