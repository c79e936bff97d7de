// Push delivery lives in the jobs table, so retries and a process that dies mid-way lose
// nothing. A 5xx is retried by a queued job after a backoff, a 404 removes the subscription, rows
// committed while no process delivered are sent by the next one, and a job claimed by a process
// that died is taken again when its lease runs out.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { jobs, pushDevices } from '../../../server/db/schema';
import { notify } from '../../../server/modules/notifications/notifications.service';
import {
  PUSH_JOB,
  PushDelivery,
  SENDS_PER_JOB,
  toJobs,
  type DeliverJob,
} from '../../../server/modules/push/push-delivery';
import type { PushSender } from '../../../server/modules/push/push-sender';
import { sharedVapidKeys } from '../../../server/modules/push/push.service';
import { createWebPushSender } from '../../../server/modules/push/web-push.adapter';
import { seedUser } from '../../factories';
import { useTestApp } from '../helper';
import { startFakePushService, type FakePushService } from './fake-push-service';
import { seedWebPushDevice } from './push-devices';
import { decryptAes128gcm } from './web-push-keys';

const ctx = useTestApp();
let service: FakePushService;

beforeAll(async () => {
  service = await startFakePushService();
});
afterAll(() => service.close());

const db = () => ctx.database.db;

async function account(path: string) {
  const user = await seedUser(db(), { role: 'user', language: 'en' });
  const subscription = await seedWebPushDevice(db(), service, { userId: user.id, path });
  return { userId: user.id, subscription };
}

const note = (id: number) => ({
  type: 'change_order_status' as const,
  targetId: id,
  title: { ar: 'طلبك', en: 'Your order' },
  body: { ar: `الطلب ${id}`, en: `Order ${id}` },
});

async function until(check: () => boolean | Promise<boolean>, ms = 8000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const requestsTo = (path: string) => service.received.filter((request) => request.path === path);

async function pushJobs() {
  return queryRows<{ status: string; payload: DeliverJob; due_in_ms: number }>(
    db(),
    sql`SELECT status, payload, (extract(epoch FROM run_at - now()) * 1000)::int AS due_in_ms
        FROM jobs WHERE type = ${PUSH_JOB} ORDER BY id`,
  );
}

/** Another process on the same database: its own delivery with its own Web Push sender. */
async function otherProcess(sender?: PushSender) {
  const vapid = await sharedVapidKeys(db(), ctx.env.push.vapid);
  return new PushDelivery({
    db: db(),
    senders: {
      webpush: sender ?? createWebPushSender({ vapid, subject: ctx.env.push.vapidSubject }),
    },
    pollMs: 0,
  });
}

describe('[PUSH][JOBS]', () => {
  it('splits a fan-out into jobs carrying only their own notifications', () => {
    const notes = [1, 2, 3].map((id) => ({
      id,
      type: 'new_order' as const,
      target_id: String(id),
      store_id: null,
      title_ar: 'ع',
      title_en: 't',
      body_ar: 'ن',
      body_en: 'b',
    }));
    const sends: [number, number][] = [];
    for (let device = 0; device < SENDS_PER_JOB + 10; device += 1)
      sends.push([device < SENDS_PER_JOB ? 0 : 2, device]);
    let key = 0;
    const split = toJobs(notes, sends, 1, () => `k${(key += 1)}`);
    expect(split.map((job) => job.sends.length)).toEqual([SENDS_PER_JOB, 10]);
    expect(split[0]!.notes.map((row) => row.id)).toEqual([1]);
    expect(split[1]!.notes.map((row) => row.id)).toEqual([3]);
    expect(split[1]!.sends[0]).toEqual([0, SENDS_PER_JOB]);
    expect(split.map((job) => job.key)).toEqual(['k1', 'k2']);
  });

  it('a committed notification reaches the push service (the time is printed, bench/push.ts measures it)', async () => {
    const me = await account('/j/fast');
    // The first push of a test app starts the Web Push worker thread (production starts it with
    // the app): measured once cold, then warm.
    for (const [round, id] of [
      ['cold', 19],
      ['warm', 20],
    ] as const) {
      const committed = Date.now();
      await notify(db(), [me.userId], note(id));
      await until(() => requestsTo('/j/fast').length === (round === 'cold' ? 1 : 2));
      console.log(`[push] commit → push service (${round}): ${Date.now() - committed} ms`);
    }
  });

  it('retries a 500 from a queued job after a backoff, and it then arrives', async () => {
    const me = await account('/j/flaky');
    let calls = 0;
    service.answer = (path) => ({
      status: path === '/j/flaky' && (calls += 1) === 1 ? 500 : 201,
    });
    await notify(db(), [me.userId], note(21));
    await until(() => requestsTo('/j/flaky').length === 1);
    // The retry waits in the jobs table (not in memory): a second try, due about a second later.
    await until(async () =>
      (await pushJobs()).some((job) => job.payload.attempt === 2 && job.status === 'queued'),
    );
    const retry = (await pushJobs()).find((job) => job.payload.attempt === 2)!;
    expect(retry.due_in_ms).toBeGreaterThan(0);
    expect(retry.payload.notes.map((row) => row.target_id)).toEqual(['21']);
    await until(() => requestsTo('/j/flaky').length === 2);
    const bodies = requestsTo('/j/flaky').map((request) =>
      JSON.parse(decryptAes128gcm(request.body, me.subscription)),
    );
    expect(bodies.map((body) => body.id)).toEqual(['21', '21']);
    await until(async () => (await pushJobs()).every((job) => job.status === 'done'));
    service.answer = () => ({ status: 201 });
  });

  it('removes a subscription the push service answers 404 for', async () => {
    const me = await account('/j/gone');
    service.answer = (path) => ({ status: path === '/j/gone' ? 404 : 201 });
    await notify(db(), [me.userId], note(22));
    await until(async () => {
      const rows = await db()
        .select({ id: pushDevices.id })
        .from(pushDevices)
        .where(eq(pushDevices.userId, me.userId));
      return rows.length === 0;
    });
    expect(requestsTo('/j/gone')).toHaveLength(1);
    service.answer = () => ({ status: 201 });
  });

  it('a job claimed by a process that died is sent by another once its lease is over', async () => {
    const me = await account('/j/died');
    // This app's delivery stands in for the process that dies: it claims, then hangs forever.
    await ctx.app.push.delivery!.stop();
    const hung = await otherProcess({
      provider: 'webpush',
      send: () => new Promise(() => {}),
    });
    await notify(db(), [me.userId], note(23));
    hung.wake();
    await until(async () => (await pushJobs()).some((job) => job.status === 'running'));
    expect(requestsTo('/j/died')).toEqual([]);
    // The lease runs out (the process is gone); time is moved rather than waited for.
    await db()
      .update(jobs)
      .set({ lockedAt: new Date(Date.now() - 10 * 60_000) })
      .where(and(eq(jobs.type, PUSH_JOB), eq(jobs.status, 'running')));
    const restarted = await otherProcess();
    restarted.wake();
    await until(() => requestsTo('/j/died').length === 1);
    expect(JSON.parse(decryptAes128gcm(requestsTo('/j/died')[0]!.body, me.subscription))).toEqual({
      type: 'change_order_status',
      id: '23',
      title: 'Your order',
      body: 'Order 23',
      lang: 'en',
    });
    await restarted.idle();
    await until(async () => (await pushJobs()).every((job) => job.status === 'done'));
    await restarted.stop();
  });

  it('rows committed while no process was delivering are sent after the restart', async () => {
    const me = await account('/j/restart');
    // No delivery runs now (the app's was stopped above): the rows wait, due.
    await notify(db(), [me.userId], note(24));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(requestsTo('/j/restart')).toEqual([]);
    const restarted = await otherProcess();
    restarted.wake();
    await until(() => requestsTo('/j/restart').length === 1);
    await restarted.stop();
  });
});
