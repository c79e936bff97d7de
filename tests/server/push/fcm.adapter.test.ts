import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '../../../domain/notifications/targets';
import { createFcmSender } from '../../../server/modules/push/fcm.adapter';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const clientEmail = 'push@dukkan-test.iam.gserviceaccount.com';

interface Seen {
  path: string;
  authorization?: string;
  body: string;
}

/** Google's token endpoint and FCM's messages:send, as far as the adapter uses them. */
function fakeGoogle() {
  const seen: Seen[] = [];
  let tokensIssued = 0;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      void (async () => {
        seen.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
        if (request.url === '/token') {
          const form = new URLSearchParams(body);
          const { payload } = await jwtVerify(form.get('assertion')!, publicKey, {
            issuer: clientEmail,
            audience: `${url}/token`,
          });
          tokensIssued += 1;
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({
              access_token: `at-${tokensIssued}-${String(payload.scope)}`,
              expires_in: 3600,
            }),
          );
          return;
        }
        const message = (JSON.parse(body) as { message: { token: string } }).message;
        if (message.token === 'gone-token') {
          response.writeHead(404, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({
              error: { status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] },
            }),
          );
          return;
        }
        if (message.token === 'busy-token') {
          response.writeHead(503, { 'retry-after': '3' });
          response.end('{}');
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ name: 'projects/dukkan-test/messages/1' }));
      })();
    });
  });
  let url = '';
  return {
    seen,
    tokensIssued: () => tokensIssued,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
          resolve(url);
        }),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const payload: PushPayload = {
  type: 'new_order',
  id: '17',
  store_id: '3',
  title: 'New order',
  body: 'Order #17 arrived',
  lang: 'en',
};

describe('FCM HTTP v1 adapter against a local fake', () => {
  const google = fakeGoogle();
  let url = '';
  beforeAll(async () => {
    url = await google.start();
  });
  afterAll(() => google.close());

  const sender = () =>
    createFcmSender({
      projectId: 'dukkan-test',
      clientEmail,
      privateKey: privatePem,
      tokenUrl: `${url}/token`,
      apiBase: url,
    });

  it('exchanges a service-account JWT once and sends a data-only message with it', async () => {
    const fcm = sender();
    expect(await fcm.send({ provider: 'fcm', token: 'device-token' }, payload)).toEqual({
      outcome: 'sent',
    });
    expect(await fcm.send({ provider: 'fcm', token: 'device-token-2' }, payload)).toEqual({
      outcome: 'sent',
    });
    expect(google.tokensIssued()).toBe(1);
    const sends = google.seen.filter((request) => request.path.endsWith('messages:send'));
    expect(sends[0]!.path).toBe('/v1/projects/dukkan-test/messages:send');
    expect(sends[0]!.authorization).toBe(
      'Bearer at-1-https://www.googleapis.com/auth/firebase.messaging',
    );
    const message = (JSON.parse(sends[0]!.body) as { message: Record<string, unknown> }).message;
    expect(message.token).toBe('device-token');
    // Data only: no `notification` block (the worker shows it; toolchain.md).
    expect(message.notification).toBeUndefined();
    expect(message.data).toEqual({
      type: 'new_order',
      id: '17',
      store_id: '3',
      title: 'New order',
      body: 'Order #17 arrived',
      lang: 'en',
    });
  });

  it('reads UNREGISTERED as gone and 503 as retry after Retry-After', async () => {
    const fcm = sender();
    expect(await fcm.send({ provider: 'fcm', token: 'gone-token' }, payload)).toEqual({
      outcome: 'gone',
      status: 404,
    });
    expect(await fcm.send({ provider: 'fcm', token: 'busy-token' }, payload)).toMatchObject({
      outcome: 'retry',
      status: 503,
      afterMs: 3000,
    });
  });
});
