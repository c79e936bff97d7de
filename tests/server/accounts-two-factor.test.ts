// Spec §2 `/profile/:type?`: any account with a password turns TOTP on from the shop
// profile; the shop sign-in then asks for the code, and the account's panel sign-in shares it.
import { generate } from 'otplib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../domain/auth/roles';
import { seedUser } from '../factories';
import { call, errorOf } from './accounts.helpers';
import { useTestApp } from './helper';

const ctx = useTestApp();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now());
});
afterEach(() => vi.useRealTimers());

/** The next 30 s window, so a fresh code is not the one just used. */
const nextWindow = () => vi.setSystemTime(Date.now() + 30_000);

async function shopper(role: Role = 'user') {
  const person = await seedUser(ctx.database.db, { role });
  const login = await call(ctx.app, '/api/login', {
    identifier: person.username,
    password: person.password,
  });
  expect(login.json().data.status, login.body).toBe('signed_in');
  return { person, token: login.json().data.session.token as string };
}

async function turnOn(token: string, password: string): Promise<string> {
  const generated = await call(ctx.app, '/api/profile/generate2fa', {}, { token });
  expect(generated.statusCode, generated.body).toBe(200);
  const { secret, qrDataUrl } = generated.json().data;
  expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
  const enabled = await call(
    ctx.app,
    '/api/profile/enable2fa',
    { code: await generate({ secret }), current_password: password },
    { token },
  );
  expect(enabled.json().data).toEqual({ two_factor_enabled: true });
  return secret;
}

describe('[ACCOUNTS] two-factor sign-in for shop accounts', () => {
  it('a shopper turns it on; the profile says so; the shop sign-in then needs the code', async () => {
    const { person, token } = await shopper();
    const secret = await turnOn(token, person.password);
    const profile = await call(ctx.app, '/api/profile', undefined, { token });
    expect(profile.json().data.two_factor_enabled).toBe(true);

    nextWindow();
    const first = await call(ctx.app, '/api/login', {
      identifier: person.username,
      password: person.password,
    });
    const step = first.json().data;
    expect(step).toMatchObject({ status: 'two_factor_required' });
    expect(step.session).toBeUndefined();
    // The challenge is not a session token.
    expect(
      (await call(ctx.app, '/api/profile', undefined, { token: step.challenge })).statusCode,
    ).toBe(401);

    const wrong = await call(ctx.app, '/api/login/verify', {
      challenge: step.challenge,
      code: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).code).toBe('two_factor_invalid');

    const verified = await call(ctx.app, '/api/login/verify', {
      challenge: step.challenge,
      code: await generate({ secret }),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data.session).toMatchObject({ role: 'user', username: person.username });
  });

  it("a seller's panel sign-in asks for the code turned on in the shop", async () => {
    const { person, token } = await shopper('reseller');
    await turnOn(token, person.password);
    nextWindow();
    const panel = await call(ctx.app, '/api/panel/login', {
      identifier: person.username,
      password: person.password,
    });
    expect(panel.json().data.status).toBe('two_factor_required');
  });

  it('a panel challenge does not open the shop for a staff account, nor a shop one the panel', async () => {
    const { person, token } = await shopper();
    const secret = await turnOn(token, person.password);
    nextWindow();
    const step = (
      await call(ctx.app, '/api/login', { identifier: person.username, password: person.password })
    ).json().data;
    const asPanel = await call(ctx.app, '/api/panel/login/verify', {
      challenge: step.challenge,
      code: await generate({ secret }),
    });
    expect(asPanel.statusCode).toBe(400);
    expect(errorOf(asPanel).code).toBe('invalid_credentials');
  });

  it('turning it on or off needs the current password and a right code', async () => {
    const { person, token } = await shopper();
    const { secret } = (await call(ctx.app, '/api/profile/generate2fa', {}, { token })).json().data;
    const badPassword = await call(
      ctx.app,
      '/api/profile/enable2fa',
      { code: await generate({ secret }), current_password: 'not-the-password' },
      { token },
    );
    expect(badPassword.statusCode).toBe(400);
    expect(errorOf(badPassword).fields?.[0]?.path).toBe('current_password');
    const profile = await call(ctx.app, '/api/profile', undefined, { token });
    expect(profile.json().data.two_factor_enabled).toBe(false);

    await call(
      ctx.app,
      '/api/profile/enable2fa',
      { code: await generate({ secret }), current_password: person.password },
      { token },
    );
    nextWindow();
    const off = await call(
      ctx.app,
      '/api/profile/disable2fa',
      { code: await generate({ secret }), current_password: person.password },
      { token },
    );
    expect(off.json().data).toEqual({ two_factor_enabled: false });
    nextWindow();
    const login = await call(ctx.app, '/api/login', {
      identifier: person.username,
      password: person.password,
    });
    expect(login.json().data.status).toBe('signed_in');
  });
});
