// An unverified email or phone reserves nothing and signs nobody in.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { call, errorOf, lastMessage, registration, unique, uniquePhone } from './accounts.helpers';
import { useTestApp } from './helper';

const ctx = useTestApp();

async function registerAndVerifyPhone(body: Record<string, unknown>, ip: string) {
  const response = await call(ctx.app, '/api/register', { ...body, channel: 'phone' }, { ip });
  expect(response.statusCode).toBe(201);
  const { code } = await lastMessage(ctx.app, body.phone as string);
  const verified = await call(ctx.app, '/api/verify-phone', { phone: body.phone, code }, { ip });
  expect(verified.statusCode).toBe(200);
}

describe('[ACCOUNTS] email squatting', () => {
  it('does not let a squatter sign in with, or reserve, an email they never verified', async () => {
    const victimEmail = `victim${unique()}@example.com`;
    const squatter = registration({ email: victimEmail });
    await registerAndVerifyPhone(squatter, '10.50.0.1');

    const squatLogin = await call(
      ctx.app,
      '/api/login',
      { identifier: victimEmail, password: squatter.password },
      { ip: '10.50.0.1' },
    );
    expect(squatLogin.statusCode).toBe(400);
    expect(errorOf(squatLogin).code).toBe('invalid_credentials');

    const check = await call(ctx.app, '/api/register-validation', { email: victimEmail });
    expect(check.json().data.fields.email).toBeNull();

    const victim = registration({ email: victimEmail });
    const registered = await call(ctx.app, '/api/register', victim, { ip: '10.50.0.2' });
    expect(registered.statusCode).toBe(201);
    const { code } = await lastMessage(ctx.app, victimEmail);
    const verified = await call(
      ctx.app,
      '/api/verify',
      { email: victimEmail, code },
      { ip: '10.50.0.2' },
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.session.username).toBe(victim.username);

    // Verifying claimed the address: the squatter's unverified copy is gone.
    const [squatRow] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.username, squatter.username as string));
    expect(squatRow!.email).toBeNull();
    const ownerLogin = await call(
      ctx.app,
      '/api/login',
      { identifier: victimEmail, password: victim.password },
      { ip: '10.50.0.2' },
    );
    expect(ownerLogin.json().data.session.username).toBe(victim.username);
  });

  it('does the same for a phone verified by nobody', async () => {
    const victimPhone = uniquePhone();
    const squatter = registration({ phone: victimPhone, channel: 'email' });
    const response = await call(ctx.app, '/api/register', squatter, { ip: '10.51.0.1' });
    expect(response.statusCode).toBe(201);
    const { code } = await lastMessage(ctx.app, squatter.email as string);
    await call(ctx.app, '/api/verify', { email: squatter.email, code }, { ip: '10.51.0.1' });

    const squatLogin = await call(
      ctx.app,
      '/api/login',
      { identifier: victimPhone, password: squatter.password },
      { ip: '10.51.0.1' },
    );
    expect(errorOf(squatLogin).code).toBe('invalid_credentials');

    const victim = registration({ phone: victimPhone });
    await registerAndVerifyPhone(victim, '10.51.0.2');
    const [squatRow] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.username, squatter.username as string));
    expect(squatRow!.phone).toBeNull();
  });

  it('still answers 409 for an email someone verified', async () => {
    const taken = await call(ctx.app, '/api/register', registration({ email: 'user@dukkan.test' }));
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).fields).toEqual([{ path: 'email', message: 'validation.email.taken' }]);
  });
});
