import { describe, expect, it } from 'vitest';
import { seedProduct, seedStore } from '../factories';
import { get } from './catalogue-helpers';
import { useTestApp } from './helper';

// Production reuses the whole catalogue's counts per category (Env.categoryCountTtlMs) instead of
// recounting every public product per request; store-scoped facets always count afresh. The other
// catalogue tests run with the cache off.
const ctx = useTestApp({ CATEGORY_COUNT_TTL_MS: '60000' });

interface Node {
  id: number;
  productsCount: number;
  children: { id: number; productsCount: number }[];
}

const tree = async () => (await get(ctx.app, '/api/categories')).body.data as Node[];

describe('[API][CATALOGUE] category counts cache', () => {
  it('answers /api/categories from counts reused within the TTL, store facets stay exact', async () => {
    const before = await tree();
    const main = before.find((node) => node.children.length > 0)!;
    const sub = main.children[0]!;
    const store = await seedStore(ctx.database);
    await seedProduct(ctx.database, {
      storeId: store.id,
      categoryId: main.id,
      subCategoryId: sub.id,
    });

    // Within the TTL the tree still shows the counts it had…
    const after = await tree();
    expect(after.find((node) => node.id === main.id)?.productsCount).toBe(main.productsCount);
    // …while a store's own facets count its products now.
    const facets = await get(ctx.app, `/api/category-products?store=${store.username}`);
    expect(facets.body.data.subCategories).toEqual([
      expect.objectContaining({ id: main.id, productsCount: 1 }),
    ]);
  });
});
