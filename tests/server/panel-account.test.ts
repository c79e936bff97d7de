import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../domain/auth/roles';
import { users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { FACTORY_PASSWORD, seedUser } from '../factories';
import { call, errorOf, lastMessage, unique, uniquePhone } from './accounts.helpers';
import { useTestApp } from './helper';

const ctx = useTestApp();

afterEach(() => vi.useRealTimers());

async function panelLogin(identifier: string, password: string) {
  return call(ctx.app, '/api/panel/login', { identifier, password });
}

async function staff(role: Role) {
  const person = await seedUser(ctx.database.db, { role });
  const response = await panelLogin(person.username, person.password);
  return { person, token: response.json().data.session.token as string };
}

/** Turns 2FA on for a signed-in panel account; answers the secret. */
async function enable2fa(token: string, current_password = FACTORY_PASSWORD): Promise<string> {
  const generated = await call(ctx.app, '/api/panel/generate2fa', {}, { token });
  expect(generated.statusCode).toBe(200);
  const { secret } = generated.json().data;
  const enabled = await call(
    ctx.app,
    '/api/panel/enable2fa',
    { code: await generate({ secret }), current_password },
    { token },
  );
  expect(enabled.json().data).toEqual({ two_factor_enabled: true });
  return secret;
}

/** The next 30 s window, so a fresh code is not the one just used. */
function nextWindow() {
  vi.setSystemTime(Date.now() + 30_000);
}

describe('[PANEL] login', () => {
  it('signs each panel role in with an admin-kind session', async () => {
    for (const username of ['admin', 'moderator', 'reseller', 'subreseller']) {
      const response = await panelLogin(username, DEMO_PASSWORD);
      expect(response.statusCode, username).toBe(200);
      const data = response.json().data;
      expect(data.status).toBe('signed_in');
      expect(data.session.username).toBe(username);
      const profile = await call(ctx.app, '/api/panel/profile', undefined, {
        token: data.session.token,
      });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().data).toMatchObject({ username, two_factor_enabled: false });
    }
  });

  it('refuses shoppers and wrong passwords with the same invalid_credentials', async () => {
    const shopper = await panelLogin('user', DEMO_PASSWORD);
    const wrong = await panelLogin('admin', 'Wrong1234');
    for (const response of [shopper, wrong]) {
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('invalid_credentials');
    }
  });

  it('answers 403 for a user-kind token on panel calls and a panel token on shopper calls', async () => {
    const { token } = await staff('admin');
    expect((await call(ctx.app, '/api/profile', undefined, { token })).statusCode).toBe(403);
  });

  it('logs out on the server', async () => {
    const { token } = await staff('moderator_admin');
    const out = await call(ctx.app, '/api/panel/logout', {}, { token });
    expect(out.json().data).toEqual({ ok: true });
    expect((await call(ctx.app, '/api/panel/profile', undefined, { token })).statusCode).toBe(401);
  });
});

describe('[PANEL] two-factor authentication', () => {
  // The clock stands still in each test, so a code never changes window by accident.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
  });

  it('generates a secret with an otpauth URI and a PNG QR code, stored encrypted', async () => {
    const { person, token } = await staff('admin');
    const response = await call(ctx.app, '/api/panel/generate2fa', {}, { token });
    const data = response.json().data;
    expect(data.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(data.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Dukkan:.+\?.*secret=/);
    expect(data.otpauthUrl).toContain(`secret=${data.secret}`);
    expect(data.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, person.id));
    expect(row!.twoFactorSecret).toMatch(/^v1\./);
    expect(row!.twoFactorSecret).not.toContain(data.secret);
    expect(row!.twoFactorEnabled).toBe(false);
  });

  it('enables only with a valid current code', async () => {
    const { token } = await staff('reseller');
    const { secret } = (await call(ctx.app, '/api/panel/generate2fa', {}, { token })).json().data;
    const wrong = await call(
      ctx.app,
      '/api/panel/enable2fa',
      { code: '000000', current_password: FACTORY_PASSWORD },
      { token },
    );
    const code = await generate({ secret });
    if (code !== '000000') {
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong).code).toBe('two_factor_invalid');
    }
    const right = await call(
      ctx.app,
      '/api/panel/enable2fa',
      { code, current_password: FACTORY_PASSWORD },
      { token },
    );
    expect(right.json().data).toEqual({ two_factor_enabled: true });
    const again = await call(ctx.app, '/api/panel/generate2fa', {}, { token });
    expect(again.statusCode).toBe(409);
  });

  it('asks for the code at login, signs in with it, and rejects its reuse', async () => {
    const { person, token } = await staff('admin');
    const secret = await enable2fa(token);
    nextWindow();
    const first = await panelLogin(person.username, person.password);
    const step = first.json().data;
    expect(step).toMatchObject({ status: 'two_factor_required' });
    expect(step.session).toBeUndefined();
    expect(Date.parse(step.expiresAt)).toBeGreaterThan(Date.now());
    // The challenge is not a session token.
    const asToken = await call(ctx.app, '/api/panel/profile', undefined, { token: step.challenge });
    expect(asToken.statusCode).toBe(401);

    const code = await generate({ secret });
    const verified = await call(ctx.app, '/api/panel/login/verify', {
      challenge: step.challenge,
      code,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.session).toMatchObject({
      role: 'admin',
      username: person.username,
    });

    const again = await panelLogin(person.username, person.password);
    const reuse = await call(ctx.app, '/api/panel/login/verify', {
      challenge: again.json().data.challenge,
      code,
    });
    expect(reuse.statusCode).toBe(400);
    expect(errorOf(reuse).code).toBe('two_factor_invalid');
  });

  it('refuses a forged or expired challenge', async () => {
    const { person, token } = await staff('moderator_reseller');
    const secret = await enable2fa(token);
    nextWindow();
    const { challenge } = (await panelLogin(person.username, person.password)).json().data;
    const forged = await call(ctx.app, '/api/panel/login/verify', {
      challenge: `${challenge.slice(0, -4)}AAAA`,
      code: await generate({ secret }),
    });
    expect(errorOf(forged).code).toBe('invalid_credentials');
    vi.setSystemTime(Date.now() + 6 * 60_000);
    const late = await call(ctx.app, '/api/panel/login/verify', {
      challenge,
      code: await generate({ secret }),
    });
    expect(errorOf(late).code).toBe('invalid_credentials');
  });

  it('locks the code step after 5 wrong codes', async () => {
    const { person, token } = await staff('admin');
    const secret = await enable2fa(token);
    nextWindow();
    const { challenge } = (await panelLogin(person.username, person.password)).json().data;
    const right = await generate({ secret });
    const wrong = right === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      const response = await call(ctx.app, '/api/panel/login/verify', { challenge, code: wrong });
      expect(errorOf(response).code).toBe('two_factor_invalid');
    }
    const locked = await call(ctx.app, '/api/panel/login/verify', { challenge, code: right });
    expect(locked.statusCode).toBe(429);
  });

  it('disables only with a valid, unused code', async () => {
    const { person, token } = await staff('admin');
    const secret = await enable2fa(token);
    const used = await generate({ secret });
    const reused = await call(
      ctx.app,
      '/api/panel/disable2fa',
      { code: used, current_password: person.password },
      { token },
    );
    expect(errorOf(reused).code).toBe('two_factor_invalid');
    nextWindow();
    const off = await call(
      ctx.app,
      '/api/panel/disable2fa',
      { code: await generate({ secret }), current_password: person.password },
      { token },
    );
    expect(off.json().data).toEqual({ two_factor_enabled: false });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, person.id));
    expect(row!.twoFactorSecret).toBeNull();
    const login = await panelLogin(person.username, person.password);
    expect(login.json().data.status).toBe('signed_in');
  });

  it('is for panel sessions only', async () => {
    const user = await seedUser(ctx.database.db);
    const token = (
      await call(ctx.app, '/api/login', { identifier: user.username, password: user.password })
    ).json().data.session.token;
    expect((await call(ctx.app, '/api/panel/generate2fa', {}, { token })).statusCode).toBe(403);
  });
});

describe('[PANEL] seller hand-over (spec §4)', () => {
  it('lets a reseller or sub-reseller shop session open their panel calls', async () => {
    for (const role of ['reseller', 'moderator_reseller'] as const) {
      const seller = await seedUser(ctx.database.db, { role });
      const { session } = (
        await call(ctx.app, '/api/login', {
          identifier: seller.username,
          password: seller.password,
        })
      ).json().data;
      const profile = await call(ctx.app, '/api/panel/profile', undefined, {
        token: session.token,
      });
      expect(profile.statusCode, role).toBe(200);
      expect(profile.json().data).toMatchObject({ id: seller.id, role });
    }
  });

  it('refuses the hand-over when the seller has 2FA on: the panel login asks for the code', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const { person, token } = await staff('reseller');
    const secret = await enable2fa(token);
    nextWindow();
    // The shop sign-in asks for the code too (one secret per account), then answers the session.
    const step = (
      await call(ctx.app, '/api/login', { identifier: person.username, password: person.password })
    ).json().data;
    expect(step.status).toBe('two_factor_required');
    const { session } = (
      await call(ctx.app, '/api/login/verify', {
        challenge: step.challenge,
        code: await generate({ secret }),
      })
    ).json().data;
    // The login answer tells the client not to hand this session over.
    expect(session.two_factor_enabled).toBe(true);
    const panel = await call(ctx.app, '/api/panel/profile', undefined, { token: session.token });
    expect(panel.statusCode).toBe(403);
    expect(errorOf(panel).code).toBe('panel_two_factor_required');
    // Only the panel is refused: the shop session goes on working.
    const shop = await call(ctx.app, '/api/profile', undefined, { token: session.token });
    expect(shop.statusCode).toBe(200);
  });

  it('says in the login answer whether 2FA is on', async () => {
    const seller = await seedUser(ctx.database.db, { role: 'reseller' });
    const { session } = (
      await call(ctx.app, '/api/login', { identifier: seller.username, password: seller.password })
    ).json().data;
    expect(session.two_factor_enabled).toBe(false);
  });

  it('never opens a panel for a shopper session', async () => {
    const { session } = (
      await call(ctx.app, '/api/login', { identifier: 'user', password: DEMO_PASSWORD })
    ).json().data;
    const panel = await call(ctx.app, '/api/panel/profile', undefined, { token: session.token });
    expect(panel.statusCode).toBe(403);
  });
});

describe('[PANEL] profile and password', () => {
  it('saves names, username and language with POST and PUT, 409 on a taken field', async () => {
    const { person, token } = await staff('reseller');
    const body = {
      first_name: 'Karim',
      last_name: 'Mansour',
      username: `s${unique()}`,
      email: person.email,
      phone: person.phone,
      language: 'en',
    };
    const posted = await call(ctx.app, '/api/panel/profile', body, { token });
    expect(posted.json().data).toMatchObject({
      profile: { ...body, id: person.id, role: 'reseller', pending_email: null },
      verifications: [],
    });
    const put = await call(
      ctx.app,
      '/api/panel/profile',
      { ...body, first_name: 'Kareem' },
      { token, method: 'PUT' },
    );
    expect(put.json().data.profile.first_name).toBe('Kareem');
    const taken = await call(
      ctx.app,
      '/api/panel/profile',
      { ...body, username: 'admin' },
      { token },
    );
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).fields).toEqual([
      { path: 'username', message: 'validation.username.taken' },
    ]);
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    const { person, token } = await staff('moderator_admin');
    const other = (await panelLogin(person.username, person.password)).json().data.session.token;
    const response = await call(
      ctx.app,
      '/api/panel/change-password',
      {
        current_password: person.password,
        password: 'Panel2026',
        password_confirmation: 'Panel2026',
      },
      { token },
    );
    expect(response.statusCode).toBe(200);
    expect((await call(ctx.app, '/api/panel/profile', undefined, { token })).statusCode).toBe(200);
    expect(
      (await call(ctx.app, '/api/panel/profile', undefined, { token: other })).statusCode,
    ).toBe(401);
    expect((await panelLogin(person.username, 'Panel2026')).json().data.status).toBe('signed_in');
  });
});

describe('[PANEL] changing email, phone and 2FA needs proof', () => {
  const details = (person: { username: string; email: string | null; phone: string | null }) => ({
    first_name: 'Karim',
    last_name: 'Mansour',
    username: person.username,
    email: person.email,
    phone: person.phone,
    language: 'ar',
  });

  it('refuses a new email without the current password, and with a wrong one', async () => {
    const { person, token } = await staff('admin');
    const attacker = `a${unique()}@example.com`;
    const bare = await call(
      ctx.app,
      '/api/panel/profile',
      { ...details(person), email: attacker },
      { token },
    );
    expect(bare.statusCode).toBe(400);
    expect(errorOf(bare).fields).toEqual([
      { path: 'current_password', message: 'validation.required' },
    ]);
    const wrong = await call(
      ctx.app,
      '/api/panel/profile',
      { ...details(person), email: attacker, current_password: 'Wrong1234' },
      { token },
    );
    expect(errorOf(wrong).fields).toEqual([
      { path: 'current_password', message: 'validation.password.current_wrong' },
    ]);
    const profile = (await call(ctx.app, '/api/panel/profile', undefined, { token })).json().data;
    expect(profile.email).toBe(person.email);
  });

  it('keeps a new email and phone pending (unverified) until the codes sent to them come back', async () => {
    const { person, token } = await staff('reseller');
    const email = `n${unique()}@example.com`;
    const phone = uniquePhone();
    const saved = await call(
      ctx.app,
      '/api/panel/profile',
      { ...details(person), email, phone, current_password: person.password },
      { token },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.profile).toMatchObject({
      email: person.email,
      phone: person.phone,
      pending_email: email,
      pending_phone: phone,
    });
    expect(saved.json().data.verifications.map((v: { channel: string }) => v.channel)).toEqual([
      'email',
      'phone',
    ]);
    // A reset code still goes to the verified address, not to the new one.
    const [before] = await ctx.database.db.select().from(users).where(eq(users.id, person.id));
    expect(before!.email).toBe(person.email);

    for (const [channel, target] of [
      ['email', email],
      ['phone', phone],
    ] as const) {
      const { code } = await lastMessage(ctx.app, target);
      const verified = await call(
        ctx.app,
        '/api/panel/profile/verify',
        { channel, code },
        { token },
      );
      expect(verified.statusCode).toBe(200);
    }
    const after = (await call(ctx.app, '/api/panel/profile', undefined, { token })).json().data;
    expect(after).toMatchObject({ email, phone, pending_email: null, pending_phone: null });
  });

  it('resends the pending phone a new code after 60 s, not sooner; the new code confirms it', async () => {
    const { person, token } = await staff('admin');
    const phone = uniquePhone();
    const saved = await call(
      ctx.app,
      '/api/panel/profile',
      { ...details(person), phone, current_password: person.password },
      { token },
    );
    expect(saved.json().data.profile.pending_phone).toBe(phone);
    const first = await lastMessage(ctx.app, phone);
    const soon = await call(ctx.app, '/api/panel/profile/resend', { channel: 'phone' }, { token });
    expect(soon.statusCode).toBe(429);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    const resent = await call(
      ctx.app,
      '/api/panel/profile/resend',
      { channel: 'phone' },
      { token },
    );
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data.verification).toMatchObject({ channel: 'phone', target: phone });
    const second = await lastMessage(ctx.app, phone);
    expect(second.id).toBeGreaterThan(first.id);
    const verified = await call(
      ctx.app,
      '/api/panel/profile/verify',
      { channel: 'phone', code: second.code },
      { token },
    );
    expect(verified.statusCode).toBe(200);
    const after = (await call(ctx.app, '/api/panel/profile', undefined, { token })).json().data;
    expect(after).toMatchObject({ phone, pending_phone: null });
  });

  it('does not let a seller shop session change the panel email with the token alone', async () => {
    const seller = await seedUser(ctx.database.db, { role: 'reseller' });
    const { session } = (
      await call(ctx.app, '/api/login', { identifier: seller.username, password: seller.password })
    ).json().data;
    const response = await call(
      ctx.app,
      '/api/panel/profile',
      { ...details(seller), email: `x${unique()}@example.com` },
      { token: session.token },
    );
    expect(response.statusCode).toBe(400);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, seller.id));
    expect(row!.email).toBe(seller.email);
  });

  it('needs the current password to switch 2FA on and off', async () => {
    const { person, token } = await staff('admin');
    const { secret } = (await call(ctx.app, '/api/panel/generate2fa', {}, { token })).json().data;
    const noPassword = await call(
      ctx.app,
      '/api/panel/enable2fa',
      { code: await generate({ secret }) },
      { token },
    );
    expect(noPassword.statusCode).toBe(400);
    expect(errorOf(noPassword).fields?.[0]?.path).toBe('current_password');
    const wrongPassword = await call(
      ctx.app,
      '/api/panel/enable2fa',
      { code: await generate({ secret }), current_password: 'Wrong1234' },
      { token },
    );
    expect(errorOf(wrongPassword).fields?.[0]).toEqual({
      path: 'current_password',
      message: 'validation.password.current_wrong',
    });
    await enable2fa(token, person.password);
    vi.useFakeTimers({ toFake: ['Date'] });
    nextWindow();
    const off = await call(
      ctx.app,
      '/api/panel/disable2fa',
      { code: await generate({ secret }) },
      { token },
    );
    expect(off.statusCode).toBe(400);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, person.id));
    expect(row!.twoFactorEnabled).toBe(true);
  });
});
