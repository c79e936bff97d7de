// Per-account and per-target counters (in the database, so every API node sees the same numbers).
// Per-IP limits are the route-level `config.rateLimit` of @fastify/rate-limit (accounts.routes.ts).
import { AppError } from '../../../domain/errors';
import type { Db } from '../../db/client';
import {
  deleteAccountThrottles,
  deleteThrottles,
  findThrottle,
  saveThrottle,
  type ThrottleRow,
} from './accounts.repository';

const MINUTE = 60_000;

/** The rules, in one place (docs/decisions.md "Issue 4" describes them). */
export const THROTTLE_RULES = {
  /** Codes: at least 60 s apart and at most 5 an hour per target. */
  send: { gapMs: MINUTE, windowMs: 60 * MINUTE, max: 5 },
  /**
   * Password sign-in for one account FROM one IP: from the 3rd failure on, each further try
   * waits 2^(n-3) s; the 10th failure locks that pair for 15 minutes. Other IPs are untouched.
   */
  pair: { windowMs: 15 * MINUTE, slowAfter: 3, lockAfter: 10, lockMs: 15 * MINUTE },
  /**
   * Password sign-in for one account from ALL IPs: 50 failures an hour lock it for an hour.
   * Loose on purpose; the owner clears it with a password reset (a code to their email/phone).
   */
  account: { windowMs: 60 * MINUTE, lockAfter: 50, lockMs: 60 * MINUTE },
} as const;

const MAX_SLOWDOWN_MS = 5 * MINUTE;

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

function rateLimited(waitMs: number): AppError {
  return new AppError('rate_limited', 'Too many attempts', undefined, {
    retryAfter: seconds(waitMs),
  });
}

function fresh(key: string, now: Date): ThrottleRow {
  return { key, count: 0, windowStartedAt: now, lastAt: now, lockedUntil: null };
}

/** The row, restarted when its window is over. */
async function current(db: Db, key: string, windowMs: number, now: Date) {
  const row = await findThrottle(db, key);
  if (!row || now.getTime() - row.windowStartedAt.getTime() >= windowMs) {
    // A lock outlives its window: keep it.
    return { ...fresh(key, now), lockedUntil: row?.lockedUntil ?? null };
  }
  return row;
}

// ---- sending codes ----------------------------------------------------------------------------

/** Throws 429 with retryAfter when the target had a code under 60 s ago or 5 this hour. */
export async function claimSend(db: Db, target: string, now = new Date()): Promise<void> {
  const rule = THROTTLE_RULES.send;
  const key = `send:${target}`;
  const row = await current(db, key, rule.windowMs, now);
  if (row.count > 0) {
    const sinceLast = now.getTime() - row.lastAt.getTime();
    if (sinceLast < rule.gapMs) throw rateLimited(rule.gapMs - sinceLast);
    if (row.count >= rule.max) {
      throw rateLimited(row.windowStartedAt.getTime() + rule.windowMs - now.getTime());
    }
  }
  await saveThrottle(db, { ...row, count: row.count + 1, lastAt: now });
}

/** Seconds until the target may get another code (0 = now). */
export async function sendRetryAfter(db: Db, target: string, now = new Date()): Promise<number> {
  const rule = THROTTLE_RULES.send;
  const row = await findThrottle(db, `send:${target}`);
  if (!row) return 0;
  const gap = rule.gapMs - (now.getTime() - row.lastAt.getTime());
  const windowLeft = row.windowStartedAt.getTime() + rule.windowMs - now.getTime();
  if (row.count >= rule.max && windowLeft > 0) return seconds(windowLeft);
  return gap > 0 ? seconds(gap) : 0;
}

// ---- password sign-in -------------------------------------------------------------------------

const pairKey = (account: string, ip: string) => `login:pair:${account}:${ip}`;
const accountKey = (account: string) => `login:account:${account}`;

/** Before checking a password: 429 while this account+IP waits or is locked, or the account is. */
export async function assertLoginAllowed(
  db: Db,
  account: string,
  ip: string,
  now = new Date(),
): Promise<void> {
  for (const key of [pairKey(account, ip), accountKey(account)]) {
    const row = await findThrottle(db, key);
    if (row?.lockedUntil && row.lockedUntil > now) {
      throw rateLimited(row.lockedUntil.getTime() - now.getTime());
    }
  }
}

/** After a wrong password: count it for the pair and the account, and set the wait/lock. */
export async function recordLoginFailure(
  db: Db,
  account: string,
  ip: string,
  now = new Date(),
): Promise<void> {
  const pairRule = THROTTLE_RULES.pair;
  const pair = await current(db, pairKey(account, ip), pairRule.windowMs, now);
  const pairCount = pair.count + 1;
  let pairLock: Date | null = null;
  if (pairCount >= pairRule.lockAfter) pairLock = new Date(now.getTime() + pairRule.lockMs);
  else if (pairCount >= pairRule.slowAfter) {
    const wait = Math.min(1000 * 2 ** (pairCount - pairRule.slowAfter), MAX_SLOWDOWN_MS);
    pairLock = new Date(now.getTime() + wait);
  }
  await saveThrottle(db, { ...pair, count: pairCount, lastAt: now, lockedUntil: pairLock });

  const accountRule = THROTTLE_RULES.account;
  const total = await current(db, accountKey(account), accountRule.windowMs, now);
  const totalCount = total.count + 1;
  const accountLock =
    totalCount >= accountRule.lockAfter
      ? new Date(now.getTime() + accountRule.lockMs)
      : total.lockedUntil;
  await saveThrottle(db, { ...total, count: totalCount, lastAt: now, lockedUntil: accountLock });
}

/** A right password forgets this IP's failures (the account-wide counter runs out on its own). */
export async function recordLoginSuccess(db: Db, account: string, ip: string): Promise<void> {
  await deleteThrottles(db, [pairKey(account, ip)]);
}

/** A password reset proves the owner: every sign-in lock of the account goes. */
export async function clearLoginLocks(db: Db, account: string): Promise<void> {
  await deleteAccountThrottles(db, account);
}

/** Failures of the 2FA step or of the current password: 5 in 15 minutes lock for 15 minutes. */
export async function assertSecondFactorAllowed(db: Db, key: string, now = new Date()) {
  const row = await findThrottle(db, key);
  if (row?.lockedUntil && row.lockedUntil > now) {
    throw rateLimited(row.lockedUntil.getTime() - now.getTime());
  }
}

export async function recordSecondFactorFailure(db: Db, key: string, now = new Date()) {
  const row = await current(db, key, 15 * MINUTE, now);
  const count = row.count + 1;
  const lockedUntil = count >= 5 ? new Date(now.getTime() + 15 * MINUTE) : row.lockedUntil;
  await saveThrottle(db, { ...row, count, lastAt: now, lockedUntil });
}

export async function clearThrottle(db: Db, key: string): Promise<void> {
  await deleteThrottles(db, [key]);
}
