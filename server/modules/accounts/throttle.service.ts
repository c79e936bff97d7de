// Sign-in and code-send counters, in the database so every API node sees the same numbers.
// OWASP ASVS 5.0 §6.3.1: they slow the ATTACKER (per account+IP, per IP, progressive waits). The
// account-wide ceiling bounds guessing from many addresses; past it the owner still signs in with
// a proof the guesser lacks, a device cookie or an emailed code (docs/decisions/0020-sign-in-guessing.md).
// Every count is one atomic upsert (`claimCounter`), so parallel requests cannot lose updates.
// Addresses are counted by `addressKey` (IPv6 by /64). The broad per-IP request limit is the
// route-level `config.rateLimit` (accounts.routes.ts).
import { AppError } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { addressKey } from '../../lib/client-address';
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

/**
 * The rules, in one place (described by docs/decisions/0019-verification-codes-and-contacts.md
 * and docs/decisions/0020-sign-in-guessing.md).
 */
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
  /** Failures against one account from all IPs: past `underAttackAt` the pair rule tightens. */
  account: { windowMs: 60 * MINUTE, underAttackAt: 50 },
  /**
   * The same count as a ceiling (`SIGN_IN_FAILURES_PER_ACCOUNT_HOUR`, 20 by default): at it, a
   * try without a proof is refused before its password is checked.
   */
  accountCeiling: { windowMs: 60 * MINUTE, max: 20 },
  /**
   * Tries from one remembered device (its device cookie), which skip the account ceiling: the
   * pair rule's numbers, so a stolen cookie guesses no faster than one address does.
   */
  device: { windowMs: 15 * MINUTE, slowAfter: 3, lockAfter: 10, lockMs: 15 * MINUTE },
  /** Failures from one IP against any accounts (credential stuffing): slowed, then locked. */
  ip: { windowMs: 15 * MINUTE, slowAfter: 30, lockAfter: 100, lockMs: 15 * MINUTE },
  /** The 2FA step and the current-password checks: 5 in 15 minutes lock for 15 minutes. */
  secondFactor: { windowMs: 15 * MINUTE, lockAfter: 5, lockMs: 15 * MINUTE },
} as const satisfies Record<string, CounterRule | { windowMs: number; underAttackAt: number }>;

/** Codes per IP per hour, set once from `CODE_IP_LIMIT_PER_HOUR` (default `sendIp.max`). */
let sendIpRule: CounterRule = THROTTLE_RULES.sendIp;
/** Set once from `SIGN_IN_FAILURES_PER_ACCOUNT_HOUR` (default `accountCeiling.max`). */
let accountCeiling: CounterRule = THROTTLE_RULES.accountCeiling;

export function configureAuthLimits(limits: {
  perIpPerHour: number;
  failuresPerAccountHour: number;
}): void {
  sendIpRule = { ...THROTTLE_RULES.sendIp, max: limits.perIpPerHour };
  accountCeiling = { ...THROTTLE_RULES.accountCeiling, max: limits.failuresPerAccountHour };
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
  ip: `send-ip:${addressKey(ip)}`,
  pair: `send:${addressKey(ip)}:${target}`,
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

const pairKey = (account: string, ip: string) => `login:pair:${account}:${addressKey(ip)}`;
const accountKey = (account: string) => `login:account:${account}`;
const ipKey = (ip: string) => `login:ip:${addressKey(ip)}`;
const deviceKey = (device: string) => `login:device:${device}`;

/**
 * What a sign-in carries beyond the password: `device` (the id of a valid device cookie for the
 * account), `code` (a right emailed sign-in code), or nothing.
 */
export type SignInProof = { kind: 'device'; device: string } | { kind: 'code' } | null;

export interface LoginAttempt {
  ip: string;
  /** The counters this try was counted on, given back when the password is right. */
  claimed: string[];
  pair: string;
}

/** The answer past the account ceiling: which proof can still get the owner in. */
function ceilingReached(canEmail: boolean): AppError {
  return canEmail
    ? new AppError('sign_in_code_required', 'Too many wrong passwords: ask for an emailed code')
    : new AppError('sign_in_device_required', 'Too many wrong passwords: use a known device');
}

/**
 * Before checking a password: counts the try as a failure up front (so parallel tries see each
 * other) and answers 429 while this account+IP or this IP must wait. A try without a proof is
 * also counted on the account (all addresses) and refused at its ceiling; a remembered device is
 * counted on its own counter instead. `loginSucceeded` gives the try back when the password was
 * right.
 */
export async function beginLoginAttempt(
  db: Db,
  account: string,
  ip: string,
  options: { proof: SignInProof; canEmail: boolean },
  now = new Date(),
): Promise<LoginAttempt> {
  const { proof } = options;
  let first: [string, CounterRule];
  let underAttack = false;
  if (proof?.kind === 'device') {
    first = [deviceKey(proof.device), THROTTLE_RULES.device];
    await claimAll(db, [first], now);
  } else {
    first = [accountKey(account), proof ? THROTTLE_RULES.account : accountCeiling];
    const total = await claimCounter(db, first[0], first[1], now);
    if (!total) throw ceilingReached(options.canEmail);
    underAttack = total.count > THROTTLE_RULES.account.underAttackAt;
  }
  const pairRule = underAttack ? THROTTLE_RULES.pairUnderAttack : THROTTLE_RULES.pair;
  const pair = pairKey(account, ip);
  try {
    await claimAll(
      db,
      [
        [ipKey(ip), THROTTLE_RULES.ip],
        [pair, pairRule],
      ],
      now,
    );
  } catch (error) {
    await releaseCounter(db, first[0]);
    throw error;
  }
  return { ip, claimed: [first[0], ipKey(ip)], pair };
}

/** A right password: this IP's failures for the account are forgotten, the try is given back. */
export async function loginSucceeded(db: Db, attempt: LoginAttempt): Promise<void> {
  await deleteThrottles(db, [attempt.pair]);
  for (const key of attempt.claimed) await releaseCounter(db, key);
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
