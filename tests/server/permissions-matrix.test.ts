// Every role × every registered API route answers exactly as the permission matrix of
// spec §6 (domain/auth/permissions.ts) says — allowed (anything but 401/403; a 400 for the empty
// body or a 404 for the made-up id is fine) or 401/403. The routes are read from the app itself
// (`app.guardedRoutes`), so a new route joins the test without anyone listing it.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  allowedActions,
  MODERATOR_GRANT_REQUIRED,
  type ModeratorGrant,
} from '../../domain/auth/permissions';
import type { OwnerKind, Role } from '../../domain/auth/roles';
import { defineContract, type Permission } from '../../domain/contracts/contract';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { moderatorPermissions } from '../../server/db/schema';
import { openTestDb } from '../../server/db/testing';
import type { ServerEnv } from '../../server/env';
import { registerContract } from '../../server/lib/route';
import { issueSession } from '../../server/modules/auth/auth.service';
import type { GuardedRoute } from '../../server/plugins/auth';
import { seedStore, seedStoreStaff, seedUser } from '../factories';
import { testEnv } from './helper';

/** Who calls: a role with the session kinds it can hold, and a sub-reseller's grants. */
interface Caller {
  label: string;
  role: Role | null;
  kind: OwnerKind | null;
  grants: readonly ModeratorGrant[];
  userId?: number;
}

/** Roles whose shop session also opens their panel (spec §4 hand-over). */
const HANDOVER: readonly Role[] = ['reseller', 'moderator_reseller'];
const KIND_ROLES: Record<OwnerKind, readonly Role[]> = {
  user: ['user', 'guest', 'reseller', 'moderator_reseller'],
  admin: ['admin', 'moderator_admin', 'reseller', 'moderator_reseller'],
};

/** What the matrix says, written from the table, not from the server's guard. */
function expected(caller: Caller, permission: Permission): 'allowed' | 401 | 403 {
  const { resource, action, kind } = permission;
  if (!caller.role)
    return !kind && allowedActions(null, resource).includes(action) ? 'allowed' : 401;
  if (kind) {
    const ownKind = caller.kind === kind && KIND_ROLES[kind].includes(caller.role);
    const handover = kind === 'admin' && caller.kind === 'user' && HANDOVER.includes(caller.role);
    if (!ownKind && !handover) return 403;
  }
  if (!allowedActions(caller.role, resource).includes(action)) return 403;
  const needed = MODERATOR_GRANT_REQUIRED[resource]?.[action];
  if (caller.role === 'moderator_reseller' && needed && !caller.grants.includes(needed)) return 403;
  return 'allowed';
}

/**
 * Grant-sensitive calls no real route makes yet (store and chat management arrive with the
 * back-office issue): registered on this app only, through the same `registerContract`.
 */
const GRANT_PROBES = [
  { resource: 'stores', action: 'update', kind: 'admin' },
  { resource: 'store_chats', action: 'list', kind: 'admin' },
  { resource: 'orders', action: 'change_status', kind: 'admin' },
  { resource: 'stores', action: 'list', kind: 'admin' },
  { resource: 'settings', action: 'update', kind: 'admin' },
] as const satisfies readonly Permission[];

let env: ServerEnv;
let database: Database;
let app: FastifyInstance;
const callers: Caller[] = [{ label: 'visitor', role: null, kind: null, grants: [] }];

beforeAll(async () => {
  env = testEnv();
  database = await openTestDb();
  app = await buildApp({ database, env });
  GRANT_PROBES.forEach((permission, index) => {
    registerContract(
      app,
      defineContract({
        method: 'POST',
        path: `/api/panel/test-probe-${index}`,
        summary: 'test',
        tags: ['test'],
        permission,
        response: z.object({ ok: z.boolean() }),
      }),
      { handler: () => ({ data: { ok: true } }) },
    );
  });
  await app.ready();

  const db = database.db;
  const add = (
    label: string,
    role: Role,
    kind: OwnerKind,
    userId: number,
    grants: ModeratorGrant[] = [],
  ) => callers.push({ label, role, kind, userId, grants });
  for (const role of ['user', 'guest'] as const)
    add(role, role, 'user', (await seedUser(db, { role })).id);
  for (const role of ['admin', 'moderator_admin'] as const) {
    add(role, role, 'admin', (await seedUser(db, { role })).id);
  }
  const reseller = await seedUser(db, { role: 'reseller' });
  const store = await seedStore(db, { ownerId: reseller.id });
  add('reseller (panel)', 'reseller', 'admin', reseller.id);
  add('reseller (shop session handed over)', 'reseller', 'user', reseller.id);

  const granted = await seedUser(db, { role: 'moderator_reseller' });
  await seedStoreStaff(db, { storeId: store.id, userId: granted.id });
  add('moderator_reseller (all grants)', 'moderator_reseller', 'admin', granted.id, [
    'manage_store',
    'chat',
  ]);
  add('moderator_reseller (all grants, shop session)', 'moderator_reseller', 'user', granted.id, [
    'manage_store',
    'chat',
  ]);
  const chatOnly = await seedUser(db, {
    role: 'moderator_reseller',
    permissions: { canManageStore: false, canChat: true, resellerId: reseller.id },
  });
  await seedStoreStaff(db, { storeId: store.id, userId: chatOnly.id, canManageStore: false });
  add('moderator_reseller (chat only)', 'moderator_reseller', 'admin', chatOnly.id, ['chat']);
  // Nobody granted this one anything: the defect was "no grants → everything".
  const bare = await seedUser(db, { role: 'moderator_reseller' });
  await db.delete(moderatorPermissions).where(eq(moderatorPermissions.userId, bare.id));
  add('moderator_reseller (no grants)', 'moderator_reseller', 'admin', bare.id);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function urlOf(route: GuardedRoute): string {
  return route.url.replace(/:id\b/g, '999999').replace(/:[a-zA-Z_]+/g, 'no-such-thing');
}

async function callAs(caller: Caller, route: GuardedRoute) {
  const headers: Record<string, string> = {};
  if (caller.role && caller.kind && caller.userId) {
    // A fresh session per call: a sign-out route must not end the next call's session.
    const { token } = await issueSession(database.db, env, {
      userId: caller.userId,
      kind: caller.kind,
      role: caller.role,
    });
    headers.authorization = `Bearer ${token}`;
  }
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  return app.inject({
    method: route.method as 'GET',
    url: urlOf(route),
    headers,
    ...(withBody ? { payload: {} } : {}),
  });
}

describe('[PERMISSIONS][MATRIX] every role × every route', () => {
  it('covers every API route the app registered, each with a permission', () => {
    const urls = app.guardedRoutes.map((route) => `${route.method} ${route.url}`);
    for (const expectedRoute of [
      'GET /api/home',
      'POST /api/register',
      'POST /api/login',
      'GET /api/profile',
      'POST /api/panel/login',
      'POST /api/panel/refresh',
      'GET /api/panel/profile',
      'POST /api/panel/generate2fa',
      'POST /api/contact-us',
    ]) {
      expect(urls).toContain(expectedRoute);
    }
    expect(app.guardedRoutes.length).toBeGreaterThanOrEqual(45);
  });

  it('answers each role exactly as the matrix says', async () => {
    const mismatches: string[] = [];
    let checked = 0;
    for (const route of app.guardedRoutes) {
      for (const caller of callers) {
        const want = expected(caller, route.permission);
        const got = (await callAs(caller, route)).statusCode;
        const ok = want === 'allowed' ? got !== 401 && got !== 403 : got === want;
        checked += 1;
        if (!ok)
          mismatches.push(`${caller.label} ${route.method} ${route.url}: want ${want}, got ${got}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBe(app.guardedRoutes.length * callers.length);
    // Several hundred requests in a row: generous for a busy 2-core machine.
  }, 180_000);

  it('refuses grant-requiring calls to a sub-reseller without that grant', async () => {
    const byLabel = (label: string) => callers.find((caller) => caller.label === label)!;
    const update = app.guardedRoutes.find((route) => route.url === '/api/panel/test-probe-0')!;
    const chats = app.guardedRoutes.find((route) => route.url === '/api/panel/test-probe-1')!;
    expect((await callAs(byLabel('moderator_reseller (no grants)'), update)).statusCode).toBe(403);
    expect((await callAs(byLabel('moderator_reseller (no grants)'), chats)).statusCode).toBe(403);
    expect((await callAs(byLabel('moderator_reseller (chat only)'), update)).statusCode).toBe(403);
    expect((await callAs(byLabel('moderator_reseller (chat only)'), chats)).statusCode).toBe(200);
    expect((await callAs(byLabel('moderator_reseller (all grants)'), update)).statusCode).toBe(200);
  });

  it('fails at start-up when an API route declares no permission', async () => {
    const other = await buildApp({ database, env });
    expect(() => other.get('/api/test/unguarded', async () => ({ data: null }))).toThrow(
      /has no permission/,
    );
    const contract = {
      method: 'GET',
      path: '/api/test/no-permission',
      summary: 'test',
      tags: ['test'],
      response: z.object({}),
    } as unknown as Parameters<typeof registerContract>[1];
    expect(() => registerContract(other, contract, { handler: () => ({ data: {} }) })).toThrow(
      /has no permission/,
    );
    await other.close();
  });
});
