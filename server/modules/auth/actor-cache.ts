// The resolved actor of a session, reused for a few seconds (ACTOR_CACHE_TTL_MS) so a burst of
// requests from one panel reads the sessions row, the account and its scope once. Anything this
// process changes about a session or an account forgets it at once (`forgetSession`,
// `forgetAccount`); changes made by another process show after the TTL at most.
import type { Actor } from './actor';

const MAX_ENTRIES = 5_000;
const entries = new Map<string, { actor: Actor; expires: number }>();

export function cachedActor(sessionId: string, now = Date.now()): Actor | null {
  const hit = entries.get(sessionId);
  if (!hit) return null;
  if (hit.expires > now) return hit.actor;
  entries.delete(sessionId);
  return null;
}

export function rememberActor(actor: Actor, ttlMs: number, now = Date.now()): void {
  if (ttlMs <= 0) return;
  if (entries.size >= MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  entries.set(actor.sessionId, { actor, expires: now + ttlMs });
}

export function forgetSession(sessionId: string): void {
  entries.delete(sessionId);
}

/** Role, status, stores or grants of an account changed: its sessions resolve afresh. */
export function forgetAccount(userId: number): void {
  for (const [sessionId, entry] of entries) {
    if (entry.actor.userId === userId) entries.delete(sessionId);
  }
}
