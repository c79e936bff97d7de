import { like } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authThrottles } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { suspendUser } from '../../server/modules/accounts/account-status.service';
import { seedUser } from '../factories';
import { call, errorOf, lastMessage } from './accounts.helpers';
import { useTestApp } from './helper';
import { errorsAr } from './error-texts';

const ctx = useTestApp();

afterEach(() => vi.useRealTimers());

const login = (identifier: string, password: string, ip?: string) =>
  call(ctx.app, '/api/login', { identifier, password }, { ip });

describe('[ACCOUNTS] login', () => {
  it('signs in with username, email (any case) or phone (Arabic-Indic digits too)', async () => {
    for (const identifier of ['user', 'USER@dukkan.test', '01000000005', '٠١٠٠٠٠٠٠٠٠٥']) {
      const response = await login(identifier, DEMO_PASSWORD);
      expect(response.statusCode, identifier).toBe(200);
      const data = response.json().data;
      expect(data.status).toBe('signed_in');
      expect(data.session).toMatchObject({
        role: 'user',
        username: 'user',
        first_name: 'سارة',
        last_name: 'إبراهيم',
        cart_items_count: 0,
      });
      const profile = await call(ctx.app, '/api/profile', undefined, {
        token: data.session.token,
      });
      expect(profile.json().data.username).toBe('user');
    }
  });

  it('lets a reseller and a sub-reseller in through the user door', async () => {
    for (const username of ['reseller', 'subreseller']) {
      const response = await login(username, DEMO_PASSWORD);
      expect(response.json().data.session.username).toBe(username);
    }
  });

  it('answers one invalid_credentials (400) for a wrong password, an unknown account and staff', async () => {
    const wrong = await login('user', 'Wrong1234', '10.1.0.1');
    const unknown = await login('no-such-person', 'Wrong1234', '10.1.0.1');
    const admin = await login('admin', DEMO_PASSWORD, '10.1.0.1');
    for (const response of [wrong, unknown, admin]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'invalid_credentials', message: errorsAr.invalid_credentials },
      });
    }
  });

  it('validates the body with field keys', async () => {
    const response = await call(ctx.app, '/api/login', { identifier: '  ', password: '' });
    expect(errorOf(response).fields).toEqual([
      { path: 'identifier', message: 'validation.required' },
      { path: 'password', message: 'validation.required' },
    ]);
  });

  it('does not let a suspended account in, and suspension ends its sessions', async () => {
    const person = await seedUser(ctx.database.db);
    const token = (await login(person.username, person.password)).json().data.session.token;
    await suspendUser(ctx.database.db, person.id);
    const profile = await call(ctx.app, '/api/profile', undefined, { token });
    expect(profile.statusCode).toBe(401);
    const response = await login(person.username, person.password);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('account_suspended');
    // Only the password holder learns about the suspension.
    expect(errorOf(await login(person.username, 'Wrong1234')).code).toBe('invalid_credentials');
  });
});

describe('[ACCOUNTS] slow-down and lock-out', () => {
  it('slows one IP down after 3 failures, locks it at 10, leaves other IPs alone', async () => {
    const person = await seedUser(ctx.database.db);
    vi.useFakeTimers({ toFake: ['Date'] });
    const ip = '10.2.0.1';
    for (let i = 1; i <= 3; i++) {
      expect(errorOf(await login(person.username, 'Wrong1234', ip)).code).toBe(
        'invalid_credentials',
      );
    }
    const waiting = await login(person.username, person.password, ip);
    expect(waiting.statusCode).toBe(429);
    expect(errorOf(waiting)).toMatchObject({ code: 'rate_limited', retryAfter: 1 });
    // The waits grow: 1, 2, 4 … seconds.
    for (let i = 4; i <= 9; i++) {
      vi.setSystemTime(Date.now() + 2 ** (i - 3) * 1000);
      expect(errorOf(await login(person.username, 'Wrong1234', ip)).code).toBe(
        'invalid_credentials',
      );
      const early = await login(person.username, person.password, ip);
      expect(errorOf(early).retryAfter).toBe(2 ** (i - 3));
    }
    vi.setSystemTime(Date.now() + 2 ** 7 * 1000);
    await login(person.username, 'Wrong1234', ip);
    const locked = await login(person.username, person.password, ip);
    expect(errorOf(locked)).toMatchObject({ code: 'rate_limited', retryAfter: 900 });

    // The owner, from another IP, is not locked out.
    const elsewhere = await login(person.username, person.password, '10.2.0.2');
    expect(elsewhere.json().data.status).toBe('signed_in');

    // After 15 minutes the pair may try again.
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1000);
    expect((await login(person.username, person.password, ip)).json().data.status).toBe(
      'signed_in',
    );
  });

  it('counts unknown accounts exactly like known ones', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const ip = '10.3.0.1';
    const answers = [];
    for (const identifier of ['ghost-account', 'user']) {
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await login(identifier, 'Wrong1234', ip)).statusCode);
      answers.push(statuses);
    }
    expect(answers[0]).toEqual([400, 400, 400, 429]);
    expect(answers[1]).toEqual(answers[0]);
  });

  it('past the ceiling of 50 failures from other IPs the owner needs a proof; a password reset clears every counter', async () => {
    const person = await seedUser(ctx.database.db);
    vi.useFakeTimers({ toFake: ['Date'] });
    // Five IPs, ten failures each, 65 s apart (past each pair's slow-down): 54 minutes.
    for (let n = 0; n < 5; n++) {
      for (let i = 0; i < 10; i++) {
        vi.setSystemTime(Date.now() + 65_000);
        await login(person.username, 'Wrong1234', `10.4.${n}.1`);
      }
    }
    // Only the first 20 were checked; a new device needs the emailed code (or a reset).
    const fresh = await login(person.username, person.password, '10.4.9.9');
    expect(errorOf(fresh).code).toBe('sign_in_code_required');

    const forgot = await call(ctx.app, '/api/forgot-password', { identifier: person.email });
    expect(forgot.statusCode).toBe(200);
    const { code } = await lastMessage(ctx.app, person.email!);
    const reset = await call(ctx.app, '/api/reset-password', {
      identifier: person.email,
      code,
      password: 'NewPass123',
      password_confirmation: 'NewPass123',
    });
    expect(reset.statusCode).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(authThrottles)
      .where(like(authThrottles.key, `login:%:id:${person.id}%`));
    expect(rows).toEqual([]);
    const back = await login(person.username, 'NewPass123', '10.4.0.1');
    expect(back.json().data.status).toBe('signed_in');
  });
});

describe('[ACCOUNTS] logout and role checks', () => {
  it('revokes the session: the same token answers 401 afterwards', async () => {
    const token = (await login('user', DEMO_PASSWORD)).json().data.session.token;
    const out = await call(ctx.app, '/api/logout', {}, { token });
    expect(out.statusCode).toBe(200);
    expect(out.json().data).toEqual({ ok: true });
    const after = await call(ctx.app, '/api/profile', undefined, { token });
    expect(after.statusCode).toBe(401);
    expect(errorOf(after).code).toBe('unauthenticated');
  });

  it('answers 403 not_authorized for the wrong owner kind', async () => {
    const userToken = (await login('user', DEMO_PASSWORD)).json().data.session.token;
    const panel = await call(ctx.app, '/api/panel/profile', undefined, { token: userToken });
    expect(panel.statusCode).toBe(403);
    expect(errorOf(panel).code).toBe('not_authorized');
    const adminToken = (
      await call(ctx.app, '/api/panel/login', { identifier: 'admin', password: DEMO_PASSWORD })
    ).json().data.session.token;
    const shop = await call(ctx.app, '/api/profile', undefined, { token: adminToken });
    expect(shop.statusCode).toBe(403);
    const logout = await call(ctx.app, '/api/logout', {}, { token: adminToken });
    expect(logout.statusCode).toBe(403);
  });

  it('answers 401 for /api/logout without a token', async () => {
    expect((await call(ctx.app, '/api/logout', {})).statusCode).toBe(401);
  });
});
