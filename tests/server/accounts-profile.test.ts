import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../../server/db/schema';
import {
  createGuest,
  reactivateUser,
  suspendUser,
  upgradeGuest,
} from '../../server/modules/accounts/account-status.service';
import { issueSession } from '../../server/modules/auth/auth.service';
import { seedUser } from '../factories';
import { call, errorOf, lastMessage, unique, uniquePhone } from './accounts.helpers';
import { useTestApp } from './helper';

const ctx = useTestApp();

afterEach(() => vi.useRealTimers());

async function signedIn() {
  const person = await seedUser(ctx.database.db);
  const response = await call(ctx.app, '/api/login', {
    identifier: person.username,
    password: person.password,
  });
  return { person, token: response.json().data.session.token as string };
}

function profileBody(person: Awaited<ReturnType<typeof seedUser>>, changes = {}) {
  return {
    first_name: person.firstName,
    last_name: person.lastName,
    username: person.username,
    email: person.email,
    phone: person.phone,
    gender: person.gender,
    birthdate: person.birthdate,
    language: person.language,
    ...changes,
  };
}

describe('[PROFILE] view and edit', () => {
  it('shows the signed-in account', async () => {
    const { person, token } = await signedIn();
    const response = await call(ctx.app, '/api/profile', undefined, { token });
    expect(response.json().data).toEqual({
      id: person.id,
      role: 'user',
      first_name: person.firstName,
      last_name: person.lastName,
      username: person.username,
      email: person.email,
      phone: person.phone,
      gender: 'male',
      birthdate: '1990-01-01',
      language: 'ar',
      email_verified: true,
      phone_verified: true,
      pending_email: null,
      pending_phone: null,
      two_factor_enabled: false,
    });
    expect((await call(ctx.app, '/api/profile')).statusCode).toBe(401);
  });

  it('saves names, username, gender, birthdate and language at once', async () => {
    const { person, token } = await signedIn();
    const username = `p${unique()}`;
    const response = await call(
      ctx.app,
      '/api/profile',
      profileBody(person, {
        first_name: 'Laila',
        last_name: 'Fawzy',
        username,
        gender: 'female',
        birthdate: '2000-02-29',
        language: 'en',
      }),
      { token },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.verifications).toEqual([]);
    expect(response.json().data.profile).toMatchObject({
      first_name: 'Laila',
      last_name: 'Fawzy',
      username,
      gender: 'female',
      birthdate: '2000-02-29',
      language: 'en',
      email: person.email,
    });
  });

  it('validates with field keys (names, birthdate, language)', async () => {
    const { person, token } = await signedIn();
    const response = await call(
      ctx.app,
      '/api/profile',
      profileBody(person, { first_name: 'A', birthdate: '2999-01-01', language: 'fr' }),
      { token },
    );
    expect(errorOf(response).fields).toEqual([
      { path: 'first_name', message: 'validation.name.too_short' },
      { path: 'birthdate', message: 'validation.date.invalid' },
      { path: 'language', message: 'validation.language.invalid' },
    ]);
  });

  it('answers 409 for a username or email another account has', async () => {
    const { person, token } = await signedIn();
    const response = await call(
      ctx.app,
      '/api/profile',
      profileBody(person, { username: 'Reseller', email: 'admin@dukkan.test' }),
      { token },
    );
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).fields).toEqual([
      { path: 'username', message: 'validation.username.taken' },
      { path: 'email', message: 'validation.email.taken' },
    ]);
  });

  it('keeps a new email pending until the code sent to it comes back', async () => {
    const { person, token } = await signedIn();
    const email = `new${unique()}@example.com`;
    const phone = uniquePhone();
    const saved = await call(ctx.app, '/api/profile', profileBody(person, { email, phone }), {
      token,
    });
    expect(saved.statusCode).toBe(200);
    const data = saved.json().data;
    expect(data.profile).toMatchObject({
      email: person.email,
      pending_email: email,
      phone: person.phone,
      pending_phone: phone,
    });
    expect(data.verifications.map((v: { channel: string }) => v.channel)).toEqual([
      'email',
      'phone',
    ]);
    const mail = await lastMessage(ctx.app, email);
    expect(mail.subject).toBe('رمز تأكيد بريدك الإلكتروني الجديد في دكّان');
    const wrong = await call(
      ctx.app,
      '/api/profile/verify',
      { channel: 'email', code: mail.code === '000000' ? '000001' : '000000' },
      { token },
    );
    expect(errorOf(wrong).code).toBe('otp_invalid');
    const verified = await call(
      ctx.app,
      '/api/profile/verify',
      { channel: 'email', code: mail.code },
      { token },
    );
    expect(verified.json().data.profile).toMatchObject({
      email,
      pending_email: null,
      email_verified: true,
      pending_phone: phone,
    });
    const sms = await lastMessage(ctx.app, phone);
    const phoneDone = await call(
      ctx.app,
      '/api/profile/verify',
      { channel: 'phone', code: sms.code },
      { token },
    );
    expect(phoneDone.json().data.profile).toMatchObject({ phone, pending_phone: null });
    // The new email signs in.
    const login = await call(ctx.app, '/api/login', {
      identifier: email,
      password: person.password,
    });
    expect(login.json().data.status).toBe('signed_in');
  });

  it('leaves the profile untouched when the new address cannot get a code yet', async () => {
    const { person, token } = await signedIn();
    const email = `busy${unique()}@example.com`;
    await call(ctx.app, '/api/forgot-password', { identifier: email });
    const response = await call(
      ctx.app,
      '/api/profile',
      profileBody(person, { email, first_name: 'Hoda' }),
      { token },
    );
    expect(response.statusCode).toBe(429);
    const profile = (await call(ctx.app, '/api/profile', undefined, { token })).json().data;
    expect(profile).toMatchObject({ first_name: person.firstName, pending_email: null });
  });

  it('resends the pending code no sooner than 60 s', async () => {
    const { person, token } = await signedIn();
    const email = `re${unique()}@example.com`;
    await call(ctx.app, '/api/profile', profileBody(person, { email }), { token });
    const resend = await call(ctx.app, '/api/profile/resend', { channel: 'email' }, { token });
    expect(resend.statusCode).toBe(429);
    const nothing = await call(ctx.app, '/api/profile/resend', { channel: 'phone' }, { token });
    expect(errorOf(nothing).code).toBe('not_found');
  });

  it('after 60 s resends a new code to the pending email, and that code confirms it', async () => {
    const { person, token } = await signedIn();
    const email = `again${unique()}@example.com`;
    await call(ctx.app, '/api/profile', profileBody(person, { email }), { token });
    const first = await lastMessage(ctx.app, email);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    const resend = await call(ctx.app, '/api/profile/resend', { channel: 'email' }, { token });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().data.verification).toMatchObject({ channel: 'email', target: email });
    const second = await lastMessage(ctx.app, email);
    expect(second.id).toBeGreaterThan(first.id);

    const verified = await call(
      ctx.app,
      '/api/profile/verify',
      { channel: 'email', code: second.code },
      { token },
    );
    expect(verified.json().data.profile).toMatchObject({
      email,
      pending_email: null,
      email_verified: true,
    });
  });

  it('saves the account language through /api/change-language', async () => {
    const { person, token } = await signedIn();
    await call(ctx.app, '/api/change-language', { language: 'en' }, { token });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, person.id));
    expect(row!.language).toBe('en');
  });
});

describe('[ACCOUNTS] guests and suspension (service level)', () => {
  it('creates a guest without password and upgrades it to a full account', async () => {
    const phone = uniquePhone();
    const guest = await createGuest(ctx.database.db, {
      name: 'كريم  عادل',
      phone,
      language: 'ar',
    });
    expect(guest).toMatchObject({
      role: 'guest',
      firstName: 'كريم',
      lastName: 'عادل',
      passwordHash: null,
      email: null,
    });
    expect(guest.username).toMatch(/^guest_[0-9a-f]{12}$/);
    const session = await issueSession(ctx.database.db, ctx.env, {
      userId: guest.id,
      kind: 'user',
      role: 'guest',
    });
    // A guest cannot sign in with a password or ask for a code.
    const login = await call(ctx.app, '/api/login', { identifier: phone, password: 'Anything1' });
    expect(errorOf(login).code).toBe('invalid_credentials');

    const taken = upgradeGuest(ctx.database.db, guest.id, {
      username: 'user',
      email: `g${unique()}@example.com`,
      password: 'Upgrade1',
    });
    await expect(taken).rejects.toMatchObject({ code: 'conflict' });

    const username = `g${unique()}`;
    const email = `${username}@example.com`;
    const upgraded = await upgradeGuest(ctx.database.db, guest.id, {
      username,
      email,
      password: 'Upgrade1',
    });
    expect(upgraded).toMatchObject({ role: 'user', username, email, phone });
    // The guest session (role guest) ended; the account signs in as a user, by its phone too.
    const old = await call(ctx.app, '/api/profile', undefined, { token: session.token });
    expect(old.statusCode).toBe(401);
    const signIn = await call(ctx.app, '/api/login', { identifier: phone, password: 'Upgrade1' });
    expect(signIn.json().data).toMatchObject({ status: 'verification_required' });
    await expect(
      upgradeGuest(ctx.database.db, guest.id, { username, email, password: 'Upgrade1' }),
    ).rejects.toMatchObject({ code: 'not_authorized' });
  });

  it('suspension revokes every session at once; reactivation lets the account back in', async () => {
    const { person, token } = await signedIn();
    await suspendUser(ctx.database.db, person.id);
    const live = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, person.id));
    expect(live.every((row) => row.revokedAt !== null)).toBe(true);
    expect((await call(ctx.app, '/api/profile', undefined, { token })).statusCode).toBe(401);
    await reactivateUser(ctx.database.db, person.id);
    const back = await call(ctx.app, '/api/login', {
      identifier: person.username,
      password: person.password,
    });
    expect(back.json().data.status).toBe('signed_in');
  });
});
