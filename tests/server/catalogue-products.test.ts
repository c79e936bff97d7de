import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { attributes, productAttributeValues, products } from '../../server/db/schema/index';
import { seedProduct, seedStore } from '../factories';
import { allProductIds, get, HIDDEN_STORES, qs, storeId } from './catalogue-helpers';
import { useTestApp } from './helper';

const ctx = useTestApp();

interface Card {
  id: number;
  name: string;
  price: number;
  discount: number;
  discountedPrice: number | null;
  negotiable: boolean;
  views: number;
  rating: { avg: number; count: number };
  createdAt: string;
  categoryId: number;
  subCategoryId: number | null;
  store: { username: string };
  stock: { state: string; amount: number };
}

const effective = (card: Card) => card.discountedPrice ?? card.price;

describe('[API][CATALOGUE] GET /api/products', () => {
  let shopUsername = '';
  const made: Record<string, number> = {};

  beforeAll(async () => {
    const shop = await seedStore(ctx.database, { username: `shop.${Date.now()}` });
    shopUsername = shop.username;
    const base = { storeId: shop.id };
    made.cheap = (await seedProduct(ctx.database, { ...base, basicPrice: 10.5 })).id;
    made.discounted = (
      await seedProduct(ctx.database, { ...base, basicPrice: 200, discount: 25 })
    ).id;
    made.negotiable = (
      await seedProduct(ctx.database, { ...base, basicPrice: 900, negotiable: true })
    ).id;
    made.unlimited = (
      await seedProduct(ctx.database, { ...base, unlimitedQuantity: true, stockAmount: 0 })
    ).id;
    made.soldOut = (await seedProduct(ctx.database, { ...base, stockAmount: 0 })).id;
    made.pending = (await seedProduct(ctx.database, { ...base, status: 'pending_for_review' })).id;
    made.rejected = (await seedProduct(ctx.database, { ...base, status: 'rejected' })).id;
    made.archived = (await seedProduct(ctx.database, { ...base, archivedAt: new Date() })).id;
    for (const username of HIDDEN_STORES) {
      made[username] = (
        await seedProduct(ctx.database, { storeId: await storeId(ctx.database.db, username) })
      ).id;
    }
  });

  it('[LIST] answers public cards in the request language with the paged envelope', async () => {
    const ar = await get(ctx.app, `/api/products${qs({ store: shopUsername })}`);
    const en = await get(ctx.app, `/api/products${qs({ store: shopUsername })}`, 'en');
    expect(ar.status).toBe(200);
    expect(ar.body.meta).toEqual({ page: 1, perPage: 24, total: 5, lastPage: 1 });
    const arNames = ar.body.data.map((p: Card) => p.name);
    expect(arNames.every((name: string) => /[\u0600-\u06FF]/.test(name))).toBe(true);
    expect(en.body.data.every((p: Card) => /Test cotton shirt/.test(p.name))).toBe(true);
    const discounted = ar.body.data.find((p: Card) => p.id === made.discounted);
    expect(discounted).toMatchObject({ price: 200, discount: 25, discountedPrice: 150 });
    const unlimited = ar.body.data.find((p: Card) => p.id === made.unlimited);
    expect(unlimited.stock).toEqual({ state: 'unlimited', amount: 0 });
    const soldOut = ar.body.data.find((p: Card) => p.id === made.soldOut);
    expect(soldOut.stock).toEqual({ state: 'out_of_stock', amount: 0 });
    expect(ar.body.data.find((p: Card) => p.id === made.cheap).price).toBe(10.5);
  });

  it('[VISIBILITY] never lists non-accepted or archived products or products of hidden stores', async () => {
    const ids = await allProductIds(ctx.app);
    for (const key of ['pending', 'rejected', 'archived', ...HIDDEN_STORES]) {
      expect(ids, key).not.toContain(made[key]);
    }
    expect(ids).toContain(made.cheap);
    // And every listed product really is accepted and unarchived in the database.
    const visible = await ctx.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.status, 'accepted'), isNull(products.archivedAt)));
    const accepted = new Set(visible.map((row) => row.id));
    expect(ids.every((id) => accepted.has(id))).toBe(true);
    for (const username of HIDDEN_STORES) {
      const { body } = await get(ctx.app, `/api/products${qs({ store: username })}`);
      expect(body.data, username).toEqual([]);
      expect(body.meta).toEqual({ page: 1, perPage: 24, total: 0, lastPage: 1 });
    }
  });

  it('[FILTERS] price range, negotiable and discounted use the price the shopper pays', async () => {
    const store = shopUsername;
    const range = await get(
      ctx.app,
      `/api/products${qs({ store, price_min: 100, price_max: 160 })}`,
    );
    expect(range.body.data.map((p: Card) => p.id)).toEqual([made.discounted]);
    const negotiable = await get(ctx.app, `/api/products${qs({ store, negotiable: 'true' })}`);
    expect(negotiable.body.data.map((p: Card) => p.id)).toEqual([made.negotiable]);
    const discounted = await get(ctx.app, `/api/products${qs({ store, discounted: 1 })}`);
    expect(discounted.body.data.map((p: Card) => p.id)).toEqual([made.discounted]);
    const full = await get(ctx.app, `/api/products${qs({ store, discounted: 'false' })}`);
    expect(full.body.meta.total).toBe(4);
    const everywhere = await get(ctx.app, `/api/products${qs({ price_min: 1000, per_page: 48 })}`);
    expect(everywhere.body.data.every((p: Card) => effective(p) >= 1000)).toBe(true);
  });

  it('[FILTERS] category matches main or sub-category; sub_category narrows', async () => {
    const all = await get(ctx.app, '/api/products?per_page=48');
    const sample = all.body.data.find((p: Card) => p.subCategoryId !== null) as Card;
    const main = await allProductIds(ctx.app, `category=${sample.categoryId}`);
    const sub = await allProductIds(ctx.app, `sub_category=${sample.subCategoryId}`);
    const bySubAsCategory = await allProductIds(ctx.app, `category=${sample.subCategoryId}`);
    expect(main).toContain(sample.id);
    expect(sub).toContain(sample.id);
    expect(sub.every((id) => main.includes(id))).toBe(true);
    expect(bySubAsCategory.sort()).toEqual([...sub].sort());
    const { body } = await get(ctx.app, `/api/products?category=${sample.categoryId}&per_page=48`);
    expect(body.data.every((p: Card) => p.categoryId === sample.categoryId)).toBe(true);
  });

  it('[FILTERS] governorate and area are the store’s; store is case-insensitive', async () => {
    const { body: stores } = await get(ctx.app, '/api/all-stores?per_page=48');
    const withArea = stores.data.find(
      (s: { productsCount: number; area: unknown }) => s.productsCount > 0 && s.area,
    );
    const byGov = await get(
      ctx.app,
      `/api/products?governorate=${withArea.governorate.id}&per_page=48`,
    );
    expect(byGov.body.meta.total).toBeGreaterThan(0);
    const byArea = await allProductIds(ctx.app, `area=${withArea.area.id}`);
    const ofStore = await allProductIds(ctx.app, `store=${withArea.username.toUpperCase()}`);
    expect(ofStore.length).toBe(withArea.productsCount);
    expect(ofStore.every((id) => byArea.includes(id))).toBe(true);
  });

  it('[FILTERS] attribute values: same attribute widens, another narrows, hidden ones are ignored', async () => {
    const db = ctx.database.db;
    const [filterable] = await db
      .select()
      .from(attributes)
      .where(and(isNull(attributes.parentId), eq(attributes.showInFilter, true)))
      .limit(1);
    const values = await db
      .select()
      .from(attributes)
      .where(eq(attributes.parentId, filterable!.id))
      .limit(2);
    const [hidden] = await db
      .select()
      .from(attributes)
      .where(and(isNull(attributes.parentId), eq(attributes.showInFilter, false)))
      .limit(1);
    const shop = await seedStore(ctx.database);
    const first = await seedProduct(ctx.database, { storeId: shop.id });
    const second = await seedProduct(ctx.database, { storeId: shop.id });
    await seedProduct(ctx.database, { storeId: shop.id });
    const [a, b] = values as [(typeof values)[0], (typeof values)[0]];
    await db.insert(productAttributeValues).values([
      { productId: first.id, attributeId: a.id, parentAttributeId: filterable!.id },
      { productId: second.id, attributeId: b.id, parentAttributeId: filterable!.id },
    ]);
    const store = shop.username;
    const one = await get(ctx.app, `/api/products${qs({ store, attr: a.id })}`);
    expect(one.body.data.map((p: Card) => p.id)).toEqual([first.id]);
    const either = await get(ctx.app, `/api/products${qs({ store, attr: [a.id, b.id] })}`);
    expect(either.body.data.map((p: Card) => p.id).sort()).toEqual([first.id, second.id].sort());
    if (hidden) {
      const ignored = await get(ctx.app, `/api/products${qs({ store, attr: hidden.id })}`);
      expect(ignored.body.meta.total).toBe(3);
    }
  });

  it('[SORT] orders by newest, price both ways, rating and views', async () => {
    const check = async (sort: string, key: (p: Card) => number, direction: 1 | -1) => {
      const { body } = await get(ctx.app, `/api/products?sort=${sort}&per_page=48`);
      const keys = body.data.map(key);
      const sorted = [...keys].sort((x, y) => (x - y) * direction);
      expect(keys, sort).toEqual(sorted);
      expect(new Set(keys).size, `${sort} has distinct values`).toBeGreaterThan(1);
    };
    await check('newest', (p) => Date.parse(p.createdAt), -1);
    await check('price_asc', effective, 1);
    await check('price_desc', effective, -1);
    await check('views', (p) => p.views, -1);
    await ctx.database.db
      .update(products)
      .set({ ratingAvg: 4.5, ratingCount: 3 })
      .where(eq(products.id, made.cheap!));
    await check('rating', (p) => p.rating.avg, -1);
    const { body } = await get(ctx.app, '/api/products?sort=rating&per_page=1');
    expect(body.data[0]).toMatchObject({ id: made.cheap, rating: { avg: 4.5, count: 3 } });
  });

  it('[PAGING] pages partition the list; past the last page answers the last page', async () => {
    const first = await get(ctx.app, '/api/products?per_page=5&page=1');
    const second = await get(ctx.app, '/api/products?per_page=5&page=2');
    const { total, lastPage } = first.body.meta;
    expect(lastPage).toBe(Math.ceil(total / 5));
    const ids = (r: typeof first) => r.body.data.map((p: Card) => p.id);
    expect(ids(first).some((id: number) => ids(second).includes(id))).toBe(false);
    const beyond = await get(ctx.app, '/api/products?per_page=5&page=9999');
    const last = await get(ctx.app, `/api/products?per_page=5&page=${lastPage}`);
    expect(beyond.status).toBe(200);
    expect(beyond.body.meta.page).toBe(lastPage);
    expect(ids(beyond)).toEqual(ids(last));
    const none = await get(ctx.app, '/api/products?price_min=999999999&page=4');
    expect(none.body).toEqual({ data: [], meta: { page: 1, perPage: 24, total: 0, lastPage: 1 } });
  });

  it('[VALIDATION] bad parameters answer 400 naming each field', async () => {
    const cases: Array<[string, string]> = [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['per_page=49', 'per_page'],
      ['per_page=0', 'per_page'],
      ['sort=cheapest', 'sort'],
      ['category=-3', 'category'],
      ['sub_category=1.5', 'sub_category'],
      ['price_min=cheap', 'price_min'],
      ['price_max=-1', 'price_max'],
      ['negotiable=maybe', 'negotiable'],
      ['discounted=yes', 'discounted'],
      ['governorate=x', 'governorate'],
      ['attr=red', 'attr'],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await get(ctx.app, `/api/products?${query}`);
      expect(status, query).toBe(400);
      expect(body.error.code).toBe('validation_failed');
      const paths = body.error.fields.map((f: { path: string }) => f.path.split('.')[0]);
      expect(paths, query).toContain(field);
      expect(body.error.fields[0].message).toMatch(/^validation\./);
    }
  });
});

describe('[API][CATALOGUE] GET /api/products/:id', () => {
  it('[DETAIL] answers the product page and counts a view each time', async () => {
    const product = await seedProduct(ctx.database, {
      images: ['/uploads/seed/products/a.jpg', '/uploads/seed/products/b.jpg'],
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      views: 7,
      sku: 'SKU-1',
    });
    const first = await get(ctx.app, `/api/products/${product.id}`, 'en');
    expect(first.status).toBe(200);
    const data = first.body.data;
    expect(data).toMatchObject({
      id: product.id,
      name: product.nameEn,
      description: product.descriptionEn,
      images: ['/uploads/seed/products/a.jpg', '/uploads/seed/products/b.jpg'],
      video: { youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', facebook: null },
      sku: 'SKU-1',
      views: 8,
    });
    expect(data.category.name).toMatch(/\w/);
    expect(data.store).toMatchObject({ phone: '01012345678', verified: true, followersCount: 0 });
    await get(ctx.app, `/api/products/${product.id}`);
    const [row] = await ctx.database.db
      .select({ views: products.views })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row!.views).toBe(9);
  });

  it('[DETAIL] groups the chosen attribute values under their attribute', async () => {
    const db = ctx.database.db;
    const [main] = await db.select().from(attributes).where(isNull(attributes.parentId)).limit(1);
    const [value] = await db
      .select()
      .from(attributes)
      .where(eq(attributes.parentId, main!.id))
      .limit(1);
    const product = await seedProduct(ctx.database);
    await db.insert(productAttributeValues).values({
      productId: product.id,
      attributeId: value!.id,
      parentAttributeId: main!.id,
      extraPrice: 50,
    });
    const { body } = await get(ctx.app, `/api/products/${product.id}`, 'en');
    expect(body.data.attributes).toEqual([
      {
        id: main!.id,
        name: main!.nameEn,
        required: main!.isRequired,
        multiSelect: main!.multiSelect,
        hasPrice: main!.hasPrice,
        values: [{ id: value!.id, name: value!.nameEn, color: value!.color, extraPrice: 50 }],
      },
    ]);
  });

  it('[DETAIL] answers 404 product_not_available for missing, unaccepted, archived or hidden-store products', async () => {
    const pending = await seedProduct(ctx.database, { status: 'final_review_by_admin' });
    const archived = await seedProduct(ctx.database, { archivedAt: new Date() });
    const hidden = await seedProduct(ctx.database, {
      storeId: await storeId(ctx.database.db, 'zay.zaman'),
    });
    const expired = await seedProduct(ctx.database, {
      storeId: (await seedStore(ctx.database, { expiresAt: new Date(Date.now() - 1000) })).id,
    });
    for (const id of [999_999_999, pending.id, archived.id, hidden.id, expired.id]) {
      const { status, body } = await get(ctx.app, `/api/products/${id}`);
      expect(status, String(id)).toBe(404);
      expect(body.error.code).toBe('product_not_available');
    }
    const [row] = await ctx.database.db
      .select({ views: products.views })
      .from(products)
      .where(eq(products.id, pending.id));
    expect(row!.views).toBe(0);
    expect((await get(ctx.app, '/api/products/abc')).status).toBe(400);
  });
});

describe('[API][CATALOGUE] GET /api/category-products', () => {
  it('[FACETS] gives the category, its sub-categories, filterable attributes and price bounds', async () => {
    const { body: tree } = await get(ctx.app, '/api/categories', 'en');
    const main = tree.data.find((c: { productsCount: number }) => c.productsCount > 0);
    const { status, body } = await get(ctx.app, `/api/category-products?category=${main.id}`, 'en');
    expect(status).toBe(200);
    expect(body.data.category).toMatchObject({ id: main.id, name: main.name, parent: null });
    expect(body.data.subCategories.map((s: { id: number }) => s.id)).toEqual(
      main.children.map((c: { id: number }) => c.id),
    );
    const prices = await allProductIds(ctx.app, `category=${main.id}&sort=price_asc`);
    expect(prices.length).toBe(main.productsCount);
    const cheapest = await get(
      ctx.app,
      `/api/products?category=${main.id}&sort=price_asc&per_page=1`,
    );
    expect(body.data.price.min).toBe(effective(cheapest.body.data[0]));
    expect(body.data.price.max).toBeGreaterThanOrEqual(body.data.price.min);
    for (const attribute of body.data.attributes) {
      const [row] = await ctx.database.db
        .select({ show: attributes.showInFilter })
        .from(attributes)
        .where(eq(attributes.id, attribute.id));
      expect(row!.show).toBe(true);
      expect(attribute.values.length).toBeGreaterThan(0);
    }

    const sub = main.children[0];
    const ofSub = await get(ctx.app, `/api/category-products?category=${sub.id}`, 'en');
    expect(ofSub.body.data.category.parent).toEqual({ id: main.id, name: main.name });

    const missing = await get(ctx.app, '/api/category-products?category=987654');
    expect(missing.status).toBe(404);
    const global = await get(ctx.app, '/api/category-products');
    expect(global.body.data.category).toBeNull();
    expect(global.body.data.subCategories.length).toBe(tree.data.length);
  });

  it('[FACETS] colour values carry their swatch', async () => {
    const { body } = await get(ctx.app, '/api/category-products', 'en');
    const swatches = body.data.attributes.flatMap(
      (a: { values: Array<{ color: string | null }> }) =>
        a.values.map((v) => v.color).filter(Boolean),
    );
    expect(swatches.length).toBeGreaterThan(0);
    expect(swatches.every((c: string) => /^#[0-9a-f]{6}$/i.test(c))).toBe(true);
  });
});
