import { describe, expect, it } from 'vitest';
import { seedProduct, seedStore } from '../factories';
import { get, qs } from './catalogue-helpers';
import { useTestApp } from './helper';

// Production reuses a grid's total for a few seconds (Env.catalogueCountTtlMs); the rows are
// always fresh. The other catalogue tests run with the cache off.
const ctx = useTestApp({ CATALOGUE_COUNT_TTL_MS: '60000' });

describe('[API][CATALOGUE] grid totals cache', () => {
  it('reuses the total of a filter while the rows stay fresh', async () => {
    const store = await seedStore(ctx.database);
    const first = await seedProduct(ctx.database, { storeId: store.id });
    const url = `/api/products${qs({ store: store.username })}`;
    const before = await get(ctx.app, url);
    expect(before.body.meta.total).toBe(1);
    const second = await seedProduct(ctx.database, { storeId: store.id });
    const after = await get(ctx.app, url);
    expect(after.body.meta.total).toBe(1);
    expect(after.body.data.map((p: { id: number }) => p.id).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    const otherFilter = await get(ctx.app, `${url}&sort=price_asc`);
    expect(otherFilter.body.meta.total).toBe(1);
    const differentFilter = await get(ctx.app, `${url}&negotiable=false`);
    expect(differentFilter.body.meta.total).toBe(2);
  });
});
