// Standard Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payload encryption (RFC 8291).
// `web-push` encrypts and signs (web-push-request.mjs, in a worker thread or in the push process);
// we send with node:http(s), whose pooled keep-alive connections carry a fan-out of thousands of
// messages per second.
import { Worker } from 'node:worker_threads';
import webpush from 'web-push';
import type { PushPayload } from '../../../domain/notifications/targets';
import { resultFromStatus, type PushResult, type PushSender, type PushTarget } from './push-sender';
import { sendWebPush, type WebPushAnswer, type WebPushJob } from './web-push-request.mjs';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface WebPushOptions {
  vapid: VapidKeys;
  /** `mailto:` or `https:` contact for the push service. */
  subject: string;
  /** Seconds the push service keeps an undelivered message (default 1 day). */
  ttlSeconds?: number;
  /** Per-request timeout (default 10 s). */
  timeoutMs?: number;
  /** Encrypt, sign and send on this thread instead of a worker thread. */
  inThread?: boolean;
  /** Start the worker thread now rather than on the first push (servers; not tests). */
  eager?: boolean;
  /**
   * Linux nice value of the worker thread (0–19, default 0): a fan-out's encryption then takes
   * the CPU only when the API's threads leave it.
   */
  nice?: number;
}

type Job = WebPushJob & { timeoutMs: number };

/** Where requests are built and sent: a worker thread (default) or this one. */
interface Transport {
  send(job: Job): Promise<WebPushAnswer>;
  close(): Promise<void>;
}

function inThreadTransport(): Transport {
  return { send: sendWebPush, close: async () => {} };
}

/**
 * One worker thread; jobs queued in the same tick travel as one message. The thread is unref'd
 * (it never keeps the process alive) and started on the first push.
 */
function workerTransport(eager: boolean, nice: number): Transport {
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<number, (answer: WebPushAnswer) => void>();
  let batch: (Job & { id: number })[] = [];
  const failAll = (reason: string) => {
    for (const resolve of waiting.values()) resolve({ phase: 'send', error: reason });
    waiting.clear();
    worker = null;
  };
  const start = () => {
    const thread = new Worker(new URL('./web-push-worker.mjs', import.meta.url), {
      workerData: { nice },
    });
    thread.unref();
    thread.on('message', (answers: (WebPushAnswer & { id: number })[]) => {
      for (const { id, ...answer } of answers) {
        const resolve = waiting.get(id);
        waiting.delete(id);
        resolve?.(answer as WebPushAnswer);
      }
    });
    thread.on('error', (error) => failAll(error.message));
    thread.on('exit', () => failAll('push worker exited'));
    return thread;
  };
  const flush = () => {
    const jobs = batch;
    batch = [];
    worker ??= start();
    worker.postMessage(jobs);
  };
  // Loading web-push in a fresh thread takes a moment; a server pays it at start, not at the
  // first notification.
  if (eager) worker = start();
  return {
    send: (job) =>
      new Promise((resolve) => {
        const id = nextId++;
        waiting.set(id, resolve);
        batch.push({ ...job, id });
        if (batch.length === 1) setImmediate(flush);
      }),
    close: async () => {
      const thread = worker;
      worker = null;
      if (thread) await thread.terminate();
    },
  };
}

export function createWebPushSender(options: WebPushOptions): PushSender {
  const ttl = options.ttlSeconds ?? 24 * 60 * 60;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const transport = options.inThread
    ? inThreadTransport()
    : workerTransport(options.eager === true, options.nice ?? 0);
  return {
    provider: 'webpush',
    close: () => transport.close(),
    async send(target: PushTarget, payload: PushPayload): Promise<PushResult> {
      if (!target.endpoint || !target.p256dh || !target.auth) {
        return { outcome: 'failed', reason: 'incomplete subscription' };
      }
      const answer = await transport.send({
        endpoint: target.endpoint,
        p256dh: target.p256dh,
        auth: target.auth,
        payload: JSON.stringify(payload),
        // Repeats of one thing replace each other while the device is offline.
        topic: topicOf(payload),
        ttl,
        vapid: options.vapid,
        subject: options.subject,
        timeoutMs,
      });
      // Keys that are not a P-256 point can never be encrypted to; no answer is worth a retry.
      if ('error' in answer) {
        return answer.phase === 'build'
          ? { outcome: 'failed', reason: answer.error }
          : { outcome: 'retry', reason: answer.error };
      }
      return resultFromStatus(answer.status, answer.retryAfter, answer.text);
    },
  };
}

/** RFC 8030 Topic: up to 32 base64url characters; one per notification subject. */
export function topicOf(payload: Pick<PushPayload, 'type' | 'id' | 'store_id'>): string {
  return `${payload.type}-${payload.id ?? payload.store_id ?? ''}`
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, 32);
}

export function generateVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}
