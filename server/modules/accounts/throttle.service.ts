// Sign-in and code-send counters, in the database so every API node sees the same numbers.
// OWASP ASVS 5.0 §6.3.1: they slow the ATTACKER (per account+IP, per IP, progressive waits), never
// the owner: nothing here refuses a right password from an address that has not failed itself.
// Every count is one atomic upsert (`claimCounter`), so parallel requests cannot lose updates.
// The broad per-IP request limit is the route-level `config.rateLimit` (accounts.routes.ts).
import { AppError } from '../../../domain/errors';
import type { Db } from '../../db/client';
import {
  claimCounter,
  deleteAccountThrottles,
  deleteThrottles,
  findThrottle,
  releaseCounter,
  type CounterRule,
  type ThrottleRow,
} from './accounts.repository';

const MINUTE = 60_000;

/** The rules, in one place (docs/decisions.md "Issue 9 — accounts" describes them). */
export const THROTTLE_RULES = {
  /** Codes from one IP to one target: 60 s apart, 5 an hour. */
  sendPair: { windowMs: 60 * MINUTE, gapMs: MINUTE, max: 5 },
  /** Codes from one IP to any targets: 20 an hour (one address cannot flood many inboxes). */
  sendIp: { windowMs: 60 * MINUTE, max: 20 },
  /**
   * Codes to one target from all IPs: 20 an hour. Generous on purpose: a stranger's IP stops at
   * 5, so the owner's request still gets through unless several addresses gang up.
   */
  sendTarget: { windowMs: 60 * MINUTE, max: 20 },
  /**
   * Password tries for one account FROM one IP: from the 3rd failure on, each further try waits
   * 2^(n-3) s; the 10th locks that pair for 15 minutes. Other IPs are untouched.
   */
  pair: { windowMs: 15 * MINUTE, slowAfter: 3, lockAfter: 10, lockMs: 15 * MINUTE },
  /**
   * The same pair while the account is under attack (≥ 50 failures from all IPs this hour): each
   * new address waits from its first failure and is locked at its 5th. The owner's right password
   * from a clean address still passes (its first try is never refused).
   */
  pairUnderAttack: { windowMs: 15 * MINUTE, slowAfter: 1, lockAfter: 5, lockMs: 15 * MINUTE },
  /** Failures against one account from all IPs: only ever tightens the pair rule above. */
  account: { windowMs: 60 * MINUTE, underAttackAt: 50 },
  /** Failures from one IP against any accounts (credential stuffing): slowed, then locked. */
  ip: { windowMs: 15 * MINUTE, slowAfter: 30, lockAfter: 100, lockMs: 15 * MINUTE },
  /** The 2FA step and the current-password checks: 5 in 15 minutes lock for 15 minutes. */
  secondFactor: { windowMs: 15 * MINUTE, lockAfter: 5, lockMs: 15 * MINUTE },
} as const satisfies Record<string, CounterRule | { windowMs: number; underAttackAt: number }>;

/** Codes per IP per hour, set once from `CODE_IP_LIMIT_PER_HOUR` (default `sendIp.max`). */
let sendIpRule: CounterRule = THROTTLE_RULES.sendIp;

export function configureCodeLimits({ perIpPerHour }: { perIpPerHour: number }): void {
  sendIpRule = { ...THROTTLE_RULES.sendIp, max: perIpPerHour };
}

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

function rateLimited(waitMs: number): AppError {
  return new AppError('rate_limited', 'Too many attempts', undefined, {
    retryAfter: seconds(waitMs),
  });
}

/** When the row lets the next try in (the JS mirror of the repository's `blockedSql`). */
function blockedUntil(row: ThrottleRow, rule: CounterRule, now: Date): number {
  const last = row.lastAt.getTime();
  const times = [row.lockedUntil?.getTime() ?? 0];
  if (rule.lockAfter !== undefined && rule.lockMs !== undefined && row.count >= rule.lockAfter) {
    times.push(last + rule.lockMs);
  }
  if (rule.slowAfter !== undefined && row.count >= rule.slowAfter) {
    const wait = Math.min(2 ** (row.count - rule.slowAfter), rule.slowCapSeconds ?? 300);
    times.push(last + wait * 1000);
  }
  if (rule.gapMs !== undefined) times.push(last + rule.gapMs);
  const windowEnd = row.windowStartedAt.getTime() + rule.windowMs;
  if (rule.max !== undefined && row.count >= rule.max && windowEnd > now.getTime()) {
    times.push(windowEnd);
  }
  return Math.max(...times);
}

/** The 429 for a refused claim, with the seconds until the counter lets a try in. */
async function refusal(db: Db, key: string, rule: CounterRule, now: Date): Promise<AppError> {
  const row = await findThrottle(db, key);
  const until = row ? blockedUntil(row, rule, now) : now.getTime();
  return rateLimited(until - now.getTime());
}

/**
 * Claims one try on each counter in order; when one refuses, the earlier ones are given back and
 * the request gets 429. Answers the claimed rows.
 */
async function claimAll(
  db: Db,
  counters: readonly (readonly [key: string, rule: CounterRule])[],
  now: Date,
): Promise<ThrottleRow[]> {
  const claimed: ThrottleRow[] = [];
  for (const [key, rule] of counters) {
    const row = await claimCounter(db, key, rule, now);
    if (!row) {
      for (const done of claimed) await releaseCounter(db, done.key);
      throw await refusal(db, key, rule, now);
    }
    claimed.push(row);
  }
  return claimed;
}

// ---- sending codes ----------------------------------------------------------------------------

const sendKeys = (target: string, ip: string) => ({
  target: `send:${target}`,
  ip: `send-ip:${ip}`,
  pair: `send:${ip}:${target}`,
});

/** Throws 429 with retryAfter when this IP may not send the target a code now. */
export async function claimSend(db: Db, target: string, ip: string, now = new Date()) {
  const keys = sendKeys(target, ip);
  // Gap-free counters first: giving one back restores it exactly.
  await claimAll(
    db,
    [
      [keys.target, THROTTLE_RULES.sendTarget],
      [keys.ip, sendIpRule],
      [keys.pair, THROTTLE_RULES.sendPair],
    ],
    now,
  );
}

/** Seconds until this IP may send the target another code (0 = now). */
export async function sendRetryAfter(db: Db, target: string, ip: string, now = new Date()) {
  const keys = sendKeys(target, ip);
  let until = now.getTime();
  for (const [key, rule] of [
    [keys.target, THROTTLE_RULES.sendTarget],
    [keys.ip, sendIpRule],
    [keys.pair, THROTTLE_RULES.sendPair],
  ] as const) {
    const row = await findThrottle(db, key);
    if (row) until = Math.max(until, blockedUntil(row, rule, now));
  }
  return until > now.getTime() ? seconds(until - now.getTime()) : 0;
}

// ---- password sign-in -------------------------------------------------------------------------

const pairKey = (account: string, ip: string) => `login:pair:${account}:${ip}`;
const accountKey = (account: string) => `login:account:${account}`;
const ipKey = (ip: string) => `login:ip:${ip}`;

export interface LoginAttempt {
  account: string;
  ip: string;
}

/**
 * Before checking a password: counts the try as a failure up front (so parallel tries see each
 * other) and answers 429 while this account+IP or this IP must wait. `loginSucceeded` gives the
 * try back when the password was right.
 */
export async function beginLoginAttempt(
  db: Db,
  account: string,
  ip: string,
  now = new Date(),
): Promise<LoginAttempt> {
  const [total] = await claimAll(db, [[accountKey(account), THROTTLE_RULES.account]], now);
  const underAttack = total!.count > THROTTLE_RULES.account.underAttackAt;
  const pairRule = underAttack ? THROTTLE_RULES.pairUnderAttack : THROTTLE_RULES.pair;
  try {
    await claimAll(
      db,
      [
        [ipKey(ip), THROTTLE_RULES.ip],
        [pairKey(account, ip), pairRule],
      ],
      now,
    );
  } catch (error) {
    await releaseCounter(db, accountKey(account));
    throw error;
  }
  return { account, ip };
}

/** A right password: this IP's failures for the account are forgotten, the try is given back. */
export async function loginSucceeded(db: Db, attempt: LoginAttempt): Promise<void> {
  await deleteThrottles(db, [pairKey(attempt.account, attempt.ip)]);
  await releaseCounter(db, ipKey(attempt.ip));
  await releaseCounter(db, accountKey(attempt.account));
}

/** A password reset proves the owner: every sign-in counter of the account goes. */
export async function clearLoginLocks(db: Db, account: string): Promise<void> {
  await deleteAccountThrottles(db, account);
}

// ---- second factor and current password -------------------------------------------------------

/**
 * Counts one try of the 2FA code or the current password BEFORE checking it (5 in 15 minutes,
 * then 15 minutes locked); a right answer calls `clearThrottle`.
 */
export async function claimSecondFactorTry(db: Db, key: string, now = new Date()) {
  await claimAll(db, [[key, THROTTLE_RULES.secondFactor]], now);
}

export async function clearThrottle(db: Db, key: string): Promise<void> {
  await deleteThrottles(db, [key]);
}
