import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifyAfterCommit } from '../../server/db/after-commit';
import { type Database, queryRows } from '../../server/db/client';
import { openTestDb } from '../../server/db/testing';

// database.listen: NOTIFY reaches the listener on both drivers, without taking a pooled
// connection (several listeners must leave the pool to the queries), and on PostgreSQL a listener
// whose connection was cut listens again.
let database: Database;
beforeAll(async () => {
  database = await openTestDb();
});
afterAll(async () => {
  await database?.close();
});

const notify = (channel: string, payload: string) =>
  database.db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);

describe('[DB LISTEN] notifications from the database', () => {
  it('delivers payloads of its channel only, and stops when asked', async () => {
    const received: string[] = [];
    const stop = await database.listen('test_channel_a', (payload) => received.push(payload));
    await notify('test_channel_b', 'other');
    await notify('test_channel_a', 'one');
    await vi.waitFor(() => expect(received).toEqual(['one']), { timeout: 5000 });
    await stop();
    await notify('test_channel_a', 'after stop');
    // A NOTIFY that would have arrived comes before this round trip's answer on PGlite and well
    // within it on PostgreSQL; the listener must still hold only the first payload.
    await notify('test_channel_a', 'after stop 2');
    await database.ping();
    expect(received).toEqual(['one']);
  });

  it('leaves the pool to queries: six listeners, then queries still run', async () => {
    const stops = await Promise.all(
      Array.from({ length: 6 }, (_, index) => database.listen(`test_many_${index}`, () => {})),
    );
    const rows = await queryRows<{ one: number }>(database.db, sql`SELECT 1 AS one`);
    expect(rows[0]?.one).toBe(1);
    await Promise.all(stops.map((stop) => stop()));
  });

  it('listens again after its connection is cut (PostgreSQL) or keeps listening (PGlite)', async () => {
    const received: string[] = [];
    const stop = await database.listen('test_channel_cut', (payload) => received.push(payload));
    if (database.kind === 'postgres') {
      const cut = await queryRows<{ cut: boolean }>(
        database.db,
        sql`SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity
            WHERE datname = current_database() AND query = 'LISTEN test_channel_cut'`,
      );
      expect(cut.map((row) => row.cut)).toEqual([true]);
    }
    await vi.waitFor(
      async () => {
        await notify('test_channel_cut', 'back');
        expect(received).toContain('back');
      },
      { timeout: 10_000, interval: 200 },
    );
    await stop();
  });

  it('signals raised in a transaction go out after its commit, in order; a rollback sends none', async () => {
    const received: string[] = [];
    const stop = await database.listen('test_after_commit', (payload) => received.push(payload));
    await database.db.transaction(async (tx) => {
      await notifyAfterCommit(tx, 'test_after_commit', 'first');
      await tx.transaction(async (savepoint) => {
        await notifyAfterCommit(savepoint, 'test_after_commit', 'nested');
      });
      await notifyAfterCommit(tx, 'test_after_commit', 'last');
      // Nothing reached the listener while the transaction is open.
      expect(received).toEqual([]);
    });
    await vi.waitFor(() => expect(received).toEqual(['first', 'nested', 'last']), {
      timeout: 5000,
    });
    await expect(
      database.db.transaction(async (tx) => {
        await notifyAfterCommit(tx, 'test_after_commit', 'rolled back');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await notifyAfterCommit(database.db, 'test_after_commit', 'outside');
    await vi.waitFor(() => expect(received).toContain('outside'), { timeout: 5000 });
    expect(received).toEqual(['first', 'nested', 'last', 'outside']);
    await stop();
  });
});
