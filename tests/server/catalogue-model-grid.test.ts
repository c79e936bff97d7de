// The catalogue read model (server/modules/catalogue/catalogue-model.ts, session 9) answers the
// product grid exactly as the SQL path does: for every sort, the whole catalogue, main categories
// (their sub-categories' products included) and sub-categories, price, attribute, offer, store,
// place and negotiable filters, first, middle, last and past-the-end pages, and empty answers —
// the same cards (every field), order and meta. Runs on PGlite and, with TEST_DATABASE_URL, on
// PostgreSQL. The route's answer from the model is the held bytes of the cards (session 11, "grid
// pages as bytes"): for every query, in both languages, byte for byte what the route's serializer
// writes of the SQL path's answer (odd names and a store with quotes, a backslash and emoji
// included), and through the route the same body and content type. Also: one rebuild however many requests find the model due, SQL while none is
// ready, and a store's expiry ends a snapshot's use.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  PRODUCT_SORTS,
  productFiltersSchema,
  type ProductFilters,
} from '../../domain/contracts/catalogue.contract';
import { attributes, categories, products, stores } from '../../server/db/schema/index';
import { DEFAULT_SEED_PRODUCTS, extendCatalogue } from '../../server/db/seed/seed';
import { TEST_UPLOADS_ENV } from '../../server/db/testing';
import { productCardSchema } from '../../domain/contracts/catalogue-schemas';
import { envelope } from '../../domain/contracts/contract';
import { buildApp } from '../../server/app';
import { compileSerializer } from '../../server/lib/fast-serializer';
import { CatalogueModel } from '../../server/modules/catalogue/catalogue-model';
import { listProducts, listProductsAnswer } from '../../server/modules/catalogue/products.service';
import { getStore } from '../../server/modules/catalogue/stores.service';
import type { Actor } from '../../server/modules/auth/actor';
import { follow } from '../../server/modules/social/social.service';
import { seedProduct, seedStore, seedUser } from '../factories';
import { expectSameAnswer } from './catalogue-helpers';
import { testEnv, useTestApp } from './helper';

/** The route's serializer of `GET /api/products` (fastSerializer: the paged envelope of cards). */
const serializeGrid = compileSerializer(envelope(z.array(productCardSchema), true));

const ctx = useTestApp();

describe('[API][CATALOGUE] the grid from the in-process read model', () => {
  let model: CatalogueModel;

  beforeAll(async () => {
    await extendCatalogue(ctx.database, {
      uploadsDir: process.env[TEST_UPLOADS_ENV] ?? ctx.env.dataDir,
      products: DEFAULT_SEED_PRODUCTS,
    });
    // Odd strings: JSON escapes in a store's and a product's texts, one language empty.
    const store = await seedStore(ctx.database.db, {
      name: 'متجر "مقتبس" \\ وسطر\nجديد 😀 </script>',
      username: 'odd.store',
      logo: '/uploads/logo "x".png',
      mainColor: '#aabbcc',
      verifiedAt: null,
    });
    await seedProduct(ctx.database, {
      storeId: store.id,
      nameAr: 'اسم "مقتبس" \\ وسطر\nجديد 😀 \u2028',
      nameEn: '',
      discount: 12.5,
      basicPrice: 999.99,
    });
    await seedProduct(ctx.database, {
      storeId: store.id,
      nameAr: '',
      nameEn: 'Only "English" \t tab',
      subCategoryId: null,
      unlimitedQuantity: true,
      negotiable: true,
      basicPrice: 0.1,
    });
    model = new CatalogueModel(ctx.database.db, 60_000);
    expect(await model.ready()).not.toBeNull();
  }, 120_000);

  /** The grid answered by SQL and by the model for one query string. */
  const both = async (query: Record<string, unknown>, lang: 'ar' | 'en' = 'ar') => {
    const filters: ProductFilters = productFiltersSchema.parse(query);
    const { db } = ctx.database;
    const inDatabase = await listProducts(db, filters, lang);
    const fromModel = await listProducts(db, filters, lang, { model });
    return { inDatabase, fromModel };
  };

  const queries = async () => {
    const { db } = ctx.database;
    const all = await db
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.isActive, true));
    const mains = all.filter((c) => c.parentId === null).map((c) => c.id);
    const subs = all.filter((c) => c.parentId !== null).map((c) => c.id);
    const values = await db
      .select({ id: attributes.id, parentId: attributes.parentId })
      .from(attributes)
      .where(isNotNull(attributes.parentId));
    const storeRows = await db
      .select({
        username: stores.username,
        governorateId: stores.governorateId,
        areaId: stores.areaId,
      })
      .from(stores)
      .where(and(eq(stores.status, 'active'), isNull(stores.archivedAt)));
    const list: Record<string, unknown>[] = [];
    const pagings = [
      { page: 1, per_page: 48 },
      { page: 2, per_page: 7 },
      { page: 3, per_page: 24 },
      { page: 999, per_page: 5 },
    ];
    for (const sort of PRODUCT_SORTS) {
      for (const paging of pagings) {
        list.push({ sort, ...paging });
        for (const id of mains.slice(0, 4)) list.push({ sort, category: id, ...paging });
        for (const id of subs.slice(0, 6)) list.push({ sort, category: id, ...paging });
      }
      for (const id of subs.slice(0, 3)) list.push({ sort, sub_category: id });
      list.push({ sort, category: mains[0], sub_category: subs[0] });
      list.push({ sort, price_min: 100, price_max: 5_000 });
      list.push({ sort, price_min: 99.5, category: mains[1] });
      list.push({ sort, price_max: 250.25, per_page: 48 });
      list.push({ sort, discounted: 'true', page: 2, per_page: 10 });
      list.push({ sort, discounted: 'false' });
      list.push({ sort, negotiable: 'true' });
      list.push({ sort, negotiable: '0', category: mains[0] });
      const [first, second] = values;
      list.push({ sort, attr: [String(first!.id)] });
      list.push({ sort, attr: values.slice(0, 6).map((v) => String(v.id)), per_page: 48 });
      list.push({ sort, attr: [String(second!.id)], category: mains[0] });
      list.push({ sort, store: 'odd.store' });
      for (const store of storeRows.slice(0, 3)) {
        list.push({ sort, store: store.username, per_page: 48 });
        list.push({ sort, store: store.username.toUpperCase(), page: 2, per_page: 5 });
        if (store.governorateId !== null) {
          list.push({ sort, governorate: store.governorateId, category: mains[0] });
        }
        if (store.areaId !== null) list.push({ sort, area: store.areaId });
      }
      // Empty answers: an unknown category and store, prices no product has.
      list.push({ sort, category: 2_000_000 });
      list.push({ sort, store: 'no-such-store' });
      list.push({ sort, price_min: 100_000_000 });
      list.push({ sort, price_min: 500, price_max: 100 });
    }
    return list;
  };

  it('[GRID] answers the same cards, order and meta as the database for every sort and filter', async () => {
    let compared = 0;
    let nonEmpty = 0;
    for (const [i, query] of (await queries()).entries()) {
      const lang = i % 2 === 0 ? 'ar' : 'en';
      const { inDatabase, fromModel } = await both(query, lang);
      const label = `${lang} ${JSON.stringify(query)}`;
      expect(fromModel.meta, label).toEqual(inDatabase.meta);
      expect(
        fromModel.data.map((card) => card.id),
        label,
      ).toEqual(inDatabase.data.map((card) => card.id));
      expect(fromModel.data, label).toEqual(inDatabase.data);
      // Byte for byte: the serialized answer is the same text.
      expect(JSON.stringify(fromModel), label).toBe(JSON.stringify(inDatabase));
      compared += 1;
      if (inDatabase.data.length > 0) nonEmpty += 1;
    }
    expect(compared).toBeGreaterThan(300);
    expect(nonEmpty).toBeGreaterThan(200);
  }, 180_000);

  it('[GRID] answers every grid query as the bytes the route writes of the SQL answer, in both languages', async () => {
    const { db } = ctx.database;
    let pages = 0;
    let cards = 0;
    for (const query of await queries()) {
      const filters: ProductFilters = productFiltersSchema.parse(query);
      for (const lang of ['ar', 'en'] as const) {
        const label = `${lang} ${JSON.stringify(query)}`;
        const expected = serializeGrid(await listProducts(db, filters, lang));
        const answer = await listProductsAnswer(db, filters, lang, { model });
        expect('serialized' in answer && answer.serialized !== undefined, label).toBe(true);
        const bytes = (answer as { serialized: Buffer }).serialized;
        expect(bytes.toString(), label).toBe(expected);
        expect(bytes.equals(Buffer.from(expected)), label).toBe(true);
        pages += 1;
        cards += (JSON.parse(expected) as { data: unknown[] }).data.length;
      }
    }
    expect(pages).toBeGreaterThan(600);
    expect(cards).toBeGreaterThan(5_000);
    // The odd store's cards are among them.
    const odd = await listProductsAnswer(
      db,
      productFiltersSchema.parse({ store: 'odd.store' }),
      'en',
      { model },
    );
    const oddCards = JSON.parse((odd as { serialized: Buffer }).serialized.toString()) as {
      data: { name: string; store: { name: string } }[];
    };
    expect(oddCards.data.map((card) => card.name).sort()).toEqual([
      'Only "English" \t tab',
      'اسم "مقتبس" \\ وسطر\nجديد 😀 \u2028',
    ]);
    expect(oddCards.data[0]!.store.name).toBe('متجر "مقتبس" \\ وسطر\nجديد 😀 </script>');
  }, 300_000);

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

    it('[GRID] answers the grid from the model with the same body and content type as through SQL', async () => {
      const urls = [
        '/api/products',
        '/api/products?sort=price_asc&page=3&per_page=24',
        '/api/products?sort=views&per_page=48&store=odd.store',
        '/api/products?sort=rating&page=999&per_page=5',
        '/api/products?category=2000000',
      ];
      for (const url of urls) {
        for (const language of ['ar', 'en']) await expectSameAnswer(app, ctx.app, url, language);
      }
    });

    it('[GRID] the route answers from the model until a write of this process empties it', async () => {
      const { db } = ctx.database;
      const url = '/api/products?sort=newest&per_page=5';
      const ids = (body: string) =>
        (JSON.parse(body) as { data: { id: number }[] }).data.map((c) => c.id);
      const first = ids((await app.inject({ method: 'GET', url })).body)[0]!;
      // Hidden behind the model's back (another process): the snapshot still lists it (within
      // its bound), SQL already does not.
      await db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, first));
      try {
        expect(ids((await ctx.app.inject({ method: 'GET', url })).body)).not.toContain(first);
        expect(ids((await app.inject({ method: 'GET', url })).body)[0]).toBe(first);
        // A panel write (or clear-cache) empties the model: SQL answers at once, byte for byte.
        app.caches.clearAll();
        const after = await app.inject({ method: 'GET', url });
        expect(after.body).toBe((await ctx.app.inject({ method: 'GET', url })).body);
        expect(ids(after.body)).not.toContain(first);
      } finally {
        await db.update(products).set({ archivedAt: null }).where(eq(products.id, first));
      }
    });
  });

  it('[STORE] answers every store page as the database does (branches, product count); not public → the same error', async () => {
    const { db } = ctx.database;
    const all = await db.select({ username: stores.username }).from(stores);
    const names = [...all.map((s) => s.username), all[0]!.username.toUpperCase(), 'no-such-store'];
    let pages = 0;
    for (const [i, username] of names.entries()) {
      const lang = i % 2 === 0 ? 'ar' : 'en';
      const answer = (options: { model?: CatalogueModel }) =>
        getStore(db, username, lang, { countView: false, ...options }).then(
          (page) => JSON.stringify(page),
          (error: { code?: string }) => `error ${error.code}`,
        );
      const inDatabase = await answer({});
      expect(await answer({ model }), username).toBe(inDatabase);
      if (!inDatabase.startsWith('error')) pages += 1;
    }
    expect(pages).toBeGreaterThan(5);
    expect(names.length - pages).toBeGreaterThan(1);
  });

  it('[STORE] a store page from the model counts its views like the database (written views are not lost until the rebuild)', async () => {
    const { db } = ctx.database;
    const [store] = await db
      .select({ username: stores.username })
      .from(stores)
      .where(and(eq(stores.status, 'active'), isNull(stores.archivedAt)))
      .limit(1);
    const username = store!.username;
    const viewed = () => getStore(db, username, 'ar', { model });
    const first = await viewed();
    const second = await viewed();
    expect(second.views).toBe(first.views + 1);
    const inDatabase = await getStore(db, username, 'ar', { countView: false });
    expect(inDatabase.views).toBe(second.views);
  });

  it('[STORE] a store page from the model shows a follow of this process at once, as the database does', async () => {
    const { db } = ctx.database;
    const [store] = await db
      .select({ id: stores.id, username: stores.username })
      .from(stores)
      .where(and(eq(stores.status, 'active'), isNull(stores.archivedAt)))
      .limit(1);
    const before = await getStore(db, store!.username, 'ar', { model, countView: false });
    const follower = await seedUser(db, { role: 'user' });
    const actor = { userId: follower.id } as Actor;
    const answer = await follow(db, actor, { store_id: store!.id, follow: true });
    expect(answer.followers_count).toBe(before.followersCount + 1);
    const after = await getStore(db, store!.username, 'ar', { model, countView: false });
    const inDatabase = await getStore(db, store!.username, 'ar', { countView: false });
    expect(after.followersCount).toBe(before.followersCount + 1);
    expect(after.followersCount).toBe(inDatabase.followersCount);
    await follow(db, actor, { store_id: store!.id, follow: false });
    expect(
      (await getStore(db, store!.username, 'ar', { model, countView: false })).followersCount,
    ).toBe(before.followersCount);
  });

  it('[GRID] many requests finding the model due start one rebuild; SQL answers until it is ready', async () => {
    const fresh = new CatalogueModel(ctx.database.db, 60_000);
    expect(fresh.current()).toBeNull();
    for (let i = 0; i < 20; i += 1) expect(fresh.current()).toBeNull();
    const snapshot = await fresh.ready();
    expect(snapshot).not.toBeNull();
    expect(fresh.builds).toBe(1);
    expect(fresh.current()).toBe(snapshot);
    // Emptied (a panel write): none until the next build, which one request starts.
    fresh.clear();
    expect(fresh.current()).toBeNull();
    expect(fresh.current()).toBeNull();
    await fresh.ready();
    expect(fresh.builds).toBe(2);
  });

  it('[GRID] a product hidden or restocked shows once the model is emptied; a store expiry ends the snapshot', async () => {
    const { db } = ctx.database;
    const filters = productFiltersSchema.parse({ sort: 'newest', per_page: 48 });
    const first = (await listProducts(db, filters, 'ar', { model })).data[0]!;
    await db
      .update(products)
      .set({ stockAmount: 0, unlimitedQuantity: false })
      .where(eq(products.id, first.id));
    // Within the bound the card may be that old …
    const stale = (await listProducts(db, filters, 'ar', { model })).data[0]!;
    expect(stale.stock).toEqual(first.stock);
    // … and a panel write (app.caches) empties the model: SQL answers at once, then the rebuild.
    model.clear();
    const fresh = (await listProducts(db, filters, 'ar', { model })).data[0]!;
    expect(fresh.stock.state).toBe('out_of_stock');
    await model.ready();
    expect((await listProducts(db, filters, 'ar', { model })).data[0]!.stock.state).toBe(
      'out_of_stock',
    );

    const expiresAt = new Date(Date.now() + 60 * 60 * 1000);
    await db.update(stores).set({ expiresAt }).where(eq(stores.id, first.store.id));
    model.clear();
    const snapshot = await model.ready();
    expect(snapshot!.usableUntil).toBeLessThanOrEqual(expiresAt.getTime());
    await db.update(stores).set({ expiresAt: null }).where(eq(stores.id, first.store.id));
    model.clear();
  });
});
