// One interface for every way a push reaches a device (DESIGN §8): the Web Push adapter
// (web-push.adapter.ts, a browser's PushSubscription) and Firebase Cloud Messaging HTTP v1
// (fcm.adapter.ts, a registration token). The delivery loop (push-delivery.ts) only sees this.
import type { PushPayload } from '../../../domain/notifications/targets';

/** A registered device as the sender needs it (a push_devices row). */
export interface PushTarget {
  provider: 'webpush' | 'fcm';
  endpoint?: string | null;
  p256dh?: string | null;
  auth?: string | null;
  token?: string | null;
}

/**
 * What happened to one message: `sent`; `gone` — the push service says the subscription or token
 * no longer exists (404/410, FCM UNREGISTERED), so the device is removed; `retry` — a temporary
 * failure (network, 429, 5xx), tried again after `afterMs` when the service named a time;
 * `failed` — refused for good (a bad request): dropped, the device kept.
 */
export type PushResult =
  | { outcome: 'sent' }
  | { outcome: 'gone'; status: number }
  | { outcome: 'retry'; status?: number; afterMs?: number; reason: string }
  | { outcome: 'failed'; status?: number; reason: string };

export interface PushSender {
  readonly provider: PushTarget['provider'];
  send(target: PushTarget, payload: PushPayload): Promise<PushResult>;
  /** Releases what the sender holds (a worker thread); called when the app closes. */
  close?(): Promise<void>;
}

/** Retry-After (seconds or an HTTP date) in ms, if present and sane. */
export function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.min(Math.max(seconds, 0), 3600) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.min(Math.max(date - Date.now(), 0), 3_600_000);
}

/** The common reading of a push service's HTTP answer (both services use these codes). */
export function resultFromStatus(
  status: number,
  retryAfter: string | null,
  text: string,
): PushResult {
  if (status >= 200 && status < 300) return { outcome: 'sent' };
  if (status === 404 || status === 410) return { outcome: 'gone', status };
  if (status === 429 || status >= 500) {
    const afterMs = retryAfterMs(retryAfter);
    return {
      outcome: 'retry',
      status,
      reason: text.slice(0, 200),
      ...(afterMs === undefined ? {} : { afterMs }),
    };
  }
  return { outcome: 'failed', status, reason: text.slice(0, 200) };
}
