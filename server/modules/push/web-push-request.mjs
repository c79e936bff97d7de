// Builds one Web Push request: the aes128gcm body (RFC 8291, `web-push`'s encrypt) and the
// headers, with the VAPID Authorization (RFC 8292) signed once per push service origin and reused
// for an hour (its JWT lives 12 h): signing an ES256 JWT per message was most of the CPU of a
// fan-out. Plain JavaScript so it runs in a worker thread without a TypeScript loader; also
// imported directly (web-push.adapter.ts falls back to it in-thread).
import http from 'node:http';
import https from 'node:https';
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

/** Pooled keep-alive connections per push service, as many as the messages in flight. */
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 256 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 256 }),
};
/** The start of an error answer kept for the log. */
const ERROR_TEXT_MAX = 200;

/**
 * Builds and sends one request. Answers the push service's status (with Retry-After and the start
 * of an error body), or where it failed: `build` (keys that cannot be encrypted to) or `send`
 * (no answer: network, timeout). Sent with node:http(s) rather than fetch: a fan-out's CPU went
 * a third to fetch's streams, abort signals and timers (a profile of 10,000 messages).
 *
 * @param {Parameters<typeof buildWebPushRequest>[0] & { timeoutMs: number }} job
 * @returns {Promise<import('./web-push-request.d.mts').WebPushAnswer>}
 */
export function sendWebPush(job) {
  let built;
  let url;
  try {
    built = buildWebPushRequest(job);
    url = new URL(job.endpoint);
  } catch (error) {
    return Promise.resolve({
      phase: 'build',
      error: error instanceof Error ? error.message : String(error),
    });
  }
  const agent = agents[url.protocol];
  if (!agent) return Promise.resolve({ phase: 'build', error: `not an http(s) endpoint` });
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'POST',
        agent,
        headers: { ...built.headers, 'Content-Length': String(built.body.length) },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const retryAfter = response.headers['retry-after'] ?? null;
        if (status >= 200 && status < 300) {
          response.resume();
          settle({ status, retryAfter, text: '' });
          return;
        }
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          if (text.length < ERROR_TEXT_MAX) text += chunk;
        });
        response.on('end', () =>
          settle({ status, retryAfter, text: text.slice(0, ERROR_TEXT_MAX) }),
        );
        response.on('error', () =>
          settle({ status, retryAfter, text: text.slice(0, ERROR_TEXT_MAX) }),
        );
      },
    );
    request.setTimeout(job.timeoutMs, () => request.destroy(new Error('timed out')));
    request.on('error', (error) => settle({ phase: 'send', error: error.message }));
    request.end(built.body);
  });
}
