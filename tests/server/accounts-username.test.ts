// Look-alike, invisible, markup and contact-shaped usernames are refused.
import { describe, expect, it } from 'vitest';
import { seedUser } from '../factories';
import { call, errorOf, registration } from './accounts.helpers';
import { useTestApp } from './helper';

const ctx = useTestApp();

const register = (username: string) =>
  call(ctx.app, '/api/register', registration({ username }), { ip: '10.60.0.1' });

describe('[ACCOUNTS] usernames', () => {
  it.each([
    ['admin + zero-width space', 'admin\u200b'],
    ['Cyrillic а', '\u0430dmin'],
    ['bidi override', '\u202eadmin'],
    ['markup', '<b>admin</b>'],
    ['an email', 'user@dukkan.test'],
    ['a phone', '01000000005'],
    ['a phone in Arabic-Indic digits', '٠١٠٠٠٠٠٠٠٠٥'],
  ])('refuses %s', async (_, username) => {
    const response = await register(username);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.[0]?.path).toBe('username');
  });

  it.each([
    ['upper case', 'ADMIN'],
    ['digit zero for o', 'm0derator'],
    ['one for l', 'reseI1er'],
    ['fullwidth letters', 'ａｄｍｉｎ'],
    ['rn for m', 'adrnin'],
  ])('answers 409 for a look-alike of a taken name (%s)', async (_, username) => {
    const response = await register(username);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).fields).toEqual([
      { path: 'username', message: 'validation.username.taken' },
    ]);
  });

  it('enforces look-alike uniqueness in the database too', async () => {
    const first = await seedUser(ctx.database.db, { username: 'lookalike_x' });
    expect(first.username).toBe('lookalike_x');
    await expect(seedUser(ctx.database.db, { username: 'L00KALIKE_X' })).rejects.toThrow();
  });

  it('accepts a plain Latin username with digits, dot and underscore', async () => {
    const response = await register(`sara.ali_${Date.now() % 100000}`);
    expect(response.statusCode).toBe(201);
  });
});
