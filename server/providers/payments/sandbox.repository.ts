import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxCharges } from '../../db/schema';

export type SandboxCharge = typeof sandboxCharges.$inferSelect;

export async function insertSandboxCharge(db: Db, values: typeof sandboxCharges.$inferInsert) {
  await db.insert(sandboxCharges).values(values).onConflictDoNothing();
}

export async function findSandboxCharge(
  db: Db,
  merchantRef: string,
): Promise<SandboxCharge | null> {
  const [row] = await db
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.merchantRef, merchantRef));
  return row ?? null;
}

/** NEW → `status`, once: answers the row when this call moved it, null when it had moved already. */
export async function settleSandboxCharge(
  db: Db,
  merchantRef: string,
  status: string,
): Promise<SandboxCharge | null> {
  const [row] = await db
    .update(sandboxCharges)
    .set({ orderStatus: status })
    .where(and(eq(sandboxCharges.merchantRef, merchantRef), eq(sandboxCharges.orderStatus, 'NEW')))
    .returning();
  return row ?? null;
}

export async function setSandboxChargeStatus(db: Db, merchantRef: string, status: string) {
  await db
    .update(sandboxCharges)
    .set({ orderStatus: status })
    .where(eq(sandboxCharges.merchantRef, merchantRef));
}

export async function findSandboxChargeByReferenceNumber(db: Db, referenceNumber: string) {
  const [row] = await db
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.referenceNumber, referenceNumber));
  return row ?? null;
}

/**
 * Gives back `amount` of a paid charge in one conditional UPDATE (never more than is left):
 * REFUNDED once the whole amount went back, PARTIAL_REFUNDED before. False when refused.
 */
export async function refundSandboxCharge(
  db: Db,
  referenceNumber: string,
  amount: number,
): Promise<boolean> {
  const after = sql`${sandboxCharges.refundedAmount} + ${amount}::numeric`;
  const rows = await db
    .update(sandboxCharges)
    .set({
      refundedAmount: after,
      orderStatus: sql`CASE WHEN ${after} >= ${sandboxCharges.amount} THEN 'REFUNDED' ELSE 'PARTIAL_REFUNDED' END`,
    })
    .where(
      and(
        eq(sandboxCharges.referenceNumber, referenceNumber),
        inArray(sandboxCharges.orderStatus, ['PAID', 'PARTIAL_REFUNDED']),
        sql`${after} <= ${sandboxCharges.amount}`,
      ),
    )
    .returning({ ref: sandboxCharges.merchantRef });
  return rows.length > 0;
}
