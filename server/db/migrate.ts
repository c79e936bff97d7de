import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

/** Resolved from this file so it works from any working directory (CLI, server, tests). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant shared by every node; keeps two API nodes starting together from racing the DDL.
const MIGRATION_LOCK_ID = 727_001;

/** Applies pending migrations from server/db/migrations; a no-op when up to date. */
export async function migrateDb(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    if (!database.pglite) throw new Error('PGlite database without its client');
    await migratePglite(drizzlePglite({ client: database.pglite }), config);
    return;
  }
  if (!database.pool) throw new Error('PostgreSQL database without its pool');
  // A session-level advisory lock needs one dedicated connection for lock, DDL and unlock.
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrateNodePg(drizzleNodePg({ client }), config);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}
