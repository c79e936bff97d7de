import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { jobs } from '../../db/schema';

export interface JobRow {
  id: number;
  type: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

export interface NewJob {
  type: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  dedupeKey?: string;
  maxAttempts?: number;
}

/** Queues a job; with a dedupe key already queued (or ever run), nothing happens. */
export async function insertJob(db: Db, job: NewJob): Promise<number | null> {
  const rows = await db
    .insert(jobs)
    .values({
      type: job.type,
      payload: job.payload ?? {},
      runAt: job.runAt ?? new Date(),
      dedupeKey: job.dedupeKey ?? null,
      maxAttempts: job.maxAttempts ?? 5,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}

/**
 * Claims up to `limit` due jobs for `worker` in one statement: queued jobs whose time has come,
 * and running jobs whose lease ran out (their process died). FOR UPDATE SKIP LOCKED makes two
 * runners on one PostgreSQL take different rows, so each claim is one runner's alone.
 */
export function claimDueJobs(
  db: Db,
  worker: string,
  limit: number,
  leaseSeconds: number,
  types?: readonly string[],
): Promise<JobRow[]> {
  const ofTypes = types
    ? sql`AND type IN (${sql.join(
        types.map((type) => sql`${type}`),
        sql`, `,
      )})`
    : sql``;
  return queryRows<JobRow & Record<string, unknown>>(
    db,
    sql`UPDATE jobs SET status = 'running', locked_at = now(), locked_by = ${worker},
          attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM jobs
          WHERE ((status = 'queued' AND run_at <= now())
             OR (status = 'running' AND locked_at < now() - make_interval(secs => ${leaseSeconds})))
            ${ofTypes}
          ORDER BY run_at, id
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
        RETURNING id::int AS id, type, payload, attempts, max_attempts`,
  );
}

/** Marks a claimed job done, if this worker still holds it. */
export async function finishJob(db: Db, id: number, worker: string): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', finishedAt: new Date(), lockedAt: null, lastError: null })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker), eq(jobs.status, 'running')));
}

/** A failed attempt: queued again at `retryAt`, or failed for good when it is null. */
export async function failJob(
  db: Db,
  id: number,
  worker: string,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(jobs)
    .set(
      retryAt
        ? { status: 'queued', runAt: retryAt, lockedAt: null, lastError: error }
        : { status: 'failed', finishedAt: new Date(), lockedAt: null, lastError: error },
    )
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker), eq(jobs.status, 'running')));
}

export async function findJob(db: Db, id: number) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}

export async function findJobByKey(db: Db, dedupeKey: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.dedupeKey, dedupeKey));
  return row ?? null;
}

/** Deletes jobs that ended (done or failed) before `before`; answers how many. */
export async function deleteEndedJobs(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(and(inArray(jobs.status, ['done', 'failed']), lt(jobs.finishedAt, before)))
    .returning({ id: jobs.id });
  return rows.length;
}
