import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * One process at a time on a PGlite data folder. PGlite is PostgreSQL in one process with no
 * shared memory: two processes on one folder each keep their own buffers and WAL position, and
 * after a restart the writes of one of them are gone. The holder keeps `DATA_DIR/dukkan.lock`
 * for its whole life; it is created atomically (a fully written file hard-linked into place, or
 * `open(…, 'wx')` where links are not supported) and names its pid, that pid's start time and a
 * random token, so a lock left by a dead process (kill -9, power loss) is taken over and a reused
 * pid is not mistaken for the holder.
 */

export const LOCK_FILE = 'dukkan.lock';

/** A problem with the data folder that the operator must fix: printed as is, without a stack. */
export class DataDirError extends Error {
  override name = 'DataDirError';
}

export interface LockHolder {
  pid: number;
  host: string;
  /** Linux: the kernel's boot id; a lock from before a reboot is stale whatever its pid. */
  boot: string | null;
  /** Linux: the holder's start time in clock ticks since boot (/proc/PID/stat field 22). */
  started: number | null;
  token: string;
  /** What holds it: `server`, `seed`, `backup`, `restore`. */
  purpose: string;
  since: string;
  /** The running server's local control endpoint (127.0.0.1), for `npm run backup`. */
  control?: { port: number; key: string };
}

export interface DataDirLock {
  readonly dataDir: string;
  readonly file: string;
  readonly holder: LockHolder;
  /** Rewrites the lock with the control endpoint (atomically: a new file renamed over it). */
  setControl(control: { port: number; key: string }): void;
  /** Removes the lock if it is still this process's. Safe to call more than once. */
  release(): void;
}

function readProc(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** Field 22 of /proc/PID/stat (start time), or null off Linux or when the process is gone. */
export function processStartTicks(pid: number): number | null {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[19]);
  return Number.isFinite(ticks) ? ticks : null;
}

const bootId = () => readProc('/proc/sys/kernel/random/boot_id')?.trim() || null;

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** `alive`, `dead`, or `elsewhere` (another machine or container: its pid cannot be checked). */
export function holderState(holder: LockHolder): 'alive' | 'dead' | 'elsewhere' {
  if (holder.host !== hostname()) return 'elsewhere';
  const boot = bootId();
  if (holder.boot && boot && holder.boot !== boot) return 'dead';
  if (!Number.isInteger(holder.pid) || holder.pid <= 0 || !pidAlive(holder.pid)) return 'dead';
  if (holder.started !== null) {
    const started = processStartTicks(holder.pid);
    if (started !== null && started !== holder.started) return 'dead';
  }
  return 'alive';
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as LockHolder;
    return typeof value.pid === 'number' && typeof value.token === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function readLock(dataDir: string): LockHolder | null {
  const text = readProc(path.join(dataDir, LOCK_FILE));
  return text === null ? null : parseHolder(text);
}

export function heldMessage(dataDir: string, holder: LockHolder): string {
  const what = holder.purpose === 'server' ? 'the Dukkan server' : `npm run ${holder.purpose}`;
  const where =
    holder.host === hostname() ? 'on this machine' : `on host ${JSON.stringify(holder.host)}`;
  const lines = [
    `DATA_DIR ${dataDir} is in use by another process: pid ${holder.pid} ${where} (${what}, since ${holder.since}).`,
    'Only one process may open an embedded (PGlite) database folder at a time: two would each keep',
    "their own copy of the data and lose the other's writes.",
    `Stop pid ${holder.pid} first, or set DATA_DIR to another folder.`,
  ];
  if (holder.host !== hostname()) {
    lines.push(
      `If no Dukkan process runs on ${JSON.stringify(holder.host)} any more, delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
  }
  return lines.join('\n');
}

function writeNewFile(file: string, text: string, flag: 'wx' | 'w'): void {
  const fd = openSync(file, flag, 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

const LINK_UNSUPPORTED = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV']);

/**
 * Creates the lock file with `text` or answers false when one exists. The content is complete
 * before the name appears (link of a fsynced temporary file); without hard links, `open(…, 'wx')`.
 */
function createLock(file: string, text: string, token: string): boolean {
  const temporary = `${file}.${token}.new`;
  writeNewFile(temporary, text, 'wx');
  try {
    linkSync(temporary, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code === 'EEXIST') return false;
    if (!LINK_UNSUPPORTED.has(code)) throw error;
    try {
      writeNewFile(file, text, 'wx');
      return true;
    } catch (fallback) {
      if ((fallback as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw fallback;
    }
  } finally {
    try {
      unlinkSync(temporary);
    } catch {
      // Already gone.
    }
  }
}

/**
 * Moves a dead holder's lock out of the way. The lock is renamed aside first and only deleted
 * when it is still the dead holder's (same token): if another process took it over and locked
 * again in between, its lock is put back.
 */
function takeOver(file: string, dead: LockHolder, token: string): void {
  const aside = `${file}.${token}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = parseHolder(readProc(aside) ?? '');
  if (moved && moved.token !== dead.token) {
    try {
      linkSync(aside, file);
    } catch {
      // Someone locked meanwhile: theirs stands, and the next round reads it.
    }
  }
  unlinkSync(aside);
}

/** Leftovers of processes killed in the middle of `createLock`/`takeOver`, older than a minute. */
function removeLeftovers(dataDir: string): void {
  for (const name of readdirSync(dataDir)) {
    if (!/^dukkan\.lock\.[0-9a-f]+\.(new|stale)$/.test(name)) continue;
    const file = path.join(dataDir, name);
    try {
      if (Date.now() - statSync(file).mtimeMs > 60_000) unlinkSync(file);
    } catch {
      // Gone already.
    }
  }
}

const held = new Set<DataDirLock>();
process.on('exit', () => {
  for (const lock of held) lock.release();
});

/**
 * Takes `DATA_DIR`'s lock for this process (created with mode 0700 if missing), or throws a
 * `DataDirError` naming the folder and the live holder's pid. The lock is released by
 * `release()` and, failing that, when the process exits; a kill -9 leaves it stale, and the next
 * opener takes it over.
 */
export function lockDataDir(dataDir: string, purpose: string): DataDirLock {
  const absolute = path.resolve(dataDir);
  mkdirSync(absolute, { recursive: true, mode: 0o700 });
  const file = path.join(absolute, LOCK_FILE);
  const token = randomBytes(12).toString('hex');
  let holder: LockHolder = {
    pid: process.pid,
    host: hostname(),
    boot: bootId(),
    started: processStartTicks(process.pid),
    token,
    purpose,
    since: new Date().toISOString(),
  };
  const text = () => `${JSON.stringify(holder, null, 2)}\n`;

  for (let takeovers = 0, waits = 0; ;) {
    if (createLock(file, text(), token)) break;
    const existing = readProc(file);
    if (existing === null) continue;
    const other = parseHolder(existing);
    if (other && other.token === token) break;
    // A lock written without hard links may be seen empty, before its content: give it a moment.
    if (existing === '' && waits++ < 100 && Date.now() - statSync(file).mtimeMs < 2_000) {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
      continue;
    }
    if (other && holderState(other) !== 'dead')
      throw new DataDirError(heldMessage(absolute, other));
    if (takeovers++ > 20) throw new DataDirError(`DATA_DIR ${absolute}: could not take ${file}.`);
    takeOver(file, other ?? { ...holder, token: 'unreadable' }, token);
  }
  removeLeftovers(absolute);

  let released = false;
  const lock: DataDirLock = {
    dataDir: absolute,
    file,
    get holder() {
      return holder;
    },
    setControl(control) {
      if (released) return;
      holder = { ...holder, control };
      const next = `${file}.${token}.new`;
      writeNewFile(next, text(), 'w');
      renameSync(next, file);
    },
    release() {
      if (released) return;
      released = true;
      held.delete(lock);
      if (readLock(absolute)?.token !== token) return;
      try {
        unlinkSync(file);
      } catch {
        // Removed by hand.
      }
    },
  };
  held.add(lock);
  return lock;
}
