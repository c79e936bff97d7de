// The background job runner (DESIGN §8): due jobs run once even with two runners at the same time,
// failures retry with backoff until max attempts, a job whose runner died is taken again after its
// lease, and a dedupe key queues a job once.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { findJob, findJobByKey } from '../../server/modules/jobs/jobs.repository';
import {
  backoffMs,
  ENDED_JOBS_KEPT_MS,
  enqueue,
  pruneEndedJobs,
  registerJobHandler,
  runDueJobs,
  startJobRunner,
} from '../../server/modules/jobs/jobs.service';
import { useTestApp } from './helper';

const ctx = useTestApp();

describe('job runner', () => {
  it('runs each due job once with two runners claiming at the same time', async () => {
    const runs: number[] = [];
    registerJobHandler('test.count', async (_db, payload) => {
      runs.push(Number(payload.n));
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    const ids = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        enqueue(ctx.database.db, { type: 'test.count', payload: { n } }),
      ),
    );
    const [a, b] = await Promise.all([
      runDueJobs(ctx.database.db, { worker: 'runner-a', limit: 40 }),
      runDueJobs(ctx.database.db, { worker: 'runner-b', limit: 40 }),
    ]);
    // Anything left over (one runner took a batch first) runs on the next pass, still once.
    await runDueJobs(ctx.database.db, { worker: 'runner-a', limit: 40 });
    expect(a + b).toBeLessThanOrEqual(40);
    expect(runs.sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    for (const id of ids) expect((await findJob(ctx.database.db, id!))!.status).toBe('done');
  });

  it('does not run a job before its time', async () => {
    let ran = false;
    registerJobHandler('test.later', async () => {
      ran = true;
    });
    const id = await enqueue(ctx.database.db, {
      type: 'test.later',
      runAt: new Date(Date.now() + 60_000),
    });
    await runDueJobs(ctx.database.db);
    expect(ran).toBe(false);
    expect((await findJob(ctx.database.db, id!))!.status).toBe('queued');
  });

  it('retries a failing job with backoff, then gives up after max attempts', async () => {
    let calls = 0;
    registerJobHandler('test.flaky', async () => {
      calls += 1;
      throw new Error(`boom ${calls}`);
    });
    const id = (await enqueue(ctx.database.db, { type: 'test.flaky', maxAttempts: 2 }))!;
    await runDueJobs(ctx.database.db);
    let job = (await findJob(ctx.database.db, id))!;
    expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: 'boom 1' });
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now() + backoffMs(1) - 2_000);
    await ctx.database.db.execute(sql`UPDATE jobs SET run_at = now() WHERE id = ${id}`);
    await runDueJobs(ctx.database.db);
    job = (await findJob(ctx.database.db, id))!;
    expect(job).toMatchObject({ status: 'failed', attempts: 2, lastError: 'boom 2' });
    expect(calls).toBe(2);
    expect(backoffMs(1)).toBe(10_000);
    expect(backoffMs(3)).toBe(40_000);
    expect(backoffMs(30)).toBe(3_600_000);
  });

  it('takes a job again when the runner that claimed it died (lease over), and survives restarts', async () => {
    let ran = 0;
    registerJobHandler('test.orphan', async () => {
      ran += 1;
    });
    const id = (await enqueue(ctx.database.db, { type: 'test.orphan' }))!;
    // A runner claimed it ten minutes ago and its process died.
    await ctx.database.db.execute(
      sql`UPDATE jobs SET status = 'running', locked_by = 'dead', locked_at = now() - interval '10 minutes', attempts = 1 WHERE id = ${id}`,
    );
    await runDueJobs(ctx.database.db);
    expect(ran).toBe(1);
    expect((await findJob(ctx.database.db, id))!).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('leaves a job a live runner holds alone', async () => {
    let ran = 0;
    registerJobHandler('test.held', async () => {
      ran += 1;
    });
    const id = (await enqueue(ctx.database.db, { type: 'test.held' }))!;
    await ctx.database.db.execute(
      sql`UPDATE jobs SET status = 'running', locked_by = 'alive', locked_at = now() WHERE id = ${id}`,
    );
    await runDueJobs(ctx.database.db);
    expect(ran).toBe(0);
  });

  it('queues a job with a dedupe key once', async () => {
    const first = await enqueue(ctx.database.db, {
      type: 'test.count',
      payload: { n: 1 },
      dedupeKey: 'once:1',
    });
    const second = await enqueue(ctx.database.db, {
      type: 'test.count',
      payload: { n: 1 },
      dedupeKey: 'once:1',
    });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    expect((await findJobByKey(ctx.database.db, 'once:1'))!.id).toBe(first);
    const [row] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM jobs WHERE dedupe_key = 'once:1'`,
    );
    expect(row!.n).toBe(1);
  });

  it('a job type nobody handles fails and is retried later, not lost', async () => {
    const id = (await enqueue(ctx.database.db, { type: 'test.nobody' }))!;
    await runDueJobs(ctx.database.db);
    expect((await findJob(ctx.database.db, id))!).toMatchObject({ status: 'queued', attempts: 1 });
  });

  it("a server's poller leaves the types it has no handler for to a process that has one", async () => {
    // The push process's jobs, when the server itself delivers no push (PUSH_DELIVERY=process).
    const foreign = (await enqueue(ctx.database.db, { type: 'test.elsewhere' }))!;
    let ran = false;
    registerJobHandler('test.here', async () => {
      ran = true;
    });
    const own = (await enqueue(ctx.database.db, { type: 'test.here' }))!;
    const stop = startJobRunner(ctx.database.db, 10, undefined);
    try {
      for (let i = 0; i < 500 && (await findJob(ctx.database.db, own))!.status !== 'done'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    } finally {
      await stop();
    }
    expect(ran).toBe(true);
    expect((await findJob(ctx.database.db, own))!.status).toBe('done');
    expect((await findJob(ctx.database.db, foreign))!).toMatchObject({
      status: 'queued',
      attempts: 0,
    });
  });

  it('prunes jobs that ended more than the kept period ago, never queued or recent ones', async () => {
    registerJobHandler('test.prune', async () => {});
    const ids = await Promise.all(
      [0, 1, 2].map((n) => enqueue(ctx.database.db, { type: 'test.prune', payload: { n } })),
    );
    await runDueJobs(ctx.database.db, { worker: 'runner-prune', limit: 10 });
    const waiting = await enqueue(ctx.database.db, {
      type: 'test.prune',
      payload: { later: true },
      runAt: new Date(Date.now() + 60_000),
    });
    // Two of the three ended long ago; the third just now.
    await ctx.database.db.execute(
      sql`UPDATE jobs SET finished_at = now() - interval '31 days' WHERE id IN (${ids[0]}, ${ids[1]})`,
    );
    const later = new Date(Date.now() + 1000);
    expect(ENDED_JOBS_KEPT_MS).toBe(30 * 24 * 60 * 60 * 1000);
    await pruneEndedJobs(ctx.database.db, later);
    expect(await findJob(ctx.database.db, ids[0]!)).toBeNull();
    expect(await findJob(ctx.database.db, ids[1]!)).toBeNull();
    expect((await findJob(ctx.database.db, ids[2]!))?.status).toBe('done');
    expect((await findJob(ctx.database.db, waiting!))?.status).toBe('queued');
  });
});
