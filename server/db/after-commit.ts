// NOTIFY after the commit, not inside the transaction. PostgreSQL takes one global lock at the
// commit of every transaction that NOTIFYs and holds it through the WAL flush, so notifying
// transactions commit one at a time: with 50 connections, pgbench measured commits of
// "INSERT + pg_notify" at 1,300/s and 36 ms each against 4,300/s and 6 ms without the notify, and
// 7,300/s when the notify is sent on its own after the commit (a transaction that writes nothing
// flushes no WAL under that lock). So `db.transaction` (wrapped once in openDb) collects the
// signals its callers raise and sends them in one statement after the commit; a rolled-back
// transaction sends nothing, as NOTIFY did. Outside a transaction a signal goes out at once.
//
// Every process still hears every signal (NOTIFY reaches all listeners either way). What changes:
// a process that dies between its commit and the signal loses that signal. Listeners already
// tolerate lost signals (a LISTEN connection that drops loses them too, db/listen.ts): the push
// sender sweeps its due rows on every wake and on its timer, and an event stream resumes from its
// Last-Event-ID.
import { sql } from 'drizzle-orm';
import type { Db } from './handle';

interface Signal {
  channel: string;
  payload: string;
}

/** The signals waiting for the commit of each open transaction (and its savepoints). */
const pending = new WeakMap<object, Signal[]>();

function notifyStatement(signals: readonly Signal[]) {
  return sql`SELECT ${sql.join(
    signals.map((signal) => sql`pg_notify(${signal.channel}, ${signal.payload})`),
    sql`, `,
  )}`;
}

/**
 * NOTIFY `channel` with `payload` once `db`'s transaction commits (at once when `db` is not a
 * transaction). Callers pass the transaction of what the signal announces.
 */
export async function notifyAfterCommit(db: Db, channel: string, payload: string): Promise<void> {
  const queue = pending.get(db);
  if (queue) {
    queue.push({ channel, payload });
    return;
  }
  await db.execute(notifyStatement([{ channel, payload }]));
}

type TransactionFn = Db['transaction'];

/** Nested transactions (savepoints) add to the outermost one's signals. */
function track(tx: object, queue: Signal[]): void {
  pending.set(tx, queue);
  const nested = (tx as { transaction: TransactionFn }).transaction.bind(tx) as TransactionFn;
  (tx as { transaction: TransactionFn }).transaction = ((
    fn: Parameters<TransactionFn>[0],
    config?: Parameters<TransactionFn>[1],
  ) =>
    nested(async (inner) => {
      track(inner, queue);
      return fn(inner);
    }, config)) as TransactionFn;
}

/**
 * Makes `db.transaction` send the signals raised inside it after its commit, in one statement.
 * A failed send is reported to `onError` and does not fail the committed work.
 */
export function sendSignalsAfterCommit(db: Db, onError: (error: unknown) => void = () => {}): Db {
  const transaction = db.transaction.bind(db) as TransactionFn;
  (db as { transaction: TransactionFn }).transaction = (async (
    fn: Parameters<TransactionFn>[0],
    config?: Parameters<TransactionFn>[1],
  ) => {
    const queue: Signal[] = [];
    const result = await transaction(async (tx) => {
      track(tx, queue);
      return fn(tx);
    }, config);
    if (queue.length > 0) {
      await db.execute(notifyStatement(queue)).catch(onError);
    }
    return result;
  }) as TransactionFn;
  return db;
}
