// Throttle the attacker, never the owner; counters exact under concurrency.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authThrottles } from '../../server/db/schema';
import { seedUser } from '../factories';
import { call, errorOf, outbox } from './accounts.helpers';
import { useTestApp } from './helper';

const ctx = useTestApp();

afterEach(() => vi.useRealTimers());

const login = (identifier: string, password: string, ip: string) =>
  call(ctx.app, '/api/login', { identifier, password }, { ip });

async function throttleCount(key: string): Promise<number | undefined> {
  const rows = await ctx.database.db.select().from(authThrottles).where(eq(authThrottles.key, key));
  return rows[0]?.count;
}

describe('[ACCOUNTS] strangers cannot lock the owner out', () => {
  it('lets the right password in from a fresh address of a known device after 50 failures from other addresses', async () => {
    const person = await seedUser(ctx.database.db);
    const earlier = await login(person.username, person.password, '10.40.8.8');
    const device = earlier.cookies.find((cookie) => cookie.name === 'dukkan_device')!;
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let n = 0; n < 5; n++) {
      for (let i = 0; i < 10; i++) {
        vi.setSystemTime(Date.now() + 65_000);
        await login(person.username, 'Wrong1234', `10.40.${n}.1`);
      }
    }
    const owner = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.40.9.9',
      headers: { cookie: `dukkan_device=${device.value}` },
      payload: { identifier: person.username, password: person.password },
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.status).toBe('signed_in');
  });

  it('refuses a new attacking address at once while the account is under attack', async () => {
    const person = await seedUser(ctx.database.db);
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let n = 0; n < 5; n++) {
      for (let i = 0; i < 10; i++) {
        vi.setSystemTime(Date.now() + 65_000);
        await login(person.username, 'Wrong1234', `10.41.${n}.1`);
      }
    }
    // Past the account's ceiling a new address gets no try at all without a proof.
    const next = await login(person.username, 'Wrong1234', '10.41.8.1');
    expect(next.statusCode).toBe(403);
    expect(errorOf(next).code).toBe('sign_in_code_required');
  });

  it('still sends the owner a reset code after a stranger used up their own allowance', async () => {
    const person = await seedUser(ctx.database.db);
    vi.useFakeTimers({ toFake: ['Date'] });
    const stranger = [];
    for (let i = 0; i < 6; i++) {
      vi.setSystemTime(Date.now() + 61_000);
      const response = await call(
        ctx.app,
        '/api/forgot-password',
        { identifier: person.email },
        { ip: '10.42.0.1' },
      );
      stranger.push(response.statusCode);
    }
    expect(stranger).toEqual([200, 200, 200, 200, 200, 429]);
    vi.setSystemTime(Date.now() + 61_000);
    const before = (await outbox(ctx.app)).filter((m) => m.to === person.email).length;
    const owner = await call(
      ctx.app,
      '/api/forgot-password',
      { identifier: person.email },
      { ip: '10.42.0.2' },
    );
    expect(owner.statusCode).toBe(200);
    const after = (await outbox(ctx.app)).filter((m) => m.to === person.email).length;
    expect(after).toBe(before + 1);
  });

  it('limits one address asking for codes for many targets', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const response = await call(
        ctx.app,
        '/api/forgot-password',
        { identifier: `bomb${i}@example.com` },
        { ip: '10.43.0.1' },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((s) => s === 200).length).toBe(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });
});

describe('[ACCOUNTS] counters under concurrency', () => {
  it('counts 12 parallel wrong passwords exactly and the slow-down fires', async () => {
    const person = await seedUser(ctx.database.db);
    const ip = '10.44.0.1';
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => login(person.username, 'Wrong1234', ip)),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    // The 3rd failure starts the wait, so the rest are refused before their password is checked.
    expect(statuses.filter((s) => s === 400).length).toBe(3);
    expect(statuses.filter((s) => s === 429).length).toBe(9);
    expect(await throttleCount(`login:pair:id:${person.id}:${ip}`)).toBe(3);
    expect(await throttleCount(`login:account:id:${person.id}`)).toBe(3);
  });

  it('reaches the 10-failure lock exactly with parallel tries spaced past each wait', async () => {
    const person = await seedUser(ctx.database.db);
    vi.useFakeTimers({ toFake: ['Date'] });
    const ip = '10.45.0.1';
    // Rounds 70 s apart (past every wait up to 64 s): 3 + 7 × 1 = 10 counted failures.
    for (let round = 0; round < 8; round++) {
      vi.setSystemTime(Date.now() + 70_000);
      await Promise.all(Array.from({ length: 3 }, () => login(person.username, 'Wrong1234', ip)));
    }
    expect(await throttleCount(`login:pair:id:${person.id}:${ip}`)).toBe(10);
    const locked = await login(person.username, person.password, ip);
    expect(errorOf(locked)).toMatchObject({ code: 'rate_limited', retryAfter: 900 });
  });

  it('sends exactly one code for 8 parallel requests to one target from one address', async () => {
    const person = await seedUser(ctx.database.db);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(ctx.app, '/api/forgot-password', { identifier: person.email }, { ip: '10.46.0.1' }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([
      200, 429, 429, 429, 429, 429, 429, 429,
    ]);
    expect((await outbox(ctx.app)).filter((m) => m.to === person.email).length).toBe(1);
  });
});
