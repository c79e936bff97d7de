// Every sign-in door answers 2xx or 4xx, never 500, whatever the account holds: no email, no
// phone, neither (the generated seed accounts), unverified, suspended, archived, a guest, panel
// roles, two-factor on.
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../domain/auth/roles';
import { encryptSecret } from '../../server/modules/panel-account/totp';
import { seedUser, type SeedUserOptions } from '../factories';
import { call, errorOf, unique } from './accounts.helpers';
import { useTestApp } from './helper';

const ctx = useTestApp();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now());
});
afterEach(() => vi.useRealTimers());

const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

interface Shape {
  name: string;
  options: SeedUserOptions;
  twoFactor?: boolean;
}

const none = { email: null, emailVerifiedAt: null, phone: null, phoneVerifiedAt: null };

const SHAPES: Shape[] = [
  { name: 'email and phone, verified', options: {} },
  { name: 'no email', options: { email: null, emailVerifiedAt: null } },
  { name: 'no phone', options: { phone: null, phoneVerifiedAt: null } },
  { name: 'neither email nor phone', options: none },
  {
    name: 'neither, marked verified',
    options: { ...none, emailVerifiedAt: new Date(), phoneVerifiedAt: new Date() },
  },
  { name: 'unverified email and phone', options: { emailVerifiedAt: null, phoneVerifiedAt: null } },
  {
    name: 'unverified phone, no email',
    options: { email: null, emailVerifiedAt: null, phoneVerifiedAt: null },
  },
  { name: 'suspended', options: { status: 'suspended' } },
  { name: 'suspended, neither', options: { ...none, status: 'suspended' } },
  { name: 'archived, neither', options: { ...none, archivedAt: new Date() } },
  { name: 'guest', options: { role: 'guest', email: null, emailVerifiedAt: null } },
  { name: 'guest, neither', options: { ...none, role: 'guest' } },
  { name: 'two-factor on, neither', options: none, twoFactor: true },
  ...(['admin', 'moderator_admin', 'reseller', 'moderator_reseller'] as Role[]).flatMap((role) => [
    { name: `${role}, neither`, options: { ...none, role } },
    { name: `${role}, two-factor on, neither`, options: { ...none, role }, twoFactor: true },
  ]),
];

async function make(shape: Shape) {
  const person = await seedUser(ctx.database.db, {
    username: `shape${unique()}`,
    ...shape.options,
    ...(shape.twoFactor
      ? {
          twoFactorEnabled: true,
          twoFactorSecret: encryptSecret(TOTP_SECRET, ctx.env.jwtSecret!),
        }
      : {}),
  });
  return person;
}

let addresses = 0;
/** A fresh client address per case, so the per-address counters of one case never reach the next. */
function nextIp(): string {
  addresses += 1;
  return `10.77.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

type Person = Awaited<ReturnType<typeof make>>;

/** Each door an account can be tried at; answers every status seen on the way. */
const DOORS: Record<string, (person: Person, ip: string) => Promise<number[]>> = {
  'shop login (+ 2FA step)': async (person, ip) => {
    const first = await call(
      ctx.app,
      '/api/login',
      {
        identifier: person.username,
        password: person.password,
      },
      { ip },
    );
    const statuses = [first.statusCode];
    if (first.statusCode === 200 && first.json().data.status === 'two_factor_required') {
      const verify = await call(
        ctx.app,
        '/api/login/verify',
        {
          challenge: first.json().data.challenge,
          code: await generate({ secret: TOTP_SECRET }),
        },
        { ip },
      );
      statuses.push(verify.statusCode);
    }
    return statuses;
  },
  'panel login (+ 2FA step)': async (person, ip) => {
    const first = await call(
      ctx.app,
      '/api/panel/login',
      {
        identifier: person.username,
        password: person.password,
      },
      { ip },
    );
    const statuses = [first.statusCode];
    if (first.statusCode === 200 && first.json().data.status === 'two_factor_required') {
      const verify = await call(
        ctx.app,
        '/api/panel/login/verify',
        {
          challenge: first.json().data.challenge,
          code: await generate({ secret: TOTP_SECRET }),
        },
        { ip },
      );
      statuses.push(verify.statusCode);
    }
    return statuses;
  },
  'wrong password': async (person, ip) => [
    (
      await call(
        ctx.app,
        '/api/login',
        {
          identifier: person.username,
          password: 'Wrong1234',
        },
        { ip },
      )
    ).statusCode,
  ],
  'password reset request': async (person, ip) => {
    const identifiers = [person.username, person.email, person.phone].filter(
      (value): value is string => typeof value === 'string',
    );
    const statuses = [];
    for (const identifier of identifiers) {
      statuses.push(
        (await call(ctx.app, '/api/forgot-password', { identifier }, { ip })).statusCode,
      );
    }
    return statuses;
  },
  'code request': async (person, ip) => {
    const statuses = [];
    if (person.email) {
      statuses.push(
        (await call(ctx.app, '/api/otp', { channel: 'email', target: person.email }, { ip }))
          .statusCode,
      );
    }
    if (person.phone) {
      statuses.push(
        (await call(ctx.app, '/api/send-phone-otp', { phone: person.phone }, { ip })).statusCode,
      );
    }
    return statuses;
  },
};

describe('[ACCOUNTS] every sign-in door answers every account shape without a server error', () => {
  for (const shape of SHAPES) {
    for (const [door, attempt] of Object.entries(DOORS)) {
      it(`${door}: ${shape.name}`, async () => {
        const person = await make(shape);
        vi.setSystemTime(Date.now() + 61_000);
        const statuses = await attempt(person, nextIp());
        for (const status of statuses) {
          expect(status, `${door} for ${shape.name}: ${statuses.join(', ')}`).toBeLessThan(500);
        }
      });
    }
  }

  it('an unverified account with neither address says how it can go on', async () => {
    const person = await make({ name: 'neither', options: none });
    const response = await call(
      ctx.app,
      '/api/login',
      {
        identifier: person.username,
        password: person.password,
      },
      { ip: nextIp() },
    );
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('verification_unavailable');
  });
});

describe('[ACCOUNTS] an account without a password', () => {
  it('never signs in, not even with the password unknown accounts are checked against', async () => {
    const person = await make({ name: 'no password', options: { ...none, role: 'admin' } });
    await ctx.database.db.execute(
      sql`UPDATE users SET password_hash = NULL WHERE id = ${person.id}`,
    );
    for (const password of ['not-a-password-0A', person.password]) {
      const response = await call(
        ctx.app,
        '/api/panel/login',
        { identifier: person.username, password },
        { ip: nextIp() },
      );
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('invalid_credentials');
    }
  });
});
