import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { usernameKey } from '../../../domain/validation/username';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { OtpChannel } from '../../../domain/contracts/auth.contract';
import type { Db } from '../../db/client';
import { authThrottles, users, verificationCodes } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type CodeRow = typeof verificationCodes.$inferSelect;
export type ThrottleRow = typeof authThrottles.$inferSelect;

// ---- users ----------------------------------------------------------------------------------

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * The account an identifier signs in as: case-insensitive email, exact phone, or the username.
 * An email or phone only counts once its holder VERIFIED it (registering someone
 * else's address must not let you sign in with it); a brand-new account that verified nothing yet
 * is still found, so its sign-in can send the first code (to that address, not to the squatter).
 */
export async function findUserByIdentifier(
  db: Db,
  by: { email?: string; phone?: string; username?: string },
): Promise<UserRow | null> {
  let where: SQL | undefined;
  let verifiedFirst: SQL | undefined;
  if (by.email) {
    where = sql`lower(${users.email}) = ${by.email.toLowerCase()} AND (${users.emailVerifiedAt} IS NOT NULL OR ${users.phoneVerifiedAt} IS NULL)`;
    verifiedFirst = sql`${users.emailVerifiedAt} IS NULL`;
  } else if (by.phone) {
    where = sql`${users.phone} = ${by.phone} AND (${users.phoneVerifiedAt} IS NOT NULL OR ${users.emailVerifiedAt} IS NULL)`;
    verifiedFirst = sql`${users.phoneVerifiedAt} IS NULL`;
  } else if (by.username) {
    where = sql`lower(${users.username}) = ${by.username.toLowerCase()}`;
  }
  if (!where) return null;
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(...(verifiedFirst ? [verifiedFirst] : []), users.id)
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Which of username/email/phone another account already holds. Usernames compare by their
 * look-alike key (`username_key`); an email or phone is taken only when VERIFIED there
 * (unverified addresses reserve nothing; verifying decides, see `claimContact`).
 */
export async function findTakenFields(
  db: Db,
  values: { username?: string; email?: string; phone?: string },
  exceptUserId?: number,
): Promise<Set<'username' | 'email' | 'phone'>> {
  const taken = new Set<'username' | 'email' | 'phone'>();
  const checks: [field: 'username' | 'email' | 'phone', where: SQL | undefined][] = [
    ['username', values.username ? eq(users.usernameKey, usernameKey(values.username)) : undefined],
    [
      'email',
      values.email
        ? sql`lower(${users.email}) = ${values.email.toLowerCase()} AND ${users.emailVerifiedAt} IS NOT NULL`
        : undefined,
    ],
    [
      'phone',
      values.phone
        ? sql`${users.phone} = ${values.phone} AND ${users.phoneVerifiedAt} IS NOT NULL`
        : undefined,
    ],
  ];
  for (const [field, where] of checks) {
    if (!where) continue;
    const scope = exceptUserId === undefined ? where : and(where, ne(users.id, exceptUserId));
    const rows = await db.select({ id: users.id }).from(users).where(scope).limit(1);
    if (rows.length > 0) taken.add(field);
  }
  return taken;
}

export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<NewUserRow>,
): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row!;
}

// ---- contacts --------------------------------------------------------------------
// An email or phone belongs to whoever VERIFIES it. Until then it reserves nothing (others may
// register it) and signs nobody in (`findUserByIdentifier`).

/**
 * Marks the address verified for `userId` and takes it from every other account that only held
 * it unverified (their copy is cleared: they never proved it; pending changes to it are dropped).
 * A verified holder elsewhere makes the partial unique index refuse (caller answers 409).
 */
export async function claimContact(
  db: Db,
  userId: number,
  channel: OtpChannel,
  target: string,
): Promise<UserRow> {
  const now = new Date();
  if (channel === 'email') {
    const same = sql`lower(${users.email}) = ${target}`;
    await db
      .update(users)
      .set({ email: null })
      .where(and(same, ne(users.id, userId), sql`${users.emailVerifiedAt} IS NULL`));
    await db
      .update(users)
      .set({ pendingEmail: null })
      .where(and(sql`lower(${users.pendingEmail}) = ${target}`, ne(users.id, userId)));
    return setOwn(db, userId, {
      email: target,
      emailVerifiedAt: now,
      pendingEmail: sql`CASE WHEN lower(${users.pendingEmail}) = ${target} THEN NULL ELSE ${users.pendingEmail} END`,
    });
  }
  await db
    .update(users)
    .set({ phone: null })
    .where(
      and(eq(users.phone, target), ne(users.id, userId), sql`${users.phoneVerifiedAt} IS NULL`),
    );
  await db
    .update(users)
    .set({ pendingPhone: null })
    .where(and(eq(users.pendingPhone, target), ne(users.id, userId)));
  return setOwn(db, userId, {
    phone: target,
    phoneVerifiedAt: now,
    pendingPhone: sql`CASE WHEN ${users.pendingPhone} = ${target} THEN NULL ELSE ${users.pendingPhone} END`,
  });
}

async function setOwn(db: Db, userId: number, values: PgUpdateSetSource<typeof users>) {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row!;
}

// ---- verification codes -----------------------------------------------------------------------

/** One live code per (purpose, target): a new one overwrites the old row and its tries. */
export async function upsertCode(
  db: Db,
  values: Omit<typeof verificationCodes.$inferInsert, 'id' | 'attempts' | 'createdAt'>,
): Promise<void> {
  await db
    .insert(verificationCodes)
    .values({ ...values, attempts: 0 })
    .onConflictDoUpdate({
      target: [verificationCodes.purpose, verificationCodes.target],
      set: {
        channel: values.channel,
        userId: values.userId ?? null,
        codeHash: values.codeHash,
        expiresAt: values.expiresAt,
        attempts: 0,
        createdAt: new Date(),
      },
    });
}

export async function findCode(db: Db, purpose: string, target: string): Promise<CodeRow | null> {
  const rows = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target)))
    .limit(1);
  return rows[0] ?? null;
}

/** Counts one wrong try atomically; returns the new count. */
export async function addCodeAttempt(db: Db, id: number): Promise<number> {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, id))
    .returning({ attempts: verificationCodes.attempts });
  return row?.attempts ?? Number.MAX_SAFE_INTEGER;
}

/** True when this call removed the row (so two racing right answers cannot both use it). */
export async function deleteCode(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(verificationCodes)
    .where(eq(verificationCodes.id, id))
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}

// ---- throttles ------------------------------------------------------------------------------

/** When a counter refuses the next try; every field optional (see throttle.service.ts). */
export interface CounterRule {
  /** The count restarts when its window began longer ago than this. */
  windowMs: number;
  /** At most this many in a window. */
  max?: number;
  /** At least this long between two counted tries. */
  gapMs?: number;
  /** From this count on, wait 2^(count − slowAfter) s (capped) after the last try. */
  slowAfter?: number;
  slowCapSeconds?: number;
  /** From this count on, wait `lockMs` after the last try (survives the window). */
  lockAfter?: number;
  lockMs?: number;
}

// The existing row inside ON CONFLICT DO UPDATE (unqualified names would be ambiguous there).
const row = (column: string) => sql.raw(`"auth_throttles"."${column}"`);
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** SQL that is true while the existing row refuses a try at `now` (mirrors `blockedUntil`). */
function blockedSql(rule: CounterRule, now: Date): SQL {
  const since = (ms: number) => at(new Date(now.getTime() - ms));
  const parts: SQL[] = [sql`coalesce(${row('locked_until')} > ${at(now)}, false)`];
  if (rule.lockAfter !== undefined && rule.lockMs !== undefined) {
    parts.push(
      sql`(${row('count')} >= ${rule.lockAfter} AND ${row('last_at')} > ${since(rule.lockMs)})`,
    );
  }
  if (rule.slowAfter !== undefined) {
    const cap = rule.slowCapSeconds ?? 300;
    parts.push(
      sql`(${row('count')} >= ${rule.slowAfter} AND ${row('last_at')} + make_interval(secs => least(power(2, ${row('count')} - ${rule.slowAfter}), ${cap})) > ${at(now)})`,
    );
  }
  if (rule.gapMs !== undefined) parts.push(sql`${row('last_at')} > ${since(rule.gapMs)}`);
  if (rule.max !== undefined) {
    parts.push(
      sql`(${row('count')} >= ${rule.max} AND ${row('window_started_at')} > ${since(rule.windowMs)})`,
    );
  }
  return sql.join(parts, sql` OR `);
}

/**
 * Counts one try in ONE statement (insert or update, checked by the row lock of the upsert), so
 * parallel requests can never both read the same count. Null when the rule refuses the try; the
 * count is then unchanged.
 */
export async function claimCounter(
  db: Db,
  key: string,
  rule: CounterRule,
  now: Date,
): Promise<ThrottleRow | null> {
  const expired = sql`${row('window_started_at')} <= ${at(new Date(now.getTime() - rule.windowMs))}`;
  const rows = await db
    .insert(authThrottles)
    .values({ key, count: 1, windowStartedAt: now, lastAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${row('count')} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN ${at(now)} ELSE ${row('window_started_at')} END`,
        lastAt: now,
      },
      setWhere: sql`NOT (${blockedSql(rule, now)})`,
    })
    .returning();
  return rows[0] ?? null;
}

/** Gives back one counted try (a right password, or a later counter refused the request). */
export async function releaseCounter(db: Db, key: string): Promise<void> {
  await db
    .update(authThrottles)
    .set({ count: sql`greatest(${authThrottles.count} - 1, 0)` })
    .where(eq(authThrottles.key, key));
}

export async function findThrottle(db: Db, key: string): Promise<ThrottleRow | null> {
  const rows = await db.select().from(authThrottles).where(eq(authThrottles.key, key)).limit(1);
  return rows[0] ?? null;
}

export async function deleteThrottles(db: Db, keys: string[]): Promise<void> {
  for (const key of keys) await db.delete(authThrottles).where(eq(authThrottles.key, key));
}

/** Every sign-in counter of an account (all IPs): a password reset clears them. */
export async function deleteAccountThrottles(db: Db, accountKey: string): Promise<void> {
  await db
    .delete(authThrottles)
    .where(
      or(
        eq(authThrottles.key, `login:account:${accountKey}`),
        sql`${authThrottles.key} LIKE ${`login:pair:${accountKey}:%`}`,
      ),
    );
}
