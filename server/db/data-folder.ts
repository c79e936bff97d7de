import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Database, openDb } from './client';
import { DataDirError, type DataDirLock, lockDataDir } from './data-lock';
import { migrateDb } from './migrate';

/** The embedded database's folder inside DATA_DIR. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/** True when DATA_DIR holds a PGlite database (initdb has run there). */
export const hasDatabase = (dataDir: string) =>
  existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'));

/**
 * Whether an error from opening or first querying an existing folder means its files are
 * damaged: the engine aborted (WebAssembly `RuntimeError: Aborted()`), never came up, or
 * PostgreSQL reported corrupted data (SQLSTATE XX001/XX002) or a missing or unreadable file (58xxx).
 */
export function isDamage(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if (cause instanceof WebAssembly.RuntimeError) return true;
    const { message, code } = cause as { message?: unknown; code?: unknown };
    if (typeof message === 'string' && /PGlite failed to initialize|^Aborted\(/.test(message))
      return true;
    if (typeof code === 'string' && /^(XX00[12]|58)/.test(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]!.replace(/\. Build with -sASSERTIONS.*$/, '');
}

export function damagedMessage(dataDir: string, error: unknown): string {
  return [
    `DATA_DIR ${dataDir}: the database in ${pgliteDir(dataDir)} is damaged and cannot be opened`,
    `(${reason(error)}).`,
    'Its files were changed or cut short (a full or failing disk, a copy made while a server',
    'was writing, an edit by hand); the server cannot repair them. Either:',
    '  - restore a backup into it:          npm run restore -- --force FILE',
    `    (or set DATA_DIR to an empty folder and run  npm run restore FILE)`,
    `  - or start with an empty database:   move ${dataDir} away and start again.`,
    'Keep the damaged folder until you no longer need anything from it.',
  ].join('\n');
}

/**
 * Runs `open` (open + migrate) on a folder that already held a database, turning damage into a
 * DataDirError that says what to do; a folder that did not hold one fails as it would.
 */
async function explainDamage<T>(dataDir: string, existed: boolean, open: () => Promise<T>) {
  try {
    return await open();
  } catch (error) {
    if (existed && isDamage(error)) throw new DataDirError(damagedMessage(dataDir, error));
    throw error;
  }
}

export interface OpenedData {
  database: Database;
  /** The PGlite folder's lock (null on PostgreSQL, which handles its own concurrency). */
  lock: DataDirLock | null;
}

/**
 * Opens the application database the way every tool on DATA_DIR must: PGlite under DATA_DIR's
 * lock (a second process stops with a DataDirError naming the folder and the holder), damage
 * reported as a DataDirError, migrations applied unless `migrate: false`.
 */
export async function openDataDir(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  poolSize?: number;
  purpose: string;
  /** Already taken by the caller (the server takes it before loading the rest of its code). */
  lock?: DataDirLock;
  migrate?: boolean;
}): Promise<OpenedData> {
  const migrate = options.migrate ?? true;
  if (options.databaseUrl) {
    const database = await openDb({
      dataDir: '',
      databaseUrl: options.databaseUrl,
      ...(options.poolSize ? { poolSize: options.poolSize } : {}),
    });
    if (migrate) await migrateDb(database);
    return { database, lock: null };
  }
  const dataDir = path.resolve(options.dataDir);
  const lock = options.lock ?? lockDataDir(dataDir, options.purpose);
  try {
    const existed = hasDatabase(dataDir);
    const database = await explainDamage(dataDir, existed, () =>
      openDb({ dataDir: pgliteDir(dataDir) }),
    );
    try {
      if (migrate) await explainDamage(dataDir, existed, () => migrateDb(database));
    } catch (error) {
      await database.close().catch(() => {});
      throw error;
    }
    return { database, lock };
  } catch (error) {
    lock.release();
    throw error;
  }
}
