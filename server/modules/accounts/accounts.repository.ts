import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
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

/** Case-insensitive email/username (served by the lower() unique indexes), exact phone. */
export async function findUserByIdentifier(
  db: Db,
  by: { email?: string; phone?: string; username?: string },
): Promise<UserRow | null> {
  const conditions: SQL[] = [];
  if (by.email) conditions.push(sql`lower(${users.email}) = ${by.email.toLowerCase()}`);
  if (by.phone) conditions.push(eq(users.phone, by.phone));
  if (by.username) conditions.push(sql`lower(${users.username}) = ${by.username.toLowerCase()}`);
  if (conditions.length === 0) return null;
  const rows = await db
    .select()
    .from(users)
    .where(or(...conditions))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Which of username/email/phone another account already uses (also as a pending address, so two
 * people cannot race to verify the same email).
 */
export async function findTakenFields(
  db: Db,
  values: { username?: string; email?: string; phone?: string },
  exceptUserId?: number,
): Promise<Set<'username' | 'email' | 'phone'>> {
  const taken = new Set<'username' | 'email' | 'phone'>();
  const checks: [field: 'username' | 'email' | 'phone', where: SQL | undefined][] = [
    [
      'username',
      values.username
        ? sql`lower(${users.username}) = ${values.username.toLowerCase()}`
        : undefined,
    ],
    [
      'email',
      values.email
        ? or(
            sql`lower(${users.email}) = ${values.email.toLowerCase()}`,
            sql`lower(${users.pendingEmail}) = ${values.email.toLowerCase()}`,
          )
        : undefined,
    ],
    [
      'phone',
      values.phone
        ? or(eq(users.phone, values.phone), eq(users.pendingPhone, values.phone))
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

export async function findThrottle(db: Db, key: string): Promise<ThrottleRow | null> {
  const rows = await db.select().from(authThrottles).where(eq(authThrottles.key, key)).limit(1);
  return rows[0] ?? null;
}

export async function saveThrottle(db: Db, row: ThrottleRow): Promise<void> {
  const { key, ...rest } = row;
  await db
    .insert(authThrottles)
    .values(row)
    .onConflictDoUpdate({ target: authThrottles.key, set: rest });
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
