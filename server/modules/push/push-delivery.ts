// Push fan-out in the background (issue 15): after a notification commits, its rows are claimed
// once (SKIP LOCKED, whichever process sweeps first), rendered per device in the account's
// language, filtered by the account's switches, and sent through the PushSender of the device —
// many at a time, with retries and backoff, removing devices the push service says are gone.
// Nothing here runs inside a request: a request only commits rows and the after-commit NOTIFY
// wakes the sweep (a slow poll covers a lost wake-up and retries after a restart).
import type { FastifyBaseLogger } from 'fastify';
import type { PushPayload } from '../../../domain/notifications/targets';
import type { Db } from '../../db/client';
import type { PushResult, PushSender, PushTarget } from './push-sender';
import {
  claimDueNotifications,
  deleteDevice,
  devicesOf,
  disabledTypesOf,
  type DeliveryDevice,
  type DueNotification,
} from './push.repository';

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
  retry?: Partial<RetryPolicy>;
  /** Rows claimed per sweep (default 500). */
  batch?: number;
  /** Slow poll between wake-ups (default 5 s; 0 = none). */
  pollMs?: number;
}

interface Job {
  device: DeliveryDevice;
  payload: PushPayload;
  attempt: number;
}

export interface PushStats {
  claimed: number;
  sent: number;
  gone: number;
  failed: number;
  retried: number;
  /** Messages not sent because the account switched the type off. */
  switchedOff: number;
}

/** The payload of one notification for one device, in the device owner's language. */
export function payloadFor(row: DueNotification, language: 'ar' | 'en'): PushPayload {
  return {
    type: row.type,
    ...(row.target_id ? { id: row.target_id } : {}),
    ...(row.store_id != null ? { store_id: String(row.store_id) } : {}),
    title: language === 'ar' ? row.title_ar : row.title_en,
    body: language === 'ar' ? row.body_ar : row.body_en,
    lang: language,
  };
}

export class PushDelivery {
  readonly stats: PushStats = {
    claimed: 0,
    sent: 0,
    gone: 0,
    failed: 0,
    retried: 0,
    switchedOff: 0,
  };
  private readonly queue: Job[] = [];
  private readonly concurrency: number;
  private readonly retry: RetryPolicy;
  private readonly batch: number;
  private active = 0;
  private waitingRetries = new Set<NodeJS.Timeout>();
  private sweeping: Promise<void> | null = null;
  private sweepAgain = false;
  private poll: NodeJS.Timeout | null = null;
  private stopped = false;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly options: PushDeliveryOptions) {
    this.concurrency = options.concurrency ?? 64;
    this.retry = { attempts: 4, baseMs: 1_000, maxMs: 60_000, ...options.retry };
    this.batch = options.batch ?? 500;
    const pollMs = options.pollMs ?? 5_000;
    if (pollMs > 0) {
      this.poll = setInterval(() => this.wake(), pollMs);
      this.poll.unref();
    }
  }

  /** Something committed: sweep now (coalesced with a sweep in progress). */
  wake(): void {
    if (this.stopped) return;
    if (this.sweeping) {
      this.sweepAgain = true;
      return;
    }
    this.sweeping = this.sweepUntilEmpty()
      .catch((error: unknown) => this.options.log?.error({ err: error }, 'push sweep failed'))
      .finally(() => {
        this.sweeping = null;
        if (this.sweepAgain) {
          this.sweepAgain = false;
          this.wake();
        } else this.settle();
      });
  }

  /** Resolves once nothing is being swept, queued, sent or waiting for a retry. */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.poll) clearInterval(this.poll);
    for (const timer of this.waitingRetries) clearTimeout(timer);
    this.waitingRetries.clear();
    this.queue.length = 0;
    await this.sweeping;
    await Promise.all(Object.values(this.options.senders).map((sender) => sender?.close?.()));
  }

  private isIdle() {
    return (
      !this.sweeping &&
      this.active === 0 &&
      this.queue.length === 0 &&
      this.waitingRetries.size === 0
    );
  }

  private settle() {
    if (!this.isIdle()) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private async sweepUntilEmpty(): Promise<void> {
    for (;;) {
      // Back-pressure: a broadcast to 20,000 devices is claimed as the queue drains, not at once.
      while (this.queue.length > this.batch * 4 && !this.stopped) await this.drained();
      if (this.stopped) return;
      const rows = await claimDueNotifications(this.options.db, this.batch);
      if (rows.length === 0) return;
      this.stats.claimed += rows.length;
      await this.enqueue(rows);
      if (rows.length < this.batch) return;
    }
  }

  private drained(): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, 20));
  }

  private async enqueue(rows: DueNotification[]) {
    const userIds = [...new Set(rows.map((row) => row.user_id))];
    const [devices, disabled] = await Promise.all([
      devicesOf(this.options.db, userIds),
      disabledTypesOf(this.options.db, userIds),
    ]);
    if (devices.length === 0) return;
    const off = new Set(disabled.map((row) => `${row.userId}:${row.type}`));
    const byUser = new Map<number, DeliveryDevice[]>();
    for (const device of devices) {
      const list = byUser.get(device.user_id) ?? [];
      list.push(device);
      byUser.set(device.user_id, list);
    }
    for (const row of rows) {
      const mine = byUser.get(row.user_id);
      if (!mine) continue;
      if (off.has(`${row.user_id}:${row.type}`)) {
        this.stats.switchedOff += mine.length;
        continue;
      }
      for (const device of mine) {
        this.queue.push({ device, payload: payloadFor(row, device.language), attempt: 1 });
      }
    }
    this.pump();
  }

  private pump() {
    while (this.active < this.concurrency && this.queue.length > 0 && !this.stopped) {
      const job = this.queue.shift()!;
      this.active += 1;
      void this.run(job).finally(() => {
        this.active -= 1;
        this.pump();
        this.settle();
      });
    }
  }

  private async run(job: Job) {
    const sender = this.options.senders[job.device.provider];
    if (!sender) {
      this.stats.failed += 1;
      return;
    }
    let result: PushResult;
    try {
      result = await sender.send(job.device, job.payload);
    } catch (error) {
      result = { outcome: 'retry', reason: error instanceof Error ? error.message : String(error) };
    }
    switch (result.outcome) {
      case 'sent':
        this.stats.sent += 1;
        return;
      case 'gone':
        this.stats.gone += 1;
        await deleteDevice(this.options.db, job.device.id).catch((error: unknown) =>
          this.options.log?.warn({ err: error }, 'push: removing a gone device failed'),
        );
        return;
      case 'failed':
        this.stats.failed += 1;
        this.options.log?.warn({ status: result.status, reason: result.reason }, 'push refused');
        return;
      case 'retry':
        if (job.attempt >= this.retry.attempts || this.stopped) {
          this.stats.failed += 1;
          this.options.log?.warn({ status: result.status, reason: result.reason }, 'push gave up');
          return;
        }
        this.stats.retried += 1;
        this.later(job, result.afterMs ?? this.backoff(job.attempt));
    }
  }

  private backoff(attempt: number) {
    const base = Math.min(this.retry.maxMs, this.retry.baseMs * 4 ** (attempt - 1));
    return Math.round(base * (0.8 + Math.random() * 0.4));
  }

  private later(job: Job, delayMs: number) {
    const timer = setTimeout(() => {
      this.waitingRetries.delete(timer);
      this.queue.push({ ...job, attempt: job.attempt + 1 });
      this.pump();
      this.settle();
    }, delayMs);
    timer.unref();
    this.waitingRetries.add(timer);
  }
}
