import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index';
import { sendSignalsAfterCommit } from './after-commit';
import type { Db } from './handle';
import { listenPglite, listenPostgres, type Unlisten } from './listen';
import { SESSION_SETTINGS_SQL, SESSION_STARTUP_OPTIONS } from './search-text';
import { guardTransactionReentry } from './transaction-guard';

export type { Db, Schema } from './handle';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Resolves when the engine answers `SELECT 1`; throws otherwise (health checks). */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls `onPayload` for every NOTIFY on `channel` from any process on the database; answers a
   * function that stops. PostgreSQL: a connection of its own, outside the pool (db/listen.ts).
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten>;
  /** The embedded engine (PGlite only): for dumpDataDir, LISTEN and tests. */
  pglite?: PGlite;
  /** The pool (PostgreSQL only): for the migration lock. */
  pool?: pg.Pool;
  /** Its connection string (PostgreSQL only): for another process on the same database. */
  url?: string;
}

export interface OpenDbOptions {
  /** postgres://… — when set, PostgreSQL through node-postgres; otherwise embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data directory (`memory://` for an in-memory database). */
  dataDir: string;
  /** A `dumpDataDir()` tarball to start from (tests); PGlite only. */
  loadDataDir?: Blob | File;
  /** PostgreSQL pool size; the default suits one API node. */
  poolSize?: number;
}

/** PGlite needs its extension bundles at start; every opener must pass the same set. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export async function openDb(options: OpenDbOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir?: Blob | File): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  // PGlite fails with an opaque error when the parent of its data directory is missing.
  if (!inMemory) await mkdir(path.dirname(path.resolve(dataDir)), { recursive: true });
  const client = await PGlite.create(inMemory ? dataDir : path.resolve(dataDir), {
    extensions: PGLITE_EXTENSIONS,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  // One session for the whole process: its settings are set once.
  await client.exec(SESSION_SETTINGS_SQL);
  // NOTIFYs raised in a transaction go out after its commit (db/after-commit.ts).
  const db = sendSignalsAfterCommit(
    drizzlePglite({ client: guardTransactionReentry(client), schema }) as unknown as Db,
  );
  return {
    db,
    kind: 'pglite',
    pglite: client,
    ping: async () => {
      await client.query('SELECT 1');
    },
    listen: (channel, onPayload) => listenPglite(client, channel, onPayload),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(connectionString: string, max: number): Promise<Database> {
  // Session settings travel in the startup packet, so every pooled connection has them before its
  // first query (a query sent from the pool's `connect` event would race the caller's own).
  const pool = new pg.Pool({ connectionString, max, options: SESSION_STARTUP_OPTIONS });
  // An idle client losing its connection emits on the pool; unhandled, it would crash the process.
  pool.on('error', () => {});
  // NOTIFYs raised in a transaction go out after its commit (db/after-commit.ts).
  const db = sendSignalsAfterCommit(drizzleNodePg({ client: pool, schema }) as unknown as Db);
  let closed = false;
  return {
    db,
    kind: 'postgres',
    pool,
    url: connectionString,
    ping: async () => {
      await pool.query('SELECT 1');
    },
    listen: (channel, onPayload) => listenPostgres(connectionString, channel, onPayload),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Raw SQL rows on either driver (both answer `{ rows }`). */
export async function queryRows<T extends Record<string, unknown>>(
  db: Db,
  query: SQL,
): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
