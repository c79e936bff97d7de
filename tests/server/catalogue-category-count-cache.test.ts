import { describe, expect, it } from 'vitest';
import { homeContract, websiteHomeContract } from '../../domain/contracts/catalogue.contract';
import { envelope } from '../../domain/contracts/contract';
import { compileSerializer } from '../../server/lib/fast-serializer';
import { getHome, getWebsiteHome } from '../../server/modules/catalogue/home.service';
import { seedProduct, seedStore } from '../factories';
import { get } from './catalogue-helpers';
import { useTestApp } from './helper';

// Production reuses the whole catalogue's counts per category (Env.categoryCountTtlMs) instead of
// recounting every public product per request; store-scoped facets always count afresh. The other
// catalogue tests run with the cache off. The homes are reused as long as an anonymous grid
// answer (Env.catalogueAnswerTtlMs), on here too.
const ctx = useTestApp({ CATEGORY_COUNT_TTL_MS: '60000', CATALOGUE_ANSWER_TTL_MS: '60000' });

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

  it('reuses store cards’ product counts and the home within the bound; a panel write empties them', async () => {
    const storeCount = async (username: string) =>
      (
        (await get(ctx.app, '/api/all-stores?per_page=48')).body.data as {
          username: string;
          productsCount: number;
        }[]
      ).find((card) => card.username === username)?.productsCount;
    const store = await seedStore(ctx.database);
    const [main] = await tree();
    const home = (await get(ctx.app, '/api/home')).body.data as { newest: { id: number }[] };
    expect(await storeCount(store.username)).toBe(0);

    const product = await seedProduct(ctx.database, { storeId: store.id, categoryId: main!.id });
    // Within the bound the card keeps its count and the home its sections…
    expect(await storeCount(store.username)).toBe(0);
    const again = (await get(ctx.app, '/api/home')).body.data as { newest: { id: number }[] };
    expect(again.newest.map((card) => card.id)).toEqual(home.newest.map((card) => card.id));

    // …until the caches are emptied (what a panel write does): then both show the new product.
    ctx.app.caches.clearAll();
    expect(await storeCount(store.username)).toBe(1);
    const fresh = (await get(ctx.app, '/api/home')).body.data as { newest: { id: number }[] };
    expect(fresh.newest[0]?.id).toBe(product.id);
  });

  it('sends a kept home as the bytes its serializer writes of a home built afresh', async () => {
    const { db } = ctx.database;
    const homes = [
      [homeContract.path, homeContract, getHome],
      [websiteHomeContract.path, websiteHomeContract, getWebsiteHome],
    ] as const;
    for (const [url, contract, build] of homes) {
      const serialize = compileSerializer(envelope(contract.response));
      for (const language of ['ar', 'en'] as const) {
        const headers = { 'accept-language': language };
        const first = await ctx.app.inject({ method: 'GET', url, headers });
        const kept = await ctx.app.inject({ method: 'GET', url, headers });
        const afresh = serialize({ data: await build(db, language) });
        expect(first.statusCode, url).toBe(200);
        expect(kept.headers['content-type'], url).toBe('application/json; charset=utf-8');
        expect(kept.body, `${language} ${url}`).toBe(afresh);
        expect(first.body, `${language} ${url}`).toBe(afresh);
      }
    }
    // Each language its own home.
    const ar = await ctx.app.inject({ url: '/api/home', headers: { 'accept-language': 'ar' } });
    const en = await ctx.app.inject({ url: '/api/home', headers: { 'accept-language': 'en' } });
    expect(ar.body).not.toBe(en.body);
  });

  it('reuses the whole catalogue’s facets within the bound; a store’s facets and a panel write do not wait', async () => {
    const [main] = await tree();
    const facets = async () =>
      (await get(ctx.app, `/api/category-products?category=${main!.id}`)).body.data as {
        price: { min: number; max: number };
      };
    const before = await facets();
    const store = await seedStore(ctx.database);
    await seedProduct(ctx.database, {
      storeId: store.id,
      categoryId: main!.id,
      basicPrice: before.price.max + 1000,
    });
    // Within the bound the category's price range is the one it had…
    expect((await facets()).price.max).toBe(before.price.max);
    // …a store's own facets see the new product at once…
    const scoped = await get(
      ctx.app,
      `/api/category-products?category=${main!.id}&store=${store.username}`,
    );
    expect(scoped.body.data.price.max).toBe(before.price.max + 1000);
    // …and a panel write empties the cache.
    ctx.app.caches.clearAll();
    expect((await facets()).price.max).toBe(before.price.max + 1000);
  });
});
