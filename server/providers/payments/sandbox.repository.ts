import { and, eq } from 'drizzle-orm';
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
