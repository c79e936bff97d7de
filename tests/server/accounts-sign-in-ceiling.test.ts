// Guessing one account's password from many addresses is bounded: 20 wrong passwords an hour from
// all addresses, then a sign-in also needs the owner's remembered device (its device cookie) or an
// emailed code. IPv6 clients are counted by their /64.
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { addressKey } from '../../server/lib/client-address';
import { seedUser } from '../factories';
import { errorOf, lastMessage } from './accounts.helpers';
import { useTestApp } from './helper';

const ctx = useTestApp();

const CEILING = 20;

interface Try {
  identifier: string;
  password: string;
  ip: string;
  code?: string;
  cookie?: string;
  door?: '/api/login' | '/api/panel/login';
}

function signIn({ identifier, password, ip, code, cookie, door = '/api/login' }: Try) {
  return ctx.app.inject({
    method: 'POST',
    url: door,
    remoteAddress: ip,
    headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
    payload: { identifier, password, ...(code ? { code } : {}) },
  });
}

/** The device cookie a signed-in answer set, as the browser sends it back. */
function deviceCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'dukkan_device');
  expect(cookie, 'a device cookie').toBeDefined();
  return `dukkan_device=${cookie!.value}`;
}

/** One wrong password from each of `count` addresses (a botnet), `label` keeping them apart. */
async function guess(identifier: string, count: number, label: number, door?: Try['door']) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const ip = `10.${label}.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    const response = await signIn({ identifier, password: 'Wrong1234', ip, door });
    statuses.push(response.statusCode);
  }
  return statuses;
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});

describe('[ACCOUNTS] the account-wide ceiling on wrong passwords', () => {
  it('answers 20 of 110 guesses from 110 addresses; then even the right password needs a proof', async () => {
    const person = await seedUser(ctx.database.db);
    const started = performance.now();
    const statuses = await guess(person.username, 110, 51);
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `110 guesses from 110 addresses: ${JSON.stringify(tally(statuses))} in ${seconds.toFixed(1)} s`,
    );
    expect(statuses.slice(0, CEILING)).toEqual(Array(CEILING).fill(400));
    expect(tally(statuses.slice(CEILING))).toEqual({ 403: 110 - CEILING });

    const owner = await signIn({
      identifier: person.username,
      password: person.password,
      ip: '10.52.0.1',
    });
    expect(owner.statusCode).toBe(403);
    expect(errorOf(owner).code).toBe('sign_in_code_required');
    expect(owner.cookies.find((c) => c.name === 'dukkan_device')).toBeUndefined();
  });

  it('lets the owner in from a device they signed in on before', async () => {
    const person = await seedUser(ctx.database.db);
    const earlier = await signIn({
      identifier: person.username,
      password: person.password,
      ip: '10.53.0.1',
    });
    expect(earlier.json().data.status).toBe('signed_in');
    const set = earlier.cookies.find((c) => c.name === 'dukkan_device')!;
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    const cookie = deviceCookie(earlier);

    await guess(person.username, 40, 54);
    const owner = await signIn({
      identifier: person.username,
      password: person.password,
      ip: '10.53.9.9',
      cookie,
    });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().data.status).toBe('signed_in');
    // The device cookie proves the device, not the password.
    const wrong = await signIn({
      identifier: person.username,
      password: 'Wrong1234',
      ip: '10.53.9.8',
      cookie,
    });
    expect(errorOf(wrong).code).toBe('invalid_credentials');
  });

  it("refuses another account's device cookie and a forged one", async () => {
    const person = await seedUser(ctx.database.db);
    const other = await seedUser(ctx.database.db);
    const theirs = deviceCookie(
      await signIn({ identifier: other.username, password: other.password, ip: '10.55.0.1' }),
    );
    await guess(person.username, CEILING, 56);
    const [, value] = theirs.split('=');
    const [, issuedAt, id, signature] = value!.split('.');
    for (const cookie of [theirs, `dukkan_device=${person.id}.${issuedAt}.${id}.${signature}`]) {
      const response = await signIn({
        identifier: person.username,
        password: person.password,
        ip: '10.55.0.2',
        cookie,
      });
      expect(errorOf(response).code).toBe('sign_in_code_required');
    }
  });

  it('lets the owner in with the code emailed to them, once', async () => {
    const person = await seedUser(ctx.database.db);
    await guess(person.username, CEILING + 5, 57);
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/code',
      remoteAddress: '10.58.0.1',
      payload: { identifier: person.username },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data.retryAfter).toBeGreaterThan(0);
    const { code } = await lastMessage(ctx.app, person.email!);

    const base = { identifier: person.username, ip: '10.58.0.2' };
    const wrongCode = await signIn({ ...base, password: person.password, code: '000000' });
    expect(errorOf(wrongCode).code).toBe('otp_invalid');
    // A wrong password with the right code: refused, and the code stays usable for the owner.
    const wrongPassword = await signIn({ ...base, password: 'Wrong1234', code });
    expect(errorOf(wrongPassword).code).toBe('invalid_credentials');
    const owner = await signIn({ ...base, password: person.password, code });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().data.status).toBe('signed_in');
    deviceCookie(owner);
    const again = await signIn({ ...base, ip: '10.58.0.3', password: person.password, code });
    expect(errorOf(again).code).toBe('otp_invalid');
  });

  it('tells an account without an email that only a known device works', async () => {
    const person = await seedUser(ctx.database.db, { email: null, emailVerifiedAt: null });
    await guess(person.username, CEILING, 59);
    const owner = await signIn({
      identifier: person.username,
      password: person.password,
      ip: '10.60.0.1',
    });
    expect(owner.statusCode).toBe(403);
    expect(errorOf(owner).code).toBe('sign_in_device_required');
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/code',
      remoteAddress: '10.60.0.2',
      payload: { identifier: person.username },
    });
    // Same answer as for an account with an email; nothing is sent.
    expect(asked.statusCode).toBe(200);
  });

  it('answers an unknown name as it answers an account with an email', async () => {
    const statuses = await guess(`nobody${Date.now()}`, CEILING + 1, 61);
    expect(statuses.at(-1)).toBe(403);
  });

  it('counts parallel guesses exactly: 60 at once from 60 addresses, 20 answered', async () => {
    const person = await seedUser(ctx.database.db);
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        signIn({ identifier: person.username, password: 'Wrong1234', ip: `10.62.0.${i + 1}` }),
      ),
    );
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ 400: CEILING, 403: 60 - CEILING });
  });

  it('holds the panel sign-in too, and the emailed code works there', async () => {
    const person = await seedUser(ctx.database.db, { role: 'admin' });
    const statuses = await guess(person.username, CEILING + 3, 63, '/api/panel/login');
    expect(tally(statuses)).toEqual({ 400: CEILING, 403: 3 });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/login/code',
      remoteAddress: '10.64.0.1',
      payload: { identifier: person.email },
    });
    const { code } = await lastMessage(ctx.app, person.email!);
    const owner = await signIn({
      identifier: person.username,
      password: person.password,
      ip: '10.64.0.2',
      code,
      door: '/api/panel/login',
    });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().data.session.role).toBe('admin');
  });
});

describe('[ACCOUNTS] IPv6 clients are counted by their /64', () => {
  it('keys addresses of one /64 alike and others apart', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe(addressKey('2001:0db8:0001:0002:ffff:0:0:9'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(addressKey('10.0.0.1')).toBe('10.0.0.1');
  });

  it('makes new addresses of one /64 share the wait that its 3rd wrong password started', async () => {
    const person = await seedUser(ctx.database.db);
    const statuses = [];
    for (let i = 1; i <= 4; i++) {
      const response = await signIn({
        identifier: person.username,
        password: 'Wrong1234',
        ip: `2001:db8:77:1::${i.toString(16)}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    // Another /64 is another bucket.
    const elsewhere = await signIn({
      identifier: person.username,
      password: 'Wrong1234',
      ip: '2001:db8:77:2::1',
    });
    expect(elsewhere.statusCode).toBe(400);
  });
});
