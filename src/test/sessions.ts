import type { StoredSession } from '@/lib/session';

const HOUR = 60 * 60 * 1000;

/** A stored session for tests; valid for an hour unless `expiresAt` is overridden. */
export function buildSession(overrides: Partial<StoredSession> = {}): StoredSession {
  return {
    token: 'token-123',
    role: 'user',
    expiresAt: new Date(Date.now() + HOUR).toISOString(),
    id: 7,
    username: 'mona',
    first_name: 'Mona',
    last_name: 'Adel',
    ...overrides,
  };
}

export function expiredSession(overrides: Partial<StoredSession> = {}): StoredSession {
  return buildSession({ expiresAt: new Date(Date.now() - HOUR).toISOString(), ...overrides });
}
