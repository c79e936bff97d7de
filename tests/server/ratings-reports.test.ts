// Product and store ratings (halves, one per shopper, exact aggregates), shoppers'
// reports and the back office's reports and report reasons.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { averageRating } from '../../domain/rating';
import { orderItems, orders, products, reports, stores } from '../../server/db/schema';
import { issueSession } from '../../server/modules/auth/auth.service';
import { resolvePageHead } from '../../server/modules/seo/head.service';
import { seedProduct, seedStore, seedStoreStaff, seedUser } from '../factories';
import arValidation from '../../src/i18n/locales/ar/validation.json';
import enValidation from '../../src/i18n/locales/en/validation.json';
import { buildApp } from '../../server/app';
import { testEnv, useTestApp } from './helper';
import { logsAbout, panelCall, panelCaller, type PanelCaller } from './panel.helpers';

const ctx = useTestApp();

interface Bought {
  storeId: number;
  productId: number;
}

/** An order of `userId` (with `status`) at a store, holding one product (the test ones by default). */
async function seedOrder(
  userId: number,
  status: 'pending' | 'delivered' | 'rejected',
  bought: Bought = { storeId, productId },
) {
  const [order] = await ctx.database.db
    .insert(orders)
    .values({
      userId,
      storeId: bought.storeId,
      checkoutId: `test-${userId}-${status}`,
      status,
      paymentMethod: 'cash_on_delivery',
      clientName: 'Test Shopper',
      phone: '01000000000',
      address: '12 Test St.',
      subtotal: 10,
      shippingCost: 0,
      total: 10,
    })
    .returning({ id: orders.id });
  await ctx.database.db.insert(orderItems).values({
    orderId: order!.id,
    productId: bought.productId,
    nameAr: 'منتج',
    nameEn: 'Product',
    attributes: [],
    unitPrice: 10,
    quantity: 1,
    lineTotal: 10,
  });
}

/**
 * A shopper's session. A new shopper has received a product (a delivered order: the test
 * product unless `bought` says which), so the who-may-rate rule admits them.
 */
async function shopper(
  role: 'user' | 'reseller' | 'moderator_reseller' = 'user',
  id?: number,
  bought?: Bought,
) {
  const userId = id ?? (await seedUser(ctx.database.db, { role })).id;
  if (id === undefined) await seedOrder(userId, 'delivered', bought);
  const session = await issueSession(ctx.database.db, ctx.env, { userId, kind: 'user', role });
  return session.token;
}

function call(
  token: string | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body?: unknown,
  language: 'ar' | 'en' = 'en',
) {
  return ctx.app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'accept-language': language,
    },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

let ownerId: number;
let storeId: number;
let productId: number;
let hiddenProductId: number;

beforeAll(async () => {
  ownerId = (await seedUser(ctx.database.db, { role: 'reseller' })).id;
  const store = await seedStore(ctx.database.db, { ownerId });
  storeId = store.id;
  productId = (await seedProduct(ctx.database.db, { storeId, status: 'accepted' })).id;
  hiddenProductId = (await seedProduct(ctx.database.db, { storeId, status: 'pending_for_review' }))
    .id;
});

async function productRow(id: number) {
  const [row] = await ctx.database.db
    .select({ avg: products.ratingAvg, count: products.ratingCount, status: products.status })
    .from(products)
    .where(eq(products.id, id));
  return row!;
}

describe('[RATINGS] product ratings', () => {
  it('refuses 3.3 and 0 with clear messages in both languages, and changes nothing', async () => {
    const token = await shopper();
    const bad = await call(token, 'POST', '/api/ratings', { product_id: productId, rating: 3.3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual([
      { path: 'rating', message: 'validation.rating.invalid' },
    ]);
    // The key reads in both languages (the client shows it; Arabic with Arabic-Indic digits).
    expect(arValidation.rating.invalid).toMatch(/٣٫٥/);
    expect(enValidation.rating.invalid).toMatch(/halves/);
    const zero = await call(token, 'POST', '/api/ratings', { product_id: productId, rating: 0 });
    expect(zero.json().error.fields[0].message).toBe('validation.rating.required');
    const long = await call(token, 'POST', '/api/ratings', {
      product_id: productId,
      rating: 4,
      comment: 'x'.repeat(1001),
    });
    expect(long.json().error.fields[0]).toEqual({
      path: 'comment',
      message: 'validation.feedback.comment_too_long',
    });
    expect(await productRow(productId)).toMatchObject({ avg: 0, count: 0 });
  });

  it('needs a delivered order of the product; a store needs an order it did not refuse or a chat', async () => {
    const userId = (await seedUser(ctx.database.db, { role: 'user' })).id;
    const token = await shopper('user', userId);
    const rate = () => call(token, 'POST', '/api/ratings', { product_id: productId, rating: 4 });
    const rateStore = () =>
      call(token, 'POST', '/api/store-ratings', { store_id: storeId, rating: 4 });
    expect((await rate()).json().error.code).toBe('rating_not_allowed');
    expect((await rateStore()).json().error.code).toBe('rating_not_allowed');
    const stranger = await call(token, 'GET', `/api/store-ratings?store_id=${storeId}`);
    expect(stranger.json().data.rate_refusal).toBe('not_dealt');
    await seedOrder(userId, 'rejected');
    expect((await rateStore()).statusCode).toBe(403);
    await seedOrder(userId, 'pending');
    expect((await rate()).statusCode).toBe(403);
    expect((await rateStore()).statusCode).toBe(200);
    const list = await call(token, 'GET', `/api/ratings?product_id=${productId}`);
    expect(list.json().data).toMatchObject({ can_rate: false, rate_refusal: 'not_delivered' });
    const before = await call(token, 'GET', `/api/store-ratings?store_id=${storeId}`);
    expect(before.json().data).toMatchObject({ can_rate: true, rate_refusal: null });
    await seedOrder(userId, 'delivered');
    expect((await rate()).statusCode).toBe(200);
  });

  it('needs a signed-in shopper', async () => {
    expect(
      (await call(null, 'POST', '/api/ratings', { product_id: productId, rating: 4 })).statusCode,
    ).toBe(401);
  });

  it('rates in halves, one per shopper (edit replaces), lists with paging, deletes', async () => {
    const product = (await seedProduct(ctx.database.db, { storeId, status: 'accepted' })).id;
    const first = await shopper('user', undefined, { storeId, productId: product });
    const second = await shopper('user', undefined, { storeId, productId: product });
    const rated = await call(first, 'POST', '/api/ratings', {
      product_id: product,
      rating: 4,
      comment: 'Good cotton, جودة ممتازة',
    });
    expect(rated.statusCode).toBe(200);
    expect(rated.json().data.summary).toEqual({ avg: 4, count: 1 });
    expect(rated.json().data.mine).toMatchObject({
      rating: 4,
      comment: 'Good cotton, جودة ممتازة',
    });
    await call(second, 'POST', '/api/ratings', { product_id: product, rating: 3 });
    // 3.5 exactly
    expect(await productRow(product)).toMatchObject({ avg: 3.5, count: 2 });
    const edited = await call(first, 'POST', '/api/ratings', { product_id: product, rating: 4.5 });
    // (4.5 + 3) / 2 = 3.75 → 4 (halves round up)
    expect(edited.json().data.summary).toEqual({ avg: 4, count: 2 });

    // The product page and the cards read the same stored numbers.
    const detail = (await call(null, 'GET', `/api/products/${product}`)).json().data;
    expect(detail.rating).toEqual({ avg: 4, count: 2 });

    const page1 = (
      await call(first, 'GET', `/api/ratings?product_id=${product}&per_page=1&page=1`)
    ).json();
    expect(page1.meta).toMatchObject({ total: 2, lastPage: 2, page: 1 });
    expect(page1.data.ratings).toHaveLength(1);
    expect(page1.data.mine).toMatchObject({ rating: 4.5 });
    expect(page1.data.can_rate).toBe(true);
    expect(page1.data.summary).toEqual({ avg: 4, count: 2 });
    const visitor = (await call(null, 'GET', `/api/ratings?product_id=${product}`)).json().data;
    expect(visitor.mine).toBeNull();
    expect(visitor.can_rate).toBe(false);
    expect(visitor.rate_refusal).toBe('sign_in');
    expect(visitor.ratings.map((r: { rating: number }) => r.rating)).toEqual([4.5, 3]);

    const removed = await call(first, 'DELETE', `/api/ratings?product_id=${product}`);
    expect(removed.json().data).toEqual({ mine: null, summary: { avg: 3, count: 1 } });
    expect((await call(first, 'DELETE', `/api/ratings?product_id=${product}`)).statusCode).toBe(
      200,
    );
    expect(await productRow(product)).toMatchObject({ avg: 3, count: 1 });
  });

  it('the page head’s JSON-LD AggregateRating follows the ratings', async () => {
    const store = await seedStore(ctx.database.db);
    const product = (await seedProduct(ctx.database.db, { storeId: store.id, status: 'accepted' }))
      .id;
    const ld = async () => {
      const answer = await resolvePageHead(
        ctx.database.db,
        'https://dukkan.example',
        `/products/${store.username}/${product}`,
        '',
        'en',
      );
      return answer!.head.jsonLd[0] as Record<string, unknown>;
    };
    expect((await ld()).aggregateRating).toBeUndefined();
    const bought = { storeId: store.id, productId: product };
    await call(await shopper('user', undefined, bought), 'POST', '/api/ratings', {
      product_id: product,
      rating: 2,
    });
    await call(await shopper('user', undefined, bought), 'POST', '/api/ratings', {
      product_id: product,
      rating: 4.5,
    });
    expect((await ld()).aggregateRating).toMatchObject({
      '@type': 'AggregateRating',
      ratingValue: 3.5,
      reviewCount: 2,
    });
  });

  it('refuses the store’s owner and staff, and hidden products', async () => {
    const owner = await shopper('reseller', ownerId);
    const own = await call(owner, 'POST', '/api/ratings', { product_id: productId, rating: 5 });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe('rating_not_allowed');
    const staffId = (await seedUser(ctx.database.db, { role: 'moderator_reseller' })).id;
    await seedStoreStaff(ctx.database.db, { storeId, userId: staffId });
    const staff = await shopper('moderator_reseller', staffId);
    expect(
      (await call(staff, 'POST', '/api/store-ratings', { store_id: storeId, rating: 5 })).json()
        .error.code,
    ).toBe('rating_not_allowed');
    const ownList = (await call(owner, 'GET', `/api/ratings?product_id=${productId}`)).json();
    expect(ownList.data).toMatchObject({ can_rate: false, rate_refusal: 'own_store' });
    const token = await shopper();
    const hidden = await call(token, 'POST', '/api/ratings', {
      product_id: hiddenProductId,
      rating: 5,
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.code).toBe('product_not_available');
    expect((await call(null, 'GET', `/api/ratings?product_id=${hiddenProductId}`)).statusCode).toBe(
      404,
    );
  });

  it('keeps the stored average and count exact under concurrent ratings', async () => {
    const product = (await seedProduct(ctx.database.db, { storeId, status: 'accepted' })).id;
    const values = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5, 4.5, 4, 3.5, 1, 2];
    const tokens = await Promise.all(
      values.map(() => shopper('user', undefined, { storeId, productId: product })),
    );
    const answers = await Promise.all(
      values.map((rating, i) =>
        call(tokens[i]!, 'POST', '/api/ratings', { product_id: product, rating }),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await productRow(product)).toMatchObject({
      avg: averageRating(values),
      count: values.length,
    });
    // Edits and deletions racing each other: half change to 5, a quarter delete.
    const changed = [...values];
    await Promise.all(
      values.map((_, i) => {
        if (i % 4 === 0) return call(tokens[i]!, 'DELETE', `/api/ratings?product_id=${product}`);
        if (i % 2 === 0) {
          changed[i] = 5;
          return call(tokens[i]!, 'POST', '/api/ratings', { product_id: product, rating: 5 });
        }
        return Promise.resolve(null);
      }),
    );
    const left = changed.filter((_, i) => i % 4 !== 0);
    expect(await productRow(product)).toMatchObject({
      avg: averageRating(left),
      count: left.length,
    });
  });
});

describe("[RATINGS] pages served with the shop's caches on", () => {
  let served: FastifyInstance;
  beforeAll(async () => {
    served = await buildApp({
      database: ctx.database,
      env: testEnv({ CATALOGUE_ANSWER_TTL_MS: '600000', CATEGORY_COUNT_TTL_MS: '600000' }),
    });
    await served.ready();
  }, 120_000);
  afterAll(async () => {
    await served?.close();
  });

  const as = (token: string, method: 'POST' | 'DELETE', url: string, body?: object) =>
    served.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(body ? { payload: body } : {}),
    });
  const rating = async (url: string) =>
    (await served.inject({ method: 'GET', url })).json().data.rating as object;

  it("a rating moves the product page's and the store page's average at once", async () => {
    const store = await seedStore(ctx.database.db);
    const sold = (await seedProduct(ctx.database.db, { storeId: store.id, status: 'accepted' })).id;
    // Both pages are read before anyone rates, so any cache holding them would be caught.
    served.caches.clearAll();
    expect(await rating(`/api/products/${sold}`)).toEqual({ avg: 0, count: 0 });
    expect(await rating(`/api/stores/${store.username}`)).toEqual({ avg: 0, count: 0 });
    const token = await shopper('user', undefined, { storeId: store.id, productId: sold });

    await as(token, 'POST', '/api/ratings', { product_id: sold, rating: 4.5 });
    expect(await rating(`/api/products/${sold}`)).toEqual({ avg: 4.5, count: 1 });
    await as(token, 'DELETE', `/api/ratings?product_id=${sold}`);
    expect(await rating(`/api/products/${sold}`)).toEqual({ avg: 0, count: 0 });

    await as(token, 'POST', '/api/store-ratings', { store_id: store.id, rating: 2 });
    expect(await rating(`/api/stores/${store.username}`)).toEqual({ avg: 2, count: 1 });
    const page = (await served.inject({ method: 'GET', url: `/api/products/${sold}` })).json();
    expect(page.data.store.rating).toEqual({ avg: 2, count: 1 });
  });
});

describe('[RATINGS] store ratings', () => {
  it('rates, lists, edits and deletes a store rating; the store page shows it', async () => {
    const store = await seedStore(ctx.database.db);
    const sold = (await seedProduct(ctx.database.db, { storeId: store.id, status: 'accepted' })).id;
    const token = await shopper('user', undefined, { storeId: store.id, productId: sold });
    expect(
      (await call(token, 'POST', '/api/store-ratings', { store_id: store.id, rating: 2.5 })).json()
        .data.summary,
    ).toEqual({ avg: 2.5, count: 1 });
    await call(token, 'POST', '/api/store-ratings', {
      store_id: store.id,
      rating: 5,
      comment: 'Fast replies',
    });
    const list = (await call(token, 'GET', `/api/store-ratings?store_id=${store.id}`)).json();
    expect(list.data.summary).toEqual({ avg: 5, count: 1 });
    expect(list.data.ratings).toHaveLength(1);
    expect(list.data.mine).toMatchObject({ rating: 5, comment: 'Fast replies' });
    const page = (await call(null, 'GET', `/api/stores/${store.username}`)).json().data;
    expect(page.rating).toEqual({ avg: 5, count: 1 });
    const removed = await call(token, 'DELETE', `/api/store-ratings?store_id=${store.id}`);
    expect(removed.json().data.summary).toEqual({ avg: 0, count: 0 });
    expect(
      (await call(token, 'POST', '/api/store-ratings', { store_id: store.id, rating: 3.3 })).json()
        .error.fields[0].message,
    ).toBe('validation.rating.invalid');
  });

  it('refuses a suspended store', async () => {
    const store = await seedStore(ctx.database.db, { status: 'suspended' });
    const token = await shopper();
    const refused = await call(token, 'POST', '/api/store-ratings', {
      store_id: store.id,
      rating: 4,
    });
    expect(refused.json().error.code).toBe('store_not_available');
  });
});

describe('[REPORTS] shoppers’ reports', () => {
  it('lists the seeded reasons in the request language', async () => {
    const ar = (await call(null, 'GET', '/api/report-reasons', undefined, 'ar')).json().data;
    const en = (await call(null, 'GET', '/api/report-reasons')).json().data;
    expect(en.length).toBeGreaterThanOrEqual(5);
    expect(en[0].name).toBe('Counterfeit or fake item');
    expect(ar[0].name).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses an unknown reason, a visitor, a hidden product and a second open report', async () => {
    const token = await shopper();
    const [reason] = (await call(null, 'GET', '/api/report-reasons')).json().data;
    const unknown = await call(token, 'POST', '/api/report', {
      target: 'product',
      id: productId,
      reason_id: 999_999,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual([
      { path: 'reason_id', message: 'validation.choice.report_reason' },
    ]);
    const missing = await call(token, 'POST', '/api/report', { target: 'product', id: productId });
    expect(missing.json().error.fields[0]).toEqual({
      path: 'reason_id',
      message: 'validation.choice.report_reason',
    });
    expect(
      (
        await call(null, 'POST', '/api/report', {
          target: 'product',
          id: productId,
          reason_id: reason.id,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await call(token, 'POST', '/api/report', {
          target: 'product',
          id: hiddenProductId,
          reason_id: reason.id,
        })
      ).json().error.code,
    ).toBe('product_not_available');
    const first = await call(token, 'POST', '/api/report', {
      target: 'product',
      id: productId,
      reason_id: reason.id,
      details: 'Photos are from another site',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ target: 'product', target_id: productId });
    const again = await call(token, 'POST', '/api/report', {
      target: 'product',
      id: productId,
      reason_id: reason.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_reported');
    // The store is a different target.
    expect(
      (
        await call(token, 'POST', '/api/report', {
          target: 'store',
          id: storeId,
          reason_id: reason.id,
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe('[REPORTS] back office', () => {
  let admin: PanelCaller;
  let moderator: PanelCaller;
  let reasonId: number;

  beforeAll(async () => {
    admin = await panelCaller(ctx, 'admin');
    moderator = await panelCaller(ctx, 'moderator_admin');
    reasonId = (await call(null, 'GET', '/api/report-reasons')).json().data[1].id;
  });

  async function reportedProduct(reporters: number) {
    const store = await seedStore(ctx.database.db);
    const product = (await seedProduct(ctx.database.db, { storeId: store.id, status: 'accepted' }))
      .id;
    for (let i = 0; i < reporters; i += 1) {
      const answer = await call(await shopper(), 'POST', '/api/report', {
        target: 'product',
        id: product,
        reason_id: reasonId,
      });
      expect(answer.statusCode).toBe(201);
    }
    return { store, product };
  }

  it('lists product reports with counts per target for the admin and the moderator', async () => {
    const { product } = await reportedProduct(2);
    for (const caller of [admin, moderator]) {
      const list = await panelCall(
        ctx.app,
        caller,
        'GET',
        `/api/panel/reports?target=product&product=${product}`,
      );
      expect(list.statusCode).toBe(200);
      const rows = list.json().data;
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({
        target: 'product',
        product_id: product,
        status: 'open',
        target_open: 2,
        target_total: 2,
        reason_en: 'Misleading description or photos',
      });
      expect(rows[0].reporter_username).toEqual(expect.any(String));
    }
    const summary = (
      await panelCall(ctx.app, admin, 'GET', `/api/panel/products/reports?sort=open`)
    ).json();
    expect(
      summary.data.find((row: { product_id: number }) => row.product_id === product),
    ).toMatchObject({ open: 2, total: 2 });
  });

  it('scopes a reseller to their stores, without the reporter, and read-only', async () => {
    const { store, product } = await reportedProduct(1);
    const owner = await panelCaller(ctx, 'reseller');
    await ctx.database.db
      .update(stores)
      .set({ ownerId: owner.userId })
      .where(eq(stores.id, store.id));
    const other = await panelCaller(ctx, 'reseller');
    const mine = (await panelCall(ctx.app, owner, 'GET', '/api/panel/reports')).json().data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      product_id: product,
      reporter_id: null,
      reporter_username: null,
    });
    expect((await panelCall(ctx.app, other, 'GET', '/api/panel/reports')).json().data).toEqual([]);
    expect(
      (await panelCall(ctx.app, owner, 'DELETE', `/api/panel/reports/${mine[0].id}`)).statusCode,
    ).toBe(403);
    expect(
      (
        await panelCall(ctx.app, owner, 'POST', `/api/panel/reports/${mine[0].id}/resolve`, {
          outcome: 'dismissed',
          note: 'Looks fine to me',
        })
      ).statusCode,
    ).toBe(403);
    const shopperToken = await shopper();
    expect((await call(shopperToken, 'GET', '/api/panel/reports')).statusCode).toBe(403);
  });

  it('dismisses every open report of the target with a note, logged; twice is refused', async () => {
    const { product } = await reportedProduct(2);
    const [row] = (
      await panelCall(ctx.app, moderator, 'GET', `/api/panel/reports?product=${product}`)
    ).json().data;
    const resolved = await panelCall(
      ctx.app,
      moderator,
      'POST',
      `/api/panel/reports/${row.id}/resolve`,
      { outcome: 'dismissed', note: 'Photos checked, they are the seller’s own' },
    );
    expect(resolved.json().data).toEqual({ resolved: 2, enforced: false });
    const after = (
      await panelCall(ctx.app, moderator, 'GET', `/api/panel/reports?product=${product}`)
    ).json().data;
    expect(after.map((r: { status: string }) => r.status)).toEqual(['dismissed', 'dismissed']);
    expect(after[0].target_open).toBe(0);
    expect((await logsAbout(ctx.database, 'reports', row.id))[0]).toMatchObject({
      action: 'reports.dismiss',
    });
    expect((await productRow(product)).status).toBe('accepted');
    const again = await panelCall(
      ctx.app,
      moderator,
      'POST',
      `/api/panel/reports/${row.id}/resolve`,
      { outcome: 'actioned', note: 'Second thoughts here' },
    );
    expect(again.statusCode).toBe(409);
    const short = await panelCall(
      ctx.app,
      moderator,
      'POST',
      `/api/panel/reports/${row.id}/resolve`,
      {
        outcome: 'dismissed',
        note: 'ok',
      },
    );
    expect(short.statusCode).toBe(400);
  });

  it('acting rejects the product through the review flow, with the note as its reason', async () => {
    const { product } = await reportedProduct(1);
    const [row] = (
      await panelCall(ctx.app, moderator, 'GET', `/api/panel/reports?product=${product}`)
    ).json().data;
    const acted = await panelCall(
      ctx.app,
      moderator,
      'POST',
      `/api/panel/reports/${row.id}/resolve`,
      {
        outcome: 'actioned',
        note: 'Counterfeit brand logo',
        enforce: true,
      },
    );
    expect(acted.json().data).toEqual({ resolved: 1, enforced: true });
    expect((await productRow(product)).status).toBe('rejected');
    // The reported product was published: its rejection is logged as a take-down.
    expect((await logsAbout(ctx.database, 'products', product))[0]).toMatchObject({
      action: 'products.take_down',
      notes: 'Counterfeit brand logo',
    });
    expect((await call(null, 'GET', `/api/products/${product}`)).statusCode).toBe(404);
  });

  it('acting on a store report suspends the store; stores/reports counts it', async () => {
    const store = await seedStore(ctx.database.db);
    await call(await shopper(), 'POST', '/api/report', {
      target: 'store',
      id: store.id,
      reason_id: reasonId,
    });
    const summary = (
      await panelCall(ctx.app, admin, 'GET', `/api/panel/stores/reports?store=${store.id}`)
    ).json().data;
    expect(summary).toEqual([
      expect.objectContaining({ store_id: store.id, open: 1, total: 1, products_open: 0 }),
    ]);
    const [row] = (
      await panelCall(ctx.app, admin, 'GET', `/api/panel/reports?target=store&store=${store.id}`)
    ).json().data;
    await panelCall(ctx.app, admin, 'POST', `/api/panel/reports/${row.id}/resolve`, {
      outcome: 'actioned',
      note: 'Scam store confirmed',
      enforce: true,
    });
    const [after] = await ctx.database.db
      .select({ status: stores.status })
      .from(stores)
      .where(eq(stores.id, store.id));
    expect(after!.status).toBe('suspended');
    expect((await logsAbout(ctx.database, 'stores', store.id))[0]).toMatchObject({
      action: 'stores.suspend',
    });
  });

  it('deletes reports (logged), all or none', async () => {
    const { product } = await reportedProduct(2);
    const rows = (
      await panelCall(ctx.app, moderator, 'GET', `/api/panel/reports?product=${product}`)
    ).json().data;
    expect(
      (await panelCall(ctx.app, moderator, 'DELETE', `/api/panel/reports/${rows[0].id}`))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await panelCall(ctx.app, moderator, 'POST', '/api/panel/reports/bulk-delete', {
          ids: [rows[1].id, 999_999],
        })
      ).statusCode,
    ).toBe(404);
    const left = await ctx.database.db.select().from(reports).where(eq(reports.productId, product));
    expect(left).toHaveLength(1);
    expect((await logsAbout(ctx.database, 'reports', rows[0].id))[0]).toMatchObject({
      action: 'reports.delete',
    });

    const { product: another } = await reportedProduct(2);
    const both = (
      await panelCall(ctx.app, moderator, 'GET', `/api/panel/reports?product=${another}`)
    ).json().data as { id: number }[];
    expect(both).toHaveLength(2);
    const bulk = await panelCall(ctx.app, moderator, 'POST', '/api/panel/reports/bulk-delete', {
      ids: both.map((row) => row.id),
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().data).toEqual({ affected: 2 });
    expect(
      (await panelCall(ctx.app, moderator, 'GET', `/api/panel/reports?product=${another}`)).json()
        .data,
    ).toEqual([]);
    for (const row of both) {
      expect((await logsAbout(ctx.database, 'reports', row.id))[0]?.action).toBe('reports.delete');
    }
  });

  it('lets the admin maintain the reasons; a retired reason is neither offered nor accepted', async () => {
    const created = await panelCall(ctx.app, admin, 'POST', '/api/panel/report-reasons', {
      name_ar: 'بيع خارج المنصة',
      name_en: 'Selling off the platform',
      sort: 50,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(
      (await call(null, 'GET', '/api/report-reasons')).json().data.map((r: { id: number }) => r.id),
    ).toContain(id);
    const updated = await panelCall(ctx.app, admin, 'PUT', `/api/panel/report-reasons/${id}`, {
      name_ar: 'بيع خارج المنصة',
      name_en: 'Selling off the platform',
      sort: 50,
      is_active: false,
    });
    expect(updated.json().data.is_active).toBe(false);
    expect(
      (await call(null, 'GET', '/api/report-reasons')).json().data.map((r: { id: number }) => r.id),
    ).not.toContain(id);
    const refused = await call(await shopper(), 'POST', '/api/report', {
      target: 'product',
      id: productId,
      reason_id: id,
    });
    expect(refused.json().error.fields[0].path).toBe('reason_id');
    expect(
      (await panelCall(ctx.app, moderator, 'GET', '/api/panel/report-reasons')).statusCode,
    ).toBe(403);
    const list = (await panelCall(ctx.app, admin, 'GET', '/api/panel/report-reasons')).json();
    expect(list.meta.total).toBeGreaterThanOrEqual(8);
    expect(
      (await panelCall(ctx.app, admin, 'DELETE', `/api/panel/report-reasons/${id}`)).statusCode,
    ).toBe(200);
    expect((await logsAbout(ctx.database, 'report_reasons', id))[0]).toMatchObject({
      action: 'report_reasons.delete',
    });
  });
});
