// The HTTP edge: security headers that agree with each other, Fastify's own refusals inside the
// API's error envelope, and the OpenAPI page only where it is meant to be public.
import { connect, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { issueSession } from '../../server/modules/auth/auth.service';
import { seedUser } from '../factories';
import { useTestApp } from './helper';

const plain = useTestApp({ SITE_URL: 'http://localhost:3000' });
const secure = useTestApp({ SITE_URL: 'https://dukkan.example' });

/** What every refusal must look like: a 4xx with `{ error: { code, message } }`, nothing else. */
function expectEnvelope(
  response: { statusCode: number; json: () => unknown },
  status: number,
  code: string,
) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { error: { code: string; message: string } };
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe('string');
  expect(body).not.toHaveProperty('statusCode');
}

describe('[EDGE][HEADERS]', () => {
  it('sends HSTS when the site is served over https, and not over plain http', async () => {
    const https = await secure.app.inject({ method: 'GET', url: '/api/health' });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await plain.app.inject({ method: 'GET', url: '/api/health' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });

  it("refuses framing in X-Frame-Options as the CSP's frame-ancestors 'none' does", async () => {
    const response = await plain.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});

describe("[EDGE][ERRORS] Fastify's own refusals", () => {
  it('answers a URL that cannot be decoded with 400 in the envelope', async () => {
    for (const url of ['/api/%zz', '/api/products/%E0%A4%A', '/%zz']) {
      expectEnvelope(await plain.app.inject({ method: 'GET', url }), 400, 'validation_failed');
    }
  });

  it('answers malformed JSON, a wrong content type and a body too large in the envelope', async () => {
    const post = (headers: Record<string, string>, payload: string) =>
      plain.app.inject({ method: 'POST', url: '/api/login', headers, payload });
    expectEnvelope(
      await post({ 'content-type': 'application/json' }, '{"login": '),
      400,
      'validation_failed',
    );
    expectEnvelope(
      await post({ 'content-type': 'application/x-unknown' }, 'login=a'),
      415,
      'validation_failed',
    );
    expectEnvelope(
      await post({ 'content-type': 'application/json' }, `{"login":"${'a'.repeat(1_100_000)}"}`),
      413,
      'payload_too_large',
    );
  });
});

describe("[EDGE][ERRORS] Node's parser refusals", () => {
  it('answers a request Node cannot parse in the envelope, not with a bare body', async () => {
    await plain.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = plain.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve) => {
      let text = '';
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nNot a header\r\n\r\n'),
      );
      socket.on('data', (chunk) => (text += String(chunk)));
      socket.on('error', () => {});
      socket.on('close', () => resolve(text));
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 'validation_failed', message: 'Bad request' },
    });
  });
});

describe('[EDGE][DOCS]', () => {
  const production = useTestApp({ NODE_ENV: 'production' });
  const enabled = useTestApp({ NODE_ENV: 'production', API_DOCS: 'true' });

  it('serves the OpenAPI page outside production', async () => {
    expect((await plain.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });

  it('hides it in production unless API_DOCS=true, even from a signed-in admin', async () => {
    const hidden = await production.app.inject({ method: 'GET', url: '/api/docs/json' });
    expectEnvelope(hidden, 404, 'not_found');
    expectEnvelope(
      await production.app.inject({ method: 'GET', url: '/api/docs' }),
      404,
      'not_found',
    );
    const admin = await seedUser(production.database.db, { role: 'admin' });
    const { token } = await issueSession(production.database.db, production.env, {
      userId: admin.id,
      kind: 'admin',
      role: 'admin',
    });
    const asAdmin = await production.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asAdmin.statusCode).toBe(404);

    const shown = await enabled.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().openapi).toMatch(/^3\./);
  });
});
