import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { idempotencyKeys } from '../../db/schema';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

export interface ClaimInput {
  owner: string;
  key: string;
  fingerprint: string;
  ttlSeconds: number;
  /** A claim whose request never finished (crash, lost socket) may be taken over after this. */
  staleSeconds: number;
}

/**
 * Claims `(owner, key)` in one statement: a new row, or an expired or abandoned one taken over.
 * Two parallel requests cannot both win, because the unique key decides (no read-then-write).
 * Returns true when this request is the one that acts.
 */
export async function claimKey(db: Db, input: ClaimInput): Promise<boolean> {
  // A prepared statement: every keyed write (add-to-cart, place-order, …) runs it.
  const statement = prepared(db, 'idempotency:claim', () => {
    const expiresAt = sql`now() + make_interval(secs => ${sql.placeholder('ttlSeconds')}::int)`;
    return db
      .insert(idempotencyKeys)
      .values({
        owner: sql.placeholder('owner'),
        key: sql.placeholder('key'),
        fingerprint: sql.placeholder('fingerprint'),
        createdAt: sql`now()`,
        expiresAt,
      })
      .onConflictDoUpdate({
        target: [idempotencyKeys.owner, idempotencyKeys.key],
        set: {
          fingerprint: sql`excluded.fingerprint`,
          statusCode: null,
          body: null,
          createdAt: sql`now()`,
          expiresAt,
        },
        setWhere: sql`${idempotencyKeys.expiresAt} <= now() OR (${idempotencyKeys.statusCode} IS NULL
          AND ${idempotencyKeys.createdAt} < now() - make_interval(secs => ${sql.placeholder('staleSeconds')}::int))`,
      })
      .returning({ owner: idempotencyKeys.owner });
  });
  const rows = (await statement.execute({ ...input })) as { owner: string }[];
  return rows.length > 0;
}

export async function findKey(db: Db, owner: string, key: string): Promise<IdempotencyRow | null> {
  const rows = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key)))
    .limit(1);
  return rows[0] ?? null;
}

/** Stores the answer of the request that holds the claim. */
export async function completeKey(
  db: Db,
  owner: string,
  key: string,
  response: { statusCode: number; body: string },
): Promise<void> {
  const statement = prepared(db, 'idempotency:complete', () =>
    db
      .update(idempotencyKeys)
      .set({
        statusCode: sql`${sql.placeholder('statusCode')}::int`,
        body: sql`${sql.placeholder('body')}::text`,
      })
      .where(
        and(
          eq(idempotencyKeys.owner, sql.placeholder('owner')),
          eq(idempotencyKeys.key, sql.placeholder('key')),
          isNull(idempotencyKeys.statusCode),
        ),
      ),
  );
  await statement.execute({ owner, key, ...response });
}

/** Gives the key back (the request failed without acting), so a retry with it acts afresh. */
export async function releaseKey(db: Db, owner: string, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.owner, owner),
        eq(idempotencyKeys.key, key),
        isNull(idempotencyKeys.statusCode),
      ),
    );
}

/** Deletes answers past their 24 h; served by the expires_at index. Returns how many went. */
export async function deleteExpiredKeys(db: Db): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.expiresAt, sql`now()`))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
