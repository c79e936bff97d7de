import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { openTestDb } from '../../server/db/testing';
import { readEnv, type ServerEnv } from '../../server/env';
import { recordWrites } from './write-coverage';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  env: ServerEnv;
}

const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';

/** Env for one test file: its own temp data dir, a fixed secret, no rate limit in the way. */
export function testEnv(overrides: Record<string, string> = {}): ServerEnv {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dukkan-test-'));
  const env = readEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'dist'),
    SSR_DIR: path.join(dataDir, 'dist-ssr'),
    JWT_SECRET: TEST_JWT_SECRET,
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    ...overrides,
  });
  return { ...env, jwtSecret: env.jwtSecret ?? TEST_JWT_SECRET };
}

/**
 * Starts the real app on a database restored from the seeded snapshot (or a fresh PostgreSQL
 * database when TEST_DATABASE_URL is set) and tears both down after the file.
 */
export function useTestApp(
  overrides: Record<string, string> = {},
  options: { recordWrites?: boolean } = {},
): TestContext {
  const context = {} as TestContext;
  let writes: ReturnType<typeof recordWrites> | undefined;
  beforeAll(async () => {
    context.env = testEnv(overrides);
    context.database = await openTestDb();
    context.app = await buildApp({ database: context.database, env: context.env });
    if (options.recordWrites !== false) writes = recordWrites(context.app, context.database.kind);
    await context.app.ready();
  });
  afterAll(async () => {
    writes?.save();
    await context.app?.close();
    await context.database?.close();
    if (context.env) rmSync(context.env.dataDir, { recursive: true, force: true });
  });
  return context;
}
