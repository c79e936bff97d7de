import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/auth/roles';
import type { Database } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed';
import { verifyPassword } from '../../server/lib/password';
import { endAllSessions, issueSession } from '../../server/modules/auth/auth.service';
import { signAccessToken } from '../../server/modules/auth/auth.tokens';
import { defineContract } from '../../domain/contracts/contract';
import { registerContract } from '../../server/lib/route';
import { z } from 'zod';
import { startApp, stopApp, testEnv } from './helper';

const env = testEnv();
let database: Database;
let app: FastifyInstance;

async function userId(role: Role): Promise<number> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  const [row] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, account!.username));
  return row!.id;
}

async function tokenFor(role: Role, kind: 'user' | 'admin') {
  const issued = await issueSession(database.db, env, { userId: await userId(role), kind, role });
  return issued.token;
}

const adminOnlyContract = defineContract({
  method: 'GET',
  path: '/api/test/admin-only',
  summary: 'test',
  tags: ['test'],
  permission: { resource: 'settings', action: 'view', kind: 'admin' },
  response: z.object({ role: z.string() }),
});

function callAdminOnly(token?: string) {
  return app.inject({
    method: 'GET',
    url: '/api/test/admin-only',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

beforeAll(async () => {
  ({ app, database } = await startApp(env, (started) => {
    // A route guarded exactly like the admin-only panel routes.
    registerContract(started, adminOnlyContract, {
      handler: ({ request }) => ({ data: { role: request.actor!.role } }),
    });
  }));
});

afterAll(() => stopApp(app, database));

describe('[AUTH][CORE]', () => {
  it('stores demo passwords as argon2id hashes that verify', async () => {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === 'admin')!;
    const [row] = await database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.username, account.username));
    expect(row!.hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.hash!, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(row!.hash!, 'wrong-password')).toBe(false);
  });

  it('answers 401 without a token', async () => {
    const response = await callAdminOnly();
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
  });

  it('lets an admin session through', async () => {
    const response = await callAdminOnly(await tokenFor('admin', 'admin'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { role: 'admin' } });
  });

  it('answers 403 not_authorized for the wrong owner kind or role', async () => {
    const userKind = await callAdminOnly(await tokenFor('admin', 'user'));
    expect(userKind.statusCode).toBe(403);
    expect(userKind.json().error.code).toBe('not_authorized');
    const moderator = await callAdminOnly(await tokenFor('moderator_admin', 'admin'));
    expect(moderator.statusCode).toBe(403);
  });

  it('rejects a revoked session (logout, password change)', async () => {
    const token = await tokenFor('admin', 'admin');
    expect((await callAdminOnly(token)).statusCode).toBe(200);
    await endAllSessions(database.db, await userId('admin'));
    expect((await callAdminOnly(token)).statusCode).toBe(401);
  });

  it('rejects an expired or forged token', async () => {
    const id = await userId('admin');
    const live = await issueSession(database.db, env, { userId: id, kind: 'admin', role: 'admin' });
    const sessionId = JSON.parse(Buffer.from(live.token.split('.')[1]!, 'base64url').toString())
      .sid as string;
    const claims = { userId: id, sessionId };
    const expired = await signAccessToken(claims, env.jwtSecret, new Date(Date.now() - 1000));
    expect((await callAdminOnly(expired)).statusCode).toBe(401);
    const forged = await signAccessToken(
      claims,
      'another-secret-another-secret!!',
      new Date(Date.now() + 60_000),
    );
    expect((await callAdminOnly(forged)).statusCode).toBe(401);
  });

  it('remembers the language of a signed-in account', async () => {
    const token = await tokenFor('user', 'user');
    const response = await app.inject({
      method: 'POST',
      url: '/api/change-language',
      headers: { authorization: `Bearer ${token}` },
      payload: { language: 'en' },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, await userId('user')));
    expect(row!.language).toBe('en');
  });
});

describe('[AUTH][PUBLIC ROUTES]', () => {
  it('answers 401 to a stale token even on a public route, so the client signs out', async () => {
    const token = await tokenFor('user', 'user');
    await endAllSessions(database.db, await userId('user'));
    const response = await app.inject({
      method: 'GET',
      url: '/api/layout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
  });
});
