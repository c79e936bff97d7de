import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, openAsBlob } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGunzip, createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { openDb, PGLITE_EXTENSIONS } from './client';
import { damagedMessage, hasDatabase, isDamage, pgliteDir } from './data-folder';
import {
  DataDirError,
  type DataDirLock,
  heldMessage,
  holderState,
  LOCK_FILE,
  lockDataDir,
  readLock,
} from './data-lock';
import { readTar, TarWriter } from './tar';

/**
 * `npm run backup` / `npm run restore`: one archive (tar, gzipped) of what DATA_DIR holds that
 * cannot be made again — the PGlite database as `dumpDataDir()` gives it, the uploaded images
 * (`uploads/`, UPLOADS_DIR if set elsewhere) and the private files (`private/`: ID photos).
 * Not in it: `cache/` (resized images, made again on demand) and the lock.
 */

export const MANIFEST = 'dukkan-backup.json';
const DATABASE_ENTRY = 'pglite.tar';
const FORMAT = 'dukkan-backup';
const FORMAT_VERSION = 1;

export interface FolderOptions {
  dataDir: string;
  /** Where the uploads live (UPLOADS_DIR; DATA_DIR/uploads by default). */
  uploadsDir?: string;
}

const uploadsOf = (options: FolderOptions) =>
  path.resolve(options.uploadsDir ?? path.join(options.dataDir, 'uploads'));

interface Dump {
  size: number;
  body: AsyncIterable<Uint8Array>;
  /** `server (pid N)` when the running server made it, else `folder`. */
  source: string;
}

/** Asks the server holding the folder for a dump (server/db/backup-control.ts). */
async function askServer(control: { port: number; key: string }, pid: number): Promise<Dump> {
  const response = await fetch(`http://127.0.0.1:${control.port}/dump`, {
    method: 'POST',
    headers: { authorization: `Bearer ${control.key}` },
  });
  if (!response.ok || !response.body) {
    throw new DataDirError(
      `The running server (pid ${pid}) did not make the dump: HTTP ${response.status} ${await response.text()}`,
    );
  }
  return {
    size: Number(response.headers.get('content-length')),
    body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
    source: `the running server (pid ${pid})`,
  };
}

/** The folder's own dump, under its lock: no server runs on it. */
async function dumpFolder(dataDir: string): Promise<Dump> {
  if (!hasDatabase(dataDir)) {
    throw new DataDirError(`DATA_DIR ${dataDir} holds no database (${pgliteDir(dataDir)}).`);
  }
  let database;
  try {
    database = await openDb({ dataDir: pgliteDir(dataDir) });
  } catch (error) {
    if (isDamage(error)) throw new DataDirError(damagedMessage(dataDir, error));
    throw error;
  }
  try {
    const dump = await database.pglite!.dumpDataDir('none');
    return {
      size: dump.size,
      body: Readable.fromWeb(dump.stream() as WebReadableStream<Uint8Array>),
      source: 'the folder (no server was running)',
    };
  } finally {
    await database.close();
  }
}

async function listFiles(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const names = await readdir(root, { recursive: true, withFileTypes: true });
  return names
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

export interface BackupResult {
  file: string;
  bytes: number;
  databaseBytes: number;
  files: number;
  source: string;
  ms: number;
}

/**
 * Writes the archive to `out` (through `out.partial`, renamed when complete; mode 0600). While a
 * server holds DATA_DIR, that server makes the database's dump; otherwise this process takes the
 * lock and makes it. The database is dumped first, then the files are read: every image the
 * dumped rows name is there (an image deleted in between is the exception).
 */
export async function backupDataDir(
  options: FolderOptions & { out: string },
): Promise<BackupResult> {
  const started = performance.now();
  const dataDir = path.resolve(options.dataDir);
  if (!existsSync(dataDir)) throw new DataDirError(`DATA_DIR ${dataDir} does not exist.`);
  let lock: DataDirLock | null = null;
  let dump: Dump | null = null;
  try {
    for (let attempt = 0; !dump; attempt++) {
      const holder = readLock(dataDir);
      const state = holder ? holderState(holder) : 'dead';
      if (holder && state !== 'dead') {
        if (state === 'alive' && holder.control) {
          try {
            dump = await askServer(holder.control, holder.pid);
            continue;
          } catch (error) {
            // The server stopped between reading its lock and asking it: look again.
            if (attempt < 2 && !(error instanceof DataDirError)) continue;
            throw error;
          }
        }
        throw new DataDirError(
          `${heldMessage(dataDir, holder)}\nnpm run backup asks a running server for the dump; this process does not answer (it is not a server, or it is still starting). Try again when it has started or ended.`,
        );
      }
      lock = lockDataDir(dataDir, 'backup');
      dump = await dumpFolder(dataDir);
    }

    const uploadsDir = uploadsOf(options);
    const privateDir = path.join(dataDir, 'private');
    const files = [
      ...(await listFiles(uploadsDir)).map((name) => ({ from: uploadsDir, name, as: 'uploads' })),
      ...(await listFiles(privateDir)).map((name) => ({ from: privateDir, name, as: 'private' })),
    ];
    const manifest = Buffer.from(
      `${JSON.stringify(
        {
          format: FORMAT,
          version: FORMAT_VERSION,
          created: new Date().toISOString(),
          dataDir,
          database: { entry: DATABASE_ENTRY, bytes: dump.size, from: dump.source },
          files: files.length,
        },
        null,
        2,
      )}\n`,
    );

    const out = path.resolve(options.out);
    await mkdir(path.dirname(out), { recursive: true });
    const partial = `${out}.partial`;
    const gzip = createGzip();
    const sink = createWriteStream(partial, { mode: 0o600 });
    const written = new Promise<void>((resolve, reject) => {
      sink.on('finish', resolve);
      sink.on('error', reject);
      gzip.on('error', reject);
    });
    gzip.pipe(sink);
    try {
      const tar = new TarWriter(gzip);
      await tar.add(MANIFEST, manifest.length, [manifest]);
      await tar.add(DATABASE_ENTRY, dump.size, dump.body);
      let stored = 0;
      for (const file of files) {
        const source = path.join(file.from, file.name);
        const bytes = await readFile(source).catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return null;
          throw error;
        });
        if (!bytes) continue;
        const mtime = (await stat(source).catch(() => null))?.mtimeMs ?? Date.now();
        await tar.add(
          `${file.as}/${file.name.split(path.sep).join('/')}`,
          bytes.length,
          [bytes],
          mtime,
        );
        stored++;
      }
      await tar.finish();
      gzip.end();
      await written;
      await rename(partial, out);
      return {
        file: out,
        bytes: (await stat(out)).size,
        databaseBytes: dump.size,
        files: stored,
        source: dump.source,
        ms: performance.now() - started,
      };
    } catch (error) {
      gzip.destroy();
      sink.destroy();
      await rm(partial, { force: true });
      throw error;
    }
  } finally {
    lock?.release();
  }
}

/** What DATA_DIR holds besides its lock (and this tool's own leftovers). */
async function contentsOf(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  return (await readdir(dir)).filter(
    (name) =>
      name !== LOCK_FILE && !name.startsWith(`${LOCK_FILE}.`) && !name.startsWith('.restore-'),
  );
}

const within = (parent: string, child: string) => {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/** Moves a folder, copying when it crosses file systems. */
async function move(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true });
    await rm(from, { recursive: true, force: true });
  }
}

export interface RestoreResult {
  dataDir: string;
  files: number;
  created: string;
  replaced: string[];
  ms: number;
}

/**
 * Restores `file` into DATA_DIR under its lock (refused while a server or another tool holds
 * it). DATA_DIR must be empty or missing unless `force`; everything is unpacked and the database
 * opened in a staging folder inside DATA_DIR first, so a bad archive leaves DATA_DIR as it was.
 */
export async function restoreDataDir(
  options: FolderOptions & { file: string; force: boolean },
): Promise<RestoreResult> {
  const started = performance.now();
  const dataDir = path.resolve(options.dataDir);
  const uploadsDir = uploadsOf(options);
  const archive = path.resolve(options.file);
  if (!existsSync(archive)) throw new DataDirError(`${archive} does not exist.`);
  const lock = lockDataDir(dataDir, 'restore');
  const staging = path.join(dataDir, `.restore-${randomBytes(6).toString('hex')}`);
  try {
    const present = await contentsOf(dataDir);
    const separateUploads = !within(dataDir, uploadsDir);
    const uploadsPresent = separateUploads && (await contentsOf(uploadsDir)).length > 0;
    if ((present.length > 0 || uploadsPresent) && !options.force) {
      const listed = [...present, ...(uploadsPresent ? [uploadsDir] : [])].join(', ');
      throw new DataDirError(
        [
          `DATA_DIR ${dataDir} is not empty (${listed}).`,
          'npm run restore writes into an empty folder: set DATA_DIR to a new folder, or add',
          '--force (npm run restore -- --force FILE) to replace what is there.',
        ].join('\n'),
      );
    }

    await mkdir(staging, { recursive: true, mode: 0o700 });
    let manifest = '';
    let files = 0;
    let database = false;
    try {
      await readTar(createReadStream(archive).pipe(createGunzip()), async (entry) => {
        const name = path.posix.normalize(entry.name);
        if (name.startsWith('../') || path.posix.isAbsolute(name)) return null;
        if (name === MANIFEST) {
          return new Writable({
            write(chunk: Buffer, _encoding, done) {
              manifest += chunk.toString('utf8');
              done();
            },
          });
        }
        const top = name.split('/')[0];
        if (name !== DATABASE_ENTRY && top !== 'uploads' && top !== 'private') return null;
        if (name === DATABASE_ENTRY) database = true;
        else files++;
        const target = path.join(staging, name);
        await mkdir(path.dirname(target), { recursive: true });
        return createWriteStream(target, { mode: 0o600 });
      });
    } catch (error) {
      throw new DataDirError(
        `${archive} is not a readable Dukkan backup (${error instanceof Error ? error.message : String(error)}).`,
      );
    }
    let created = '';
    try {
      const parsed = JSON.parse(manifest) as {
        format?: string;
        version?: number;
        created?: string;
      };
      if (parsed.format !== FORMAT || parsed.version !== FORMAT_VERSION) throw new Error();
      created = parsed.created ?? '';
    } catch {
      throw new DataDirError(
        `${archive} is not a Dukkan backup (no ${MANIFEST} of version ${FORMAT_VERSION}).`,
      );
    }
    if (!database) throw new DataDirError(`${archive} holds no database (${DATABASE_ENTRY}).`);

    // Unpack the database through PGlite itself, and open it once: a dump that does not load
    // stops here, before anything in DATA_DIR is touched.
    const dump = path.join(staging, DATABASE_ENTRY);
    try {
      const pglite = await PGlite.create(path.join(staging, 'pglite'), {
        extensions: PGLITE_EXTENSIONS,
        loadDataDir: await openAsBlob(dump, { type: 'application/x-tar' }),
      });
      await pglite.query('SELECT count(*) FROM pg_class');
      await pglite.close();
    } catch (error) {
      throw new DataDirError(
        `${archive}: its database does not open (${error instanceof Error ? error.message : String(error)}).`,
      );
    }
    await rm(dump);

    for (const name of present)
      await rm(path.join(dataDir, name), { recursive: true, force: true });
    if (uploadsPresent) await rm(uploadsDir, { recursive: true, force: true });
    await move(path.join(staging, 'pglite'), pgliteDir(dataDir));
    if (existsSync(path.join(staging, 'uploads')))
      await move(path.join(staging, 'uploads'), uploadsDir);
    if (existsSync(path.join(staging, 'private')))
      await move(path.join(staging, 'private'), path.join(dataDir, 'private'));
    return { dataDir, files, created, replaced: present, ms: performance.now() - started };
  } finally {
    await rm(staging, { recursive: true, force: true });
    lock.release();
  }
}
