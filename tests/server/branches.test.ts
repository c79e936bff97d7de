// Store branches in the reseller and sub-reseller panels, scoped to the actor's stores.
import { beforeAll, describe, expect, it } from 'vitest';
import { governorates, moderatorPermissions } from '../../server/db/schema';
import { seedStore, seedStoreStaff } from '../factories';
import { useTestApp } from './helper';
import { logsAbout, panelCall, panelCaller, type PanelCaller } from './panel.helpers';

const ctx = useTestApp();
let governorateId: number;

const body = (storeId: number, overrides: Record<string, unknown> = {}) => ({
  store_id: storeId,
  name_ar: 'فرع المعلمين',
  name_en: 'Teachers branch',
  governorate_id: governorateId,
  address: 'شارع المعلمين، أسيوط',
  phone: '01098765432',
  location: 'https://maps.app.goo.gl/abc123',
  ...overrides,
});

async function sellerWithStore() {
  const seller = await panelCaller(ctx, 'reseller');
  const store = await seedStore(ctx.database.db, { ownerId: seller.userId });
  return { seller, store };
}

async function assistant(resellerId: number, storeId: number, manage: boolean) {
  const caller: PanelCaller = await panelCaller(ctx, 'moderator_reseller');
  await ctx.database.db
    .insert(moderatorPermissions)
    .values({ userId: caller.userId, resellerId, canManageStore: manage, canChat: !manage })
    .onConflictDoUpdate({
      target: moderatorPermissions.userId,
      set: { resellerId, canManageStore: manage, canChat: !manage },
    });
  await seedStoreStaff(ctx.database.db, {
    storeId,
    userId: caller.userId,
    canManageStore: manage,
    canChat: !manage,
  });
  return caller;
}

beforeAll(async () => {
  const [row] = await ctx.database.db.select({ id: governorates.id }).from(governorates).limit(1);
  governorateId = row!.id;
});

describe('[SELLERS][BRANCHES]', () => {
  it('a reseller adds, lists, edits and deletes a branch of their store', async () => {
    const { seller, store } = await sellerWithStore();
    const created = await panelCall(ctx.app, seller, 'POST', '/api/panel/branches', body(store.id));
    expect(created.statusCode).toBe(201);
    const branch = created.json().data;
    expect(branch).toMatchObject({ store_id: store.id, name_en: 'Teachers branch' });
    expect((await logsAbout(ctx.database, 'branches', branch.id))[0]!.action).toBe(
      'branches.create',
    );
    const list = await panelCall(ctx.app, seller, 'GET', '/api/panel/branches');
    expect(list.json().data.map((row: { id: number }) => row.id)).toEqual([branch.id]);
    const edited = await panelCall(
      ctx.app,
      seller,
      'PUT',
      `/api/panel/branches/${branch.id}`,
      body(store.id, { phone: '' }),
    );
    expect(edited.json().data.phone).toBeNull();
    // The public store page shows its branches.
    const page = await panelCall(ctx.app, null, 'GET', `/api/stores/${store.username}`);
    expect(JSON.stringify(page.json().data)).toContain('Teachers branch');
    const removed = await panelCall(ctx.app, seller, 'DELETE', `/api/panel/branches/${branch.id}`);
    expect(removed.statusCode).toBe(200);
  });

  it('keeps another seller’s stores and branches out of reach', async () => {
    const { seller } = await sellerWithStore();
    const other = await sellerWithStore();
    const theirs = (
      await panelCall(ctx.app, other.seller, 'POST', '/api/panel/branches', body(other.store.id))
    ).json().data;
    const refused = await panelCall(
      ctx.app,
      seller,
      'POST',
      '/api/panel/branches',
      body(other.store.id),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields[0].path).toBe('store_id');
    for (const [method, url, payload] of [
      ['GET', `/api/panel/branches/${theirs.id}`, undefined],
      ['PUT', `/api/panel/branches/${theirs.id}`, body(other.store.id)],
      ['DELETE', `/api/panel/branches/${theirs.id}`, undefined],
    ] as const) {
      expect((await panelCall(ctx.app, seller, method, url, payload)).statusCode).toBe(404);
    }
    const list = await panelCall(ctx.app, seller, 'GET', '/api/panel/branches');
    expect(list.json().data).toEqual([]);
  });

  it('a sub-reseller adds branches only with store management; never deletes', async () => {
    const { seller, store } = await sellerWithStore();
    const manager = await assistant(seller.userId, store.id, true);
    const chatter = await assistant(seller.userId, store.id, false);
    const made = await panelCall(ctx.app, manager, 'POST', '/api/panel/branches', body(store.id));
    expect(made.statusCode).toBe(201);
    expect(
      (await panelCall(ctx.app, chatter, 'POST', '/api/panel/branches', body(store.id))).statusCode,
    ).toBe(403);
    expect(
      (await panelCall(ctx.app, chatter, 'GET', '/api/panel/branches')).json().data,
    ).toHaveLength(1);
    const id = made.json().data.id;
    expect(
      (await panelCall(ctx.app, manager, 'DELETE', `/api/panel/branches/${id}`)).statusCode,
    ).toBe(403);
  });
});
