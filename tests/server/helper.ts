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
    Object.assign(
      context,
      await startApp(context.env, (app, database) => {
        if (options.recordWrites !== false) writes = recordWrites(app, database.kind);
      }),
    );
  });
  afterAll(async () => {
    writes?.save();
    await stopApp(context.app, context.database);
    if (context.env) rmSync(context.env.dataDir, { recursive: true, force: true });
  });
  return context;
}

/**
 * The real app on `env` and a database restored from the seeded snapshot, ready to answer;
 * `before` adds what a test needs on the app (its own routes, a recorder) before it is sealed.
 */
export async function startApp(
  env: ServerEnv,
  before?: (app: FastifyInstance, database: Database) => void,
): Promise<{ app: FastifyInstance; database: Database }> {
  const database = await openTestDb();
  const app = await buildApp({ database, env });
  before?.(app, database);
  await app.ready();
  return { app, database };
}

/** Closes what `startApp` started (either may be missing when the start failed). */
export async function stopApp(app?: FastifyInstance, database?: Database): Promise<void> {
  await app?.close();
  await database?.close();
}

/** One file POSTed as a browser's form sends it (multipart), as `token`'s holder or anonymously. */
export function postFile(
  app: FastifyInstance,
  url: string,
  token: string | null,
  file: { field: string; name: string; type: string; bytes: Buffer },
) {
  const boundary = '----dukkan-test-file';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  return app.inject({
    method: 'POST',
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([head, file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}
