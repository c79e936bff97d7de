import { createPublicKey } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '../../../domain/notifications/targets';
import {
  createWebPushSender,
  generateVapidKeys,
  topicOf,
} from '../../../server/modules/push/web-push.adapter';
import { startFakePushService, type FakePushService } from './fake-push-service';
import { decryptAes128gcm, makeSubscription } from './web-push-keys';

const vapid = generateVapidKeys();
const payload: PushPayload = {
  type: 'chat_message',
  id: '42',
  title: 'رسالة جديدة',
  body: 'مرحبا، هل المنتج متوفر؟',
  lang: 'ar',
};

/** The VAPID public key (raw P-256 point, base64url) as a KeyObject for jose. */
function vapidPublicKey(raw: string) {
  const point = Buffer.from(raw, 'base64url');
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
}

describe('Web Push adapter (RFC 8030/8291/8292) against a local push service', () => {
  let service: FakePushService;
  beforeAll(async () => {
    service = await startFakePushService();
  });
  afterAll(() => service.close());

  it('sends an aes128gcm body the subscription decrypts to the data-only payload', async () => {
    const subscription = makeSubscription(`${service.url}/push/device-1`);
    const sender = createWebPushSender({ vapid, subject: 'mailto:ops@dukkan.test' });
    const result = await sender.send({ provider: 'webpush', ...subscription }, payload);
    expect(result).toEqual({ outcome: 'sent' });
    const request = service.received.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/push/device-1');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers['content-type']).toBe('application/octet-stream');
    expect(request.headers.ttl).toBe('86400');
    expect(request.headers.urgency).toBe('high');
    expect(request.headers.topic).toBe(topicOf(payload));
    expect(JSON.parse(decryptAes128gcm(request.body, subscription))).toEqual(payload);
  });

  it('signs a VAPID JWT (ES256) for the endpoint origin with our public key', async () => {
    const subscription = makeSubscription(`${service.url}/push/device-2`);
    const sender = createWebPushSender({ vapid, subject: 'mailto:ops@dukkan.test' });
    await sender.send({ provider: 'webpush', ...subscription }, payload);
    const authorization = String(service.received.at(-1)!.headers.authorization);
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
    expect(match).not.toBeNull();
    const [, jwt, key] = match!;
    expect(key).toBe(vapid.publicKey);
    expect(decodeProtectedHeader(jwt!)).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    const { payload: claims } = await jwtVerify(jwt!, vapidPublicKey(vapid.publicKey), {
      audience: service.url,
    });
    expect(claims.sub).toBe('mailto:ops@dukkan.test');
    const secondsLeft = claims.exp! - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThan(0);
    expect(secondsLeft).toBeLessThanOrEqual(24 * 60 * 60);
  });

  it('reads 404/410 as gone, 429/5xx as retry (with Retry-After), 400 as failed', async () => {
    const sender = createWebPushSender({ vapid, subject: 'mailto:ops@dukkan.test' });
    const answers: Record<string, { status: number; headers?: Record<string, string> }> = {
      '/gone': { status: 410 },
      '/missing': { status: 404 },
      '/busy': { status: 429, headers: { 'retry-after': '7' } },
      '/down': { status: 503 },
      '/bad': { status: 400 },
    };
    service.answer = (path) => answers[path] ?? { status: 201 };
    const send = (path: string) =>
      sender.send({ provider: 'webpush', ...makeSubscription(`${service.url}${path}`) }, payload);
    expect(await send('/gone')).toEqual({ outcome: 'gone', status: 410 });
    expect(await send('/missing')).toEqual({ outcome: 'gone', status: 404 });
    expect(await send('/busy')).toMatchObject({ outcome: 'retry', status: 429, afterMs: 7000 });
    expect(await send('/down')).toMatchObject({ outcome: 'retry', status: 503 });
    expect(await send('/bad')).toMatchObject({ outcome: 'failed', status: 400 });
    // A push service that does not answer at all is a retry too.
    const unreachable = await sender.send(
      { provider: 'webpush', ...makeSubscription('http://127.0.0.1:9/push/x') },
      payload,
    );
    expect(unreachable.outcome).toBe('retry');
  });

  it('gives up on a push service that takes the request and never answers: a retry', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const sender = createWebPushSender({
        vapid,
        subject: 'mailto:ops@dukkan.test',
        timeoutMs: 200,
      });
      const startedAt = Date.now();
      const result = await sender.send(
        { provider: 'webpush', ...makeSubscription(`http://127.0.0.1:${port}/push/silent`) },
        payload,
      );
      expect(result).toEqual({ outcome: 'retry', reason: 'timed out' });
      expect(Date.now() - startedAt).toBeLessThan(5_000);
      await sender.close?.();
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  // Linux keeps a nice value per thread; the field after the state in /proc/<pid>/task/<tid>/stat
  // (counting from the closing parenthesis of the thread's name) is the 17th: nice.
  const threadNices = () =>
    readdirSync('/proc/self/task').map((tid) => {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    });

  it('encrypts and sends on a worker thread at the nice value it is given, so the API goes first', async () => {
    expect(process.platform).toBe('linux');
    expect(threadNices()).not.toContain(7);
    const sender = createWebPushSender({ vapid, subject: 'mailto:ops@dukkan.test', nice: 7 });
    service.answer = () => ({ status: 201 });
    const subscription = makeSubscription(`${service.url}/push/device-nice`);
    expect(await sender.send({ provider: 'webpush', ...subscription }, payload)).toEqual({
      outcome: 'sent',
    });
    expect(threadNices()).toContain(7);
    // This thread (the API's, in a server) keeps its priority.
    expect(threadNices()[0]).toBe(0);
    await sender.close?.();
    expect(threadNices()).not.toContain(7);
  });
});
