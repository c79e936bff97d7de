import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, queryRows, type Database } from './client';
import { TRANSACTION_REENTRY_MESSAGE } from './transaction-guard';

let database: Database;
beforeAll(async () => {
  database = await openDb({ dataDir: 'memory://' });
});
afterAll(async () => {
  await database.close();
});

/** Drizzle wraps a driver's error as "Failed query: …" with the driver's error as its cause. */
async function failure(work: Promise<unknown>): Promise<string> {
  const error = (await work.then(
    () => null,
    (caught: unknown) => caught,
  )) as (Error & { cause?: Error }) | null;
  return error ? (error.cause?.message ?? error.message) : 'no error';
}

describe('[DATABASE] a query on the handle inside its own transaction (PGlite)', () => {
  it('fails at once instead of freezing the process', async () => {
    const { db } = database;
    const query = db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      await db.execute(sql`SELECT 2`);
    });
    expect(await failure(query)).toBe(TRANSACTION_REENTRY_MESSAGE);
    const nested = db.transaction(async () =>
      db.transaction(async (tx) => tx.execute(sql`SELECT 3`)),
    );
    expect(await failure(nested)).toBe(TRANSACTION_REENTRY_MESSAGE);
    // The database still answers afterwards.
    expect(await queryRows(db, sql`SELECT 4 AS n`)).toEqual([{ n: 4 }]);
  });

  it('lets other calls queue behind a transaction, and the same call query after its commit', async () => {
    const { db } = database;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await held;
      return queryRows(tx, sql`SELECT 'inside' AS v`);
    });
    const outside = queryRows(db, sql`SELECT 'outside' AS v`);
    release();
    expect(await transaction).toEqual([{ v: 'inside' }]);
    expect(await outside).toEqual([{ v: 'outside' }]);
    const after = await db
      .transaction(async () => 'done')
      .then(() => queryRows(db, sql`SELECT 1 AS n`));
    expect(after).toEqual([{ n: 1 }]);
  });
});
