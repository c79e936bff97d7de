import { type Options, hash, verify } from '@node-rs/argon2';

// OWASP Password Storage Cheat Sheet, argon2id minimum: 19 MiB memory, 2 iterations, 1 lane.
// `Algorithm` is an ambient const enum, which isolatedModules forbids reading; 2 is Argon2id.
const ARGON2ID = 2 as Options['algorithm'];

const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False (never a throw) for a wrong password or a malformed/empty stored hash. */
export async function verifyPassword(storedHash: string | null | undefined, password: string) {
  if (!storedHash) return false;
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
