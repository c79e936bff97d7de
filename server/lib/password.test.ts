import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('[AUTH] password hashing', () => {
  it('hashes with argon2id at the OWASP parameters and verifies', async () => {
    const hash = await hashPassword('Dukkan@2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Dukkan@2026')).toBe(true);
    expect(await verifyPassword(hash, 'dukkan@2026')).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('answers false, never throws, for a missing or malformed hash', async () => {
    expect(await verifyPassword(null, 'x')).toBe(false);
    expect(await verifyPassword('', 'x')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});
