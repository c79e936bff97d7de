import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Records the accepted time step only if it is newer than the last one: two requests racing with
 * the same code cannot both win.
 */
export async function claimTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step)),
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function saveTwoFactor(
  db: Db,
  userId: number,
  values: { secret?: string | null; enabled?: boolean },
): Promise<void> {
  await db
    .update(users)
    .set({
      ...(values.secret !== undefined ? { twoFactorSecret: values.secret } : {}),
      ...(values.enabled !== undefined ? { twoFactorEnabled: values.enabled } : {}),
    })
    .where(eq(users.id, userId));
}
