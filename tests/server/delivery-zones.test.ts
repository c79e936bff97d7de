// A store's delivery table: the panels edit it within the actor's stores, the shop's quote and
// place-order price each group from it, and a fee the client sends changes nothing.
import { and, asc, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { areas } from '../../server/db/schema';
import { seedStore } from '../factories';
import { delivery, shopCall, shopper, storeWithProducts } from './commerce.helpers';
import { useTestApp } from './helper';
import { logsAbout, panelCall, panelCaller } from './panel.helpers';

const ctx = useTestApp();
let address: Awaited<ReturnType<typeof delivery>>;
let otherAreaId: number;

const row = (storeId: number, overrides: Record<string, unknown> = {}) => ({
  store_id: storeId,
  governorate_id: address.governorate_id,
  delivers: true,
  fee: 45,
  free_over: null,
  days_min: 2,
  days_max: 4,
  ...overrides,
});

async function sellerWithProduct(price = 100) {
  const seller = await panelCaller(ctx, 'reseller');
  const { store, productIds } = await storeWithProducts(ctx, [{ price }], {
    ownerId: seller.userId,
  });
  return { seller, store, productId: productIds[0]! };
}

async function addZone(seller: Awaited<ReturnType<typeof panelCaller>>, body: object) {
  const created = await panelCall(ctx.app, seller, 'POST', '/api/panel/delivery_zones', body);
  expect(created.statusCode).toBe(201);
  return created.json().data;
}

async function quote(storeId: number, areaId = address.area_id) {
  const url = `/api/delivery/${storeId}?governorate=${address.governorate_id}&area=${areaId}`;
  return (await shopCall(ctx, null, 'GET', url)).json().data;
}

async function placeOne(storeId: number, productId: number, extra: Record<string, unknown> = {}) {
  const who = await shopper(ctx);
  const line = (
    await shopCall(ctx, who, 'POST', '/api/cart', { product_id: productId, quantity: 1 })
  ).json().data.item_id;
  return shopCall(ctx, who, 'POST', '/api/cart/place-order', {
    groups: [{ store_id: storeId, item_ids: [line], payment_method: 'cash_on_delivery', ...extra }],
    delivery: address,
  });
}

beforeAll(async () => {
  address = await delivery(ctx);
  const [other] = await ctx.database.db
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.governorateId, address.governorate_id), ne(areas.id, address.area_id)))
    .orderBy(asc(areas.id))
    .limit(1);
  otherAreaId = other!.id;
});

describe('[COMMERCE][DELIVERY TABLE]', () => {
  it('prices the quote and the order from the governorate row, an area row overriding it', async () => {
    const { seller, store, productId } = await sellerWithProduct();
    const zone = await addZone(seller, row(store.id));
    expect(zone).toMatchObject({ fee: 45, area_id: null, days_min: 2, days_max: 4 });
    expect((await logsAbout(ctx.database, 'delivery_zones', zone.id))[0]!.action).toBe(
      'delivery_zones.create',
    );
    await addZone(seller, row(store.id, { area_id: address.area_id, fee: 12.5 }));
    expect((await quote(store.id)).zone).toMatchObject({ fee: 12.5, delivers: true });
    expect((await quote(store.id, otherAreaId)).zone).toMatchObject({ fee: 45, days_max: 4 });
    const placed = await placeOne(store.id, productId);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.orders[0]).toMatchObject({ shipping_cost: 12.5, total: 112.5 });
  });

  it('ignores a fee the client sends, and ships free from the threshold', async () => {
    const { seller, store, productId } = await sellerWithProduct(300);
    await addZone(seller, row(store.id, { fee: 40, free_over: 500 }));
    const charged = await placeOne(store.id, productId, { shipping_cost: 0 });
    expect(charged.json().data.orders[0]).toMatchObject({ shipping_cost: 40, total: 340 });
    const cheap = await sellerWithProduct(600);
    await addZone(cheap.seller, row(cheap.store.id, { fee: 40, free_over: 500 }));
    const free = await placeOne(cheap.store.id, cheap.productId);
    expect(free.json().data.orders[0]).toMatchObject({ shipping_cost: 0, total: 600 });
  });

  it('refuses a group its store does not deliver to, in the shopper’s language', async () => {
    const { seller, store, productId } = await sellerWithProduct();
    await addZone(seller, row(store.id, { area_id: address.area_id, delivers: false }));
    expect((await quote(store.id)).zone).toMatchObject({ delivers: false });
    const refused = await placeOne(store.id, productId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'delivery_unavailable',
      message: expect.stringContaining('does not deliver'),
    });
  });

  it('keeps today’s rule for a store without a table', async () => {
    const { store, productId } = await sellerWithProduct();
    expect((await quote(store.id)).zone).toBeNull();
    const placed = await placeOne(store.id, productId);
    expect(placed.json().data.orders[0]).toMatchObject({ shipping_cost: 60 });
  });

  it('keeps another seller’s table out of reach', async () => {
    const { seller, store } = await sellerWithProduct();
    const zone = await addZone(seller, row(store.id));
    const other = await panelCaller(ctx, 'reseller');
    await seedStore(ctx.database.db, { ownerId: other.userId });
    const edit = await panelCall(
      ctx.app,
      other,
      'PUT',
      `/api/panel/delivery_zones/${zone.id}`,
      row(store.id, { fee: 1 }),
    );
    expect(edit.statusCode).toBe(404);
    const create = await panelCall(
      ctx.app,
      other,
      'POST',
      '/api/panel/delivery_zones',
      row(store.id),
    );
    expect(create.statusCode).toBe(400);
    expect(create.json().error.fields[0].path).toBe('store_id');
    const list = await panelCall(ctx.app, other, 'GET', '/api/panel/delivery_zones');
    expect(list.json().data).toEqual([]);
    const admin = await panelCaller(ctx, 'admin');
    const byAdmin = await panelCall(
      ctx.app,
      admin,
      'PUT',
      `/api/panel/delivery_zones/${zone.id}`,
      row(store.id, { fee: 50 }),
    );
    expect(byAdmin.json().data.fee).toBe(50);
  });

  it('lets the seller delete a row, and the quote falls back to the store rule', async () => {
    const { seller, store } = await sellerWithProduct();
    const zone = await addZone(seller, row(store.id, { fee: 1234 }));
    expect((await quote(store.id)).zone).toMatchObject({ fee: 1234 });
    const url = `/api/panel/delivery_zones/${zone.id}`;
    const other = await panelCaller(ctx, 'reseller');
    expect((await panelCall(ctx.app, other, 'DELETE', url)).statusCode).toBe(404);
    expect((await panelCall(ctx.app, seller, 'DELETE', url)).statusCode).toBeLessThan(300);
    expect((await panelCall(ctx.app, seller, 'GET', url)).statusCode).toBe(404);
    expect((await quote(store.id)).zone?.fee).not.toBe(1234);
  });

  it('refuses an estimate whose longest time is shorter than its shortest', async () => {
    const { seller, store } = await sellerWithProduct();
    const refused = await panelCall(
      ctx.app,
      seller,
      'POST',
      '/api/panel/delivery_zones',
      row(store.id, { days_min: 5, days_max: 2 }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields[0]).toMatchObject({ path: 'days_max' });
  });
});

describe('[COMMERCE][DELIVERY TABLE] the marketplace’s own table', () => {
  async function useMarketplaceTable(admin: Awaited<ReturnType<typeof panelCaller>>, on: boolean) {
    const page = await panelCall(ctx.app, admin, 'GET', '/api/panel/settings?page=manage_website');
    const form = page.json().data;
    const saved = await panelCall(ctx.app, admin, 'POST', '/api/panel/settings', {
      ...form,
      marketplace_delivery: on,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.marketplace_delivery).toBe(on);
  }

  it('prices every store from the admin’s table once switched on, and each store’s again once off', async () => {
    const admin = await panelCaller(ctx, 'admin');
    const { seller, store, productId } = await sellerWithProduct();
    await addZone(seller, row(store.id, { fee: 20 }));
    const marketplaceRow = await addZone(admin, {
      ...row(0, { fee: 35, days_min: 1, days_max: 2 }),
      store_id: null,
      marketplace_table: true,
    });
    expect(marketplaceRow).toMatchObject({ store_id: null, store_name: null, fee: 35 });
    expect((await quote(store.id)).zone).toMatchObject({ fee: 20 });

    await useMarketplaceTable(admin, true);
    try {
      expect((await quote(store.id)).zone).toMatchObject({ fee: 35, days_max: 2 });
      const placed = await placeOne(store.id, productId);
      expect(placed.statusCode).toBe(201);
      expect(placed.json().data.orders[0]).toMatchObject({ shipping_cost: 35, total: 135 });
    } finally {
      await useMarketplaceTable(admin, false);
      await panelCall(ctx.app, admin, 'DELETE', `/api/panel/delivery_zones/${marketplaceRow.id}`);
    }
    expect((await quote(store.id)).zone).toMatchObject({ fee: 20 });
  });

  it('is the admin’s alone: a seller can neither write nor see its rows', async () => {
    const admin = await panelCaller(ctx, 'admin');
    const { seller } = await sellerWithProduct();
    const refused = await panelCall(ctx.app, seller, 'POST', '/api/panel/delivery_zones', {
      ...row(0),
      store_id: null,
      marketplace_table: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual([expect.objectContaining({ path: 'store_id' })]);
    const kept = await addZone(admin, { ...row(0), store_id: null, marketplace_table: true });
    try {
      const listed = await panelCall(ctx.app, seller, 'GET', '/api/panel/delivery_zones');
      expect(listed.json().data.map((zone: { id: number }) => zone.id)).not.toContain(kept.id);
      const removed = await panelCall(
        ctx.app,
        seller,
        'DELETE',
        `/api/panel/delivery_zones/${kept.id}`,
      );
      expect(removed.statusCode).toBe(404);
    } finally {
      await panelCall(ctx.app, admin, 'DELETE', `/api/panel/delivery_zones/${kept.id}`);
    }
  });
});
