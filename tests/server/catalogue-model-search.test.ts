// Search through the catalogue read model (server/modules/catalogue/catalogue-model.ts; session 8's
// search index, grown in session 9) answers exactly what the database's rank answers: the same products in the same order and the same
// totals for the 48 queries of the relevance set, on several pages, and the same suggestions. The
// route's page from the model is the grid's held card bytes (session 12): byte for byte what the
// route's serializer writes of the database's answer, in both languages.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../server/db/schema/index';
import { DEFAULT_SEED_PRODUCTS, extendCatalogue } from '../../server/db/seed/seed';
import { TEST_UPLOADS_ENV } from '../../server/db/testing';
import { CatalogueModel } from '../../server/modules/catalogue/catalogue-model';
import { z } from 'zod';
import { productCardSchema } from '../../domain/contracts/catalogue-schemas';
import { envelope } from '../../domain/contracts/contract';
import { compileSerializer } from '../../server/lib/fast-serializer';
import {
  searchProducts,
  searchProductsAnswer,
  suggest,
} from '../../server/modules/catalogue/search.service';
import { buildApp } from '../../server/app';
import { expectSameAnswer } from './catalogue-helpers';
import { testEnv, useTestApp } from './helper';
import { QUERIES } from './search-queries';

const ctx = useTestApp();

/** The route's serializer of `GET /api/website/search-products` (the paged envelope of cards). */
const serializeSearch = compileSerializer(envelope(z.array(productCardSchema), true));

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

  it('[SEARCH] a page of the route from the model is, byte for byte, what its serializer writes of the database answer', async () => {
    const { db } = ctx.database;
    let pages = 0;
    for (const { q } of QUERIES) {
      for (const lang of ['ar', 'en'] as const) {
        for (const [page, perPage] of [
          [1, 24],
          [2, 7],
          [99, 24],
        ] as const) {
          const paging = { page, per_page: perPage };
          const answer = await searchProductsAnswer(db, q, paging, lang, { model: index });
          const expected = serializeSearch(await searchProducts(db, q, paging, lang));
          const label = `${q} (${lang}) page ${page}`;
          if ('serialized' in answer) {
            expect(answer.serialized.toString(), label).toBe(expected);
            pages += 1;
          } else {
            // Only a query matching nothing is answered without the model's bytes.
            expect(answer.meta.total, label).toBe(0);
            expect(serializeSearch(answer), label).toBe(expected);
          }
        }
      }
    }
    expect(pages).toBeGreaterThan(200);
  }, 120_000);

  it('[SEARCH] the route answers from the model with the same body and content type as through SQL', async () => {
    const app = await buildApp({
      database: ctx.database,
      env: testEnv({ CATALOGUE_MODEL_TTL_MS: '600000' }),
    });
    try {
      await app.ready();
      for (const q of ['قميص', 'laptop', 'شقه للبيع', 'زززز']) {
        const url = `/api/website/search-products?q=${encodeURIComponent(q)}&per_page=12`;
        for (const language of ['ar', 'en']) await expectSameAnswer(app, ctx.app, url, language);
      }
    } finally {
      await app.close();
    }
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
