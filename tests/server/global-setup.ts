import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { ensureSnapshot, TEST_SNAPSHOT_ENV, TEST_UPLOADS_ENV } from '../../server/db/testing';
import { WRITE_COVERAGE_DIR } from './write-coverage';

declare module 'vitest' {
  interface ProvidedContext {
    /** PGlite snapshot tarball (or the PostgreSQL template marker) built for this run. */
    dukkanTestSnapshot: string;
    /** Seeded images that belong to the snapshot. */
    dukkanTestUploads: string;
  }
}

/**
 * Builds the seeded test database once per run (reused across runs while the schema, seed and
 * domain sources are unchanged). Workers find it through `inject()` or the env vars, which the
 * forked workers inherit; server/db/testing.ts `openTestDb()` reads the env var.
 */
export async function setup(project: TestProject) {
  // The writes this run answers are recorded afresh (scripts/write-coverage.ts reads them).
  rmSync(WRITE_COVERAGE_DIR, { recursive: true, force: true });
  const started = performance.now();
  const { file, uploadsDir, rebuilt } = await ensureSnapshot();
  process.env[TEST_SNAPSHOT_ENV] = file;
  process.env[TEST_UPLOADS_ENV] = uploadsDir;
  project.provide('dukkanTestSnapshot', file);
  project.provide('dukkanTestUploads', uploadsDir);
  if (rebuilt) {
    console.log(`test database snapshot built in ${Math.round(performance.now() - started)} ms`);
  }
}
