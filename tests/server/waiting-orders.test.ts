// The panels' waiting-orders count (badge and page title): pending orders of the actor's scope it
// may act on now. A seller counts their stores', a sub-reseller its reseller's assigned stores',
// staff every store's; an acceptance takes one off; a card order not paid yet waits for no store.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema';
import { issueSession } from '../../server/modules/auth/auth.service';
import { seedStoreStaff, seedUser } from '../factories';
import { delivery, shopCall, shopper, storeWithProducts, type Shopper } from './commerce.helpers';
import { useTestApp } from './helper';
import { panelCall, panelCaller, type PanelCaller } from './panel.helpers';

const ctx = useTestApp();

let admin: PanelCaller;
let reseller: PanelCaller;
let otherReseller: PanelCaller;
let staff: PanelCaller;
let customer: Shopper;
const stores = { own: { id: 0, productId: 0 }, other: { id: 0, productId: 0 } };

async function placeOrder(store: { id: number; productId: number }) {
  const line = (
    await shopCall(ctx, customer, 'POST', '/api/cart', {
      product_id: store.productId,
      quantity: 1,
    })
  ).json().data.item_id;
  const response = await shopCall(ctx, customer, 'POST', '/api/cart/place-order', {
    groups: [{ store_id: store.id, item_ids: [line], payment_method: 'cash_on_delivery' }],
    delivery: await delivery(ctx),
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.orders[0].id as number;
}

async function waiting(caller: PanelCaller | null) {
  const response = await panelCall(ctx.app, caller, 'GET', '/api/panel/orders/waiting');
  return { status: response.statusCode, count: response.json().data?.count as number };
}

async function counts() {
  return {
    admin: (await waiting(admin)).count,
    reseller: (await waiting(reseller)).count,
    otherReseller: (await waiting(otherReseller)).count,
    staff: (await waiting(staff)).count,
  };
}

beforeAll(async () => {
  admin = await panelCaller(ctx, 'admin');
  reseller = await panelCaller(ctx, 'reseller');
  otherReseller = await panelCaller(ctx, 'reseller');
  for (const [key, owner] of [
    ['own', reseller],
    ['other', otherReseller],
  ] as const) {
    const made = await storeWithProducts(ctx, [{ price: 100, stock: 50 }], {
      ownerId: owner.userId,
    });
    stores[key] = { id: made.store.id, productId: made.productIds[0]! };
  }
  const user = await seedUser(ctx.database.db, {
    role: 'moderator_reseller',
    permissions: { canManageStore: true, canChat: false, resellerId: reseller.userId },
  });
  await seedStoreStaff(ctx.database.db, { storeId: stores.own.id, userId: user.id });
  const session = await issueSession(ctx.database.db, ctx.env, {
    userId: user.id,
    kind: 'admin',
    role: 'moderator_reseller',
  });
  staff = { userId: user.id, role: 'moderator_reseller', token: session.token };
  customer = await shopper(ctx);
});

describe('[ORDERS][WAITING] the panels’ waiting-orders count', () => {
  it('a new order counts for its store’s seller, their sub-reseller and staff, not another seller', async () => {
    const before = await counts();
    expect(before.reseller).toBe(0);
    expect(before.staff).toBe(0);
    await placeOrder(stores.own);
    expect(await counts()).toEqual({
      ...before,
      admin: before.admin + 1,
      reseller: 1,
      staff: 1,
    });
    await placeOrder(stores.other);
    expect(await counts()).toEqual({
      admin: before.admin + 2,
      reseller: 1,
      otherReseller: before.otherReseller + 1,
      staff: 1,
    });
  });

  it('accepting or rejecting an order takes it off the count', async () => {
    const accepted = await placeOrder(stores.own);
    const rejected = await placeOrder(stores.own);
    const before = await counts();
    const accept = await panelCall(ctx.app, reseller, 'PUT', `/api/panel/orders/${accepted}`, {
      status: 'accepted',
    });
    expect(accept.statusCode).toBe(200);
    expect((await waiting(reseller)).count).toBe(before.reseller - 1);
    const reject = await panelCall(ctx.app, staff, 'PUT', `/api/panel/orders/${rejected}`, {
      status: 'rejected',
      reason: 'The item is out of stock today',
    });
    expect(reject.statusCode).toBe(200);
    expect(await counts()).toEqual({
      ...before,
      admin: before.admin - 2,
      reseller: before.reseller - 2,
      staff: before.staff - 2,
    });
  });

  it('a card order not paid yet waits for no store, though staff still count it', async () => {
    const orderId = await placeOrder(stores.own);
    const before = await counts();
    await ctx.database.db
      .update(orders)
      .set({ paymentMethod: 'card', paymentStatus: 'unpaid' })
      .where(eq(orders.id, orderId));
    expect(await counts()).toEqual({
      ...before,
      reseller: before.reseller - 1,
      staff: before.staff - 1,
    });
  });

  it('needs a panel session that lists orders', async () => {
    expect((await waiting(null)).status).toBe(401);
    const shop = await shopCall(ctx, customer, 'GET', '/api/panel/orders/waiting');
    expect(shop.statusCode).toBe(403);
  });
});
