// Switching two-factor on ends the account's other sessions (a thief signed in with the password
// alone is put out) and keeps the one that switched it on, in the shop and in the panel.
import { generate } from 'otplib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedUser } from '../factories';
import { call } from './accounts.helpers';
import { useTestApp } from './helper';

const ctx = useTestApp();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now());
});
afterEach(() => vi.useRealTimers());

const DOORS = [
  { name: 'shop', login: '/api/login', prefix: '/api/profile', me: '/api/profile', role: 'user' },
  {
    name: 'panel',
    login: '/api/panel/login',
    prefix: '/api/panel',
    me: '/api/panel/profile',
    role: 'admin',
  },
] as const;

describe('[ACCOUNTS] enabling two-factor ends the other sessions', () => {
  for (const door of DOORS) {
    it(`${door.name}: the other session answers 401, the current one still works`, async () => {
      const person = await seedUser(ctx.database.db, { role: door.role });
      const signIn = async () => {
        const response = await call(ctx.app, door.login, {
          identifier: person.username,
          password: person.password,
        });
        expect(response.json().data.status, response.body).toBe('signed_in');
        return response.json().data.session.token as string;
      };
      const current = await signIn();
      const other = await signIn();
      expect((await call(ctx.app, door.me, undefined, { token: other })).statusCode).toBe(200);

      const generated = await call(ctx.app, `${door.prefix}/generate2fa`, {}, { token: current });
      const { secret } = generated.json().data;
      const enabled = await call(
        ctx.app,
        `${door.prefix}/enable2fa`,
        { code: await generate({ secret }), current_password: person.password },
        { token: current },
      );
      expect(enabled.json().data).toEqual({ two_factor_enabled: true });

      expect((await call(ctx.app, door.me, undefined, { token: other })).statusCode).toBe(401);
      const mine = await call(ctx.app, door.me, undefined, { token: current });
      expect(mine.statusCode).toBe(200);
      expect(mine.json().data.two_factor_enabled).toBe(true);
    });
  }
});
