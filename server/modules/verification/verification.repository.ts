import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { VerificationPhoto } from '../../../domain/contracts/verification.contract';
import { queryRows, type Db } from '../../db/client';
import { storeVerifications, stores } from '../../db/schema';

const row = {
  store_id: stores.id,
  owner_id: stores.ownerId,
  name: stores.name,
  username: stores.username,
  logo: stores.logo,
  phone_number: stores.phoneNumber,
  verified_at: stores.verifiedAt,
  verification_id: storeVerifications.id,
  status: storeVerifications.status,
  phone_confirmed: storeVerifications.phoneConfirmed,
  id_front: storeVerifications.idFront,
  id_back: storeVerifications.idBack,
  selfie: storeVerifications.selfie,
  fee: storeVerifications.fee,
  paid_at: storeVerifications.paidAt,
  paid_with: storeVerifications.paidWith,
  rejection_reason: storeVerifications.rejectionReason,
  submitted_at: storeVerifications.submittedAt,
  decided_at: storeVerifications.decidedAt,
  photos_deleted_at: storeVerifications.photosDeletedAt,
};

function select(db: Db) {
  return db
    .select(row)
    .from(stores)
    .leftJoin(storeVerifications, eq(storeVerifications.storeId, stores.id));
}

export type VerificationRow = Awaited<ReturnType<typeof listOwnVerifications>>[number];

/** The owner's unarchived stores with their requests, oldest store first. */
export function listOwnVerifications(db: Db, ownerId: number) {
  return select(db)
    .where(and(eq(stores.ownerId, ownerId), isNull(stores.archivedAt)))
    .orderBy(asc(stores.id));
}

/** One store with its request; `ownerId` narrows it to the owner's own (null = any store). */
export async function findVerification(db: Db, storeId: number, ownerId: number | null) {
  const [found] = await select(db).where(
    and(eq(stores.id, storeId), ownerId === null ? undefined : eq(stores.ownerId, ownerId)),
  );
  return found ?? null;
}

/**
 * The request row of a store, created when missing, locked for the caller's transaction. A
 * decided (approved or rejected) request taken up again returns to `in_progress` here only when
 * `reopen` is set (a rejected one: the seller fixes what was wrong).
 */
export async function lockRequest(tx: Db, storeId: number, userId: number) {
  await tx
    .insert(storeVerifications)
    .values({ storeId, userId })
    .onConflictDoNothing({ target: storeVerifications.storeId });
  const [locked] = await tx
    .select()
    .from(storeVerifications)
    .where(eq(storeVerifications.storeId, storeId))
    .for('update');
  return locked!;
}

export type RequestPatch = Partial<typeof storeVerifications.$inferInsert>;

export async function updateRequest(tx: Db, id: number, patch: RequestPatch) {
  await tx.update(storeVerifications).set(patch).where(eq(storeVerifications.id, id));
}

/**
 * Marks the fee paid once: only a request not paid yet moves, so a replayed card settlement or a
 * second wallet payment changes nothing. Answers whether this call marked it.
 */
export async function markPaid(
  tx: Db,
  storeId: number,
  values: { fee: number; paidWith: 'wallet' | 'card'; paymentId: number | null },
): Promise<boolean> {
  const rows = await tx
    .update(storeVerifications)
    .set({ ...values, paidAt: new Date() })
    .where(and(eq(storeVerifications.storeId, storeId), isNull(storeVerifications.paidAt)))
    .returning({ id: storeVerifications.id });
  return rows.length > 0;
}

/** Submitted requests among `storeIds`, locked for the decision. */
export function lockSubmitted(tx: Db, storeIds: number[], scope: SQL | undefined) {
  return tx
    .select({
      id: storeVerifications.id,
      storeId: storeVerifications.storeId,
      userId: storeVerifications.userId,
      status: storeVerifications.status,
    })
    .from(storeVerifications)
    .innerJoin(stores, eq(stores.id, storeVerifications.storeId))
    .where(and(scope, inArray(storeVerifications.storeId, storeIds)))
    .for('update', { of: storeVerifications });
}

export async function setStoreVerified(tx: Db, storeIds: number[]) {
  if (storeIds.length === 0) return;
  await tx.update(stores).set({ verifiedAt: new Date() }).where(inArray(stores.id, storeIds));
}

interface PhotoFiles extends Record<string, unknown> {
  id_front: string | null;
  id_back: string | null;
  selfie: string | null;
}

/**
 * Forgets a decided request's photos (the purge job) when it is still the decision of
 * `decidedAt`: a request taken up and submitted again since keeps its new photos until its own
 * decision's purge. Answers the file names that were dropped (null: nothing to do).
 */
export async function clearPhotos(db: Db, requestId: number, decidedAt: string) {
  const rows = await queryRows<PhotoFiles>(
    db,
    sql`UPDATE store_verifications AS v
        SET id_front = NULL, id_back = NULL, selfie = NULL, photos_deleted_at = now()
        FROM (SELECT id, id_front, id_back, selfie FROM store_verifications
              WHERE id = ${requestId} FOR UPDATE) AS old
        WHERE v.id = old.id AND v.status IN ('approved', 'rejected')
          AND v.decided_at <= ${decidedAt}::timestamptz AND v.photos_deleted_at IS NULL
        RETURNING old.id_front, old.id_back, old.selfie`,
  );
  return rows[0] ?? null;
}

/** The file of one photo of a store's request. */
export async function photoFile(db: Db, storeId: number, kind: VerificationPhoto) {
  const column = {
    id_front: storeVerifications.idFront,
    id_back: storeVerifications.idBack,
    selfie: storeVerifications.selfie,
  }[kind];
  const [found] = await db
    .select({ file: column })
    .from(storeVerifications)
    .where(eq(storeVerifications.storeId, storeId));
  return found?.file ?? null;
}
