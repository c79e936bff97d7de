// Sub-resellers (moderator_reseller) through the panel API. A reseller lists, creates,
// edits (grants, its own stores) and suspends its own; another reseller's → 404, nothing changed.
// Admin sees and changes all; a moderator reads and updates.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { moderatorPermissions, storeStaff, users } from '../../server/db/schema';
import { loadScope } from '../../server/modules/auth/actor.repository';
import { seedStore, seedStoreStaff, seedUser, type Store } from '../factories';
import { useTestApp } from './helper';
import { logsAbout, panelCall, panelCaller, type PanelCaller } from './panel.helpers';

const ctx = useTestApp();
let admin: PanelCaller;
let moderator: PanelCaller;
let reseller: PanelCaller;
let rival: PanelCaller;
let ownStore: Store;
let secondStore: Store;
let rivalStore: Store;

beforeAll(async () => {
  admin = await panelCaller(ctx, 'admin');
  moderator = await panelCaller(ctx, 'moderator_admin');
  reseller = await panelCaller(ctx, 'reseller');
  rival = await panelCaller(ctx, 'reseller');
  ownStore = await seedStore(ctx.database.db, { ownerId: reseller.userId });
  secondStore = await seedStore(ctx.database.db, { ownerId: reseller.userId });
  rivalStore = await seedStore(ctx.database.db, { ownerId: rival.userId });
});

let serial = 0;
const newSub = (overrides: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    first_name: 'Omar',
    username: `sub.${Date.now().toString(36)}${serial}`,
    email: `sub${Date.now()}${serial}@people.dukkan.test`,
    phone: `0111${String(1_000_000 + Math.floor(Math.random() * 8_999_999))}`,
    password: 'Secret12',
    password_confirmation: 'Secret12',
    permissions: ['manage_store'],
    store_ids: [],
    ...overrides,
  };
};

/** A sub-reseller of `owner` assigned to `storeId`, seeded directly. */
async function seedSub(ownerId: number, storeId?: number) {
  const sub = await seedUser(ctx.database.db, {
    role: 'moderator_reseller',
    permissions: { canManageStore: true, canChat: false, resellerId: ownerId },
  });
  if (storeId) {
    await seedStoreStaff(ctx.database.db, { storeId, userId: sub.id, canChat: false });
  }
  return sub;
}

async function staffOf(userId: number) {
  return ctx.database.db.select().from(storeStaff).where(eq(storeStaff.userId, userId));
}

describe('[RESELLER][SUB_RESELLERS]', () => {
  it('creates a sub-reseller on its own store: unverified, grants and store saved, logged', async () => {
    const created = await panelCall(
      ctx.app,
      reseller,
      'POST',
      '/api/panel/moderator-resellers',
      newSub({ permissions: ['chat', 'manage_store'], store_ids: [ownStore.id] }),
    );
    expect(created.statusCode).toBe(201);
    const row = created.json().data;
    expect(row).toMatchObject({
      role: 'moderator_reseller',
      verified: false,
      permissions: ['manage_store', 'chat'],
      reseller_id: reseller.userId,
      store_ids: [ownStore.id],
      stores: [{ id: ownStore.id, name: ownStore.name, username: ownStore.username }],
    });
    expect(JSON.stringify(created.json())).not.toMatch(/password|secret|hash/i);
    expect(await staffOf(row.id)).toMatchObject([
      { storeId: ownStore.id, canManageStore: true, canChat: true },
    ]);
    const [log] = await logsAbout(ctx.database, 'sub_resellers', row.id);
    expect(log).toMatchObject({ action: 'sub_resellers.create', role: 'reseller' });
    // What the new account may reach is what the reseller gave it.
    const scope = await loadScope(ctx.database.db, row.id, 'moderator_reseller');
    expect(scope.storeIds).toEqual([ownStore.id]);
    expect(scope.storeGrants[ownStore.id]).toEqual(['manage_store', 'chat']);
  });

  it("refuses another reseller's store (field error) and no permission (field error)", async () => {
    const body = newSub({ store_ids: [rivalStore.id] });
    const foreign = await panelCall(
      ctx.app,
      reseller,
      'POST',
      '/api/panel/moderator-resellers',
      body,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toEqual([
      { path: 'store_ids', message: 'validation.choice.store' },
    ]);
    const [row] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.username, body.username));
    expect(row).toBeUndefined();

    const none = await panelCall(
      ctx.app,
      reseller,
      'POST',
      '/api/panel/moderator-resellers',
      newSub({ permissions: [] }),
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toContainEqual({
      path: 'permissions',
      message: 'validation.moderator.permissions',
    });
  });

  it('lists only its own sub-resellers', async () => {
    const mine = await seedSub(reseller.userId, ownStore.id);
    const theirs = await seedSub(rival.userId, rivalStore.id);
    const list = await panelCall(
      ctx.app,
      reseller,
      'GET',
      '/api/panel/moderator-resellers?per_page=100',
    );
    const ids = list.json().data.map((row: { id: number }) => row.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(
      list.json().data.every((row: { reseller_id: number }) => row.reseller_id === reseller.userId),
    ).toBe(true);
    // Even when it asks for the rival's by filter.
    const asked = await panelCall(
      ctx.app,
      reseller,
      'GET',
      `/api/panel/moderator-resellers?reseller=${rival.userId}`,
    );
    expect(asked.json().data).toEqual([]);
    const byStore = await panelCall(
      ctx.app,
      reseller,
      'GET',
      `/api/panel/moderator-resellers?store=${ownStore.id}&per_page=100`,
    );
    expect(byStore.json().data.map((row: { id: number }) => row.id)).toContain(mine.id);
  });

  it("another reseller's sub-reseller → 404 on read, edit and status; nothing changed", async () => {
    const theirs = await seedSub(rival.userId, rivalStore.id);
    const read = await panelCall(
      ctx.app,
      reseller,
      'GET',
      `/api/panel/moderator-resellers/${theirs.id}`,
    );
    expect(read.statusCode).toBe(404);
    const edit = await panelCall(
      ctx.app,
      reseller,
      'PUT',
      `/api/panel/moderator-resellers/${theirs.id}`,
      { permissions: ['chat'], store_ids: [ownStore.id] },
    );
    expect(edit.statusCode).toBe(404);
    const status = await panelCall(
      ctx.app,
      reseller,
      'PUT',
      `/api/panel/moderator-resellers/${theirs.id}/status`,
      { status: 'suspended' },
    );
    expect(status.statusCode).toBe(404);
    const [account] = await ctx.database.db.select().from(users).where(eq(users.id, theirs.id));
    expect(account?.status).toBe('active');
    expect(await staffOf(theirs.id)).toMatchObject([{ storeId: rivalStore.id }]);
    const [grants] = await ctx.database.db
      .select()
      .from(moderatorPermissions)
      .where(eq(moderatorPermissions.userId, theirs.id));
    expect(grants).toMatchObject({ canManageStore: true, canChat: false });
    expect(await logsAbout(ctx.database, 'sub_resellers', theirs.id)).toHaveLength(0);
  });

  it('edits grants and stores (own only), logged with before and after', async () => {
    const sub = await seedSub(reseller.userId, ownStore.id);
    const edited = await panelCall(
      ctx.app,
      reseller,
      'PUT',
      `/api/panel/moderator-resellers/${sub.id}`,
      { permissions: ['chat'], store_ids: [secondStore.id, ownStore.id] },
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      permissions: ['chat'],
      store_ids: [ownStore.id, secondStore.id],
    });
    const staff = await staffOf(sub.id);
    expect(staff.every((row) => row.canChat && !row.canManageStore)).toBe(true);
    const [log] = await logsAbout(ctx.database, 'sub_resellers', sub.id);
    expect(log).toMatchObject({
      action: 'sub_resellers.update',
      changes: {
        permissions: [['manage_store'], ['chat']],
        store_ids: [[ownStore.id], [ownStore.id, secondStore.id]],
      },
    });

    const foreign = await panelCall(
      ctx.app,
      reseller,
      'PUT',
      `/api/panel/moderator-resellers/${sub.id}`,
      { permissions: ['chat'], store_ids: [rivalStore.id] },
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields[0]).toEqual({
      path: 'store_ids',
      message: 'validation.choice.store',
    });
    expect((await staffOf(sub.id)).map((row) => row.storeId).sort()).toEqual(
      [ownStore.id, secondStore.id].sort(),
    );
  });

  it('suspends its own sub-reseller: the sub-reseller session ends', async () => {
    const sub = await panelCaller(ctx, 'moderator_reseller', {
      permissions: { canManageStore: true, canChat: true, resellerId: reseller.userId },
    });
    expect((await panelCall(ctx.app, sub, 'GET', '/api/panel/profile')).statusCode).toBe(200);
    const suspended = await panelCall(
      ctx.app,
      reseller,
      'PUT',
      `/api/panel/moderator-resellers/${sub.userId}/status`,
      { status: 'suspended' },
    );
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().data.status).toBe('suspended');
    expect((await panelCall(ctx.app, sub, 'GET', '/api/panel/profile')).statusCode).toBe(401);
    expect((await logsAbout(ctx.database, 'sub_resellers', sub.userId))[0]).toMatchObject({
      action: 'sub_resellers.suspend',
      role: 'reseller',
    });
  });
});

describe('[ADMIN][MODERATOR][SUB_RESELLERS]', () => {
  it('admin sees all, filters by reseller, and creates one for a named reseller', async () => {
    const theirs = await seedSub(rival.userId, rivalStore.id);
    const list = await panelCall(
      ctx.app,
      admin,
      'GET',
      `/api/panel/moderator-resellers?reseller=${rival.userId}&per_page=100`,
    );
    const rows = list.json().data as { id: number; reseller_username: string }[];
    expect(rows.map((row) => row.id)).toContain(theirs.id);
    expect(rows.find((row) => row.id === theirs.id)?.reseller_username).toBeTruthy();

    const unnamed = await panelCall(
      ctx.app,
      admin,
      'POST',
      '/api/panel/moderator-resellers',
      newSub(),
    );
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error.fields).toEqual([
      { path: 'reseller_id', message: 'validation.required' },
    ]);
    const named = await panelCall(
      ctx.app,
      admin,
      'POST',
      '/api/panel/moderator-resellers',
      newSub({ reseller_id: rival.userId, store_ids: [rivalStore.id] }),
    );
    expect(named.statusCode).toBe(201);
    expect(named.json().data).toMatchObject({
      reseller_id: rival.userId,
      store_ids: [rivalStore.id],
    });
    const wrongStore = await panelCall(
      ctx.app,
      admin,
      'POST',
      '/api/panel/moderator-resellers',
      newSub({ reseller_id: rival.userId, store_ids: [ownStore.id] }),
    );
    expect(wrongStore.statusCode).toBe(400);
  });

  it('a moderator reads and updates, but may not create', async () => {
    const sub = await seedSub(reseller.userId, ownStore.id);
    const one = await panelCall(
      ctx.app,
      moderator,
      'GET',
      `/api/panel/moderator-resellers/${sub.id}`,
    );
    expect(one.statusCode).toBe(200);
    const edited = await panelCall(
      ctx.app,
      moderator,
      'PUT',
      `/api/panel/moderator-resellers/${sub.id}`,
      { permissions: ['manage_store', 'chat'], store_ids: [ownStore.id] },
    );
    expect(edited.statusCode).toBe(200);
    expect((await logsAbout(ctx.database, 'sub_resellers', sub.id))[0]).toMatchObject({
      role: 'moderator_admin',
    });
    const created = await panelCall(
      ctx.app,
      moderator,
      'POST',
      '/api/panel/moderator-resellers',
      newSub({ reseller_id: reseller.userId }),
    );
    expect(created.statusCode).toBe(403);
    // A user is not reachable through this resource.
    const user = await seedUser(ctx.database.db);
    const missed = await panelCall(
      ctx.app,
      moderator,
      'PUT',
      `/api/panel/moderator-resellers/${user.id}/status`,
      { status: 'suspended' },
    );
    expect(missed.statusCode).toBe(404);
  });

  it('a sub-reseller itself cannot open the sub-resellers list (403)', async () => {
    const sub = await panelCaller(ctx, 'moderator_reseller', {
      permissions: { resellerId: reseller.userId },
    });
    const refused = await panelCall(ctx.app, sub, 'GET', '/api/panel/moderator-resellers');
    expect(refused.statusCode).toBe(403);
  });
});

describe('[SUB_RESELLER][ACCESS] GET /api/panel/access', () => {
  it("answers a sub-reseller's grants per assigned store; the other panel roles get none", async () => {
    const sub = await panelCaller(ctx, 'moderator_reseller', {
      permissions: { canManageStore: true, canChat: true, resellerId: reseller.userId },
    });
    await seedStoreStaff(ctx.database.db, {
      storeId: ownStore.id,
      userId: sub.userId,
      canManageStore: false,
      canChat: true,
    });
    await seedStoreStaff(ctx.database.db, {
      storeId: secondStore.id,
      userId: sub.userId,
      canManageStore: true,
      canChat: false,
    });
    const answer = await panelCall(ctx.app, sub, 'GET', '/api/panel/access');
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data.role).toBe('moderator_reseller');
    expect(data.grants).toEqual(['manage_store', 'chat']);
    expect(
      [...data.stores].sort(
        (a: { store_id: number }, b: { store_id: number }) => a.store_id - b.store_id,
      ),
    ).toEqual(
      [
        { store_id: ownStore.id, grants: ['chat'] },
        { store_id: secondStore.id, grants: ['manage_store'] },
      ].sort((a, b) => a.store_id - b.store_id),
    );
    const own = await panelCall(ctx.app, reseller, 'GET', '/api/panel/access');
    expect(own.json().data).toEqual({ role: 'reseller', grants: [], stores: [] });
    expect((await panelCall(ctx.app, null, 'GET', '/api/panel/access')).statusCode).toBe(401);
  });
});
