// PGlite is one connection. A query on the database handle made while the same request holds a
// transaction waits for that transaction, which waits for the query: the whole process freezes
// (every later query queues behind it, and shutdown too). The guard turns that wait into an error
// at the query that would have frozen, naming what to do instead.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

interface OpenTransaction {
  open: boolean;
}

export const TRANSACTION_REENTRY_MESSAGE =
  'A query on the database handle while this call holds a transaction would wait for that ' +
  'transaction forever (PGlite has one connection): pass the transaction (`tx`) down, or run ' +
  'the call after the commit';

/**
 * The PGlite client as Drizzle sees it: `query`, `exec` and `transaction` called from inside a
 * transaction's own work (the same async call chain, while it is still open) throw instead of
 * waiting. Work of other requests still queues behind the transaction as before.
 */
export function guardTransactionReentry(client: PGlite): PGlite {
  const current = new AsyncLocalStorage<OpenTransaction>();
  const refuseInsideTransaction = () => {
    if (current.getStore()?.open) throw new Error(TRANSACTION_REENTRY_MESSAGE);
  };
  const guarded = {
    query: (...args: Parameters<PGlite['query']>) => {
      refuseInsideTransaction();
      return client.query(...args);
    },
    exec: (...args: Parameters<PGlite['exec']>) => {
      refuseInsideTransaction();
      return client.exec(...args);
    },
    transaction: <T>(work: Parameters<PGlite['transaction']>[0]) => {
      refuseInsideTransaction();
      return client.transaction((tx) => {
        const transaction: OpenTransaction = { open: true };
        return current.run(transaction, async () => {
          try {
            return (await work(tx)) as T;
          } finally {
            transaction.open = false;
          }
        });
      });
    },
  };
  return new Proxy(client, {
    get(target, property) {
      if (Object.hasOwn(guarded, property)) return guarded[property as keyof typeof guarded];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
