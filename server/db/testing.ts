import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { type Database, openDb } from './client';
import { migrateDb } from './migrate';
import { seedIfEmpty } from './seed/index';

// Test-only helpers: a seeded database is built once per run (createSnapshot) and every test file
// starts from a private copy of it (openTestDb): in-memory PGlite restored from a tarball, or a
// throw-away PostgreSQL database cloned from a template when TEST_DATABASE_URL is set.

/** Env vars global-setup sets for the test workers. */
export const TEST_SNAPSHOT_ENV = 'DUKKAN_TEST_SNAPSHOT';
export const TEST_UPLOADS_ENV = 'DUKKAN_TEST_UPLOADS';
export const TEST_TEMPLATE_DB = 'dukkan_template';
/** Small enough to restore fast, large enough to hold every product state (see seed/products.ts). */
export const TEST_PRODUCTS = 40;

const ROOT = path.resolve(import.meta.dirname, '../..');
export const DEFAULT_TEST_DATA_DIR = path.join(ROOT, '.test-data');

export interface SnapshotOptions {
  /** Where seeded images go; defaults to `uploads/` beside the snapshot file. */
  uploadsDir?: string;
  products?: number;
}

/**
 * Builds the seeded test database once. PGlite: migrate + seed an in-memory database and write
 * `dumpDataDir('gzip')` to `file`. PostgreSQL (TEST_DATABASE_URL): (re)create the template
 * database and write a small marker to `file` so callers can treat both lanes alike.
 */
export async function createSnapshot(file: string, options: SnapshotOptions = {}) {
  const uploadsDir = options.uploadsDir ?? path.join(path.dirname(file), 'uploads');
  const products = options.products ?? TEST_PRODUCTS;
  await mkdir(path.dirname(file), { recursive: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    await withAdmin(adminUrl, async (admin) => {
      await dropDatabase(admin, TEST_TEMPLATE_DB);
      await admin.query(`CREATE DATABASE ${TEST_TEMPLATE_DB}`);
    });
    const database = await openDb({
      dataDir: '',
      databaseUrl: withDatabase(adminUrl, TEST_TEMPLATE_DB),
    });
    try {
      await migrateDb(database);
      await seedIfEmpty(database, { uploadsDir, products });
    } finally {
      await database.close();
    }
    await writeFile(file, JSON.stringify({ kind: 'postgres', template: TEST_TEMPLATE_DB }));
    return { file, uploadsDir };
  }
  const database = await openDb({ dataDir: 'memory://' });
  try {
    await migrateDb(database);
    await seedIfEmpty(database, { uploadsDir, products });
    const dump = await database.pglite!.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  snapshotBlobs.delete(file);
  return { file, uploadsDir };
}

const SNAPSHOT_MAX_AGE_MS = 12 * 3_600_000;

/**
 * createSnapshot, skipped when a PGlite snapshot built from the same migrations, seed and domain
 * sources exists and is younger than 12 h (seeded dates are relative to the build time, so an
 * old snapshot would hold expired stores). The PostgreSQL template is always rebuilt.
 */
export async function ensureSnapshot(dir = DEFAULT_TEST_DATA_DIR) {
  const postgres = Boolean(process.env.TEST_DATABASE_URL);
  const file = path.join(dir, postgres ? 'postgres-template.json' : 'snapshot.tgz');
  const uploadsDir = path.join(dir, 'uploads');
  const stampFile = path.join(dir, 'snapshot.stamp');
  const stamp = await sourceStamp();
  if (!postgres && existsSync(file) && existsSync(uploadsDir)) {
    const previous = await readFile(stampFile, 'utf8').catch(() => '');
    const age = Date.now() - (await stat(file)).mtimeMs;
    if (previous === stamp && age < SNAPSHOT_MAX_AGE_MS)
      return { file, uploadsDir, rebuilt: false };
  }
  await rm(uploadsDir, { recursive: true, force: true });
  await createSnapshot(file, { uploadsDir });
  if (!postgres) await writeFile(stampFile, stamp);
  return { file, uploadsDir, rebuilt: true };
}

async function sourceStamp() {
  const hash = createHash('sha256');
  const roots = ['server/db', 'server/lib/images.ts', 'server/lib/password.ts', 'domain'];
  for (const root of roots) {
    const absolute = path.join(ROOT, root);
    if (!existsSync(absolute)) continue;
    const files = (await stat(absolute)).isDirectory()
      ? (await readdir(absolute, { recursive: true }))
          .map((name) => path.join(absolute, name))
          .filter((name) => /\.(ts|sql|json)$/.test(name) && !name.endsWith('.test.ts'))
          .sort()
      : [absolute];
    for (const name of files) {
      hash.update(path.relative(ROOT, name));
      hash.update(await readFile(name));
    }
  }
  return hash.digest('hex');
}

const snapshotBlobs = new Map<string, Promise<Blob>>();

function snapshotBlob(file: string) {
  let blob = snapshotBlobs.get(file);
  if (!blob) {
    // Inflate once per worker: PGlite restores a plain tar ≈150 ms faster than a gzipped one,
    // while the file on disk stays small.
    blob = readFile(file).then((data) => new Blob([isGzip(data) ? gunzipSync(data) : data]));
    snapshotBlobs.set(file, blob);
  }
  return blob;
}

const isGzip = (data: Buffer) => data[0] === 0x1f && data[1] === 0x8b;

/** Path of the snapshot global-setup built (or the default location). */
export function testSnapshotFile() {
  return process.env[TEST_SNAPSHOT_ENV] ?? path.join(DEFAULT_TEST_DATA_DIR, 'snapshot.tgz');
}

/** Where the snapshot's seeded images live (serve it as the uploads dir in tests). */
export function testUploadsDir() {
  return process.env[TEST_UPLOADS_ENV] ?? path.join(DEFAULT_TEST_DATA_DIR, 'uploads');
}

/**
 * A private, seeded database for one test file. PGlite: in-memory, restored from the snapshot
 * (≈0.4 s). PostgreSQL: `CREATE DATABASE test_<random> TEMPLATE dukkan_template`, dropped again
 * by `close()`. Writes never leak between two opens.
 */
export async function openTestDb(snapshotFile = testSnapshotFile()): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return openDb({ dataDir: 'memory://', loadDataDir: await snapshotBlob(snapshotFile) });
  }
  return openThrowawayPostgres(adminUrl, TEST_TEMPLATE_DB);
}

/**
 * A fresh database with no tables at all (for migration and seed tests): in-memory PGlite
 * (initdb ≈2.5 s), or a throw-away PostgreSQL database when TEST_DATABASE_URL is set.
 */
export async function openEmptyTestDb(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDb({ dataDir: 'memory://' });
  return openThrowawayPostgres(adminUrl, null);
}

async function openThrowawayPostgres(adminUrl: string, template: string | null): Promise<Database> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) =>
    admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  const database = await openDb({
    dataDir: '',
    databaseUrl: withDatabase(adminUrl, name),
    poolSize: 4,
  });
  const closePool = database.close;
  let closed = false;
  return {
    ...database,
    close: async () => {
      if (closed) return;
      closed = true;
      await closePool();
      await withAdmin(adminUrl, (admin) => dropDatabase(admin, name));
    },
  };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function dropDatabase(admin: pg.Client, name: string) {
  // WITH (FORCE) (PostgreSQL 13+) ends sessions a crashed test left behind.
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
