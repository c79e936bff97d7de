// The one background job runner (DESIGN §8 "Background jobs"): jobs live in the `jobs` table, so
// they survive restarts; a poller in each server process claims due jobs with FOR UPDATE SKIP
// LOCKED (one process per job on one PostgreSQL; PGlite is one process anyway), runs the handler
// registered for the type, and retries a failure with exponential backoff. A job whose process
// died mid-run is claimed again when its lease ends, so handlers must be idempotent (settling a
// payment is: it is a conditional update).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import {
  claimDueJobs,
  deleteEndedJobs,
  failJob,
  finishJob,
  insertJob,
  type JobRow,
  type NewJob,
} from './jobs.repository';

export type JobHandler = (db: Db, payload: Record<string, unknown>) => Promise<void>;

const handlers = new Map<string, JobHandler>();

/** Registers what runs a job type; one handler per type (a second registration replaces it). */
export function registerJobHandler(type: string, handler: JobHandler): void {
  handlers.set(type, handler);
}

/** Forgets `handler` for `type` if it is still the registered one (an app that closes). */
export function unregisterJobHandler(type: string, handler: JobHandler): void {
  if (handlers.get(type) === handler) handlers.delete(type);
}

/** Queues a job (`runAt` later for scheduled work); a `dedupeKey` seen before queues nothing. */
export function enqueue(db: Db, job: NewJob): Promise<number | null> {
  return insertJob(db, job);
}

/** How long a claimed job may run before another runner may take it (its process died). */
export const JOB_LEASE_SECONDS = 300;
/** First retry after 10 s, then 20, 40 … at most an hour. */
export function backoffMs(attempt: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

export interface RunOptions {
  worker?: string;
  limit?: number;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** Only jobs of these types (a runner of its own for one kind of work). */
  types?: readonly string[];
  /** Run the claimed jobs at once rather than one after another. */
  parallel?: boolean;
  /** Lease of the claim in seconds (default JOB_LEASE_SECONDS). */
  leaseSeconds?: number;
}

/**
 * Claims the due jobs once and runs them; answers how many ran (succeeded or not). Tests call
 * this directly; the poller calls it on a timer.
 */
export async function runDueJobs(db: Db, options: RunOptions = {}): Promise<number> {
  const worker = options.worker ?? `jobs-${process.pid}-${randomUUID().slice(0, 8)}`;
  const claimed = await claimDueJobs(
    db,
    worker,
    options.limit ?? 20,
    options.leaseSeconds ?? JOB_LEASE_SECONDS,
    options.types,
  );
  const run = async (job: JobRow) => {
    const handler = handlers.get(job.type);
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      await handler(db, (job.payload ?? {}) as Record<string, unknown>);
      await finishJob(db, job.id, worker);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt =
        job.attempts < job.max_attempts ? new Date(Date.now() + backoffMs(job.attempts)) : null;
      options.log?.error({ job: job.id, type: job.type, err: message }, 'job failed');
      await failJob(db, job.id, worker, message.slice(0, 2000), retryAt);
    }
  };
  if (options.parallel) await Promise.all(claimed.map(run));
  else for (const job of claimed) await run(job);
  return claimed.length;
}

/** Ended jobs are kept this long (for a look at what ran and why one failed), then deleted. */
export const ENDED_JOBS_KEPT_MS = 30 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Deletes the jobs that ended more than ENDED_JOBS_KEPT_MS ago. */
export function pruneEndedJobs(db: Db, now = new Date()): Promise<number> {
  return deleteEndedJobs(db, new Date(now.getTime() - ENDED_JOBS_KEPT_MS));
}

/**
 * Starts the poller of one server process: every `intervalMs`, run what is due of the types with
 * a handler in this process (one run at a time). Answers the function that stops it and waits
 * for a run under way.
 */
export function startJobRunner(
  db: Db,
  intervalMs: number,
  log: RunOptions['log'],
): () => Promise<void> {
  const worker = `jobs-${process.pid}-${randomUUID().slice(0, 8)}`;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let lastPrune = 0;
  const timer = setInterval(() => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
          lastPrune = Date.now();
          await pruneEndedJobs(db);
        }
        // Only the types this process runs: push jobs, for one, belong to the push process when
        // delivery runs there (PUSH_DELIVERY=process), and another process may run newer types.
        const types = [...handlers.keys()];
        if (types.length === 0) return;
        // Drain what is due, a batch at a time, before waiting for the next tick.
        while (!stopped && (await runDueJobs(db, { worker, log, types })) > 0);
      } catch (error) {
        log?.warn({ err: error }, 'job runner could not claim jobs');
      }
    });
  }, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
