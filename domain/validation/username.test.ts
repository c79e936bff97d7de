import { describe, expect, it } from 'vitest';
import { V } from './keys';
import { firstErrorKey } from './rule';
import { usernameKey, usernameSchema } from './username';

describe('usernameSchema', () => {
  it('normalises full-width forms and keeps plain names', () => {
    expect(usernameSchema.parse('ｓａｒａ_1')).toBe('sara_1');
    expect(usernameSchema.parse('  ali.h  ')).toBe('ali.h');
  });

  it.each([
    ['admin\u200b', V.username.characters],
    ['\u0430dmin', V.username.characters],
    ['\u202eadmin', V.username.characters],
    ['<b>x</b>', V.username.characters],
    ['a@b.co', V.username.characters],
    ['_admin', V.username.characters],
    ['سارة', V.username.characters],
    ['01000000005', V.username.needs_letter],
    ['ali hassan', V.username.whitespace],
  ])('refuses %j', (value, key) => {
    expect(firstErrorKey(usernameSchema, value)).toBe(key);
  });
});

describe('usernameKey', () => {
  it('folds case, separators and ASCII look-alikes to one key', () => {
    const key = usernameKey('admin');
    for (const lookAlike of ['Admin', 'ADM1N', 'a.dmin', 'ad_min', 'adrnin', 'ａｄｍｉｎ']) {
      expect(usernameKey(lookAlike), lookAlike).toBe(key);
    }
    expect(usernameKey('m0derator')).toBe(usernameKey('moderator'));
    expect(usernameKey('vvalid')).toBe(usernameKey('walid'));
    expect(usernameKey('sara')).not.toBe(usernameKey('sarah'));
  });
});
