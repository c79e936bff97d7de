// Search through the catalogue read model (server/modules/catalogue/catalogue-model.ts; session 8's
// search index, grown in session 9) answers exactly what the database's rank answers: the same products in the same order and the same
// totals for the 48 queries of the relevance set, on several pages, and the same suggestions.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../server/db/schema/index';
import { DEFAULT_SEED_PRODUCTS, extendCatalogue } from '../../server/db/seed/seed';
import { TEST_UPLOADS_ENV } from '../../server/db/testing';
import { CatalogueModel } from '../../server/modules/catalogue/catalogue-model';
import { searchProducts, suggest } from '../../server/modules/catalogue/search.service';
import { useTestApp } from './helper';
import { QUERIES } from './search-queries';

const ctx = useTestApp();

describe('[API][CATALOGUE] search through the in-process read model', () => {
  let index: CatalogueModel;

  beforeAll(async () => {
    await extendCatalogue(ctx.database, {
      uploadsDir: process.env[TEST_UPLOADS_ENV] ?? ctx.env.dataDir,
      products: DEFAULT_SEED_PRODUCTS,
    });
    index = new CatalogueModel(ctx.database.db, 60_000);
    expect(await index.ready()).not.toBeNull();
  }, 120_000);

  const both = async (q: string, lang: 'ar' | 'en', page: number, perPage: number) => {
    const paging = { page, per_page: perPage };
    const { db } = ctx.database;
    const inDatabase = await searchProducts(db, q, paging, lang);
    const indexed = await searchProducts(db, q, paging, lang, { model: index });
    return { inDatabase, indexed };
  };

  it('[SEARCH] answers the same products, order and totals as the database for every query', async () => {
    let compared = 0;
    for (const { q, lang } of QUERIES) {
      for (const [page, perPage] of [
        [1, 48],
        [2, 10],
        [3, 7],
      ] as const) {
        const { inDatabase, indexed } = await both(q, lang, page, perPage);
        expect(indexed.meta, `${q} page ${page}`).toEqual(inDatabase.meta);
        expect(
          indexed.data.map((card) => card.id),
          `${q} page ${page}`,
        ).toEqual(inDatabase.data.map((card) => card.id));
        expect(indexed.data).toEqual(inDatabase.data);
        compared += indexed.data.length;
      }
    }
    expect(compared).toBeGreaterThan(500);
  }, 120_000);

  it('[SEARCH] pages asked shallow first, then deeper, then again answer as the database (tie groups kept per query)', async () => {
    // A new model: its remembered ranks and tie-group merges start empty, and each query's pages
    // are asked in an order that grows, shrinks and regrows what is kept.
    const fresh = new CatalogueModel(ctx.database.db, 60_000);
    await fresh.ready();
    const { db } = ctx.database;
    let compared = 0;
    for (const { q, lang } of QUERIES) {
      for (const [page, perPage] of [
        [1, 3],
        [2, 5],
        [1, 48],
        [4, 4],
        [2, 24],
        [1, 1],
      ] as const) {
        const paging = { page, per_page: perPage };
        const inDatabase = await searchProducts(db, q, paging, lang);
        const indexed = await searchProducts(db, q, paging, lang, { model: fresh });
        expect(indexed, `${q} ${page}/${perPage}`).toEqual(inDatabase);
        compared += indexed.data.length;
      }
    }
    expect(compared).toBeGreaterThan(500);
  }, 120_000);

  it('[SUGGESTIONS] suggests the same products as the database', async () => {
    const { db } = ctx.database;
    for (const { q, lang } of QUERIES) {
      const inDatabase = await suggest(db, q, lang);
      const indexed = await suggest(db, q, lang, { model: index });
      expect(indexed, q).toEqual(inDatabase);
    }
  }, 60_000);

  it('[SEARCH] a product no longer public and a renamed one show once the model is rebuilt (a panel write empties it)', async () => {
    const { db } = ctx.database;
    const shirts = await searchProducts(db, 'قميص', { page: 1, per_page: 48 }, 'ar', {
      model: index,
    });
    const hidden = shirts.data[0]!.id;
    const renamed = shirts.data[1]!.id;
    await db.update(products).set({ status: 'rejected' }).where(eq(products.id, hidden));
    await db.update(products).set({ nameAr: 'قميص زعفراني' }).where(eq(products.id, renamed));
    const search = (q: string) =>
      searchProducts(db, q, { page: 1, per_page: 48 }, 'ar', { model: index });
    // The snapshot predates both writes: unchanged until it is emptied or rebuilt
    // (Env.catalogueModelTtlMs).
    expect((await search('قميص')).data.map((card) => card.id)).toContain(hidden);
    expect((await search('زعفراني')).data.map((card) => card.id)).toEqual([]);
    index.clear();
    // Emptied: the SQL path answers at once, and a rebuild starts.
    expect((await search('قميص')).data.map((card) => card.id)).not.toContain(hidden);
    expect((await search('زعفراني')).data.map((card) => card.id)).toEqual([renamed]);
    await index.ready();
    expect((await search('قميص')).data.map((card) => card.id)).not.toContain(hidden);
    expect((await search('زعفراني')).data.map((card) => card.id)).toEqual([renamed]);
    expect((await searchProducts(db, 'زعفراني', { page: 1, per_page: 48 }, 'ar')).meta.total).toBe(
      1,
    );
  });
});
