// Push fan-out in the background, on the jobs table so a restart loses nothing.
//
// 1. Sweep: after a notification commits (the after-commit NOTIFY wakes every process; a slow poll
//    covers a lost wake-up), ONE transaction claims due notification rows (SKIP LOCKED, push_at set
//    to null), reads the accounts' live devices and switches, and queues `push.deliver` jobs of at
//    most SENDS_PER_JOB (notification, device) pairs. Claim and queue commit together: a process
//    that dies before the commit leaves the rows due, after it the jobs are in the table.
// 2. Deliver: the same process claims the push jobs at once (several at a time, at most
//    `concurrency` messages in flight), renders each message in the device owner's language and
//    sends it through the device's PushSender. A device the push service says is gone (404/410) is
//    removed; the messages that failed for a while (network, 429, 5xx) go into a new job due after a
//    backoff (or the service's Retry-After), until `retry.attempts` tries. Any process runs due push
//    jobs (the handler is registered with the job runner too), and a job whose process died
//    mid-way is taken again when its lease ends, so a message is sent at least once (a repeat
//    collapses on the device: the notification's tag).
// Nothing here runs inside a request: a request only commits rows.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PushPayload } from '../../../domain/notifications/targets';
import type { Db } from '../../db/client';
import {
  enqueue,
  registerJobHandler,
  runDueJobs,
  unregisterJobHandler,
  type JobHandler,
} from '../jobs/jobs.service';
import type { PushResult, PushSender, PushTarget } from './push-sender';
import {
  claimDueNotifications,
  deleteDevices,
  devicesByIds,
  devicesOf,
  disabledTypesOf,
  type DeliveryDevice,
  type DueNotification,
} from './push.repository';

export const PUSH_JOB = 'push.deliver';
/** (notification, device) pairs per job: a broadcast to 20,000 devices is 80 rows. */
export const SENDS_PER_JOB = 250;
/** A push job not finished this long after its claim was lost with its process: taken again. */
export const PUSH_JOB_LEASE_SECONDS = 120;

export interface RetryPolicy {
  /** Tries per message, the first included. */
  attempts: number;
  /** First backoff; each further try waits 4× longer (with ±20 % jitter), up to maxMs. */
  baseMs: number;
  maxMs: number;
}

export interface PushDeliveryOptions {
  db: Db;
  senders: Partial<Record<PushTarget['provider'], PushSender>>;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Messages in flight at once (default 64). */
  concurrency?: number;
  /**
   * Messages started per second at most (0 = as fast as the CPU allows). A fan-out shares the
   * machine with the API: paced, it leaves the requests their CPU (target: API p99 within 20 %).
   */
  ratePerSecond?: number;
  retry?: Partial<RetryPolicy>;
  /** Notification rows claimed per sweep transaction (default 500). */
  batch?: number;
  /** Slow poll between wake-ups: lost wake-ups, retries due, jobs of a process that died (default 5 s; 0 = none). */
  pollMs?: number;
}

/** What one notification says, as a job keeps it (rendered per device when sent). */
type JobNote = Pick<
  DueNotification,
  'id' | 'type' | 'target_id' | 'store_id' | 'title_ar' | 'title_en' | 'body_ar' | 'body_en'
> &
  // Absent from jobs queued before it was carried: the store link then falls back to the list.
  Partial<Pick<DueNotification, 'store_username'>>;

/** The payload of a `push.deliver` job. */
export interface DeliverJob {
  /** Names the chain of tries (a retry's dedupe key), so a job run twice queues its retry once. */
  key: string;
  /** This job's try (1 = first). */
  attempt: number;
  notes: JobNote[];
  /** [index into notes, device id] */
  sends: [number, number][];
}

export interface PushStats {
  /** Notification rows claimed by sweeps. */
  claimed: number;
  /** Jobs queued by sweeps and retries. */
  jobs: number;
  sent: number;
  gone: number;
  failed: number;
  retried: number;
  /** Messages not sent because the account switched the type off. */
  switchedOff: number;
}

/** The payload of one notification for one device, in the device owner's language. */
export function payloadFor(row: JobNote, language: 'ar' | 'en'): PushPayload {
  return {
    type: row.type,
    ...(row.target_id ? { id: row.target_id } : {}),
    ...(row.store_id != null ? { store_id: String(row.store_id) } : {}),
    ...(row.store_username ? { store_username: row.store_username } : {}),
    title: language === 'ar' ? row.title_ar : row.title_en,
    body: language === 'ar' ? row.body_ar : row.body_en,
    lang: language,
  };
}

/** Splits (note, device) pairs into jobs of at most SENDS_PER_JOB, each with only its notes. */
export function toJobs(
  notes: JobNote[],
  sends: [number, number][],
  attempt: number,
  key: () => string,
): DeliverJob[] {
  const jobs: DeliverJob[] = [];
  for (let start = 0; start < sends.length; start += SENDS_PER_JOB) {
    const slice = sends.slice(start, start + SENDS_PER_JOB);
    const index = new Map<number, number>();
    const own: JobNote[] = [];
    const mapped = slice.map(([note, device]): [number, number] => {
      let at = index.get(note);
      if (at === undefined) {
        at = own.length;
        own.push(notes[note]!);
        index.set(note, at);
      }
      return [at, device];
    });
    jobs.push({ key: key(), attempt, notes: own, sends: mapped });
  }
  return jobs;
}

/** Counters at zero (a delivery just started). */
export function emptyPushStats(): PushStats {
  return { claimed: 0, jobs: 0, sent: 0, gone: 0, failed: 0, retried: 0, switchedOff: 0 };
}

export class PushDelivery {
  readonly stats: PushStats = emptyPushStats();
  private readonly concurrency: number;
  private readonly retry: RetryPolicy;
  private readonly batch: number;
  private readonly worker = `push-${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly handler: JobHandler = (db, payload) =>
    this.deliver(db, payload as unknown as DeliverJob);
  private readonly gapMs: number;
  private nextStartAt = 0;
  private inFlight = 0;
  private slots: (() => void)[] = [];
  private running: Promise<void> | null = null;
  private runAgain = false;
  private poll: NodeJS.Timeout | null = null;
  private retryTimers = new Set<NodeJS.Timeout>();
  private stopped = false;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly options: PushDeliveryOptions) {
    this.concurrency = options.concurrency ?? 64;
    this.gapMs = options.ratePerSecond ? 1000 / options.ratePerSecond : 0;
    this.retry = { attempts: 4, baseMs: 1_000, maxMs: 60_000, ...options.retry };
    this.batch = options.batch ?? 500;
    registerJobHandler(PUSH_JOB, this.handler);
    const pollMs = options.pollMs ?? 5_000;
    if (pollMs > 0) {
      this.poll = setInterval(() => this.wake(), pollMs);
      this.poll.unref();
    }
  }

  /** Something committed or came due: sweep and deliver now (coalesced with a run under way). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.runAgain = true;
      return;
    }
    this.running = this.sweepAndDeliver()
      .catch((error: unknown) => this.options.log?.error({ err: error }, 'push delivery failed'))
      .finally(() => {
        this.running = null;
        if (this.runAgain && !this.stopped) {
          this.runAgain = false;
          this.wake();
        } else this.settle();
      });
  }

  /** Resolves once no sweep or delivery runs in this process (retries wait in the jobs table). */
  idle(): Promise<void> {
    if (!this.running) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stops this process's delivery; what is queued stays in the table for the next process. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.poll) clearInterval(this.poll);
    for (const timer of this.retryTimers) clearTimeout(timer);
    this.retryTimers.clear();
    unregisterJobHandler(PUSH_JOB, this.handler);
    await this.running;
    await Promise.all(Object.values(this.options.senders).map((sender) => sender?.close?.()));
  }

  private settle() {
    if (this.running) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private async sweepAndDeliver(): Promise<void> {
    // A sweep of one batch, then a round of jobs, and again: the first pushes of a large fan-out
    // leave before its last rows are swept.
    while (!this.stopped) {
      const swept = await this.sweep();
      const ran = this.stopped
        ? 0
        : await runDueJobs(this.options.db, {
            worker: this.worker,
            types: [PUSH_JOB],
            // Enough jobs to keep `concurrency` messages in flight, not a whole broadcast at once.
            limit: Math.max(1, Math.ceil((this.concurrency * 4) / SENDS_PER_JOB)),
            parallel: true,
            leaseSeconds: PUSH_JOB_LEASE_SECONDS,
            ...(this.options.log ? { log: this.options.log } : {}),
          });
      if (swept < this.batch && ran === 0) return;
    }
  }

  /** One transaction: claim due notification rows and queue their push jobs. Answers rows claimed. */
  private sweep(): Promise<number> {
    return this.options.db.transaction(async (tx) => {
      const rows = await claimDueNotifications(tx, this.batch);
      if (rows.length === 0) return 0;
      this.stats.claimed += rows.length;
      const userIds = [...new Set(rows.map((row) => row.user_id))];
      const [devices, disabled] = await Promise.all([
        devicesOf(tx, userIds),
        disabledTypesOf(tx, userIds),
      ]);
      if (devices.length === 0) return rows.length;
      const off = new Set(disabled.map((row) => `${row.userId}:${row.type}`));
      const byUser = new Map<number, DeliveryDevice[]>();
      for (const device of devices) {
        const list = byUser.get(device.user_id) ?? [];
        list.push(device);
        byUser.set(device.user_id, list);
      }
      const notes: JobNote[] = [];
      const sends: [number, number][] = [];
      for (const row of rows) {
        const mine = byUser.get(row.user_id);
        if (!mine) continue;
        if (off.has(`${row.user_id}:${row.type}`)) {
          this.stats.switchedOff += mine.length;
          continue;
        }
        const note = notes.push(noteOf(row)) - 1;
        for (const device of mine) sends.push([note, device.id]);
      }
      for (const job of toJobs(notes, sends, 1, randomUUID)) {
        await enqueue(tx, { type: PUSH_JOB, payload: { ...job }, maxAttempts: 3 });
        this.stats.jobs += 1;
      }
      return rows.length;
    });
  }

  /** Runs one push job (called by the job runner: this process's or any other's). */
  private async deliver(db: Db, job: DeliverJob): Promise<void> {
    const devices = new Map(
      (await devicesByIds(db, [...new Set(job.sends.map(([, device]) => device))])).map(
        (device) => [device.id, device],
      ),
    );
    const results = await Promise.all(
      job.sends.map(async ([note, id]) => {
        const device = devices.get(id);
        // Removed or signed out since the job was queued: nothing to send.
        if (!device) return null;
        const result = await this.limited(() =>
          this.send(device, payloadFor(job.notes[note]!, device.language)),
        );
        return { send: [note, id] as [number, number], result };
      }),
    );
    const gone: number[] = [];
    const again: [number, number][] = [];
    let afterMs = 0;
    for (const entry of results) {
      if (!entry) continue;
      const { result } = entry;
      switch (result.outcome) {
        case 'sent':
          this.stats.sent += 1;
          break;
        case 'gone':
          this.stats.gone += 1;
          gone.push(entry.send[1]);
          break;
        case 'failed':
          this.stats.failed += 1;
          this.options.log?.warn({ status: result.status, reason: result.reason }, 'push refused');
          break;
        case 'retry':
          if (job.attempt >= this.retry.attempts) {
            this.stats.failed += 1;
            this.options.log?.warn(
              { status: result.status, reason: result.reason },
              'push gave up',
            );
          } else {
            this.stats.retried += 1;
            again.push(entry.send);
            afterMs = Math.max(afterMs, result.afterMs ?? 0);
          }
      }
    }
    await deleteDevices(db, gone);
    if (again.length === 0) return;
    const delayMs = Math.max(afterMs, this.backoff(job.attempt));
    const [retry] = toJobs(job.notes, again, job.attempt + 1, () => job.key);
    // Queued once per try even if this job runs again (its process died before finishing it).
    await enqueue(db, {
      type: PUSH_JOB,
      payload: { ...retry! },
      runAt: new Date(Date.now() + delayMs),
      dedupeKey: `${PUSH_JOB}:${job.key}:${job.attempt + 1}`,
      maxAttempts: 3,
    });
    this.stats.jobs += 1;
    this.wakeIn(delayMs);
  }

  private async send(device: DeliveryDevice, payload: PushPayload): Promise<PushResult> {
    const sender = this.options.senders[device.provider];
    if (!sender) return { outcome: 'failed', reason: `no ${device.provider} sender` };
    try {
      return await sender.send(device, payload);
    } catch (error) {
      return { outcome: 'retry', reason: error instanceof Error ? error.message : String(error) };
    }
  }

  /** At most `concurrency` messages in flight across the jobs running at once. */
  private async limited<T>(work: () => Promise<T>): Promise<T> {
    // A finished message hands its slot straight to the next waiting one.
    if (this.inFlight >= this.concurrency) {
      await new Promise<void>((resolve) => this.slots.push(resolve));
    } else this.inFlight += 1;
    try {
      await this.paced();
      return await work();
    } finally {
      const next = this.slots.shift();
      if (next) next();
      else this.inFlight -= 1;
    }
  }

  /** Waits for this message's start time under `ratePerSecond` (slots taken in call order). */
  private async paced(): Promise<void> {
    if (!this.gapMs) return;
    const now = performance.now();
    const at = Math.max(now, this.nextStartAt);
    this.nextStartAt = at + this.gapMs;
    if (at - now >= 1) await new Promise((resolve) => setTimeout(resolve, at - now));
  }

  private backoff(attempt: number) {
    const base = Math.min(this.retry.maxMs, this.retry.baseMs * 4 ** (attempt - 1));
    return Math.round(base * (0.8 + Math.random() * 0.4));
  }

  /** A retry comes due: wake then (the poll would find it too, later). */
  private wakeIn(delayMs: number) {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.retryTimers.delete(timer);
      this.wake();
    }, delayMs + 20);
    timer.unref();
    this.retryTimers.add(timer);
  }
}

function noteOf(row: DueNotification): JobNote {
  return {
    id: row.id,
    type: row.type,
    target_id: row.target_id,
    store_id: row.store_id,
    store_username: row.store_username,
    title_ar: row.title_ar,
    title_en: row.title_en,
    body_ar: row.body_ar,
    body_en: row.body_en,
  };
}
