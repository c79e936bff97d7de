import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { type Database, openDb } from '../../server/db/client';
import { migrateDb } from '../../server/db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed';
import { type FirstStartResult, prepareDatabase } from '../../server/db/seed/first-start';
import { testEnv } from './helper';

// Production's first start on an empty database: no demo account, one admin with a one-time
// password that must be replaced before the panel opens.
const env = testEnv({ NODE_ENV: 'production', ADMIN_USERNAME: 'owner' });
let database: Database;
let app: FastifyInstance;
let result: FirstStartResult;

beforeAll(async () => {
  database = await openDb({ dataDir: 'memory://' });
  await migrateDb(database);
  result = await prepareDatabase(database, env);
  app = await buildApp({ database, env });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(env.dataDir, { recursive: true, force: true });
});

const panelLogin = (body: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/panel/login', payload: body });

describe('[FIRST START][PRODUCTION]', () => {
  it('creates no demo account: the demo admin password is refused', async () => {
    for (const account of DEMO_ACCOUNTS.filter((a) => a.role === 'admin')) {
      const response = await panelLogin({ identifier: account.username, password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_credentials');
    }
    const shop = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { identifier: 'user', password: DEMO_PASSWORD },
    });
    expect(shop.statusCode).toBe(400);
  });

  it('creates the first admin with a printed one-time password that must be changed', async () => {
    expect(result.kind).toBe('production');
    const admin = result.kind === 'production' ? result.admin : null;
    expect(admin?.username).toBe('owner');
    const password = admin?.password ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);

    const first = await panelLogin({ identifier: 'owner', password });
    expect(first.statusCode).toBe(400);
    expect(first.json().error.code).toBe('password_change_required');

    const same = await panelLogin({ identifier: 'owner', password, new_password: password });
    expect(same.statusCode).toBe(400);

    const changed = await panelLogin({
      identifier: 'owner',
      password,
      new_password: 'A-new-Secret-2026',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.status).toBe('signed_in');

    expect((await panelLogin({ identifier: 'owner', password })).statusCode).toBe(400);
    const again = await panelLogin({ identifier: 'owner', password: 'A-new-Secret-2026' });
    expect(again.statusCode).toBe(200);
    const token = again.json().data.session.token as string;
    const profile = await app.inject({
      method: 'GET',
      url: '/api/panel/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.role).toBe('admin');
  });

  it('does nothing on the next start', async () => {
    const next = await prepareDatabase(database, env);
    expect(next).toEqual({ kind: 'production', admin: null });
  });
});
