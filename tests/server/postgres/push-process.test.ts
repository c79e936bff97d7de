// Push delivery in the push process (PUSH_DELIVERY=process, the default on PostgreSQL).
// The server process only commits; a child process of it claims, encrypts and sends, is restarted
// when it dies (what was committed meanwhile is still sent), and ends with the server. PostgreSQL
// lane only (vitest.config.ts): another process cannot open this process's PGlite.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import { openTestDb } from '../../../server/db/testing';
import { notify } from '../../../server/modules/notifications/notifications.service';
import type { ServerEnv } from '../../../server/env';
import { seedUser } from '../../factories';
import { testEnv } from '../helper';
import { startFakePushService, type FakePushService } from '../push/fake-push-service';
import { decryptedAt, seedWebPushDevice } from '../push/push-devices';
import type { TestSubscription } from '../push/web-push-keys';

let database: Database;
let env: ServerEnv;
let app: FastifyInstance;
let service: FakePushService;

beforeAll(async () => {
  database = await openTestDb();
  service = await startFakePushService();
  env = testEnv({ DATABASE_URL: database.url!, PUSH_DELIVERY: 'process' });
  app = await buildApp({ database, env });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await service?.close();
  if (env) rmSync(env.dataDir, { recursive: true, force: true });
});

/** The push processes this test process started (children running push-process.child.mjs). */
function pushProcessIds(): number[] {
  const ids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (parent === process.pid && command.includes('push-process.child')) ids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return ids;
}

/** The first non-null answer of `check`, asked every 25 ms. */
/** Scheduling policy (stat field 41) and nice value (field 19) of each thread of `pid`. */
function threadsOf(pid: number) {
  return readdirSync(`/proc/${pid}/task`).map((thread) => {
    const stat = readFileSync(`/proc/${pid}/task/${thread}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { nice: Number(fields[16]), policy: Number(fields[38]) };
  });
}

async function until<T>(check: () => T | null | Promise<T | null>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function deviceAt(path: string, language: 'ar' | 'en') {
  const user = await seedUser(database.db, { role: 'user', language });
  const subscription = await seedWebPushDevice(database.db, service, { userId: user.id, path });
  return { userId: user.id, subscription };
}

const message = (id: number) => ({
  type: 'change_order_status' as const,
  targetId: id,
  title: { ar: 'تم شحن طلبك', en: 'Your order shipped' },
  body: { ar: `الطلب ${id}`, en: `Order ${id}` },
});

const received = (path: string, subscription: TestSubscription) =>
  decryptedAt(service, path, subscription);

describe('[PUSH][PROCESS] delivery in a process of its own', () => {
  it('sends from the push process: the server delivers nothing itself', async () => {
    expect(app.push.delivery).toBeNull();
    const [child] = await until(() => (pushProcessIds().length ? pushProcessIds() : null));
    expect(child).toBeGreaterThan(0);
    // Every thread of it yields to the API's: SCHED_IDLE (policy 5, field 41 of stat) at nice 10.
    await until(() => (threadsOf(child!).every((thread) => thread.policy === 5) ? true : null));
    expect(threadsOf(child!).every((thread) => thread.nice === 10)).toBe(true);
    const { userId, subscription } = await deviceAt('/process/first', 'en');
    await database.db.transaction((tx) => notify(tx, [userId], message(41)));
    const [payload] = await until(() => {
      const got = received('/process/first', subscription);
      return got.length ? got : null;
    });
    expect(payload).toEqual({
      type: 'change_order_status',
      id: '41',
      title: 'Your order shipped',
      body: 'Order 41',
      lang: 'en',
    });
    expect((await app.push.stats()).sent).toBe(1);
  });

  it('restarts a push process that died, and sends what was committed while it was down', async () => {
    const [before] = pushProcessIds();
    process.kill(before!, 'SIGKILL');
    const { userId, subscription } = await deviceAt('/process/after-crash', 'ar');
    await database.db.transaction((tx) => notify(tx, [userId], message(42)));
    const [payload] = await until(() => {
      const got = received('/process/after-crash', subscription);
      return got.length ? got : null;
    });
    expect(payload).toMatchObject({ id: '42', title: 'تم شحن طلبك', lang: 'ar' });
    const [after] = pushProcessIds();
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
  });

  it('ends the push process with the server', async () => {
    const [child] = pushProcessIds();
    await app.close();
    expect(pushProcessIds()).toEqual([]);
    expect(() => process.kill(child!, 0)).toThrow();
  });
});
