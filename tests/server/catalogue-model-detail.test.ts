// The product page from the catalogue read model (server/modules/catalogue/catalogue-model-detail.ts,
// session 11) answers byte for byte what `GET /api/products/:id` answers through SQL: every
// product of the test seed (grown to the demo's 320, plus odd ones: quotes, control characters and
// emoji in names, one language empty, no sub-category, a video, keywords, priced values, a gallery),
// in both languages; products that are not public (pending, rejected, archived, hidden or expired
// stores, missing ids) are not held, so the route answers them through SQL as before (404). Views
// count like the database's (written at once, or in memory and written later), and the model
// answers through the route until a write of this process empties it. Runs on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL.
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../domain/status/statuses';
import { buildApp } from '../../server/app';
import { attributes, productAttributeValues, products, stores } from '../../server/db/schema/index';
import { DEFAULT_SEED_PRODUCTS, extendCatalogue } from '../../server/db/seed/seed';
import { TEST_UPLOADS_ENV } from '../../server/db/testing';
import { CatalogueModel } from '../../server/modules/catalogue/catalogue-model';
import { getProduct, productPageFromModel } from '../../server/modules/catalogue/products.service';
import { countViewsInMemory } from '../../server/modules/catalogue/view-counts';
import { seedProduct } from '../factories';
import { testEnv, useTestApp } from './helper';

// The app answers through SQL (the model is off in tests unless asked for).
const ctx = useTestApp();

const LANGUAGES: Language[] = ['ar', 'en'];

/** The route's answer through SQL: status and body bytes. */
async function viaSql(id: number, language: Language) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/products/${id}`,
    headers: { 'accept-language': language },
  });
  return { status: response.statusCode, body: response.rawPayload, headers: response.headers };
}

/** `body` with its views (the structural `"views":N,"categoryId"`) replaced by `views`. */
function withViews(body: Buffer, views: number): string {
  const text = body.toString();
  const pattern = /"views":(\d+),"categoryId":/g;
  const found = [...text.matchAll(pattern)];
  expect(found).toHaveLength(1);
  return text.replace(pattern, `"views":${views},"categoryId":`);
}

function viewsOf(body: Buffer | string): number {
  return (JSON.parse(body.toString()) as { data: { views: number } }).data.views;
}

describe('[API][CATALOGUE] the product page from the in-process read model', () => {
  let model: CatalogueModel;
  let odd: number[] = [];

  beforeAll(async () => {
    await extendCatalogue(ctx.database, {
      uploadsDir: process.env[TEST_UPLOADS_ENV] ?? ctx.env.dataDir,
      products: DEFAULT_SEED_PRODUCTS,
    });
    const { db } = ctx.database;
    const [store] = await db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.status, 'active'))
      .orderBy(asc(stores.id))
      .limit(1);
    const a = await seedProduct(ctx.database, {
      storeId: store!.id,
      nameAr: 'اسم "مقتبس" \\ وسطر\nجديد 😀',
      nameEn: '',
      descriptionAr: '',
      descriptionEn: 'Only English </script> \u2028 \t tab',
      youtubeUrl: 'https://www.youtube.com/watch?v=abc',
      keywords: ['كلمة', 'word "q"'],
      sku: null,
      discount: 12.5,
      basicPrice: 999.99,
      images: ['/uploads/x/1.jpg', '/uploads/x/2.jpg'],
    });
    const b = await seedProduct(ctx.database, {
      storeId: store!.id,
      subCategoryId: null,
      facebookVideoUrl: 'https://www.facebook.com/v/1',
      unlimitedQuantity: true,
      negotiable: true,
    });
    const values = await db
      .select({ id: attributes.id, parentId: attributes.parentId })
      .from(attributes)
      .where(sql`${attributes.parentId} is not null`)
      .orderBy(asc(attributes.id))
      .limit(5);
    await db.insert(productAttributeValues).values(
      values.map((value, i) => ({
        productId: b.id,
        attributeId: value.id,
        parentAttributeId: value.parentId!,
        extraPrice: i % 2 === 0 ? i * 7 + 0.25 : null,
      })),
    );
    odd = [a.id, b.id];
    model = new CatalogueModel(db, 600_000);
    expect(await model.ready()).not.toBeNull();
  }, 120_000);

  it('[DETAIL] answers every product of the seed byte for byte as the SQL path does, in both languages', async () => {
    const { db } = ctx.database;
    const all = await db.select({ id: products.id }).from(products).orderBy(asc(products.id));
    let held = 0;
    let notPublic = 0;
    for (const { id } of [...all, { id: 999_999_999 }]) {
      for (const language of LANGUAGES) {
        const before = await viaSql(id, language);
        const page = await productPageFromModel(db, id, language, model);
        if (before.status !== 200) {
          // Not public: not held, so the route answers through SQL exactly as before.
          expect(before.status, `${id}`).toBe(404);
          expect(page, `${id}`).toBeNull();
          notPublic += 1;
          continue;
        }
        expect(page, `${id} ${language}`).not.toBeNull();
        // The SQL answer counted (and wrote) one view, the model's one more.
        const expected = withViews(before.body, viewsOf(before.body) + 1);
        expect(page!.toString(), `${id} ${language}`).toBe(expected);
        expect(page!.equals(Buffer.from(expected)), `${id} ${language}`).toBe(true);
        held += 1;
      }
    }
    expect(held).toBeGreaterThan(2 * 200);
    expect(notPublic).toBeGreaterThan(2 * 5);
    for (const id of odd) expect(await productPageFromModel(db, id, 'en', model)).not.toBeNull();
  }, 300_000);

  it('[DETAIL] views counted in memory show at once and once written, as on the SQL path', async () => {
    const { db } = ctx.database;
    const id = odd[1]!;
    const counter = countViewsInMemory(db, 600_000);
    try {
      // A new counter has written nothing yet: the snapshot is read again under it.
      model.clear();
      expect(await model.ready()).not.toBeNull();
      const start = (await getProduct(db, id, 'ar', { countView: false })).views;
      const seen: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        seen.push(viewsOf((await productPageFromModel(db, id, 'ar', model))!));
      }
      expect(seen).toEqual([start + 1, start + 2, start + 3]);
      await counter.flush();
      expect(viewsOf((await productPageFromModel(db, id, 'en', model))!)).toBe(start + 4);
      // The SQL path: the row (3 written) plus the unwritten (the model's 4th and this one).
      expect((await getProduct(db, id, 'en')).views).toBe(start + 5);
      await counter.flush();
    } finally {
      // Back to views written at once (the app's setting in tests).
      countViewsInMemory(db, 0);
    }
  });

  describe('through the route', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildApp({
        database: ctx.database,
        env: testEnv({ CATALOGUE_MODEL_TTL_MS: '600000' }),
      });
      await app.ready();
    }, 120_000);
    afterAll(async () => {
      await app?.close();
    });

    const get = async (target: FastifyInstance, id: number) =>
      target.inject({ method: 'GET', url: `/api/products/${id}` });

    it('[DETAIL] answers from the model until a write of this process empties it, then through SQL', async () => {
      const { db } = ctx.database;
      const id = odd[0]!;
      const first = await get(app, id);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      const sqlAnswer = await viaSql(id, 'ar');
      expect(first.headers['content-type']).toBe(sqlAnswer.headers['content-type']);
      expect(first.body).toBe(withViews(sqlAnswer.body, viewsOf(first.body)));
      // Hidden in the database behind the model's back (another process): the snapshot still
      // answers (within its bound), SQL already does not.
      await db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, id));
      expect((await viaSql(id, 'ar')).status).toBe(404);
      expect((await get(app, id)).statusCode).toBe(200);
      // A panel write (or clear-cache) of this process empties the model: SQL answers at once.
      app.caches.clearAll();
      const after = await get(app, id);
      expect(after.statusCode).toBe(404);
      expect(after.json().error.code).toBe('product_not_available');
      await db.update(products).set({ archivedAt: null }).where(eq(products.id, id));
    });
  });
});
