// Taking a published product down (DESIGN §4): a moderator or the admin rejects an accepted
// product with a reason; the seller hears of it in-app and by push in their language, sees the
// reason in the panel, resubmits, and the moderator publishes it again. While it is down, no public
// read answers it, the shop's short answer caches included.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '../../domain/notifications/targets';
import { buildApp } from '../../server/app';
import { issueSession } from '../../server/modules/auth/auth.service';
import { seedProduct, seedStore } from '../factories';
import { testEnv, useTestApp } from './helper';
import { logsAbout, panelCall, panelCaller, type PanelCaller } from './panel.helpers';
import { startFakePushService, type FakePushService } from './push/fake-push-service';
import { decryptedAt, seedWebPushDevice } from './push/push-devices';

const ctx = useTestApp();
// The app answers the shop through its answer and count caches, as production does (tests default
// to none): its own panel writes must empty them.
let shop: FastifyInstance;
let push: FakePushService;
let admin: PanelCaller;
let moderator: PanelCaller;
let seller: PanelCaller;
let otherSeller: PanelCaller;
let sellerShopToken: string;

const REASON = 'الصور لا تطابق المنتج المعروض، ارفع صورًا حقيقية.';

beforeAll(async () => {
  push = await startFakePushService();
  shop = await buildApp({
    database: ctx.database,
    env: testEnv({ CATALOGUE_ANSWER_TTL_MS: '600000', CATEGORY_COUNT_TTL_MS: '600000' }),
  });
  await shop.ready();
  admin = await panelCaller(ctx, 'admin');
  moderator = await panelCaller(ctx, 'moderator_admin', {
    permissions: { canManageStore: true, canChat: false },
  });
  seller = await panelCaller(ctx, 'reseller', { language: 'ar' });
  otherSeller = await panelCaller(ctx, 'reseller');
  sellerShopToken = (
    await issueSession(ctx.database.db, ctx.env, {
      userId: seller.userId,
      kind: 'user',
      role: 'reseller',
    })
  ).token;
}, 120_000);

afterAll(async () => {
  await shop?.close();
  await push?.close();
});

const review = (caller: PanelCaller, body: Record<string, unknown>) =>
  panelCall(shop, caller, 'POST', '/api/panel/products/review', body);

const get = (url: string) =>
  shop.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });

/** What each public read path answers about the product named `name` of `store`. */
async function publicReads(id: number, name: string, username: string) {
  const q = encodeURIComponent(name);
  const grid = (await get('/api/products?per_page=48&sort=newest')).json();
  const search = (await get(`/api/website/search-products?q=${q}`)).json();
  // The store page lists its products through the grid's call with the store's username.
  const store = (await get(`/api/products?per_page=48&store=${username}`)).json();
  const suggestions = (await get(`/api/suggestions?q=${q}`)).json();
  const page = await get(`/api/products/${id}`);
  const named = (rows: { id: number }[]) => rows.some((row) => row.id === id);
  return {
    grid: named(grid.data),
    search: named(search.data),
    store: named(store.data),
    suggestions: JSON.stringify(suggestions.data).includes(name),
    page: page.statusCode,
  };
}

describe('[MODERATOR][PRODUCTS] taking a published product down', () => {
  it('only reviewers take down; a seller cannot, not even its own product', async () => {
    const store = await seedStore(ctx.database.db, { ownerId: otherSeller.userId });
    const mine = await seedStore(ctx.database.db, { ownerId: seller.userId });
    const theirs = await seedProduct(ctx.database.db, { storeId: store.id, status: 'accepted' });
    const own = await seedProduct(ctx.database.db, { storeId: mine.id, status: 'accepted' });
    for (const id of [theirs.id, own.id]) {
      const refused = await review(seller, { ids: [id], status: 'rejected', reason: REASON });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('not_authorized');
    }
    const listed = await panelCall(shop, seller, 'GET', `/api/panel/products/${own.id}`);
    expect(listed.json().data).toMatchObject({ status: 'accepted', next_statuses: [] });
    const seen = await panelCall(shop, moderator, 'GET', `/api/panel/products/${own.id}`);
    expect(seen.json().data.next_statuses).toEqual(['rejected']);
    // A take-down needs its reason, like every rejection.
    const bare = await review(moderator, { ids: [own.id], status: 'rejected' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.fields[0]).toEqual({ path: 'reason', message: 'validation.required' });
  });

  it('hides it from every public read, tells the seller why, and publishes it again after the fix', async () => {
    const store = await seedStore(ctx.database.db, { ownerId: seller.userId });
    const name = 'Takedown brass lantern';
    const product = await seedProduct(ctx.database.db, {
      storeId: store.id,
      status: 'accepted',
      nameEn: name,
    });
    const device = await seedWebPushDevice(ctx.database.db, push, {
      userId: seller.userId,
      path: '/takedown-seller',
    });
    expect(await publicReads(product.id, name, store.username)).toEqual({
      grid: true,
      search: true,
      store: true,
      suggestions: true,
      page: 200,
    });

    const down = await review(moderator, { ids: [product.id], status: 'rejected', reason: REASON });
    expect(down.statusCode).toBe(200);
    expect(down.json().data).toEqual({ affected: 1 });
    expect(await publicReads(product.id, name, store.username)).toEqual({
      grid: false,
      search: false,
      store: false,
      suggestions: false,
      page: 404,
    });

    // The seller sees the reason on the product in the panel.
    const seen = await panelCall(shop, seller, 'GET', `/api/panel/products/${product.id}`);
    expect(seen.json().data).toMatchObject({ status: 'rejected', rejection_reason: REASON });
    expect(seen.json().data.taken_down_at).not.toBeNull();

    // In-app, in the seller's language, with the reason.
    const inbox = await shop.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { authorization: `Bearer ${sellerShopToken}`, 'accept-language': 'ar' },
    });
    const note = inbox.json().data[0];
    expect(note).toMatchObject({ type: 'product_rejected', title: 'أُوقف عرض منتجك' });
    expect(note.body).toContain(REASON);
    expect(note.body).toContain(product.nameAr);
    // And pushed to the seller's device, in Arabic (the seller's language).
    // Delivered after the commit, off the request: wait until the device has it.
    await expect.poll(() => decryptedAt(push, '/takedown-seller', device).length).toBe(1);
    const pushed: PushPayload[] = decryptedAt(push, '/takedown-seller', device);
    expect(pushed[0]).toMatchObject({ type: 'product_rejected', lang: 'ar' });
    expect(pushed[0]!.body).toContain(REASON);

    // Logged as a take-down with its reason.
    const [logged] = await logsAbout(ctx.database, 'products', product.id);
    expect(logged).toMatchObject({
      action: 'products.take_down',
      role: 'moderator_admin',
      notes: REASON,
      changes: { status: ['accepted', 'rejected'] },
    });

    // The seller resubmits: back to review, the reason gone.
    const resubmitted = await panelCall(shop, seller, 'POST', '/api/panel/push-review', {
      ids: [product.id],
    });
    expect(resubmitted.statusCode).toBe(200);
    const pending = await panelCall(shop, moderator, 'GET', `/api/panel/products/${product.id}`);
    expect(pending.json().data).toMatchObject({
      status: 'pending_for_review',
      rejection_reason: null,
    });
    // The moderator who took it down may publish the fix itself.
    expect(pending.json().data.next_statuses).toContain('accepted');
    const accepted = await review(moderator, { ids: [product.id], status: 'accepted' });
    expect(accepted.statusCode).toBe(200);
    expect(await publicReads(product.id, name, store.username)).toEqual({
      grid: true,
      search: true,
      store: true,
      suggestions: true,
      page: 200,
    });
    // Published again, it is an ordinary product once more.
    const again = await panelCall(shop, moderator, 'GET', `/api/panel/products/${product.id}`);
    expect(again.json().data).toMatchObject({ status: 'accepted', taken_down_at: null });
  });

  it('the admin takes down too; a product never taken down still needs the admin to accept', async () => {
    const store = await seedStore(ctx.database.db, { ownerId: otherSeller.userId });
    const product = await seedProduct(ctx.database.db, { storeId: store.id, status: 'accepted' });
    const fresh = await seedProduct(ctx.database.db, {
      storeId: store.id,
      status: 'pending_for_review',
      acceptedAt: null,
    });
    expect(
      (await review(admin, { ids: [product.id], status: 'rejected', reason: REASON })).statusCode,
    ).toBe(200);
    const [logged] = await logsAbout(ctx.database, 'products', product.id);
    expect(logged).toMatchObject({ action: 'products.take_down', role: 'admin' });
    const refused = await review(moderator, { ids: [fresh.id], status: 'accepted' });
    expect(refused.json().error.code).toBe('invalid_transition');
  });
});
