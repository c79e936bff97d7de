// People in the panels — admins, moderators, users and resellers through the panel API:
// lists, details, new accounts, status (sessions end), verify, force delete, reseller credit.
// Sub-resellers are in panel-sub-resellers.test.ts.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { moderatorPermissions, users } from '../../server/db/schema';
import { seedStore, seedUser } from '../factories';
import { useTestApp } from './helper';
import { logsAbout, panelCall, panelCaller, type PanelCaller, panelTrio } from './panel.helpers';

const ctx = useTestApp();
let admin: PanelCaller;
let moderator: PanelCaller;
let reseller: PanelCaller;

beforeAll(async () => {
  ({ admin, moderator, reseller } = await panelTrio(ctx, { canManageStore: true, canChat: false }));
});

let serial = 0;
const newAccount = (overrides: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    first_name: 'سارة',
    last_name: 'علي',
    username: `staff.${Date.now().toString(36)}${serial}`,
    email: `staff${Date.now()}${serial}@people.dukkan.test`,
    phone: `0122${String(1_000_000 + Math.floor(Math.random() * 8_999_999))}`,
    password: 'Secret12',
    password_confirmation: 'Secret12',
    ...overrides,
  };
};

async function userRow(id: number) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

/** A panel caller's session still opens its profile (200) or was ended (401). */
async function sessionAlive(caller: PanelCaller) {
  return (await panelCall(ctx.app, caller, 'GET', '/api/panel/profile')).statusCode;
}

function noSecrets(body: unknown) {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/password|secret|hash|two_factor_last_step/i);
}

describe('[ADMIN][PEOPLE][ADMINS]', () => {
  it('lists admins without any secret, searchable and sortable', async () => {
    const other = await seedUser(ctx.database.db, { role: 'admin', firstName: 'Zainab' });
    const list = await panelCall(
      ctx.app,
      admin,
      'GET',
      `/api/panel/admins?q=${other.username}&sort=username&dir=asc`,
    );
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.data.map((row: { id: number }) => row.id)).toEqual([other.id]);
    expect(body.data[0]).toMatchObject({ role: 'admin', status: 'active', verified: true });
    expect(body.meta).toMatchObject({ page: 1, total: 1 });
    noSecrets(body);

    const one = await panelCall(ctx.app, admin, 'GET', `/api/panel/admins/${other.id}`);
    expect(one.json().data.username).toBe(other.username);
    noSecrets(one.json());
    // A user is not an admin: 404 by the admins path.
    const user = await seedUser(ctx.database.db);
    expect(
      (await panelCall(ctx.app, admin, 'GET', `/api/panel/admins/${user.id}`)).statusCode,
    ).toBe(404);
  });

  it('creates an admin: verified contacts, one-time password, logged', async () => {
    const body = newAccount();
    const created = await panelCall(ctx.app, admin, 'POST', '/api/panel/admins', body);
    expect(created.statusCode).toBe(201);
    const row = created.json().data;
    expect(row).toMatchObject({ username: body.username, role: 'admin', verified: true });
    noSecrets(created.json());
    const stored = await userRow(row.id);
    expect(stored?.mustChangePassword).toBe(true);
    expect(stored?.emailVerifiedAt).not.toBeNull();
    const [log] = await logsAbout(ctx.database, 'admins', row.id);
    expect(log).toMatchObject({ action: 'admins.create', actorId: admin.userId, role: 'admin' });
  });

  it('refuses a look-alike username (409 on the field) and bad input (400 on the fields)', async () => {
    const first = newAccount({ username: `boss.admin${serial + 100}` });
    expect((await panelCall(ctx.app, admin, 'POST', '/api/panel/admins', first)).statusCode).toBe(
      201,
    );
    const lookAlike = newAccount({ username: first.username.replace('.', '').replace('i', '1') });
    const clash = await panelCall(ctx.app, admin, 'POST', '/api/panel/admins', lookAlike);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.fields).toEqual([
      { path: 'username', message: 'validation.username.taken' },
    ]);

    const bad = await panelCall(
      ctx.app,
      admin,
      'POST',
      '/api/panel/admins',
      newAccount({ username: 'a b', password: 'short', password_confirmation: 'other' }),
    );
    expect(bad.statusCode).toBe(400);
    const paths = bad.json().error.fields.map((field: { path: string }) => field.path);
    expect(paths).toEqual(expect.arrayContaining(['username', 'password']));
  });

  it('is admin only: a moderator gets 403 and nothing is created', async () => {
    const body = newAccount();
    const refused = await panelCall(ctx.app, moderator, 'POST', '/api/panel/admins', body);
    expect(refused.statusCode).toBe(403);
    const [row] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.username, body.username));
    expect(row).toBeUndefined();
    expect((await panelCall(ctx.app, moderator, 'GET', '/api/panel/admins')).statusCode).toBe(403);
  });

  it('suspends an admin: its sessions end at once; again or oneself → invalid_transition', async () => {
    const target = await panelCaller(ctx, 'admin');
    expect(await sessionAlive(target)).toBe(200);
    const suspended = await panelCall(
      ctx.app,
      admin,
      'PUT',
      `/api/panel/admins/${target.userId}/status`,
      { status: 'suspended' },
    );
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().data.status).toBe('suspended');
    expect(await sessionAlive(target)).toBe(401);
    const [log] = await logsAbout(ctx.database, 'admins', target.userId);
    expect(log).toMatchObject({
      action: 'admins.suspend',
      changes: { status: ['active', 'suspended'] },
    });

    const again = await panelCall(
      ctx.app,
      admin,
      'PUT',
      `/api/panel/admins/${target.userId}/status`,
      { status: 'suspended' },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('invalid_transition');
    const self = await panelCall(
      ctx.app,
      admin,
      'PUT',
      `/api/panel/admins/${admin.userId}/status`,
      {
        status: 'suspended',
      },
    );
    expect(self.json().error.code).toBe('invalid_transition');
    expect((await userRow(admin.userId))?.status).toBe('active');

    const back = await panelCall(
      ctx.app,
      admin,
      'PUT',
      `/api/panel/admins/${target.userId}/status`,
      { status: 'active' },
    );
    expect(back.json().data.status).toBe('active');
    const bad = await panelCall(
      ctx.app,
      admin,
      'PUT',
      `/api/panel/admins/${target.userId}/status`,
      { status: 'archived' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields[0].path).toBe('status');
  });
});

describe('[ADMIN][PEOPLE][MODERATORS]', () => {
  it('needs at least one permission (field error), then creates with it', async () => {
    const none = await panelCall(
      ctx.app,
      admin,
      'POST',
      '/api/panel/moderator-admins',
      newAccount({ permissions: [] }),
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toContainEqual({
      path: 'permissions',
      message: 'validation.moderator.permissions',
    });

    const created = await panelCall(
      ctx.app,
      admin,
      'POST',
      '/api/panel/moderator-admins',
      newAccount({ permissions: ['chat'] }),
    );
    expect(created.statusCode).toBe(201);
    const row = created.json().data;
    expect(row).toMatchObject({ role: 'moderator_admin', permissions: ['chat'] });
    const [grants] = await ctx.database.db
      .select()
      .from(moderatorPermissions)
      .where(eq(moderatorPermissions.userId, row.id));
    expect(grants).toMatchObject({ canManageStore: false, canChat: true, resellerId: null });
    expect((await logsAbout(ctx.database, 'moderators', row.id))[0]?.action).toBe(
      'moderators.create',
    );

    const edited = await panelCall(ctx.app, admin, 'PUT', `/api/panel/moderator-admins/${row.id}`, {
      permissions: ['manage_store', 'chat'],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.permissions).toEqual(['manage_store', 'chat']);
    const [log] = await logsAbout(ctx.database, 'moderators', row.id);
    expect(log).toMatchObject({
      action: 'moderators.update',
      changes: { permissions: [['chat'], ['chat', 'manage_store']] },
    });
    const emptied = await panelCall(
      ctx.app,
      admin,
      'PUT',
      `/api/panel/moderator-admins/${row.id}`,
      { permissions: [] },
    );
    expect(emptied.statusCode).toBe(400);
  });

  it('lists moderators with their permissions and filters by status', async () => {
    const suspended = await seedUser(ctx.database.db, {
      role: 'moderator_admin',
      status: 'suspended',
      permissions: { canManageStore: true, canChat: false },
    });
    const list = await panelCall(
      ctx.app,
      admin,
      'GET',
      '/api/panel/moderator-admins?status=suspended&per_page=100',
    );
    const rows = list.json().data as { id: number; status: string; permissions: string[] }[];
    expect(rows.every((row) => row.status === 'suspended')).toBe(true);
    expect(rows.find((row) => row.id === suspended.id)?.permissions).toEqual(['manage_store']);
    // A non-moderator id by this path → 404, nothing changed.
    const user = await seedUser(ctx.database.db);
    const missed = await panelCall(
      ctx.app,
      admin,
      'PUT',
      `/api/panel/moderator-admins/${user.id}`,
      {
        permissions: ['chat'],
      },
    );
    expect(missed.statusCode).toBe(404);
    const [grants] = await ctx.database.db
      .select()
      .from(moderatorPermissions)
      .where(eq(moderatorPermissions.userId, user.id));
    expect(grants).toBeUndefined();
  });

  it('suspends a moderator (its session ends, the list shows it) and reactivates them', async () => {
    const target = await panelCaller(ctx, 'moderator_admin', {
      permissions: { canManageStore: false, canChat: true },
    });
    expect(await sessionAlive(target)).toBe(200);
    const suspended = await panelCall(
      ctx.app,
      admin,
      'PUT',
      `/api/panel/moderator-admins/${target.userId}/status`,
      { status: 'suspended' },
    );
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().data).toMatchObject({
      id: target.userId,
      status: 'suspended',
      permissions: ['chat'],
    });
    expect(await sessionAlive(target)).toBe(401);
    const listed = await panelCall(
      ctx.app,
      admin,
      'GET',
      '/api/panel/moderator-admins?status=suspended&per_page=100',
    );
    expect(listed.json().data.map((row: { id: number }) => row.id)).toContain(target.userId);
    expect((await logsAbout(ctx.database, 'moderators', target.userId))[0]?.action).toBe(
      'moderators.suspend',
    );

    const back = await panelCall(
      ctx.app,
      admin,
      'PUT',
      `/api/panel/moderator-admins/${target.userId}/status`,
      { status: 'active' },
    );
    expect(back.statusCode).toBe(200);
    const detail = await panelCall(
      ctx.app,
      admin,
      'GET',
      `/api/panel/moderator-admins/${target.userId}`,
    );
    expect(detail.json().data.status).toBe('active');
    expect((await userRow(target.userId))?.status).toBe('active');
  });
});

describe('[ADMIN][MODERATOR][PEOPLE][USERS]', () => {
  it('lists customers (user and guest) with role, verified and search filters', async () => {
    const unverified = await seedUser(ctx.database.db, {
      firstName: 'Unverified',
      emailVerifiedAt: null,
      phoneVerifiedAt: null,
    });
    const guest = await seedUser(ctx.database.db, { role: 'guest', email: null });
    const byRole = await panelCall(
      ctx.app,
      moderator,
      'GET',
      `/api/panel/users?role=guest&q=${guest.username}`,
    );
    expect(byRole.json().data.map((row: { id: number }) => row.id)).toEqual([guest.id]);
    const notVerified = await panelCall(
      ctx.app,
      admin,
      'GET',
      `/api/panel/users?verified=false&q=${unverified.username}`,
    );
    expect(notVerified.json().data).toHaveLength(1);
    expect(notVerified.json().data[0]).toMatchObject({ verified: false, email_verified_at: null });
    const verified = await panelCall(
      ctx.app,
      admin,
      'GET',
      `/api/panel/users?verified=true&q=${unverified.username}`,
    );
    expect(verified.json().data).toHaveLength(0);
    // Admins and resellers are not in the users list.
    const list = await panelCall(ctx.app, admin, 'GET', `/api/panel/users?q=${admin.userId}`);
    expect(list.statusCode).toBe(200);
    const adminById = await panelCall(
      ctx.app,
      moderator,
      'GET',
      `/api/panel/users/${admin.userId}`,
    );
    expect(adminById.statusCode).toBe(404);
    const badFilter = await panelCall(ctx.app, admin, 'GET', '/api/panel/users?role=admin');
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().error.fields[0].path).toBe('role');
  });

  it('a moderator suspends a user (sessions end) and reactivates them; both logged', async () => {
    const person = await seedUser(ctx.database.db);
    const session = await panelCall(ctx.app, null, 'POST', '/api/login', {
      identifier: person.username,
      password: person.password,
    });
    const token = session.json().data.session.token as string;
    const profile = () =>
      ctx.app.inject({ url: '/api/profile', headers: { authorization: `Bearer ${token}` } });
    expect((await profile()).statusCode).toBe(200);

    const suspended = await panelCall(
      ctx.app,
      moderator,
      'PUT',
      `/api/panel/users/${person.id}/status`,
      { status: 'suspended' },
    );
    expect(suspended.statusCode).toBe(200);
    expect((await profile()).statusCode).toBe(401);
    const active = await panelCall(
      ctx.app,
      moderator,
      'PUT',
      `/api/panel/users/${person.id}/status`,
      {
        status: 'active',
      },
    );
    expect(active.json().data.status).toBe('active');
    const rows = await logsAbout(ctx.database, 'users', person.id);
    expect(rows.map((row) => [row.action, row.role])).toEqual([
      ['users.activate', 'moderator_admin'],
      ['users.suspend', 'moderator_admin'],
    ]);
  });

  it('a moderator cannot suspend an admin through the users path (404, unchanged)', async () => {
    const other = await seedUser(ctx.database.db, { role: 'admin' });
    const refused = await panelCall(
      ctx.app,
      moderator,
      'PUT',
      `/api/panel/users/${other.id}/status`,
      { status: 'suspended' },
    );
    expect(refused.statusCode).toBe(404);
    expect((await userRow(other.id))?.status).toBe('active');
    expect(await logsAbout(ctx.database, 'users', other.id)).toHaveLength(0);
  });

  it('verifies an email; again → invalid_transition; no address → field error', async () => {
    const person = await seedUser(ctx.database.db, {
      emailVerifiedAt: null,
      phoneVerifiedAt: null,
    });
    const verified = await panelCall(ctx.app, moderator, 'POST', '/api/panel/users/verify', {
      id: person.id,
      channels: ['email'],
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({ verified: true, phone_verified_at: null });
    expect(verified.json().data.email_verified_at).not.toBeNull();
    const [log] = await logsAbout(ctx.database, 'users', person.id);
    expect(log).toMatchObject({
      action: 'users.verify',
      changes: { email_verified: [false, true] },
    });

    const again = await panelCall(ctx.app, admin, 'POST', '/api/panel/users/verify', {
      id: person.id,
      channels: ['email'],
    });
    expect(again.json().error.code).toBe('invalid_transition');

    const guest = await seedUser(ctx.database.db, {
      role: 'guest',
      email: null,
      emailVerifiedAt: null,
      phoneVerifiedAt: null,
    });
    const noEmail = await panelCall(ctx.app, admin, 'POST', '/api/panel/users/verify', {
      id: guest.id,
      channels: ['email'],
    });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error.fields).toEqual([
      { path: 'channels', message: 'validation.account.no_contact' },
    ]);
    const empty = await panelCall(ctx.app, admin, 'POST', '/api/panel/users/verify', {
      id: guest.id,
      channels: [],
    });
    expect(empty.json().error.fields[0].path).toBe('channels');
    const outside = await panelCall(ctx.app, admin, 'POST', '/api/panel/users/verify', {
      id: reseller.userId,
      channels: ['email'],
    });
    expect(outside.statusCode).toBe(404);
  });

  it('verifying an address another account verified first → 409, nothing changed', async () => {
    const holder = await seedUser(ctx.database.db);
    const copy = await seedUser(ctx.database.db, {
      email: holder.email,
      emailVerifiedAt: null,
      phoneVerifiedAt: null,
    });
    const refused = await panelCall(ctx.app, admin, 'POST', '/api/panel/users/verify', {
      id: copy.id,
      channels: ['email'],
    });
    expect(refused.statusCode).toBe(409);
    expect((await userRow(copy.id))?.emailVerifiedAt).toBeNull();
  });

  it('force-deletes a customer (admin only); one owning stores → in_use', async () => {
    const person = await seedUser(ctx.database.db);
    const byModerator = await panelCall(
      ctx.app,
      moderator,
      'DELETE',
      `/api/panel/users/force-delete?id=${person.id}`,
    );
    expect(byModerator.statusCode).toBe(403);

    const deleted = await panelCall(
      ctx.app,
      admin,
      'DELETE',
      `/api/panel/users/force-delete?id=${person.id}`,
    );
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toEqual({ id: person.id });
    expect(await userRow(person.id)).toBeUndefined();
    const [log] = await logsAbout(ctx.database, 'users', person.id);
    expect(log).toMatchObject({ action: 'users.force_delete', actorId: admin.userId });

    const owner = await seedUser(ctx.database.db);
    await seedStore(ctx.database.db, { ownerId: owner.id });
    const inUse = await panelCall(
      ctx.app,
      admin,
      'DELETE',
      `/api/panel/users/force-delete?id=${owner.id}`,
    );
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.code).toBe('in_use');
    expect(await userRow(owner.id)).toBeDefined();

    const notAUser = await panelCall(
      ctx.app,
      admin,
      'DELETE',
      `/api/panel/users/force-delete?id=${reseller.userId}`,
    );
    expect(notAUser.statusCode).toBe(404);
    expect(await userRow(reseller.userId)).toBeDefined();
    const badId = await panelCall(ctx.app, admin, 'DELETE', '/api/panel/users/force-delete?id=x');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.fields[0].path).toBe('id');
  });
});

describe('[ADMIN][MODERATOR][PEOPLE][RESELLERS]', () => {
  it('lists resellers with stores count and credit; a reseller may not', async () => {
    const owner = await seedUser(ctx.database.db, { role: 'reseller', credit: 150.5 });
    await seedStore(ctx.database.db, { ownerId: owner.id });
    await seedStore(ctx.database.db, { ownerId: owner.id });
    const list = await panelCall(
      ctx.app,
      moderator,
      'GET',
      `/api/panel/resellers?q=${owner.username}&sort=stores_count`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0]).toMatchObject({
      id: owner.id,
      stores_count: 2,
      credit_piastres: 15050,
    });
    noSecrets(list.json());
    expect((await panelCall(ctx.app, reseller, 'GET', '/api/panel/resellers')).statusCode).toBe(
      403,
    );
    const sorted = await panelCall(ctx.app, admin, 'GET', '/api/panel/resellers?sort=credit');
    expect(sorted.statusCode).toBe(200);
  });

  it('sets and adds credit exactly in piastres, logged with before and after', async () => {
    const owner = await seedUser(ctx.database.db, { role: 'reseller' });
    const call = (body: Record<string, unknown>, caller = admin) =>
      panelCall(ctx.app, caller, 'POST', '/api/panel/resellers/credit', {
        reseller_id: owner.id,
        ...body,
      });
    const set = await call({ mode: 'set', amount_piastres: 1_999_999_999 });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.credit_piastres).toBe(1_999_999_999);
    const added = await call({ mode: 'add', amount_piastres: 1 });
    expect(added.json().data.credit_piastres).toBe(2_000_000_000);
    const taken = await call({ mode: 'add', amount_piastres: -7 });
    expect(taken.json().data.credit_piastres).toBe(1_999_999_993);
    const [stored] = await ctx.database.db
      .select({ credit: sql<string>`${users.credit}::text` })
      .from(users)
      .where(eq(users.id, owner.id));
    expect(stored?.credit).toBe('19999999.93');

    const logs = await logsAbout(ctx.database, 'resellers', owner.id);
    expect(logs.map((row) => row.changes)).toEqual([
      { credit_piastres: [2_000_000_000, 1_999_999_993] },
      { credit_piastres: [1_999_999_999, 2_000_000_000] },
      { credit_piastres: [0, 1_999_999_999] },
    ]);
    expect(logs[0]).toMatchObject({ action: 'resellers.credit', notes: 'add -7' });

    const below = await call({ mode: 'add', amount_piastres: -2_000_000_000 });
    expect(below.statusCode).toBe(400);
    expect(below.json().error.fields).toEqual([
      { path: 'amount_piastres', message: 'validation.number.not_negative' },
    ]);
    const fraction = await call({ mode: 'set', amount_piastres: 10.5 });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().error.fields[0].path).toBe('amount_piastres');
    expect((await call({ mode: 'set', amount_piastres: 5 }, moderator)).statusCode).toBe(403);
    const notReseller = await panelCall(ctx.app, admin, 'POST', '/api/panel/resellers/credit', {
      reseller_id: moderator.userId,
      mode: 'set',
      amount_piastres: 100,
    });
    expect(notReseller.statusCode).toBe(404);
    expect(
      (await ctx.database.db.select().from(users).where(eq(users.id, owner.id)))[0]?.credit,
    ).toBe(19999999.93);
    expect(await logsAbout(ctx.database, 'resellers', owner.id)).toHaveLength(3);
  });

  it('a moderator suspends a reseller; its panel session ends', async () => {
    const target = await panelCaller(ctx, 'reseller');
    const suspended = await panelCall(
      ctx.app,
      moderator,
      'PUT',
      `/api/panel/resellers/${target.userId}/status`,
      { status: 'suspended' },
    );
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().data).toMatchObject({ status: 'suspended', stores_count: 0 });
    expect(await sessionAlive(target)).toBe(401);
    expect((await logsAbout(ctx.database, 'resellers', target.userId))[0]?.action).toBe(
      'resellers.suspend',
    );
  });
});
