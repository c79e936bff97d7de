// Builds one Web Push request: the aes128gcm body (RFC 8291, `web-push`'s encrypt) and the
// headers, with the VAPID Authorization (RFC 8292) signed once per push service origin and reused
// for an hour (its JWT lives 12 h): signing an ES256 JWT per message was most of the CPU of a
// fan-out. Plain JavaScript so it runs in a worker thread without a TypeScript loader; also
// imported directly (web-push.adapter.ts falls back to it in-thread).
import webpush from 'web-push';

const HOUR_MS = 60 * 60 * 1000;
const vapidByAudience = new Map();

/**
 * @param {{ endpoint: string, p256dh: string, auth: string, payload: string, topic: string,
 *   ttl: number, vapid: { publicKey: string, privateKey: string }, subject: string }} job
 * @returns {{ headers: Record<string, string>, body: Buffer }}
 */
export function buildWebPushRequest(job) {
  const { cipherText } = webpush.encrypt(job.p256dh, job.auth, job.payload, 'aes128gcm');
  const audience = new URL(job.endpoint).origin;
  const now = Date.now();
  let vapid = vapidByAudience.get(audience);
  if (!vapid || vapid.renewAt < now || vapid.publicKey !== job.vapid.publicKey) {
    const headers = webpush.getVapidHeaders(
      audience,
      job.subject,
      job.vapid.publicKey,
      job.vapid.privateKey,
      'aes128gcm',
      Math.floor(now / 1000) + 12 * 60 * 60,
    );
    vapid = {
      authorization: headers.Authorization,
      renewAt: now + HOUR_MS,
      publicKey: job.vapid.publicKey,
    };
    vapidByAudience.set(audience, vapid);
  }
  return {
    headers: {
      TTL: String(job.ttl),
      'Content-Encoding': 'aes128gcm',
      'Content-Type': 'application/octet-stream',
      Authorization: vapid.authorization,
      Urgency: 'high',
      ...(job.topic ? { Topic: job.topic } : {}),
    },
    body: cipherText,
  };
}

/**
 * Builds and sends one request. Answers the push service's status (with Retry-After and the start
 * of an error body), or where it failed: `build` (keys that cannot be encrypted to) or `send`
 * (no answer: network, timeout).
 *
 * @param {Parameters<typeof buildWebPushRequest>[0] & { timeoutMs: number }} job
 */
export async function sendWebPush(job) {
  let request;
  try {
    request = buildWebPushRequest(job);
  } catch (error) {
    return { phase: 'build', error: error instanceof Error ? error.message : String(error) };
  }
  try {
    const response = await fetch(job.endpoint, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(job.timeoutMs),
    });
    const text = response.ok ? '' : (await response.text().catch(() => '')).slice(0, 200);
    if (response.ok) await response.body?.cancel().catch(() => {});
    return { status: response.status, retryAfter: response.headers.get('retry-after'), text };
  } catch (error) {
    return { phase: 'send', error: error instanceof Error ? error.message : String(error) };
  }
}
