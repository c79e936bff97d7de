// The role and status come from the database on every request, not from the
// token, and panel sessions are short-lived with a rotated refresh token.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../domain/auth/roles';
import { sessions, users } from '../../server/db/schema';
import { suspendUser } from '../../server/modules/accounts/account-status.service';
import { accountChanged } from '../../server/modules/auth/auth.service';
import { signAccessToken } from '../../server/modules/auth/auth.tokens';
import { seedUser } from '../factories';
import { call } from './accounts.helpers';
import { useTestApp } from './helper';

const ctx = useTestApp();
// The same app with the actor cache on, as in production (5 s there; a minute here, so only an
// invalidation can explain a change showing at once).
const cached = useTestApp({ ACTOR_CACHE_TTL_MS: '60000' });

/** Signs a fresh account of `role` in through the panel login; answers the stored session. */
async function panelSession(role: Role, context = ctx) {
  const person = await seedUser(context.database.db, { role });
  const response = await call(context.app, '/api/panel/login', {
    identifier: person.username,
    password: person.password,
  });
  expect(response.statusCode).toBe(200);
  const session = response.json().data.session as {
    token: string;
    expiresAt: string;
    refresh_token?: string;
    refresh_expires_at?: string;
  };
  return { person, session };
}

/** A panel-only call (two-factor set-up is for panel roles alone). */
function panelCall(token: string) {
  return call(ctx.app, '/api/panel/generate2fa', {}, { token });
}

function refresh(refreshToken: string) {
  return call(ctx.app, '/api/panel/refresh', { refresh_token: refreshToken });
}

function sessionIdOf(token: string): string {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
}

describe('[AUTH][SESSIONS] role and status from the database', () => {
  it('a reseller demoted to user in the database gets 403 on a panel route at once', async () => {
    const { person, session } = await panelSession('reseller');
    expect((await panelCall(session.token)).statusCode).toBe(200);
    await ctx.database.db.update(users).set({ role: 'user' }).where(eq(users.id, person.id));
    const after = await panelCall(session.token);
    expect(after.statusCode).toBe(403);
    expect(after.json().error.code).toBe('not_authorized');
  });

  it('a suspended account gets 401 with its existing token, on panel and shop routes', async () => {
    const { person, session } = await panelSession('moderator_admin');
    expect((await panelCall(session.token)).statusCode).toBe(200);
    await ctx.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, person.id));
    const after = await panelCall(session.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('unauthenticated');
    expect(
      (await call(ctx.app, '/api/layout', undefined, { token: session.token })).statusCode,
    ).toBe(401);
  });

  it('a moderator promoted to admin is an admin on the next request', async () => {
    const { person, session } = await panelSession('moderator_admin');
    const profile = await call(ctx.app, '/api/panel/profile', undefined, { token: session.token });
    expect(profile.json().data.role).toBe('moderator_admin');
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, person.id));
    const again = await call(ctx.app, '/api/panel/profile', undefined, { token: session.token });
    expect(again.json().data.role).toBe('admin');
  });
});

describe('[AUTH][SESSIONS] short panel access tokens with a rotated refresh token', () => {
  it('panel access tokens live minutes and come with a refresh token; shop tokens do not', async () => {
    const { session } = await panelSession('admin');
    const minutes = (Date.parse(session.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(10);
    expect(minutes).toBeLessThanOrEqual(15);
    expect(session.refresh_token).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(Date.parse(session.refresh_expires_at!)).toBeGreaterThan(Date.now() + 86_400_000);

    const shopper = await seedUser(ctx.database.db, { role: 'user' });
    const login = await call(ctx.app, '/api/login', {
      identifier: shopper.username,
      password: shopper.password,
    });
    expect(login.json().data.session.refresh_token).toBeUndefined();
  });

  it('stores only a hash of the refresh token', async () => {
    const { session } = await panelSession('admin');
    const [row] = await ctx.database.db
      .select({ refreshHash: sessions.refreshHash })
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(session.token)));
    const secret = session.refresh_token!.split('.').pop()!;
    expect(row!.refreshHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.refreshHash).not.toContain(secret);
  });

  it('an expired panel access token + a valid refresh token → a new working token', async () => {
    const { person, session } = await panelSession('reseller');
    const expired = await signAccessToken(
      { userId: person.id, sessionId: sessionIdOf(session.token) },
      ctx.env.jwtSecret,
      new Date(Date.now() - 1_000),
    );
    expect((await panelCall(expired)).statusCode).toBe(401);

    const refreshed = await refresh(session.refresh_token!);
    expect(refreshed.statusCode).toBe(200);
    const data = refreshed.json().data;
    expect(data.role).toBe('reseller');
    expect(data.refresh_token).not.toBe(session.refresh_token);
    expect(Date.parse(data.expiresAt)).toBeGreaterThan(Date.now());
    expect((await panelCall(data.token)).statusCode).toBe(200);
  });

  it('a replayed refresh token revokes the session for every holder', async () => {
    const { session } = await panelSession('admin');
    const first = await refresh(session.refresh_token!);
    expect(first.statusCode).toBe(200);
    const { token, refresh_token: next } = first.json().data;

    const replay = await refresh(session.refresh_token!);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('unauthenticated');
    // The session is over: the newest access token and refresh token are dead too.
    expect((await panelCall(token)).statusCode).toBe(401);
    expect((await refresh(next)).statusCode).toBe(401);
  });

  it('two refreshes racing with one token: exactly one wins', async () => {
    const { session } = await panelSession('admin');
    const answers = await Promise.all([
      refresh(session.refresh_token!),
      refresh(session.refresh_token!),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses a refresh for a suspended or demoted account, and a made-up token', async () => {
    const suspended = await panelSession('moderator_admin');
    await ctx.database.db
      .update(users)
      .set({ status: 'suspended' })
      .where(eq(users.id, suspended.person.id));
    expect((await refresh(suspended.session.refresh_token!)).statusCode).toBe(401);

    const demoted = await panelSession('reseller');
    await ctx.database.db
      .update(users)
      .set({ role: 'user' })
      .where(eq(users.id, demoted.person.id));
    expect((await refresh(demoted.session.refresh_token!)).statusCode).toBe(401);

    expect((await refresh('not-a-session.not-a-secret')).statusCode).toBe(401);
    expect((await refresh('garbage')).statusCode).toBe(401);
  });
});

describe('[AUTH][SESSIONS] the actor cache', () => {
  const generate2fa = (token: string) => call(cached.app, '/api/panel/generate2fa', {}, { token });

  it('serves a changed role from the cache until this process says the account changed', async () => {
    const { person, session } = await panelSession('reseller', cached);
    expect((await generate2fa(session.token)).statusCode).toBe(200);
    await cached.database.db.update(users).set({ role: 'user' }).where(eq(users.id, person.id));
    // Another process changed it: the cached actor still answers (for at most the TTL).
    expect((await generate2fa(session.token)).statusCode).toBe(200);
    accountChanged(person.id);
    expect((await generate2fa(session.token)).statusCode).toBe(403);
  });

  it('a suspension made by this process ends the cached sessions at once', async () => {
    const { person, session } = await panelSession('moderator_admin', cached);
    expect((await generate2fa(session.token)).statusCode).toBe(200);
    await suspendUser(cached.database.db, person.id);
    expect((await generate2fa(session.token)).statusCode).toBe(401);
  });
});
