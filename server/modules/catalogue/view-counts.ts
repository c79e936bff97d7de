import type { Db } from '../../db/client';
import { addProductViews } from './products.repository';
import { addStoreViews } from './stores.repository';

/** Views per row id, summed since the last write. */
export type ViewDeltas = Map<number, number>;

/**
 * Views of product and store pages, counted in memory and written as one `UPDATE` per table every
 * `flushMs` (and when the server closes): a page read never waits on a write or on another
 * reader's row lock (with a write per view, 50 readers of a few dozen products queue on each other's
 * `views = views + 1`). With `flushMs` 0 every view is written at once (tests).
 *
 * Bounded loss: views counted since the last write are lost if the process dies without closing
 * (a crash, SIGKILL); a failed write keeps its deltas for the next one.
 */
export class ViewCounter {
  private pending: ViewDeltas = new Map();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly write: (deltas: ViewDeltas) => Promise<void>,
    private readonly flushMs: number,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /**
   * Counts one view of `id`; answers what a page adds to the count it read before the call: the
   * views of `id` not yet written, this one included. With `flushMs` 0 the view is written before
   * it answers (and the answer is 1).
   */
  async count(id: number): Promise<number> {
    if (this.flushMs <= 0) {
      // In the one line of writes, after those already counted.
      const write = this.writing.then(() => this.write(new Map([[id, 1]])));
      this.writing = write.then(
        () => undefined,
        () => undefined,
      );
      await write;
      return 1;
    }
    const views = (this.pending.get(id) ?? 0) + 1;
    this.pending.set(id, views);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.flushMs);
      this.timer.unref();
    }
    return views;
  }

  /** Writes the views counted so far (one write at a time); never throws. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.writing = this.writing.then(async () => {
      if (this.pending.size === 0) return;
      const batch = this.pending;
      this.pending = new Map();
      try {
        await this.write(batch);
      } catch (error) {
        for (const [id, n] of batch) this.pending.set(id, (this.pending.get(id) ?? 0) + n);
        this.onError(error);
        if (!this.timer && this.flushMs > 0) {
          this.timer = setTimeout(() => void this.flush(), this.flushMs);
          this.timer.unref();
        }
      }
    });
    return this.writing;
  }
}

const counters = new WeakMap<Db, { products: ViewCounter; stores: ViewCounter }>();

/**
 * The view counters of `db` (one pair per database, like the count caches); `flush` writes both
 * (the server calls it on close).
 */
export function countViewsInMemory(
  db: Db,
  flushMs: number,
  onError?: (error: unknown) => void,
): { flush: () => Promise<void> } {
  const pair = {
    products: new ViewCounter((deltas) => addProductViews(db, deltas), flushMs, onError),
    stores: new ViewCounter((deltas) => addStoreViews(db, deltas), flushMs, onError),
  };
  counters.set(db, pair);
  return {
    flush: async () => void (await Promise.all([pair.products.flush(), pair.stores.flush()])),
  };
}

/** Counts a view of a product page; answers what to add to the views read (`ViewCounter.count`). */
export function countProductView(db: Db, id: number): Promise<number> {
  const counter = counters.get(db);
  return counter
    ? counter.products.count(id)
    : addProductViews(db, new Map([[id, 1]])).then(() => 1);
}

/** Counts a view of a store page; answers what to add to the views read. */
export function countStoreView(db: Db, id: number): Promise<number> {
  const counter = counters.get(db);
  return counter ? counter.stores.count(id) : addStoreViews(db, new Map([[id, 1]])).then(() => 1);
}
