// The real app in process, for a bench that times calls without a network in between: on the test
// snapshot (PGlite) or a throw-away PostgreSQL database (TEST_DATABASE_URL, as the tests use it),
// with its own temporary data folder and no rate limit.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();

const SECRET = 'bench-secret-that-is-long-enough-for-hs256';

/** Starts the app; `name` names its data folder. `close()` stops it and removes the folder. */
export async function startBenchApp(name) {
  const { ensureSnapshot, openTestDb } = await import('../../server/db/testing.ts');
  const { buildApp } = await import('../../server/app.ts');
  const { readEnv } = await import('../../server/env.ts');
  await ensureSnapshot();
  const database = await openTestDb();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `dukkan-bench-${name}-`));
  const env = {
    ...readEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      RATE_LIMIT_MAX: '100000000',
    }),
    jwtSecret: SECRET,
  };
  const app = await buildApp({ database, env });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    env,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
