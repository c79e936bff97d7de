import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from './client';
import { inList, inListValues, preparedSql } from './prepared';
import { openTestDb } from './testing';

// The one prepared-statement helper runs a statement built once on the database inside any
// transaction, on that transaction's connection: its writes commit or roll back with it.
describe('[DB] prepared statements in and out of transactions', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDb();
    await database.db.execute(sql`CREATE TABLE prepared_probe (id int PRIMARY KEY, note text)`);
  });

  afterAll(async () => {
    await database?.close();
  });

  const insert = (db: Database['db'], id: number, note: string) =>
    preparedSql<{ id: number }>(
      db,
      'test:probe-insert',
      () =>
        sql`INSERT INTO prepared_probe (id, note) VALUES (${sql.placeholder('id')}::int, ${sql.placeholder('note')}::text) RETURNING id`,
    ).rows({ id, note });

  const notes = async (ids: number[]) =>
    (
      await preparedSql<{ note: string }>(
        database.db,
        `test:probe-notes|${ids.length}`,
        () =>
          sql`SELECT note FROM prepared_probe WHERE ${inList(sql`id`, 'id', ids.length)} ORDER BY id`,
      ).rows(inListValues('id', ids))
    ).map((row) => row.note);

  it('writes on the pool, in a committed transaction, and not after a rollback', async () => {
    expect(await insert(database.db, 1, 'outside')).toEqual([{ id: 1 }]);
    await database.db.transaction(async (tx) => {
      await insert(tx, 2, 'committed');
    });
    await expect(
      database.db.transaction(async (tx) => {
        await insert(tx, 3, 'rolled back');
        // The transaction sees its own write through the same statement's connection.
        const seen = await queryRows<{ n: number }>(
          tx,
          sql`SELECT count(*)::int AS n FROM prepared_probe WHERE id = 3`,
        );
        expect(seen[0]!.n).toBe(1);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await notes([1, 2, 3])).toEqual(['outside', 'committed']);
    expect(await notes([3])).toEqual([]);
  });
});
