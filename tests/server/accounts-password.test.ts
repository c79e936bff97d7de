import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { users } from '../../server/db/schema';
import { seedUser } from '../factories';
import { call, errorOf, expireCodes, lastMessage, outbox } from './accounts.helpers';
import { useTestApp } from './helper';

const ctx = useTestApp();

afterEach(() => vi.useRealTimers());

const signIn = async (identifier: string, password: string) =>
  (await call(ctx.app, '/api/login', { identifier, password })).json().data.session.token as string;

describe('[ACCOUNTS] forgot and reset password', () => {
  it('answers an unknown email exactly like a known one, and mails only the known one', async () => {
    const person = await seedUser(ctx.database.db);
    const before = (await outbox(ctx.app)).length;
    const known = await call(ctx.app, '/api/forgot-password', { identifier: person.email });
    const unknown = await call(ctx.app, '/api/forgot-password', {
      identifier: 'zz' + person.email!.slice(2),
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    const strip = (data: { verification: Record<string, unknown> }) => ({
      ...data.verification,
      target: undefined,
      masked: undefined,
    });
    expect(strip(unknown.json().data)).toEqual(strip(known.json().data));
    expect(Object.keys(unknown.json().data.verification)).toEqual(
      Object.keys(known.json().data.verification),
    );
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
    const sent = await outbox(ctx.app);
    expect(sent.length).toBe(before + 1);
    expect(sent[0]!.to).toBe(person.email);
    expect(sent[0]!.subject).toBe('رمز إعادة تعيين كلمة المرور في دكّان');
    // The second request for either address within the minute is throttled alike.
    const againKnown = await call(ctx.app, '/api/forgot-password', { identifier: person.email });
    const againUnknown = await call(ctx.app, '/api/forgot-password', {
      identifier: 'zz' + person.email!.slice(2),
    });
    expect([againKnown.statusCode, againUnknown.statusCode]).toEqual([429, 429]);
  });

  it('resets with the code: new password works, old does not, every session ends', async () => {
    const person = await seedUser(ctx.database.db);
    const token = await signIn(person.username, person.password);
    await call(ctx.app, '/api/forgot-password', { identifier: person.email!.toUpperCase() });
    const { code } = await lastMessage(ctx.app, person.email!);
    const reset = await call(ctx.app, '/api/reset-password', {
      identifier: person.email,
      code,
      password: 'Fresh2026',
      password_confirmation: 'Fresh2026',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data).toEqual({ ok: true });
    expect((await call(ctx.app, '/api/profile', undefined, { token })).statusCode).toBe(401);
    const old = await call(ctx.app, '/api/login', {
      identifier: person.username,
      password: person.password,
    });
    expect(errorOf(old).code).toBe('invalid_credentials');
    expect(await signIn(person.username, 'Fresh2026')).toBeTruthy();
  });

  it('resets by phone through a text message', async () => {
    const person = await seedUser(ctx.database.db);
    await call(ctx.app, '/api/forgot-password', { identifier: person.phone });
    const message = await lastMessage(ctx.app, person.phone!);
    expect(message.channel).toBe('sms');
    const reset = await call(ctx.app, '/api/reset-password', {
      identifier: person.phone,
      code: message.code,
      password: 'ByPhone99',
      password_confirmation: 'ByPhone99',
    });
    expect(reset.statusCode).toBe(200);
    expect(await signIn(person.phone!, 'ByPhone99')).toBeTruthy();
  });

  it('refuses a wrong or expired code and keeps the password', async () => {
    const person = await seedUser(ctx.database.db);
    await call(ctx.app, '/api/forgot-password', { identifier: person.email });
    const { code } = await lastMessage(ctx.app, person.email!);
    const body = {
      identifier: person.email,
      password: 'Other2026',
      password_confirmation: 'Other2026',
    };
    const wrong = await call(ctx.app, '/api/reset-password', {
      ...body,
      code: code === '999999' ? '999998' : '999999',
    });
    expect(errorOf(wrong).code).toBe('otp_invalid');
    await expireCodes(ctx.database.db, person.email!);
    const expired = await call(ctx.app, '/api/reset-password', { ...body, code });
    expect(errorOf(expired).code).toBe('otp_invalid');
    expect(await signIn(person.username, person.password)).toBeTruthy();
  });

  it('checks the new password rule and the confirmation', async () => {
    const response = await call(ctx.app, '/api/reset-password', {
      identifier: 'a@b.co',
      code: '123456',
      password: 'weak',
      password_confirmation: 'other',
    });
    expect(errorOf(response).fields).toEqual([
      { path: 'password', message: 'validation.password.rule' },
      { path: 'password_confirmation', message: 'validation.password.mismatch' },
    ]);
  });

  it('asks for an email or a phone, not a username', async () => {
    const response = await call(ctx.app, '/api/forgot-password', { identifier: 'someone' });
    expect(errorOf(response).fields).toEqual([
      { path: 'identifier', message: 'validation.email.invalid' },
    ]);
  });
});

describe('[ACCOUNTS] change password', () => {
  it('needs the current password and ends every OTHER session', async () => {
    const person = await seedUser(ctx.database.db);
    const phone = await signIn(person.username, person.password);
    const laptop = await signIn(person.email!, person.password);
    const wrong = await call(
      ctx.app,
      '/api/change-password',
      { current_password: 'Nope1234', password: 'Changed1', password_confirmation: 'Changed1' },
      { token: laptop },
    );
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'current_password', message: 'validation.password.current_wrong' }],
    });
    const changed = await call(
      ctx.app,
      '/api/change-password',
      {
        current_password: person.password,
        password: 'Changed1',
        password_confirmation: 'Changed1',
      },
      { token: laptop },
    );
    expect(changed.statusCode).toBe(200);
    expect((await call(ctx.app, '/api/profile', undefined, { token: laptop })).statusCode).toBe(
      200,
    );
    expect((await call(ctx.app, '/api/profile', undefined, { token: phone })).statusCode).toBe(401);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, person.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await signIn(person.username, 'Changed1')).toBeTruthy();
  });

  it('locks the current-password check after 5 wrong tries', async () => {
    const person = await seedUser(ctx.database.db);
    const token = await signIn(person.username, person.password);
    const attempt = (current: string) =>
      call(
        ctx.app,
        '/api/change-password',
        { current_password: current, password: 'Changed1', password_confirmation: 'Changed1' },
        { token },
      );
    for (let i = 0; i < 5; i++) expect((await attempt('Nope1234')).statusCode).toBe(400);
    const locked = await attempt(person.password);
    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked).retryAfter).toBeGreaterThan(800);
  });
});
