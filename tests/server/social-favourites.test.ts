// Favourites and follows of a signed-in shopper.
import { eq, sql } from 'drizzle-orm';
import { followerFanOutsSettled } from '../../server/modules/notifications/notifications.service';
import { beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/schema';
import { issueSession } from '../../server/modules/auth/auth.service';
import { seedProduct, seedStore, seedUser } from '../factories';
import { useTestApp } from './helper';

const ctx = useTestApp();

async function shopper() {
  const user = await seedUser(ctx.database.db, { role: 'user' });
  const session = await issueSession(ctx.database.db, ctx.env, {
    userId: user.id,
    kind: 'user',
    role: 'user',
  });
  return session.token;
}

function call(
  token: string | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body?: unknown,
) {
  return ctx.app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': 'en' },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

let token: string;
let storeId: number;
let productId: number;
let hiddenProductId: number;

beforeAll(async () => {
  token = await shopper();
  const store = await seedStore(ctx.database.db);
  storeId = store.id;
  productId = (
    await seedProduct(ctx.database.db, { storeId, status: 'accepted', nameEn: 'Linen shirt' })
  ).id;
  hiddenProductId = (await seedProduct(ctx.database.db, { storeId, status: 'pending_for_review' }))
    .id;
});

describe('[SHOPPER][FAVOURITES]', () => {
  it('adds a product and a store, shows them in ids and in the lists, and adding twice is fine', async () => {
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await call(token, 'POST', '/api/favorites', { type: 'products', id: productId }))
          .statusCode,
      ).toBe(200);
    }
    expect(
      (await call(token, 'POST', '/api/favorites', { type: 'stores', id: storeId })).statusCode,
    ).toBe(200);
    const ids = (await call(token, 'GET', '/api/favorites/ids')).json().data;
    expect(ids).toMatchObject({ products: [productId], stores: [storeId] });
    const list = (await call(token, 'GET', '/api/favorites?type=products')).json();
    expect(list.data.products.map((card: { id: number }) => card.id)).toEqual([productId]);
    expect(list.data.products[0].name).toBe('Linen shirt');
    expect(list.meta.total).toBe(1);
    const storesList = (await call(token, 'GET', '/api/favorites?type=stores')).json();
    expect(storesList.data.stores.map((card: { id: number }) => card.id)).toEqual([storeId]);
  });

  it('refuses a product the shop does not show', async () => {
    const refused = await call(token, 'POST', '/api/favorites', {
      type: 'products',
      id: hiddenProductId,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe('product_not_available');
  });

  it('removes instantly, twice without error, and only for the caller', async () => {
    const other = await shopper();
    await call(other, 'POST', '/api/favorites', { type: 'products', id: productId });
    const removed = await call(token, 'DELETE', `/api/favorites?type=products&id=${productId}`);
    expect(removed.json().data).toEqual({ type: 'products', id: productId, favourite: false });
    expect(
      (await call(token, 'DELETE', `/api/favorites?type=products&id=${productId}`)).statusCode,
    ).toBe(200);
    expect((await call(token, 'GET', '/api/favorites/ids')).json().data.products).toEqual([]);
    expect((await call(other, 'GET', '/api/favorites/ids')).json().data.products).toEqual([
      productId,
    ]);
  });

  it('is for signed-in shoppers only', async () => {
    expect((await call(null, 'GET', '/api/favorites/ids')).statusCode).toBe(401);
    expect(
      (await call(null, 'POST', '/api/favorites', { type: 'products', id: productId })).statusCode,
    ).toBe(401);
  });
});

describe('[SHOPPER][FOLLOW]', () => {
  it('counts each follower once, even when the same follow arrives ten times at once', async () => {
    const follower = await shopper();
    const [before] = await ctx.database.db.select().from(stores).where(eq(stores.id, storeId));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(follower, 'POST', '/api/follow', { store_id: storeId, follow: true }),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const [after] = await ctx.database.db.select().from(stores).where(eq(stores.id, storeId));
    expect(after!.followersCount).toBe(before!.followersCount + 1);
    expect((await call(follower, 'GET', '/api/favorites/ids')).json().data.following).toEqual([
      storeId,
    ]);
    const following = (await call(follower, 'GET', '/api/follow')).json();
    expect(following.data.map((card: { id: number }) => card.id)).toEqual([storeId]);

    const stop = await call(follower, 'POST', '/api/follow', { store_id: storeId, follow: false });
    expect(stop.json().data).toEqual({
      store_id: storeId,
      following: false,
      followers_count: before!.followersCount,
    });
    const again = await call(follower, 'POST', '/api/follow', { store_id: storeId, follow: false });
    expect(again.json().data.followers_count).toBe(before!.followersCount);
  });

  it('refuses to follow a suspended store', async () => {
    const suspended = await seedStore(ctx.database.db, { status: 'suspended' });
    const refused = await call(token, 'POST', '/api/follow', {
      store_id: suspended.id,
      follow: true,
    });
    expect(refused.statusCode).toBe(404);
  });
});

describe('[SHOPPER][FOLLOW] products_following', () => {
  it("tells a store's followers once when a product of it is accepted, in their language", async () => {
    const follower = await shopper();
    const store = await seedStore(ctx.database.db, { expiresAt: null, name: 'Nile Pottery' });
    await call(follower, 'POST', '/api/follow', { store_id: store.id, follow: true });
    const product = await seedProduct(ctx.database.db, {
      storeId: store.id,
      status: 'final_review_by_admin',
      acceptedAt: null,
      nameEn: 'Clay pot',
    });
    const admin = await seedUser(ctx.database.db, { role: 'admin' });
    const session = await issueSession(ctx.database.db, ctx.env, {
      userId: admin.id,
      kind: 'admin',
      role: 'admin',
    });
    const review = (status: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/panel/products/review',
        headers: { authorization: `Bearer ${session.token}` },
        payload: {
          ids: [product.id],
          status,
          ...(status === 'rejected' ? { reason: 'Needs a real photo' } : {}),
        },
      });
    expect((await review('accepted')).statusCode).toBe(200);
    await followerFanOutsSettled();
    const list = (await call(follower, 'GET', '/api/notifications')).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      type: 'products_following',
      target_id: String(product.id),
      store_id: store.id,
      body: 'Clay pot',
    });
    // The link opens the store's page: the store route's username answers that store.
    const link = list[0].link as string;
    const [, route, username] = link.split('/');
    expect(route).toBe('store');
    const page = await call(null, 'GET', `/api/stores/${username}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ id: store.id, name: 'Nile Pottery' });

    // Edited by the seller, reviewed and accepted again: the followers already know it.
    await ctx.database.db.execute(
      sql`UPDATE products SET status = 'final_review_by_admin' WHERE id = ${product.id}`,
    );
    expect((await review('accepted')).statusCode).toBe(200);
    await followerFanOutsSettled();
    expect((await call(follower, 'GET', '/api/notifications')).json().data).toHaveLength(1);
  });
});

describe('[OFFLINE][FAVOURITES] a removal replayed from the outbox', () => {
  it('acts once per Idempotency-Key: a replay after a later add does not remove it again', async () => {
    const remove = () =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/favorites?type=products&id=${productId}`,
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'outbox-remove-1' },
      });
    const ids = async () =>
      ((await call(token, 'GET', '/api/favorites/ids')).json() as { data: { products: number[] } })
        .data.products;
    await call(token, 'POST', '/api/favorites', { type: 'products', id: productId });
    const first = await remove();
    expect(first.statusCode).toBe(200);
    expect(await ids()).not.toContain(productId);
    // The shopper adds it again; the removal's answer had been lost, so the outbox sends it again.
    await call(token, 'POST', '/api/favorites', { type: 'products', id: productId });
    const replay = await remove();
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await ids()).toContain(productId);
  });
});
