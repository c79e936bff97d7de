import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { users, verificationCodes } from '../../server/db/schema';
import {
  call,
  errorOf,
  expireCodes,
  lastMessage,
  outbox,
  registration,
  uniquePhone,
} from './accounts.helpers';
import { useTestApp } from './helper';

const ctx = useTestApp();

afterEach(() => vi.useRealTimers());

async function register(overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const response = await call(ctx.app, '/api/register', body);
  return { body, response };
}

describe('[ACCOUNTS] register-validation', () => {
  it('answers a message key per field sent, null when fine', async () => {
    const response = await call(ctx.app, '/api/register-validation', {
      username: 'a',
      email: 'not-an-email',
      phone: '0123',
      name: 'Ali2 Hassan',
      password: 'short',
      password_confirmation: 'other',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      valid: false,
      fields: {
        username: 'validation.username.too_short',
        email: 'validation.email.invalid',
        phone: 'validation.phone.length',
        name: 'validation.name.digits',
        password: 'validation.password.rule',
        password_confirmation: 'validation.password.mismatch',
      },
    });
  });

  it('reports a taken username, email and phone (any case), and passes free ones', async () => {
    const taken = await call(ctx.app, '/api/register-validation', {
      username: 'ADMIN',
      email: 'User@Dukkan.test',
      phone: '٠١٠٠٠٠٠٠٠٠٥',
    });
    expect(taken.json().data.fields).toEqual({
      username: 'validation.username.taken',
      email: 'validation.email.taken',
      phone: 'validation.phone.taken',
    });
    const free = await call(ctx.app, '/api/register-validation', { username: 'free_name_1' });
    expect(free.json().data).toEqual({ valid: true, fields: { username: null } });
  });
});

describe('[ACCOUNTS] register', () => {
  it('rejects bad fields with message keys and writes nothing', async () => {
    const { body, response } = await register({ username: 'has space', password: 'abc' });
    expect(response.statusCode).toBe(400);
    const fields = errorOf(response).fields!.map((field) => [field.path, field.message]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['username', 'validation.username.whitespace'],
        ['password', 'validation.password.rule'],
      ]),
    );
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, body.email));
    expect(rows).toHaveLength(0);
  });

  it('splits the name at the first space and sends a code to the chosen email', async () => {
    const { body, response } = await register({ name: '  عبد   الرحمن محمد ' });
    expect(response.statusCode).toBe(201);
    const { verification } = response.json().data;
    expect(verification).toMatchObject({ channel: 'email', target: body.email, retryAfter: 60 });
    expect(verification.masked).toMatch(/^r.\*\*\*@example\.com$/);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, body.email));
    expect(row).toMatchObject({
      firstName: 'عبد',
      lastName: 'الرحمن محمد',
      role: 'user',
      language: 'ar',
      emailVerifiedAt: null,
      phoneVerifiedAt: null,
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const message = await lastMessage(ctx.app, body.email);
    expect(message.subject).toBe('رمز تفعيل حسابك في دكّان');
    // Only a hash of the code is stored.
    const codes = await ctx.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, body.email));
    expect(codes[0]!.codeHash).not.toContain(message.code);
  });

  it('accepts first_name/last_name instead of name, and writes English mail for en', async () => {
    const { body, response } = await register({
      name: undefined,
      first_name: 'Mona',
      last_name: 'Said',
      language: 'en',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, body.email));
    expect([row!.firstName, row!.lastName]).toEqual(['Mona', 'Said']);
    expect((await lastMessage(ctx.app, body.email)).subject).toBe('Your Dukkan verification code');
  });

  it('answers 409 conflict naming each taken field', async () => {
    const { response } = await register({ username: 'Admin', email: 'ADMIN@dukkan.test' });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'conflict',
      fields: [
        { path: 'username', message: 'validation.username.taken' },
        { path: 'email', message: 'validation.email.taken' },
      ],
    });
    const phone = await register({ phone: '01000000005' });
    expect(errorOf(phone.response).fields).toEqual([
      { path: 'phone', message: 'validation.phone.taken' },
    ]);
  });

  it('creates nothing when the code cannot be sent yet (429), so a retry is not a conflict', async () => {
    const body = registration();
    // Someone asked for a reset code to this (not yet registered) address a moment ago.
    await call(ctx.app, '/api/forgot-password', { identifier: body.email });
    const refused = await call(ctx.app, '/api/register', body);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).retryAfter).toBeGreaterThan(50);
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, body.email));
    expect(rows).toHaveLength(0);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect((await call(ctx.app, '/api/register', body)).statusCode).toBe(201);
  });

  it('sends the first code by text message when the phone is chosen', async () => {
    const { body, response } = await register({ channel: 'phone' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.verification).toMatchObject({
      channel: 'phone',
      target: body.phone,
    });
    const message = await lastMessage(ctx.app, body.phone);
    expect(message.channel).toBe('sms');
    const verified = await call(ctx.app, '/api/verify-phone', {
      phone: body.phone,
      code: message.code,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.session.username).toBe(body.username);
  });
});

describe('[ACCOUNTS] codes', () => {
  it('verifying the email signs in with the stored-session payload', async () => {
    const { body } = await register();
    const { code } = await lastMessage(ctx.app, body.email);
    // Arabic-Indic digits are accepted.
    const arabic = code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const response = await call(ctx.app, '/api/verify', { email: body.email, code: arabic });
    expect(response.statusCode).toBe(200);
    const { session } = response.json().data;
    expect(session).toMatchObject({
      role: 'user',
      username: body.username,
      first_name: 'سارة',
      last_name: 'أحمد علي',
      email: body.email,
      cart_items_count: 0,
    });
    expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now());
    const profile = await call(ctx.app, '/api/profile', undefined, { token: session.token });
    expect(profile.json().data.email_verified).toBe(true);
    // A code works once.
    const again = await call(ctx.app, '/api/verify', { email: body.email, code });
    expect(errorOf(again).code).toBe('otp_invalid');
  });

  it('refuses an expired code', async () => {
    const { body } = await register();
    const { code } = await lastMessage(ctx.app, body.email);
    await expireCodes(ctx.database.db, body.email);
    const response = await call(ctx.app, '/api/verify', { email: body.email, code });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('otp_invalid');
  });

  it('burns the code after five wrong tries', async () => {
    const { body } = await register();
    const { code } = await lastMessage(ctx.app, body.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const response = await call(ctx.app, '/api/verify', { email: body.email, code: wrong });
      expect(errorOf(response).code).toBe('otp_invalid');
    }
    const right = await call(ctx.app, '/api/verify', { email: body.email, code });
    expect(right.statusCode).toBe(400);
    expect(errorOf(right).code).toBe('otp_invalid');
  });

  it('rejects a malformed code with a field key', async () => {
    const response = await call(ctx.app, '/api/verify', { email: 'a@b.co', code: '12ab' });
    expect(errorOf(response)).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'code', message: 'validation.code.format' }],
    });
  });

  it('a resend replaces the old code; too soon → 429 with retryAfter; 5 an hour', async () => {
    const { body } = await register();
    const first = await lastMessage(ctx.app, body.email);
    const soon = await call(ctx.app, '/api/resend-otp', { channel: 'email', target: body.email });
    expect(soon.statusCode).toBe(429);
    expect(errorOf(soon)).toMatchObject({ code: 'rate_limited' });
    expect(errorOf(soon).retryAfter).toBeGreaterThan(55);
    expect(soon.headers['retry-after']).toBe(String(errorOf(soon).retryAfter));

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    const resent = await call(ctx.app, '/api/resend-otp', { channel: 'email', target: body.email });
    expect(resent.statusCode).toBe(200);
    const second = await lastMessage(ctx.app, body.email);
    expect(second.id).toBeGreaterThan(first.id);
    if (first.code !== second.code) {
      const old = await call(ctx.app, '/api/verify', { email: body.email, code: first.code });
      expect(errorOf(old).code).toBe('otp_invalid');
    }
    // Sends 3, 4 and 5 are allowed a minute apart; the 6th within the hour is not.
    for (let i = 0; i < 3; i++) {
      vi.setSystemTime(Date.now() + 61_000);
      const ok = await call(ctx.app, '/api/otp', { channel: 'email', target: body.email });
      expect(ok.statusCode).toBe(200);
    }
    vi.setSystemTime(Date.now() + 61_000);
    const sixth = await call(ctx.app, '/api/otp', { channel: 'email', target: body.email });
    expect(sixth.statusCode).toBe(429);
    expect(errorOf(sixth).retryAfter).toBeGreaterThan(60);
    const latest = await lastMessage(ctx.app, body.email);
    const verified = await call(ctx.app, '/api/verify', { email: body.email, code: latest.code });
    expect(verified.statusCode).toBe(200);
  });

  it('answers /api/otp alike for unknown and verified targets, and sends them nothing', async () => {
    const before = (await outbox(ctx.app)).length;
    const unknown = await call(ctx.app, '/api/otp', {
      channel: 'email',
      target: 'nobody-here@example.com',
    });
    const verified = await call(ctx.app, '/api/otp', {
      channel: 'email',
      target: 'user@dukkan.test',
    });
    expect(unknown.statusCode).toBe(200);
    expect(verified.statusCode).toBe(200);
    expect(Object.keys(unknown.json().data.verification)).toEqual(
      Object.keys(verified.json().data.verification),
    );
    expect((await outbox(ctx.app)).length).toBe(before);
  });

  it('send-phone-otp lets an email sign-up verify by phone instead', async () => {
    const { body } = await register();
    const sent = await call(ctx.app, '/api/send-phone-otp', { phone: body.phone });
    expect(sent.statusCode).toBe(200);
    const { code } = await lastMessage(ctx.app, body.phone);
    const response = await call(ctx.app, '/api/verify-phone', { phone: body.phone, code });
    expect(response.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.phone, body.phone));
    expect(row!.phoneVerifiedAt).not.toBeNull();
    expect(row!.emailVerifiedAt).toBeNull();
  });
});

describe('[ACCOUNTS] unverified sign-in', () => {
  it('answers verification_required with the target instead of a session', async () => {
    const { body } = await register();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    const response = await call(ctx.app, '/api/login', {
      identifier: body.username,
      password: body.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'verification_required',
      verification: { channel: 'email', target: body.email, retryAfter: 60 },
    });
    const { code } = await lastMessage(ctx.app, body.email);
    const verified = await call(ctx.app, '/api/verify', { email: body.email, code });
    expect(verified.statusCode).toBe(200);
    const again = await call(ctx.app, '/api/login', {
      identifier: body.email,
      password: body.password,
    });
    expect(again.json().data.status).toBe('signed_in');
  });

  it('does not send another code inside the minute, and says how long to wait', async () => {
    const { body } = await register({ phone: uniquePhone() });
    const count = (await outbox(ctx.app)).length;
    const response = await call(ctx.app, '/api/login', {
      identifier: body.email,
      password: body.password,
    });
    expect(response.json().data.verification.retryAfter).toBeGreaterThan(50);
    expect((await outbox(ctx.app)).length).toBe(count);
  });
});
