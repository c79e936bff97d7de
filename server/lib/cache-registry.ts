import type { FastifyInstance } from 'fastify';
import { notifyAfterCommit } from '../db/after-commit';
import type { Database } from '../db/client';
import type { Unlisten } from '../db/listen';

/** Anything holding answers that a write can make stale. */
export interface Clearable {
  clear(): void;
}

/** The channel on which a process tells every other one on the database to empty its caches. */
export const CACHES_CLEARED_CHANNEL = 'public_caches_cleared';

/**
 * The in-process caches of public answers (catalogue grids, totals, homes, rendered pages), so a
 * write that changes what shoppers see, and the admin's `clear-cache`, empty them at once instead
 * of waiting for their TTLs — in this process and, through one NOTIFY, in every other process on
 * the same database (a lost signal leaves that process on its TTLs, which stay short).
 */
export class CacheRegistry {
  private readonly caches = new Set<Clearable>();
  private database: Database | undefined;

  add<C extends Clearable>(cache: C): C {
    this.caches.add(cache);
    return cache;
  }

  /** Empties every registered cache of this process; answers how many there were. */
  clearAll(): number {
    for (const cache of this.caches) cache.clear();
    return this.caches.size;
  }

  /**
   * Empties this process's caches now and asks the other processes to do the same; answers how
   * many caches this process had. A failed signal is reported to `onError` and changes nothing
   * else (the others catch up within their TTLs).
   */
  clearEverywhere(onError: (error: unknown) => void = () => {}): number {
    const cleared = this.clearAll();
    if (this.database) {
      notifyAfterCommit(this.database.db, CACHES_CLEARED_CHANNEL, '').catch(onError);
    }
    return cleared;
  }

  /** Empties this process's caches whenever any process on `database` asks; answers the stop. */
  async shareAcross(database: Database): Promise<Unlisten> {
    this.database = database;
    return database.listen(CACHES_CLEARED_CHANNEL, () => this.clearAll());
  }
}

/**
 * Empties the public caches of every process after each successful write (non-GET) of the routes
 * of `app`'s scope, before the answer is sent: the next read of anyone sees the change.
 */
export function clearCachesAfterWrites(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 400) {
      app.caches.clearEverywhere((error) => request.log.warn({ err: error }, 'caches not shared'));
    }
    return payload;
  });
}
