import { describe, expect, it } from 'vitest';
import { call, errorOf } from './accounts.helpers';
import { useTestApp } from './helper';

// A small per-IP limit so the route-level rule of @fastify/rate-limit shows.
const ctx = useTestApp({ AUTH_RATE_LIMIT_MAX: '3' });

describe('[ACCOUNTS] per-IP limit on sign-in and code calls', () => {
  it('answers 429 rate_limited with retryAfter after the limit, per IP', async () => {
    const body = { identifier: 'someone', password: 'Wrong1234' };
    for (let i = 0; i < 3; i++) {
      const response = await call(ctx.app, '/api/panel/login', body, { ip: '10.9.0.1' });
      expect(response.statusCode).toBe(400);
    }
    const limited = await call(ctx.app, '/api/panel/login', body, { ip: '10.9.0.1' });
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe('rate_limited');
    expect(errorOf(limited).retryAfter).toBeGreaterThan(0);
    const otherIp = await call(ctx.app, '/api/panel/login', body, { ip: '10.9.0.2' });
    expect(otherIp.statusCode).toBe(400);
  });

  it('covers the code calls too', async () => {
    const body = { identifier: 'nobody@example.com' };
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await call(ctx.app, '/api/forgot-password', body, { ip: '10.9.1.1' })).statusCode,
      );
    }
    // The 2nd and 3rd hit the 60 s per-target rule; the 4th the per-IP route limit.
    expect(statuses).toEqual([200, 429, 429, 429]);
    const last = await call(
      ctx.app,
      '/api/verify',
      { email: 'a@b.co', code: '123456' },
      {
        ip: '10.9.1.1',
      },
    );
    expect(last.statusCode).toBe(400);
  });
});
