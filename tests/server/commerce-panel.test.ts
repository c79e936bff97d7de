// Orders in the panels (scope, transitions per role, reject with a reason, bulk, log,
// export, reports) and coupons / product coupons on the machinery.
import { beforeAll, describe, expect, it } from 'vitest';
import { issueSession } from '../../server/modules/auth/auth.service';
import { seedStoreStaff, seedUser } from '../factories';
import { delivery, shopCall, shopper, storeWithProducts, type Shopper } from './commerce.helpers';
import { useTestApp } from './helper';
import { logsAbout, panelCall, panelCaller, type PanelCaller } from './panel.helpers';

const ctx = useTestApp();

let admin: PanelCaller;
let moderator: PanelCaller;
let reseller: PanelCaller;
let otherReseller: PanelCaller;
let sub: PanelCaller;
let readOnlySub: PanelCaller;
let customer: Shopper;
let storeId: number;
let productId: number;
let foreignStoreId: number;
let foreignProductId: number;

async function subFor(canManageStore: boolean): Promise<PanelCaller> {
  const user = await seedUser(ctx.database.db, {
    role: 'moderator_reseller',
    permissions: { canManageStore: true, canChat: false, resellerId: reseller.userId },
  });
  await seedStoreStaff(ctx.database.db, { storeId, userId: user.id, canManageStore });
  const session = await issueSession(ctx.database.db, ctx.env, {
    userId: user.id,
    kind: 'admin',
    role: 'moderator_reseller',
  });
  return { userId: user.id, role: 'moderator_reseller', token: session.token };
}

async function placeOrder(store = storeId, product = productId, payment = 'cash_on_delivery') {
  const line = (
    await shopCall(ctx, customer, 'POST', '/api/cart', { product_id: product, quantity: 1 })
  ).json().data.item_id;
  const response = await shopCall(ctx, customer, 'POST', '/api/cart/place-order', {
    groups: [{ store_id: store, item_ids: [line], payment_method: payment }],
    delivery: await delivery(ctx),
  });
  return response.json().data.orders[0].id as number;
}

const tracking = {
  courier: 'Bosta',
  tracking_number: 'BST-778812',
  tracking_url: 'https://tracking.bosta.co/BST-778812',
};

const ids = (response: { json(): { data: { id: number }[] } }) =>
  response.json().data.map((row) => row.id);

beforeAll(async () => {
  admin = await panelCaller(ctx, 'admin');
  moderator = await panelCaller(ctx, 'moderator_admin', {
    permissions: { canManageStore: true, canChat: false },
  });
  reseller = await panelCaller(ctx, 'reseller');
  otherReseller = await panelCaller(ctx, 'reseller');
  const own = await storeWithProducts(ctx, [{ price: 100, stock: 50 }], {
    ownerId: reseller.userId,
  });
  storeId = own.store.id;
  productId = own.productIds[0]!;
  const foreign = await storeWithProducts(ctx, [{ price: 10, stock: 50 }], {
    ownerId: otherReseller.userId,
  });
  foreignStoreId = foreign.store.id;
  foreignProductId = foreign.productIds[0]!;
  sub = await subFor(true);
  readOnlySub = await subFor(false);
  customer = await shopper(ctx);
});

describe('[PANEL][ORDERS] scope', () => {
  it('a reseller sees only their stores’ orders; admin and moderator see all', async () => {
    const mine = await placeOrder();
    const theirs = await placeOrder(foreignStoreId, foreignProductId);
    const resellerList = await panelCall(
      ctx.app,
      reseller,
      'GET',
      '/api/panel/orders?per_page=100',
    );
    expect(resellerList.statusCode).toBe(200);
    expect(ids(resellerList)).toContain(mine);
    expect(ids(resellerList)).not.toContain(theirs);
    expect(resellerList.json().data[0]).toMatchObject({ next_statuses: ['accepted', 'rejected'] });
    expect(
      (await panelCall(ctx.app, reseller, 'GET', `/api/panel/orders/${theirs}`)).statusCode,
    ).toBe(404);
    const refused = await panelCall(ctx.app, reseller, 'PUT', `/api/panel/orders/${theirs}`, {
      status: 'accepted',
    });
    expect(refused.statusCode).toBe(404);
    for (const caller of [admin, moderator]) {
      const all = await panelCall(ctx.app, caller, 'GET', '/api/panel/orders?per_page=100');
      expect(ids(all)).toEqual(expect.arrayContaining([mine, theirs]));
    }
    const subList = await panelCall(ctx.app, readOnlySub, 'GET', '/api/panel/orders?per_page=100');
    expect(ids(subList)).toContain(mine);
    expect(ids(subList)).not.toContain(theirs);
    const filtered = await panelCall(
      ctx.app,
      admin,
      'GET',
      `/api/panel/orders?store=${foreignStoreId}&status=pending`,
    );
    expect(ids(filtered)).toEqual([theirs]);
    const detail = (await panelCall(ctx.app, reseller, 'GET', `/api/panel/orders/${mine}`)).json()
      .data;
    expect(detail.items[0]).toMatchObject({ quantity: 1, unit_price: 100 });
  });
});

describe('[PANEL][ORDERS] transitions', () => {
  it('the store side confirms, prepares, ships with tracking, retries a failed delivery and delivers', async () => {
    const id = await placeOrder();
    const move = (caller: PanelCaller, status: string, extra: Record<string, string> = {}) =>
      panelCall(ctx.app, caller, 'PUT', `/api/panel/orders/${id}`, { status, ...extra });
    // An unconfirmed order is held: it is neither prepared nor shipped.
    expect((await move(reseller, 'in_progress')).json().error.code).toBe('invalid_transition');
    expect((await move(reseller, 'shipped', tracking)).statusCode).toBe(409);
    expect((await move(reseller, 'accepted')).json().data).toEqual({ affected: 1 });
    expect((await move(reseller, 'delivered')).statusCode).toBe(409);
    expect((await move(sub, 'in_progress')).statusCode).toBe(200);
    expect((await move(readOnlySub, 'shipped', tracking)).statusCode).toBe(403);
    const untracked = await move(reseller, 'shipped');
    expect(untracked.statusCode).toBe(400);
    expect(untracked.json().error.fields.map((field: { path: string }) => field.path)).toEqual([
      'courier',
      'tracking_number',
      'tracking_url',
    ]);
    const badLink = await move(reseller, 'shipped', { ...tracking, tracking_url: 'ftp://x.eg/1' });
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json().error.fields[0]).toMatchObject({ path: 'tracking_url' });
    expect((await move(reseller, 'shipped', tracking)).statusCode).toBe(200);
    expect((await move(reseller, 'out_for_delivery')).statusCode).toBe(200);
    const noReason = await move(reseller, 'delivery_failed');
    expect(noReason.json().error.fields[0].path).toBe('reason');
    const failed = await move(reseller, 'delivery_failed', { reason: 'Nobody answered the door' });
    expect(failed.statusCode).toBe(200);
    expect((await move(reseller, 'out_for_delivery')).statusCode).toBe(200);
    expect((await move(reseller, 'delivered')).statusCode).toBe(200);
    expect((await move(reseller, 'pending')).statusCode).toBe(409);
    const detail = (await shopCall(ctx, customer, 'GET', `/api/orders/${id}`)).json().data;
    expect(detail).toMatchObject({
      status: 'delivered',
      courier: 'Bosta',
      tracking_number: 'BST-778812',
      tracking_url: 'https://tracking.bosta.co/BST-778812',
      delivery_failure_reason: 'Nobody answered the door',
    });
    const steps = detail.timeline.map((entry: { from: string | null; status: string }) => [
      entry.from,
      entry.status,
    ]);
    expect(steps).toEqual([
      [null, 'pending'],
      ['pending', 'accepted'],
      ['accepted', 'in_progress'],
      ['in_progress', 'shipped'],
      ['shipped', 'out_for_delivery'],
      ['out_for_delivery', 'delivery_failed'],
      ['delivery_failed', 'out_for_delivery'],
      ['out_for_delivery', 'delivered'],
    ]);
    const notes = (await shopCall(ctx, customer, 'GET', '/api/notifications')).json().data;
    const changes = (notes.items ?? notes).filter(
      (note: { type: string; target_id?: number }) => note.type === 'change_order_status',
    );
    expect(changes.length).toBeGreaterThanOrEqual(7);
    expect((await logsAbout(ctx.database, 'orders', id)).length).toBe(7);
  });

  it('a seller cannot move another store’s order, nor cancel once it is shipped', async () => {
    const foreign = await placeOrder(foreignStoreId, foreignProductId);
    const other = await panelCall(ctx.app, reseller, 'PUT', `/api/panel/orders/${foreign}`, {
      status: 'accepted',
    });
    expect(other.statusCode).toBe(404);
    const id = await placeOrder();
    const move = (status: string, extra: Record<string, string> = {}) =>
      panelCall(ctx.app, reseller, 'PUT', `/api/panel/orders/${id}`, { status, ...extra });
    await move('accepted');
    expect((await move('cancelled')).json().error.fields[0].path).toBe('reason');
    await move('in_progress');
    await move('shipped', tracking);
    const late = await move('cancelled', { reason: 'The customer changed their mind' });
    expect(late.json().error.code).toBe('invalid_transition');
    const shopperCancel = await shopCall(ctx, customer, 'POST', '/api/orders/cancel', {
      id,
      cancellation_reason: 'I no longer need this order',
    });
    expect(shopperCancel.json().error.code).toBe('invalid_transition');
  });

  it('a store rejection needs the reason the customer sees', async () => {
    const id = await placeOrder();
    const noReason = await panelCall(ctx.app, reseller, 'PUT', `/api/panel/orders/${id}`, {
      status: 'rejected',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields[0].path).toBe('reason');
    const rejected = await panelCall(ctx.app, reseller, 'PUT', `/api/panel/orders/${id}`, {
      status: 'rejected',
      reason: 'This item is no longer made',
    });
    expect(rejected.statusCode).toBe(200);
    const detail = (await shopCall(ctx, customer, 'GET', `/api/orders/${id}`)).json().data;
    expect(detail).toMatchObject({
      status: 'rejected',
      cancelled_by: 'store',
      cancellation_reason: 'This item is no longer made',
    });
  });

  it('staff set any status, singly and in bulk (all or none); a reseller has no bulk', async () => {
    const a = await placeOrder();
    const b = await placeOrder(foreignStoreId, foreignProductId);
    const held = await panelCall(ctx.app, admin, 'PUT', `/api/panel/orders/${a}`, {
      status: 'delivered',
    });
    expect(held.json().error.code).toBe('invalid_transition');
    expect(
      (await panelCall(ctx.app, admin, 'PUT', `/api/panel/orders/${a}`, { status: 'accepted' }))
        .statusCode,
    ).toBe(200);
    const unconfirmed = await panelCall(ctx.app, moderator, 'PUT', '/api/panel/orders/bulk', {
      ids: [a, b],
      status: 'in_progress',
    });
    expect(unconfirmed.json().error.code).toBe('invalid_transition');
    expect(
      (await panelCall(ctx.app, admin, 'PUT', `/api/panel/orders/${b}`, { status: 'accepted' }))
        .statusCode,
    ).toBe(200);
    const bulk = await panelCall(ctx.app, moderator, 'PUT', '/api/panel/orders/bulk', {
      ids: [a, b],
      status: 'in_progress',
    });
    expect(bulk.json().data).toEqual({ affected: 2 });
    expect(
      (
        await panelCall(ctx.app, reseller, 'PUT', '/api/panel/orders/bulk', {
          ids: [a],
          status: 'delivered',
        })
      ).statusCode,
    ).toBe(403);
    const missing = await panelCall(ctx.app, admin, 'PUT', '/api/panel/orders/bulk', {
      ids: [a, 2_000_000_000],
      status: 'pending',
    });
    expect(missing.statusCode).toBe(404);
    expect((await shopCall(ctx, customer, 'GET', `/api/orders/${a}`)).json().data.status).toBe(
      'in_progress',
    );
    const log = await logsAbout(ctx.database, 'orders', b);
    expect(log[0]).toMatchObject({ action: 'change_status', role: 'moderator_admin' });
  });

  it('exports the scope as CSV and reports totals by period, store and status', async () => {
    const csv = await panelCall(ctx.app, reseller, 'GET', '/api/panel/orders/export');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('id,created_at,store_id');
    expect(lines.slice(1).every((line) => line.split(',')[2] === String(storeId))).toBe(true);
    const reportResponse = await panelCall(
      ctx.app,
      reseller,
      'GET',
      '/api/panel/orders/reports?period=month',
    );
    expect(reportResponse.json()).toMatchObject({ data: {} });
    const report = reportResponse.json().data;
    expect(report.rows.every((row: { store_id: number }) => row.store_id === storeId)).toBe(true);
    expect(report.totals.orders).toBe(lines.length - 1);
    expect(report.totals.delivered).toBeGreaterThan(0);
  });
});

describe('[PANEL][COUPONS]', () => {
  it('admin manages site coupons; expiry after today and unique code; a reseller cannot', async () => {
    const code = `WELCOME${Date.now() % 100000}`;
    const created = await panelCall(ctx.app, admin, 'POST', '/api/panel/coupons', {
      code,
      percentage: 15,
      max_usage: 3,
      expiry_date: '2099-01-01',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ kind: 'site', code, used_count: 0 });
    const past = await panelCall(ctx.app, admin, 'POST', '/api/panel/coupons', {
      code: `${code}X`,
      percentage: 15,
      max_usage: 3,
      expiry_date: '2020-01-01',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields[0].path).toBe('expiry_date');
    const dup = await panelCall(ctx.app, admin, 'POST', '/api/panel/coupons', {
      code: code.toLowerCase(),
      percentage: 15,
      max_usage: 3,
      expiry_date: '2099-01-01',
    });
    expect(dup.statusCode).toBe(409);
    expect((await panelCall(ctx.app, reseller, 'GET', '/api/panel/coupons')).statusCode).toBe(403);
    const id = created.json().data.id;
    const edited = await panelCall(ctx.app, admin, 'PUT', `/api/panel/coupons/${id}`, {
      code,
      percentage: 20,
      max_usage: 5,
      expiry_date: '2099-01-01',
    });
    expect(edited.json().data.percentage).toBe(20);
    expect((await panelCall(ctx.app, admin, 'DELETE', `/api/panel/coupons/${id}`)).statusCode).toBe(
      200,
    );
    expect((await logsAbout(ctx.database, 'coupons', id)).map((row) => row.action)).toEqual([
      'delete',
      'update',
      'create',
    ]);
  });

  it('a reseller gives coupons to their own products only and lists only theirs', async () => {
    const code = `PC${Date.now() % 100000}`;
    const created = await panelCall(ctx.app, reseller, 'POST', '/api/panel/product-coupons', {
      code,
      percentage: 30,
      max_usage: 10,
      expiry_date: '2099-01-01',
      product_id: productId,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      kind: 'product',
      product_id: productId,
      store_id: storeId,
    });
    const foreign = await panelCall(ctx.app, reseller, 'POST', '/api/panel/product-coupons', {
      code: `${code}F`,
      percentage: 30,
      max_usage: 10,
      expiry_date: '2099-01-01',
      product_id: foreignProductId,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields[0].path).toBe('product_id');
    expect(
      ids(await panelCall(ctx.app, otherReseller, 'GET', '/api/panel/product-coupons')),
    ).not.toContain(created.json().data.id);
    expect(ids(await panelCall(ctx.app, reseller, 'GET', '/api/panel/product-coupons'))).toContain(
      created.json().data.id,
    );

    const id = created.json().data.id as number;
    const edited = await panelCall(ctx.app, reseller, 'PUT', `/api/panel/product-coupons/${id}`, {
      code,
      percentage: 45,
      max_usage: 3,
      expiry_date: '2099-06-30',
      product_id: productId,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ id, percentage: 45, product_id: productId });
    const listed = (await panelCall(ctx.app, reseller, 'GET', '/api/panel/product-coupons')).json()
      .data as { id: number; percentage: number; max_usage: number }[];
    expect(listed.find((row) => row.id === id)).toMatchObject({ percentage: 45, max_usage: 3 });

    const deleted = await panelCall(
      ctx.app,
      reseller,
      'DELETE',
      `/api/panel/product-coupons/${id}`,
    );
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toEqual({ id });
    expect(
      ids(await panelCall(ctx.app, reseller, 'GET', '/api/panel/product-coupons')),
    ).not.toContain(id);
  });
});
