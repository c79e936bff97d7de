// Real processes on a real DATA_DIR: the server as `npm start` runs it (node + tsx on
// server/main.ts) and the command-line tools, each waited on by its output and its exit.
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../../../server/db/client';
import { testSnapshotFile, testUploadsDir } from '../../../server/db/testing';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface Child {
  process: ChildProcess;
  pid: number;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
  /** Resolves with the first match of `pattern` in its output; rejects if it exits first. */
  waitFor(pattern: RegExp): Promise<RegExpMatchArray>;
}

const running = new Set<ChildProcess>();

/** Ends what a failed test left running (by pid, only the processes started here). */
export function killAll(): void {
  for (const child of running) child.kill('SIGKILL');
}

/** `node --import tsx <args>` in the project folder, with the test runner's variables replaced. */
export function spawnTool(args: string[], env: Record<string, string>): Child {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', ...env };
  delete childEnv.DATABASE_URL;
  delete childEnv.TEST_DATABASE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>(
    (resolve) =>
      child.on('close', (code, signal) => {
        running.delete(child);
        for (const listener of listeners) listener();
        resolve({ code, signal, ms: performance.now() - started });
      }),
  );
  return {
    process: child,
    pid: child.pid!,
    output: () => output,
    exited,
    waitFor: (pattern) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(output);
          if (match) {
            listeners.delete(check);
            resolve(match);
          } else if (child.exitCode !== null || child.signalCode !== null) {
            listeners.delete(check);
            reject(new Error(`exited before printing ${pattern}:\n${output}`));
          }
        };
        listeners.add(check);
        check();
      }),
  };
}

export interface ServerChild extends Child {
  /** Waits for the start-up banner; answers the server's base URL. */
  ready(): Promise<string>;
  /** SIGTERM, as a service manager stops it; answers the exit code. */
  stop(): Promise<number | null>;
}

/** The server on `dataDir`, on a port the system picks, without the built app (API only). */
export function startServer(dataDir: string, env: Record<string, string> = {}): ServerChild {
  const child = spawnTool(['server/main.ts'], {
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    DIST_DIR: path.join(dataDir, '..', 'no-dist'),
    SSR_DIR: path.join(dataDir, '..', 'no-dist-ssr'),
    ...env,
  });
  return {
    ...child,
    ready: async () => (await child.waitFor(/running on (http:\/\/[^\s]+)/))[1]!,
    stop: async () => {
      child.process.kill('SIGTERM');
      return (await child.exited).code;
    },
  };
}

/** A fresh folder under the system's temp folder. */
export const tempFolder = () => mkdtemp(path.join(os.tmpdir(), 'dukkan-data-'));

/**
 * A DATA_DIR holding the seeded test database and its images (the snapshot global-setup built),
 * so a server starts on existing data instead of seeding the demo.
 */
export async function seededDataDir(): Promise<string> {
  const dataDir = path.join(await tempFolder(), 'data');
  const snapshot = await readFile(testSnapshotFile());
  await mkdir(dataDir);
  const pglite = await PGlite.create(path.join(dataDir, 'pglite'), {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: new Blob([snapshot[0] === 0x1f ? gunzipSync(snapshot) : snapshot]),
  });
  await pglite.close();
  await cp(testUploadsDir(), path.join(dataDir, 'uploads'), { recursive: true });
  return dataDir;
}

export async function getJson(url: string, token?: string) {
  const response = await fetch(url, {
    headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function postJson(url: string, body: unknown, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
