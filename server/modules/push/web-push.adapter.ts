// Standard Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payload encryption (RFC 8291).
// `web-push` builds the request (encryption, VAPID JWT, headers); we send it with fetch, whose
// pooled keep-alive connections carry a fan-out of thousands of messages per second.
import webpush from 'web-push';
import type { PushPayload } from '../../../domain/notifications/targets';
import { resultFromStatus, type PushResult, type PushSender, type PushTarget } from './push-sender';

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
}

export function createWebPushSender(options: WebPushOptions): PushSender {
  const ttl = options.ttlSeconds ?? 24 * 60 * 60;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    provider: 'webpush',
    async send(target: PushTarget, payload: PushPayload): Promise<PushResult> {
      if (!target.endpoint || !target.p256dh || !target.auth) {
        return { outcome: 'failed', reason: 'incomplete subscription' };
      }
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject: options.subject, ...options.vapid },
          TTL: ttl,
          contentEncoding: 'aes128gcm',
          // A chat message or a new order is worth waking the phone for.
          urgency: 'high',
          // Repeats of one thing replace each other while the device is offline.
          topic: topicOf(payload),
        },
      );
      try {
        const response = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body ? new Uint8Array(details.body) : null,
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
