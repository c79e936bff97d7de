import { describe, expect, it } from 'vitest';
import { EnvError, readEnv } from '../../server/env';
import { useTestApp } from './helper';

// The network edge: who the client is (TRUST_PROXY), what strangers can reach
// (/dev/outbox, /api/health) and a configuration that fails loudly.
const ctx = useTestApp({ NODE_ENV: 'development', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '300' });

describe('[EDGE][TRUST_PROXY]', () => {
  it('does not let X-Forwarded-For spread one client over many rate-limit buckets', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 310; i += 1) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/wizard?platform=web',
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': `198.51.100.${i % 250}, 10.0.${i}.1` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(300);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });
});

describe('[EDGE][DEV OUTBOX]', () => {
  const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/dev/outbox.json', remoteAddress, headers });

  it('answers a client on this machine', async () => {
    expect((await outbox('127.0.0.1')).statusCode).toBe(200);
    expect((await outbox('::1')).statusCode).toBe(200);
  });

  it('is not found from another machine, even when it claims to be local', async () => {
    for (const path of ['/dev/outbox', '/dev/outbox.json']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: path,
        remoteAddress: '192.0.2.10',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('@');
    }
  });
});

describe('[EDGE][HEALTH]', () => {
  it('says ok without naming the database engine', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('ok');
    expect(response.body).not.toMatch(/pglite|postgres/i);
  });
});

describe('[EDGE][ENV]', () => {
  it('refuses a port that is not a number, naming the variable', () => {
    expect(() => readEnv({ PORT: 'abc' })).toThrow(EnvError);
    expect(() => readEnv({ PORT: 'abc' })).toThrow(/PORT="abc": must be a whole number/);
  });

  it('names every wrong variable and never echoes a secret', () => {
    let message = '';
    try {
      readEnv({ TRUST_PROXY: 'proxy.example', JWT_SECRET: 'short', NODE_ENV: 'prod' });
    } catch (error) {
      message = String((error as Error).message);
    }
    expect(message).toMatch(/TRUST_PROXY="proxy.example"/);
    expect(message).toMatch(/NODE_ENV="prod"/);
    expect(message).toMatch(/JWT_SECRET: must be at least 32 characters/);
    expect(message).not.toContain('short');
  });

  it('keeps the defaults: loopback, no proxy trusted, port 3000', () => {
    const env = readEnv({});
    expect(env.host).toBe('127.0.0.1');
    expect(env.trustProxy).toBe(false);
    expect(env.port).toBe(3000);
    expect(readEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readEnv({ TRUST_PROXY: '10.0.0.0/8, ::1' }).trustProxy).toEqual(['10.0.0.0/8', '::1']);
  });
});
