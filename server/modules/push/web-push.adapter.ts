// Standard Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payload encryption (RFC 8291).
// `web-push` encrypts and signs (web-push-request.mjs, in a worker thread); we send with fetch,
// whose pooled keep-alive connections carry a fan-out of thousands of messages per second.
import { Worker } from 'node:worker_threads';
import webpush from 'web-push';
import type { PushPayload } from '../../../domain/notifications/targets';
import { resultFromStatus, type PushResult, type PushSender, type PushTarget } from './push-sender';
import { buildWebPushRequest, type WebPushJob } from './web-push-request.mjs';

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
  /** Encrypt and sign on this thread instead of a worker thread. */
  inThread?: boolean;
}

/** Encryption and signing, in a worker thread (default) or in this one. */
interface RequestBuilder {
  build(job: WebPushJob): Promise<{ headers: Record<string, string>; body: Uint8Array }>;
  close(): Promise<void>;
}

function inThreadBuilder(): RequestBuilder {
  return {
    build: async (job) => buildWebPushRequest(job),
    close: async () => {},
  };
}

/**
 * One worker thread; jobs queued in the same tick travel as one message. The thread is unref'd
 * (it never keeps the process alive) and started on the first push.
 */
function workerBuilder(): RequestBuilder {
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<
    number,
    {
      resolve: (value: { headers: Record<string, string>; body: Uint8Array }) => void;
      reject: (error: Error) => void;
    }
  >();
  let batch: (WebPushJob & { id: number })[] = [];
  const failAll = (error: Error) => {
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
    worker = null;
  };
  const start = () => {
    const thread = new Worker(new URL('./web-push-worker.mjs', import.meta.url));
    thread.unref();
    thread.on(
      'message',
      (
        results: {
          id: number;
          headers?: Record<string, string>;
          body?: Uint8Array;
          error?: string;
        }[],
      ) => {
        for (const result of results) {
          const entry = waiting.get(result.id);
          waiting.delete(result.id);
          if (!entry) continue;
          if (result.error || !result.headers || !result.body)
            entry.reject(new Error(result.error));
          else entry.resolve({ headers: result.headers, body: result.body });
        }
      },
    );
    thread.on('error', (error) => failAll(error));
    thread.on('exit', () => failAll(new Error('push worker exited')));
    return thread;
  };
  const flush = () => {
    const jobs = batch;
    batch = [];
    worker ??= start();
    worker.postMessage(jobs);
  };
  return {
    build: (job) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject });
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
  const builder = options.inThread ? inThreadBuilder() : workerBuilder();
  return {
    provider: 'webpush',
    close: () => builder.close(),
    async send(target: PushTarget, payload: PushPayload): Promise<PushResult> {
      if (!target.endpoint || !target.p256dh || !target.auth) {
        return { outcome: 'failed', reason: 'incomplete subscription' };
      }
      let request: { headers: Record<string, string>; body: Uint8Array };
      try {
        request = await builder.build({
          endpoint: target.endpoint,
          p256dh: target.p256dh,
          auth: target.auth,
          payload: JSON.stringify(payload),
          // Repeats of one thing replace each other while the device is offline.
          topic: topicOf(payload),
          ttl,
          vapid: options.vapid,
          subject: options.subject,
        });
      } catch (error) {
        // A subscription whose keys are not a P-256 point can never be encrypted to.
        return {
          outcome: 'failed',
          reason: error instanceof Error ? error.message : String(error),
        };
      }
      try {
        const response = await fetch(target.endpoint, {
          method: 'POST',
          headers: request.headers,
          body: request.body as Uint8Array<ArrayBuffer>,
          signal: AbortSignal.timeout(timeoutMs),
        });
        const text = response.ok ? '' : await response.text().catch(() => '');
        if (response.ok) await response.body?.cancel().catch(() => {});
        return resultFromStatus(response.status, response.headers.get('retry-after'), text);
      } catch (error) {
        return { outcome: 'retry', reason: error instanceof Error ? error.message : String(error) };
      }
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
