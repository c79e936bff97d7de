import { eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../server/db/schema/index';
import { seedProduct, seedStore } from '../factories';
import { get, qs } from './catalogue-helpers';
import { useTestApp } from './helper';

// The grid and search queries are built once per shape (which filters are present) and reused
// with new values (server/modules/catalogue/products.repository.ts, `Binder`). Requests that look
// alike but differ in shape must never share SQL: asked in alternation, each keeps its meaning.
const ctx = useTestApp();

interface Card {
  id: number;
  name: string;
  discount: number;
  categoryId: number;
  subCategoryId: number | null;
}

describe('[API][CATALOGUE] query shapes', () => {
  let storeUsername = '';
  let mainId = 0;
  let subId = 0;

  beforeAll(async () => {
    const { db } = ctx.database;
    const [sub] = await db.select().from(categories).where(isNotNull(categories.parentId)).limit(1);
    subId = sub!.id;
    mainId = sub!.parentId!;
    const siblings = await db.select().from(categories).where(eq(categories.parentId, mainId));
    const other = siblings.find((c) => c.id !== subId);
    const store = await seedStore(ctx.database);
    storeUsername = store.username;
    const base = { storeId: store.id, categoryId: mainId };
    await seedProduct(ctx.database, { ...base, subCategoryId: subId, discount: 20 });
    await seedProduct(ctx.database, { ...base, subCategoryId: subId, discount: 0 });
    await seedProduct(ctx.database, { ...base, subCategoryId: other?.id ?? null, discount: 10 });
    await seedProduct(ctx.database, { ...base, subCategoryId: null, discount: 0 });
  });

  const grid = async (params: Record<string, string | number>) =>
    (await get(ctx.app, `/api/products${qs({ store: storeUsername, per_page: 48, ...params })}`))
      .body as { data: Card[]; meta: { total: number } };

  it('main and sub category, discounted true and false, stay apart in any order', async () => {
    for (let round = 0; round < 2; round += 1) {
      const sub = await grid({ category: subId });
      expect(sub.data.length).toBe(2);
      expect(sub.data.every((p) => p.subCategoryId === subId)).toBe(true);
      const main = await grid({ category: mainId });
      expect(main.data.length).toBe(4);
      expect(main.meta.total).toBe(4);
      const discounted = await grid({ category: mainId, discounted: 'true' });
      expect(discounted.data.map((p) => p.discount).sort()).toEqual([10, 20]);
      const full = await grid({ category: mainId, discounted: 'false' });
      expect(full.data.map((p) => p.discount)).toEqual([0, 0]);
      expect(full.meta.total).toBe(2);
    }
  });

  it('values bind in order: price bounds and paging are the request’s own', async () => {
    const all = await grid({ sort: 'price_asc' });
    const prices = all.data.map((p) => (p as unknown as { price: number }).price);
    const [low, , , high] = prices;
    const bounded = await grid({ sort: 'price_asc', price_min: low!, price_max: low! });
    expect(bounded.data.every((p) => (p as unknown as { price: number }).price === low)).toBe(true);
    const top = await grid({ sort: 'price_asc', price_min: high! });
    expect(top.data.length).toBeGreaterThan(0);
    const second = await grid({ sort: 'price_asc', per_page: 1, page: 2 });
    expect(second.data[0]!.id).toBe(all.data[1]!.id);
    const beyond = await grid({ sort: 'price_asc', per_page: 1, page: 99 });
    expect(beyond.data[0]!.id).toBe(all.data[3]!.id);
  });

  it('search: a short word (substring only) and a long one (fuzzy) do not share a query', async () => {
    const store = await seedStore(ctx.database);
    await seedProduct(ctx.database, {
      storeId: store.id,
      nameAr: 'سجادة صلاة',
      nameEn: 'Prayer rug',
    });
    const search = async (q: string) =>
      (await get(ctx.app, `/api/website/search-products${qs({ q, per_page: 48 })}`)).body as {
        data: Card[];
      };
    for (let round = 0; round < 2; round += 1) {
      expect((await search('سجاده')).data.map((p) => p.name)).toContain('سجادة صلاة');
      expect((await search('rug')).data.map((p) => p.name)).toContain('سجادة صلاة');
      expect((await search('سجاد صلاه')).data.map((p) => p.name)).toContain('سجادة صلاة');
      expect((await search('zzqqxx')).data).toEqual([]);
    }
  });
});
