import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { products, stores } from '../../server/db/schema';
import { ViewCounter, type ViewDeltas } from '../../server/modules/catalogue/view-counts';
import { seedProduct, seedStore } from '../factories';
import { get } from './catalogue-helpers';
import { useTestApp } from './helper';

// Production counts page views in memory and writes them every few seconds (Env.viewFlushMs), so a
// product page never waits on a row lock; the other catalogue tests write each view at once.
// A long interval here: nothing is written until the server closes or a test flushes.
const ctx = useTestApp({ VIEW_FLUSH_MS: '600000' });

const storedViews = async (table: typeof products | typeof stores, id: number) => {
  const [row] = await ctx.database.db
    .select({ views: table.views })
    .from(table)
    .where(eq(table.id, id));
  return row!.views;
};

describe('[API][CATALOGUE] page views counted in memory', () => {
  it('answers each view at once and writes them in one batch when the server closes', async () => {
    const product = await seedProduct(ctx.database, { views: 3 });
    const store = await seedStore(ctx.database);
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) {
      seen.push((await get(ctx.app, `/api/products/${product.id}`)).body.data.views);
    }
    // The page shows every view, the stored count has none of them yet (no write on the read path).
    expect(seen).toEqual([4, 5, 6, 7]);
    expect(await storedViews(products, product.id)).toBe(3);
    expect((await get(ctx.app, `/api/stores/${store.username}`)).body.data.views).toBe(1);
    expect((await get(ctx.app, `/api/stores/${store.username}`)).body.data.views).toBe(2);
    expect(await storedViews(stores, store.id)).toBe(0);

    // Closing the server writes what was counted before the database goes.
    await ctx.app.close();
    expect(await storedViews(products, product.id)).toBe(7);
    expect(await storedViews(stores, store.id)).toBe(2);
  });
});

describe('ViewCounter', () => {
  it('sums views per id into one write per interval', async () => {
    vi.useFakeTimers();
    try {
      const writes: ViewDeltas[] = [];
      const counter = new ViewCounter(async (deltas) => void writes.push(deltas), 1_000);
      expect(await counter.count(1)).toBe(1);
      expect(await counter.count(1)).toBe(2);
      expect(await counter.count(2)).toBe(1);
      expect(writes).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(writes).toEqual([
        new Map([
          [1, 2],
          [2, 1],
        ]),
      ]);
      // Nothing counted since: no empty write.
      await vi.advanceTimersByTimeAsync(5_000);
      expect(writes).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the views of a failed write for the next one', async () => {
    const writes: ViewDeltas[] = [];
    let fail = true;
    const errors: unknown[] = [];
    const counter = new ViewCounter(
      async (deltas) => {
        if (fail) throw new Error('database down');
        writes.push(deltas);
      },
      60_000,
      (error) => errors.push(error),
    );
    await counter.count(7);
    await counter.flush();
    expect(errors).toHaveLength(1);
    await counter.count(7);
    fail = false;
    await counter.flush();
    expect(writes).toEqual([new Map([[7, 2]])]);
  });

  it('writes each view before answering when the interval is 0', async () => {
    const writes: ViewDeltas[] = [];
    const counter = new ViewCounter(async (deltas) => void writes.push(deltas), 0);
    expect(await counter.count(5)).toBe(1);
    expect(writes).toEqual([new Map([[5, 1]])]);
  });
});
