import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { openTestDb } from '../../server/db/testing';
import { readEnv } from '../../server/env';

// Two server processes on one database (PostgreSQL in the TEST_DATABASE_URL lane, one PGlite
// otherwise), each with its own DATA_DIR and no JWT_SECRET: they must agree on the secret.
const dataDirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), 'dukkan-secret-')));
let database: Database;
let apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await openTestDb();
  apps = await Promise.all(
    dataDirs.map((dataDir) =>
      buildApp({
        database,
        env: readEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, AUTH_RATE_LIMIT_MAX: '1000' }),
      }),
    ),
  );
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await database?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('[JWT SECRET] shared by every process on one database', () => {
  it('accepts on the second process a session signed in on the first', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    expect(first.env.jwtSecret).toBe(second.env.jwtSecret);
    const login = await first.inject({
      method: 'POST',
      url: '/api/login',
      payload: { identifier: 'user', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().data.session.token as string;
    const profile = await second.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.username).toBe('user');
  });
});
