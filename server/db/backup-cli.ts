import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupDataDir, restoreDataDir } from './backup';
import { DataDirError } from './data-lock';

// npm run backup [-- FILE]           a .tar.gz of DATA_DIR (default ./dukkan-backup-<time>.tar.gz)
// npm run restore FILE [-- --force]  unpacks one into DATA_DIR (empty, unless --force)
// The server has its own env.ts; this script reads the few variables it needs directly, with the
// same defaults, so it finds the folder `npm start` uses.
const ROOT = path.resolve(import.meta.dirname, '../..');
const [command, ...rest] = process.argv.slice(2);
const { values, positionals } = parseArgs({
  args: rest,
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
});
// `npm run restore FILE --force` hands --force to npm, which passes it on as npm_config_force.
const force = values.force || process.env.npm_config_force === 'true';
// npm runs scripts in the project folder; a file named on the command line is the caller's.
const callerDir = process.env.INIT_CWD ?? process.cwd();
const dataDir = path.resolve(process.env.DATA_DIR || path.join(ROOT, 'data'));
const uploadsDir = process.env.UPLOADS_DIR ? path.resolve(process.env.UPLOADS_DIR) : undefined;
const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function stamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
}

async function run(): Promise<void> {
  if (process.env.DATABASE_URL) {
    throw new DataDirError(
      'DATABASE_URL is set: the database is PostgreSQL, which these commands do not cover. Back it up with pg_dump, and copy DATA_DIR/uploads and DATA_DIR/private beside it.',
    );
  }
  if (command === 'backup') {
    if (positionals.length > 1) throw new DataDirError('usage: npm run backup [-- FILE]');
    const out = path.resolve(callerDir, positionals[0] ?? `dukkan-backup-${stamp()}.tar.gz`);
    const result = await backupDataDir({ dataDir, ...(uploadsDir ? { uploadsDir } : {}), out });
    console.log(
      `backup: ${result.file} (${megabytes(result.bytes)}; database ${megabytes(result.databaseBytes)} from ${result.source}, ${result.files} files) in ${seconds(result.ms)}`,
    );
    console.log('Keep a copy away from this machine: a backup beside the data dies with the disk.');
    return;
  }
  if (command === 'restore') {
    if (positionals.length !== 1)
      throw new DataDirError('usage: npm run restore FILE [-- --force]');
    const result = await restoreDataDir({
      dataDir,
      ...(uploadsDir ? { uploadsDir } : {}),
      file: path.resolve(callerDir, positionals[0]!),
      force,
    });
    console.log(
      `restore: ${result.dataDir} now holds the backup of ${result.created} (${result.files} files${result.replaced.length ? `; replaced ${result.replaced.join(', ')}` : ''}) in ${seconds(result.ms)}`,
    );
    console.log('Start the server (npm start) to serve it.');
    return;
  }
  throw new DataDirError('usage: backup-cli.ts backup [FILE] | restore FILE [--force]');
}

try {
  await run();
} catch (error) {
  // The operator's to fix: the message, not a stack trace.
  console.error(error instanceof DataDirError ? error.message : error);
  process.exit(1);
}
