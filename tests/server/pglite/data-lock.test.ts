// One process at a time on a PGlite DATA_DIR: a second server (or `npm run seed`) stops at once
// with a message naming the folder and the holder's pid; a lock left by kill -9 is taken over.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  DataDirError,
  LOCK_FILE,
  lockDataDir,
  processStartTicks,
  readLock,
} from '../../../server/db/data-lock';
import { killAll, seededDataDir, spawnTool, startServer, tempFolder } from './processes';

const folders: string[] = [];
afterEach(killAll);
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

const noStack = /\n\s+at /;

describe('the DATA_DIR lock between processes', () => {
  it('refuses a second server and npm run seed while one serves; after kill -9 the next start takes over', async () => {
    const dataDir = await seededDataDir();
    folders.push(path.dirname(dataDir));
    const first = startServer(dataDir);
    const url = await first.ready();

    const second = startServer(dataDir);
    // Serving would be the defect: two processes writing one folder.
    const outcome = await Promise.race([
      second.exited.then(() => 'stopped'),
      second.ready().then(
        () => 'served',
        () => 'stopped',
      ),
    ]);
    expect(outcome).toBe('stopped');
    expect(readLock(dataDir)).toMatchObject({ pid: first.pid, purpose: 'server' });
    const refused = await second.exited;
    console.log(
      `second server: exit ${refused.code} after ${Math.round(refused.ms)} ms\n${second.output()}`,
    );
    expect(refused.code).toBe(1);
    expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by another process`);
    expect(second.output()).toContain(`pid ${first.pid} on this machine`);
    expect(second.output()).not.toMatch(noStack);
    expect(second.output()).not.toContain('running on');

    const seed = spawnTool(['server/db/seed/cli.ts'], { DATA_DIR: dataDir });
    expect((await seed.exited).code).toBe(1);
    expect(seed.output()).toContain(`DATA_DIR ${dataDir} is in use`);
    expect(seed.output()).toContain(`pid ${first.pid}`);

    // The holder still serves, and still holds the folder.
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect(readLock(dataDir)?.pid).toBe(first.pid);

    first.process.kill('SIGKILL');
    await first.exited;
    // kill -9 leaves the lock behind: stale, since its pid is gone.
    expect(readLock(dataDir)?.pid).toBe(first.pid);

    const third = startServer(dataDir);
    const thirdUrl = await third.ready();
    expect((await fetch(`${thirdUrl}/api/health`)).status).toBe(200);
    expect(readLock(dataDir)).toMatchObject({ pid: third.pid, purpose: 'server' });

    // A clean stop releases it.
    expect(await third.stop()).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 300_000);
});

describe('lockDataDir', () => {
  it('takes over a lock whose pid lives but started at another time (a reused pid), and refuses a live one', async () => {
    const dataDir = await tempFolder();
    folders.push(dataDir);
    const file = path.join(dataDir, LOCK_FILE);
    const stale = {
      pid: process.pid,
      host: hostname(),
      boot: null,
      started: (processStartTicks(process.pid) ?? 0) + 1,
      token: 'ffffffffffffffffffffffff',
      purpose: 'server',
      since: '2020-01-01T00:00:00.000Z',
    };
    writeFileSync(file, JSON.stringify(stale));
    const lock = lockDataDir(dataDir, 'seed');
    expect(readLock(dataDir)).toMatchObject({ pid: process.pid, purpose: 'seed' });
    expect(readLock(dataDir)?.token).not.toBe(stale.token);

    // Now it is held by a live process (this one): a second taker is refused, the lock kept.
    expect(() => lockDataDir(dataDir, 'server')).toThrow(DataDirError);
    expect(() => lockDataDir(dataDir, 'server')).toThrow(
      `DATA_DIR ${dataDir} is in use by another process: pid ${process.pid} on this machine (npm run seed`,
    );
    lock.release();
    expect(existsSync(file)).toBe(false);
  });

  it('takes over a lock of a pid that no longer runs, and one it cannot read', async () => {
    const dataDir = await tempFolder();
    folders.push(dataDir);
    const file = path.join(dataDir, LOCK_FILE);
    // A pid above the kernel's pid_max never runs.
    writeFileSync(
      file,
      JSON.stringify({ pid: 2 ** 30, host: hostname(), token: 'a', started: null, boot: null }),
    );
    lockDataDir(dataDir, 'backup').release();
    writeFileSync(file, 'not json');
    const lock = lockDataDir(dataDir, 'backup');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('refuses a lock held on another host and says how to clear it', async () => {
    const dataDir = await tempFolder();
    folders.push(dataDir);
    const file = path.join(dataDir, LOCK_FILE);
    writeFileSync(
      file,
      JSON.stringify({
        pid: 1,
        host: 'elsewhere.example',
        token: 'b',
        started: null,
        boot: null,
        purpose: 'server',
        since: '2020-01-01T00:00:00.000Z',
      }),
    );
    expect(() => lockDataDir(dataDir, 'server')).toThrow(`delete ${file}`);
    expect(readLock(dataDir)?.host).toBe('elsewhere.example');
  });
});
