// The cart, place-order (all or nothing, totals, shipping, coupons, stock), my orders,
// cancellation, and the order side of card payments.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coupons, notifications, orders, products } from '../../server/db/schema';
import { settleOrderPayment } from '../../server/modules/commerce/orders.service';
import {
  delivery,
  requiredAttribute,
  shopCall,
  shopper,
  stockOf as productStock,
  storeWithProducts,
  type Shopper,
} from './commerce.helpers';
import { useTestApp } from './helper';
import { payOnSandbox } from './payments.helpers';

const ctx = useTestApp();

const stockOf = (productId: number) => productStock(ctx, productId);

async function add(who: Shopper, productId: number, quantity = 1, attributeIds: number[] = []) {
  return shopCall(ctx, who, 'POST', '/api/cart', {
    product_id: productId,
    quantity,
    attribute_ids: attributeIds,
  });
}

async function cartOf(who: Shopper) {
  return (await shopCall(ctx, who, 'GET', '/api/cart')).json().data;
}

async function addCoupon(code: string, percentage: number, maxUsage: number, extra = {}) {
  const [row] = await ctx.database.db
    .insert(coupons)
    .values({
      kind: 'site',
      code,
      percentage,
      maxUsage,
      expiryDate: '2099-12-31',
      ...extra,
    })
    .returning();
  return row!;
}

describe('[COMMERCE][CART]', () => {
  let who: Shopper;
  beforeAll(async () => {
    who = await shopper(ctx);
  });

  it('adds, merges the same choice into one line, groups by store and counts lines', async () => {
    const a = await storeWithProducts(ctx, [{ price: 100 }, { price: 50.5, discount: 10 }]);
    const b = await storeWithProducts(ctx, [{ price: 20, unlimited: true, stock: 0 }]);
    expect((await add(who, a.productIds[0]!)).statusCode).toBe(201);
    await add(who, a.productIds[0]!, 2);
    await add(who, a.productIds[1]!);
    const added = await add(who, b.productIds[0]!, 5);
    expect(added.json().data.count).toBe(3);
    const cart = await cartOf(who);
    expect(cart.count).toBe(3);
    expect(cart.groups.map((group: { store: { id: number } }) => group.store.id)).toEqual([
      a.store.id,
      b.store.id,
    ]);
    const first = cart.groups[0];
    expect(first.items[0]).toMatchObject({
      quantity: 3,
      unit_price: 100,
      line_total: 300,
      state: 'ok',
    });
    // 50.50 less 10 % = 45.45 exactly.
    expect(first.items[1]).toMatchObject({ unit_price: 45.45, state: 'ok' });
    expect(first.subtotal).toBe(345.45);
    expect(cart.groups[1].items[0]).toMatchObject({ available: null, line_total: 100 });
    // The login answer and the layout carry the count for the header.
    const layout = (await shopCall(ctx, who, 'GET', '/api/layout')).json().data;
    expect(layout.cartItemsCount).toBe(3);
  });

  it('refuses more than the stock above the minimum, and a product the shop does not show', async () => {
    const s = await storeWithProducts(ctx, [{ price: 10, stock: 5, minimum: 2 }]);
    const refused = await add(who, s.productIds[0]!, 4);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('out_of_stock');
    expect((await add(who, s.productIds[0]!, 3)).statusCode).toBe(201);
    await ctx.database.db
      .update(products)
      .set({ archivedAt: new Date() })
      .where(eq(products.id, s.productIds[0]!));
    expect((await add(who, s.productIds[0]!, 1)).json().error.code).toBe('product_not_available');
    const line = (await cartOf(who)).groups
      .flatMap((group: { items: unknown[] }) => group.items)
      .find((item: { product_id: number }) => item.product_id === s.productIds[0]);
    expect(line.state).toBe('unavailable');
  });

  it('needs the required attribute, and a priced value changes the price', async () => {
    const s = await storeWithProducts(ctx, [{ price: 200 }]);
    const values = await requiredAttribute(ctx, s.productIds[0]!, 25);
    const refused = await add(who, s.productIds[0]!, 1, []);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('attributes_required');
    expect(
      (await add(who, s.productIds[0]!, 1, [values.small, values.large])).json().error.code,
    ).toBe('attributes_required');
    await add(who, s.productIds[0]!, 1, [values.large]);
    await add(who, s.productIds[0]!, 1, [values.small]);
    const group = (await cartOf(who)).groups.find(
      (candidate: { store: { id: number } }) => candidate.store.id === s.store.id,
    );
    expect(group.items.map((item: { unit_price: number }) => item.unit_price)).toEqual([225, 200]);
    expect(group.items[0].attributes[0]).toMatchObject({
      name: 'L',
      attribute: 'Size',
      extra_price: 25,
    });
  });

  it('marks a changed price and takes it once the shopper confirms (PUT), then removes', async () => {
    const fresh = await shopper(ctx);
    const s = await storeWithProducts(ctx, [{ price: 80 }]);
    const lineId = (await add(fresh, s.productIds[0]!)).json().data.item_id;
    await ctx.database.db
      .update(products)
      .set({ basicPrice: 90 })
      .where(eq(products.id, s.productIds[0]!));
    let item = (await cartOf(fresh)).groups[0].items[0];
    expect(item).toMatchObject({ state: 'price_changed', price_at_add: 80, unit_price: 90 });
    const placed = await shopCall(ctx, fresh, 'POST', '/api/cart/place-order', {
      groups: [{ store_id: s.store.id, item_ids: [lineId], payment_method: 'cash_on_delivery' }],
      delivery: await delivery(ctx),
    });
    expect(placed.statusCode).toBe(409);
    expect(placed.json().error.code).toBe('cart_changed');
    expect(
      (await shopCall(ctx, fresh, 'PUT', '/api/cart', { id: lineId, quantity: 2 })).statusCode,
    ).toBe(200);
    item = (await cartOf(fresh)).groups[0].items[0];
    expect(item).toMatchObject({ state: 'ok', quantity: 2, price_at_add: 90 });
    const removed = await shopCall(ctx, fresh, 'DELETE', `/api/cart?id=${lineId}`);
    expect(removed.json().data.count).toBe(0);
  });

  it('is the shopper’s own: a visitor gets 401', async () => {
    expect((await shopCall(ctx, null, 'GET', '/api/cart')).statusCode).toBe(401);
  });
});

describe('[COMMERCE][PLACE ORDER]', () => {
  it('places one order per store with server totals, shipping, stock taken and the store told', async () => {
    const who = await shopper(ctx);
    const address = await delivery(ctx);
    const near = await storeWithProducts(ctx, [{ price: 100, stock: 5 }], {
      governorateId: address.governorate_id,
    });
    const far = await storeWithProducts(ctx, [{ price: 19.99, unlimited: true, stock: 0 }]);
    const l1 = (await add(who, near.productIds[0]!, 2)).json().data.item_id;
    const l2 = (await add(who, far.productIds[0]!, 3)).json().data.item_id;
    const response = await shopCall(ctx, who, 'POST', '/api/cart/place-order', {
      groups: [
        { store_id: near.store.id, item_ids: [l1], payment_method: 'cash_on_delivery' },
        { store_id: far.store.id, item_ids: [l2], payment_method: 'card' },
      ],
      delivery: { ...address, notes: 'Ring twice' },
    });
    expect(response.statusCode).toBe(201);
    const result = response.json().data;
    expect(result.orders).toHaveLength(2);
    const [cod, card] = result.orders;
    // Same governorate: 30 EGP shipping; another one: 60 EGP.
    expect(cod).toMatchObject({
      status: 'pending',
      payment_method: 'cash_on_delivery',
      payment_status: 'unpaid',
      subtotal: 200,
      shipping_cost: 30,
      total: 230,
      items_count: 2,
      notes: 'Ring twice',
    });
    expect(card).toMatchObject({
      payment_method: 'card',
      subtotal: 59.97,
      shipping_cost: 60,
      total: 119.97,
    });
    expect(result.card_total).toBe(119.97);
    expect(result.card_order_ids).toEqual([card.id]);
    expect(result.count).toBe(0);
    expect(await stockOf(near.productIds[0]!)).toBe(3);
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, near.store.ownerId));
    expect(told.map((note) => note.type)).toContain('new_order');

    const list = (await shopCall(ctx, who, 'GET', '/api/orders')).json();
    expect(list.meta.total).toBe(2);
    const detail = (await shopCall(ctx, who, 'GET', `/api/orders/${cod.id}`)).json().data;
    expect(detail.items[0]).toMatchObject({ quantity: 2, unit_price: 100, line_total: 200 });
    expect(detail.timeline.map((entry: { status: string }) => entry.status)).toEqual(['pending']);
    // Another shopper cannot see it.
    const other = await shopper(ctx);
    expect((await shopCall(ctx, other, 'GET', `/api/orders/${cod.id}`)).statusCode).toBe(404);
  });

  it('is all or nothing: a short product leaves no order, no stock taken and no coupon used', async () => {
    const who = await shopper(ctx);
    const ok = await storeWithProducts(ctx, [{ price: 10, stock: 10 }]);
    const short = await storeWithProducts(ctx, [{ price: 10, stock: 2 }]);
    const coupon = await addCoupon(`ALL${Date.now()}`, 10, 5);
    const l1 = (await add(who, ok.productIds[0]!, 4)).json().data.item_id;
    const l2 = (await add(who, short.productIds[0]!, 2)).json().data.item_id;
    await ctx.database.db
      .update(products)
      .set({ stockAmount: 1 })
      .where(eq(products.id, short.productIds[0]!));
    const before = (
      await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(orders)
    )[0]!.n;
    const response = await shopCall(ctx, who, 'POST', '/api/cart/place-order', {
      groups: [
        {
          store_id: ok.store.id,
          item_ids: [l1],
          payment_method: 'cash_on_delivery',
          coupon: coupon.code,
        },
        { store_id: short.store.id, item_ids: [l2], payment_method: 'cash_on_delivery' },
      ],
      delivery: await delivery(ctx),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('out_of_stock');
    const after = (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!
      .n;
    expect(after).toBe(before);
    expect(await stockOf(ok.productIds[0]!)).toBe(10);
    const [used] = await ctx.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(used!.usedCount).toBe(0);
    expect((await cartOf(who)).count).toBe(2);
  });

  it('refuses a store group with nothing selected and an area outside the governorate', async () => {
    const who = await shopper(ctx);
    const s = await storeWithProducts(ctx, [{ price: 10 }]);
    await add(who, s.productIds[0]!);
    const empty = await shopCall(ctx, who, 'POST', '/api/cart/place-order', {
      groups: [{ store_id: s.store.id, item_ids: [], payment_method: 'cash_on_delivery' }],
      delivery: await delivery(ctx),
    });
    expect(empty.json().error.code).toBe('cart_selection_empty');
    const address = await delivery(ctx);
    const wrongArea = await shopCall(ctx, who, 'POST', '/api/cart/place-order', {
      groups: [{ store_id: s.store.id, item_ids: [1], payment_method: 'cash_on_delivery' }],
      delivery: { ...address, governorate_id: address.governorate_id + 1 },
    });
    expect(wrongArea.statusCode).toBe(400);
    expect(wrongArea.json().error.fields[0].path).toBe('delivery.area_id');
    const badPhone = await shopCall(ctx, who, 'POST', '/api/cart/place-order', {
      groups: [{ store_id: s.store.id, item_ids: [1], payment_method: 'cash_on_delivery' }],
      delivery: { ...address, phone: '0201234' },
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().error.fields[0].path).toBe('delivery.phone');
  });

  it('applies a site coupon to the order and a product coupon to its product only; spent and expired ones are refused', async () => {
    const who = await shopper(ctx);
    const s = await storeWithProducts(ctx, [{ price: 100 }, { price: 50 }]);
    const site = await addCoupon(`SITE${Date.now()}`, 10, 1);
    const productCoupon = await addCoupon(`PROD${Date.now()}`, 50, 5, {
      kind: 'product',
      productId: s.productIds[1]!,
      storeId: s.store.id,
    });
    const expired = await addCoupon(`OLD${Date.now()}`, 10, 5, { expiryDate: '2020-01-01' });
    const check = await shopCall(
      ctx,
      who,
      'GET',
      `/api/coupons?code=${productCoupon.code.toLowerCase()}&store_id=${s.store.id}`,
    );
    const l1 = (await add(who, s.productIds[0]!)).json().data.item_id;
    const l2 = (await add(who, s.productIds[1]!)).json().data.item_id;
    expect(
      (
        await shopCall(
          ctx,
          who,
          'GET',
          `/api/coupons?code=${productCoupon.code}&store_id=${s.store.id}`,
        )
      ).json().data,
    ).toMatchObject({ kind: 'product', percentage: 50, discount: 25 });
    // Before the product is in the cart, its coupon gives nothing: refused.
    expect(check.json().error.code).toBe('coupon_invalid');
    const place = (coupon: string) =>
      shopCall(ctx, who, 'POST', '/api/cart/place-order', {
        groups: [
          { store_id: s.store.id, item_ids: [l1, l2], payment_method: 'cash_on_delivery', coupon },
        ],
        delivery: address,
      });
    const address = await delivery(ctx);
    expect((await place(expired.code)).json().error.code).toBe('coupon_invalid');
    const placed = (await place(productCoupon.code)).json().data.orders[0];
    expect(placed).toMatchObject({
      subtotal: 150,
      discount: 25,
      total: 185,
      coupon_code: productCoupon.code,
    });

    const l3 = (await add(who, s.productIds[0]!)).json().data.item_id;
    const siteOrder = await shopCall(ctx, who, 'POST', '/api/cart/place-order', {
      groups: [
        {
          store_id: s.store.id,
          item_ids: [l3],
          payment_method: 'cash_on_delivery',
          coupon: site.code,
        },
      ],
      delivery: address,
    });
    expect(siteOrder.json().data.orders[0]).toMatchObject({
      subtotal: 100,
      discount: 10,
      total: 150,
    });
    const l4 = (await add(who, s.productIds[0]!)).json().data.item_id;
    const spent = await shopCall(ctx, who, 'POST', '/api/cart/place-order', {
      groups: [
        {
          store_id: s.store.id,
          item_ids: [l4],
          payment_method: 'cash_on_delivery',
          coupon: site.code,
        },
      ],
      delivery: address,
    });
    expect(spent.json().error.code).toBe('coupon_invalid');
  });

  it('replays a retried place-order with the same Idempotency-Key and creates nothing new', async () => {
    const who = await shopper(ctx);
    const s = await storeWithProducts(ctx, [{ price: 10, stock: 10 }]);
    const line = (await add(who, s.productIds[0]!, 2)).json().data.item_id;
    const body = {
      groups: [{ store_id: s.store.id, item_ids: [line], payment_method: 'cash_on_delivery' }],
      delivery: await delivery(ctx),
    };
    const key = { 'idempotency-key': `place-${Date.now()}` };
    const first = await shopCall(ctx, who, 'POST', '/api/cart/place-order', body, key);
    const second = await shopCall(ctx, who, 'POST', '/api/cart/place-order', body, key);
    expect(first.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().data.orders[0].id).toBe(first.json().data.orders[0].id);
    expect((await shopCall(ctx, who, 'GET', '/api/orders')).json().meta.total).toBe(1);
    expect(await stockOf(s.productIds[0]!)).toBe(8);
  });
});

describe('[COMMERCE][MY ORDERS]', () => {
  it('cancels a pending order with a reason, gives the stock back, and refuses once it is not pending', async () => {
    const who = await shopper(ctx);
    const s = await storeWithProducts(ctx, [{ price: 10, stock: 4 }]);
    const line = (await add(who, s.productIds[0]!, 3)).json().data.item_id;
    const order = (
      await shopCall(ctx, who, 'POST', '/api/cart/place-order', {
        groups: [{ store_id: s.store.id, item_ids: [line], payment_method: 'cash_on_delivery' }],
        delivery: await delivery(ctx),
      })
    ).json().data.orders[0];
    expect(await stockOf(s.productIds[0]!)).toBe(1);
    const short = await shopCall(ctx, who, 'POST', '/api/orders/cancel', {
      id: order.id,
      cancellation_reason: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields[0]).toMatchObject({
      path: 'cancellation_reason',
      message: 'validation.cancellation_reason.too_short',
    });
    const cancelled = await shopCall(ctx, who, 'POST', '/api/orders/cancel', {
      id: order.id,
      cancellation_reason: 'I ordered the wrong size by mistake',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'customer',
      cancellation_reason: 'I ordered the wrong size by mistake',
    });
    expect(cancelled.json().data.timeline.map((entry: { status: string }) => entry.status)).toEqual(
      ['pending', 'cancelled'],
    );
    expect(await stockOf(s.productIds[0]!)).toBe(4);
    const again = await shopCall(ctx, who, 'POST', '/api/orders/cancel', {
      id: order.id,
      cancellation_reason: 'I ordered the wrong size by mistake',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('invalid_transition');
  });
});

describe('[COMMERCE][CARD SETTLEMENT]', () => {
  it('paid marks card orders paid once; failed keeps them waiting; expired rejects by system and releases stock and coupon, once', async () => {
    const who = await shopper(ctx);
    const s = await storeWithProducts(ctx, [{ price: 40, stock: 3 }]);
    const coupon = await addCoupon(`CARD${Date.now()}`, 10, 2);
    const placeCard = async () => {
      const line = (await add(who, s.productIds[0]!, 1)).json().data.item_id;
      return (
        await shopCall(ctx, who, 'POST', '/api/cart/place-order', {
          groups: [
            { store_id: s.store.id, item_ids: [line], payment_method: 'card', coupon: coupon.code },
          ],
          delivery: await delivery(ctx),
        })
      ).json().data.orders[0];
    };
    const paid = await placeCard();
    const failed = await placeCard();
    expect(paid.payment_status).toBe('unpaid');
    expect(await stockOf(s.productIds[0]!)).toBe(1);

    expect(await settleOrderPayment(ctx.database.db, [paid.id], 'paid')).toEqual([paid.id]);
    expect(await settleOrderPayment(ctx.database.db, [paid.id], 'paid')).toEqual([]);
    expect(await settleOrderPayment(ctx.database.db, [paid.id], 'failed')).toEqual([]);

    // A declined attempt leaves the order waiting for another one, its stock held.
    expect(await settleOrderPayment(ctx.database.db, [failed.id], 'failed')).toEqual([]);
    expect(await stockOf(s.productIds[0]!)).toBe(1);
    expect(await settleOrderPayment(ctx.database.db, [failed.id], 'expired')).toEqual([]);
    // Past its payment time, an expired attempt cancels it.
    await ctx.database.db.execute(
      sql`UPDATE orders SET created_at = now() - interval '1 day' WHERE id = ${failed.id}`,
    );
    expect(await settleOrderPayment(ctx.database.db, [failed.id], 'expired')).toEqual([failed.id]);
    for (let i = 0; i < 3; i += 1) {
      expect(await settleOrderPayment(ctx.database.db, [failed.id], 'expired')).toEqual([]);
    }
    const mine = (await shopCall(ctx, who, 'GET', '/api/orders')).json().data;
    expect(mine.find((order: { id: number }) => order.id === paid.id)).toMatchObject({
      payment_status: 'paid',
      status: 'pending',
    });
    expect(mine.find((order: { id: number }) => order.id === failed.id)).toMatchObject({
      status: 'rejected',
      cancelled_by: 'system',
      payment_status: 'unpaid',
    });
    expect(await stockOf(s.productIds[0]!)).toBe(2);
    const [after] = await ctx.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(after!.usedCount).toBe(1);
  });
});

describe('[COMMERCE][CARD CHECKOUT]', () => {
  it('place-order opens one card payment for the card orders; the sandbox pays or declines it', async () => {
    const who = await shopper(ctx);
    const s = await storeWithProducts(ctx, [{ price: 40, stock: 4 }]);
    const placeCard = async () => {
      const line = (await add(who, s.productIds[0]!, 1)).json().data.item_id;
      const response = await shopCall(ctx, who, 'POST', '/api/cart/place-order', {
        groups: [{ store_id: s.store.id, item_ids: [line], payment_method: 'card' }],
        delivery: await delivery(ctx),
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data;
    };

    const first = await placeCard();
    expect(first.payment.checkout_url).toMatch(/^\/sandbox\/fawry\/checkout\//);
    expect(await stockOf(s.productIds[0]!)).toBe(3);
    const paid = await payOnSandbox(ctx.app, first.payment.checkout_url, '4242424242424242');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(/^\/payment-state\/orders\?/);

    const second = await placeCard();
    await payOnSandbox(ctx.app, second.payment.checkout_url, '4000000000000002');

    const mine = (await shopCall(ctx, who, 'GET', '/api/orders')).json().data;
    expect(mine.find((order: { id: number }) => order.id === first.orders[0].id)).toMatchObject({
      payment_status: 'paid',
      status: 'pending',
    });
    // The declined order waits for another attempt, its unit still held.
    expect(mine.find((order: { id: number }) => order.id === second.orders[0].id)).toMatchObject({
      status: 'pending',
      payment_status: 'unpaid',
      cancelled_by: null,
    });
    expect(await stockOf(s.productIds[0]!)).toBe(2);
  });
});

describe('[COMMERCE][GUEST ORDERS]', () => {
  it('a visitor orders from a store that allows it: a guest account is created and signed in', async () => {
    const s = await storeWithProducts(ctx, [{ price: 30, stock: 5 }], { authorizedOrders: true });
    const response = await shopCall(ctx, null, 'POST', '/api/orders', {
      store_id: s.store.id,
      items: [{ product_id: s.productIds[0]!, quantity: 2 }],
      payment_method: 'cash_on_delivery',
      delivery: await delivery(ctx),
    });
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data.session).toMatchObject({ role: 'guest', first_name: 'Mona', last_name: 'Adel' });
    expect(data.orders[0]).toMatchObject({
      subtotal: 60,
      status: 'pending',
      client_name: 'Mona Adel',
    });
    expect(await stockOf(s.productIds[0]!)).toBe(3);
    const guest = { userId: data.session.id, token: data.session.token };
    const mine = (await shopCall(ctx, guest, 'GET', '/api/orders')).json();
    expect(mine.data.map((order: { id: number }) => order.id)).toEqual([data.orders[0].id]);
    expect((await shopCall(ctx, guest, 'GET', '/api/cart')).json().data.count).toBe(0);
  });

  it('refuses a visitor where the store wants signed-in shoppers, and leaves no guest behind', async () => {
    const s = await storeWithProducts(ctx, [{ price: 30, stock: 5 }], { authorizedOrders: false });
    const refused = await shopCall(ctx, null, 'POST', '/api/orders', {
      store_id: s.store.id,
      items: [{ product_id: s.productIds[0]!, quantity: 1 }],
      payment_method: 'cash_on_delivery',
      delivery: await delivery(ctx),
    });
    expect(refused.statusCode).toBe(401);
    const open = await storeWithProducts(ctx, [{ price: 30, stock: 1 }], {
      authorizedOrders: true,
    });
    const short = await shopCall(ctx, null, 'POST', '/api/orders', {
      store_id: open.store.id,
      items: [{ product_id: open.productIds[0]!, quantity: 2 }],
      payment_method: 'cash_on_delivery',
      delivery: { ...(await delivery(ctx)), phone: '01099999999' },
    });
    expect(short.json().error.code).toBe('out_of_stock');
    const guests = await ctx.database.db.execute(
      sql`SELECT count(*)::int AS n FROM users WHERE role = 'guest' AND phone = '01099999999'`,
    );
    expect((guests as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});

describe('[COMMERCE][DIRECT CARD ORDERS]', () => {
  const directCard = (storeId: number, productId: number) => ({
    store_id: storeId,
    items: [{ product_id: productId, quantity: 1 }],
    payment_method: 'card',
  });

  it('a signed-in shopper orders one store by card: answered with a checkout, the server still answers, the sandbox pays it', async () => {
    const who = await shopper(ctx);
    const s = await storeWithProducts(ctx, [{ price: 40, stock: 3 }]);
    const response = await shopCall(ctx, who, 'POST', '/api/orders', {
      ...directCard(s.store.id, s.productIds[0]!),
      delivery: await delivery(ctx),
    });
    expect(response.statusCode).toBe(201);
    const placed = response.json().data;
    expect(placed.payment.checkout_url).toMatch(/^\/sandbox\/fawry\/checkout\//);
    expect((await shopCall(ctx, null, 'GET', '/api/health')).statusCode).toBe(200);
    await payOnSandbox(ctx.app, placed.payment.checkout_url, '4242424242424242');
    const detail = (await shopCall(ctx, who, 'GET', `/api/orders/${placed.orders[0].id}`)).json();
    expect(detail.data).toMatchObject({ payment_status: 'paid', status: 'pending' });
    expect(await stockOf(s.productIds[0]!)).toBe(2);
  });

  it('a visitor orders by card: a guest is signed in and sent to the checkout', async () => {
    const s = await storeWithProducts(ctx, [{ price: 25, stock: 2 }], { authorizedOrders: true });
    const response = await shopCall(ctx, null, 'POST', '/api/orders', {
      ...directCard(s.store.id, s.productIds[0]!),
      delivery: await delivery(ctx),
    });
    expect(response.statusCode).toBe(201);
    const placed = response.json().data;
    expect(placed.session).toMatchObject({ role: 'guest' });
    expect(placed.payment.checkout_url).toMatch(/^\/sandbox\/fawry\/checkout\//);
    expect(placed.orders[0]).toMatchObject({ payment_method: 'card', payment_status: 'unpaid' });
  });
});

describe('[COMMERCE][DIRECT ORDER REPLAYS]', () => {
  it('a retried direct order with the same Idempotency-Key answers the same order and places one', async () => {
    const who = await shopper(ctx);
    const s = await storeWithProducts(ctx, [{ price: 15, stock: 5 }]);
    const body = {
      store_id: s.store.id,
      items: [{ product_id: s.productIds[0]!, quantity: 2 }],
      payment_method: 'cash_on_delivery',
      delivery: await delivery(ctx),
    };
    const key = { 'idempotency-key': `direct-${Date.now()}-signed-in` };
    const first = await shopCall(ctx, who, 'POST', '/api/orders', body, key);
    const second = await shopCall(ctx, who, 'POST', '/api/orders', body, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().data.orders[0].id).toBe(first.json().data.orders[0].id);
    expect((await shopCall(ctx, who, 'GET', '/api/orders')).json().meta.total).toBe(1);
    expect(await stockOf(s.productIds[0]!)).toBe(3);
  });

  it("a visitor's retried direct order answers the same order with a fresh session of the same guest", async () => {
    const s = await storeWithProducts(ctx, [{ price: 15, stock: 5 }], { authorizedOrders: true });
    const body = {
      store_id: s.store.id,
      items: [{ product_id: s.productIds[0]!, quantity: 1 }],
      payment_method: 'cash_on_delivery',
      delivery: { ...(await delivery(ctx)), phone: '01077777777' },
    };
    const headers = { 'idempotency-key': `direct-${Date.now()}-guest`, uid: 'visitor-replay-1' };
    const first = (await shopCall(ctx, null, 'POST', '/api/orders', body, headers)).json().data;
    const again = await shopCall(ctx, null, 'POST', '/api/orders', body, headers);
    expect(again.statusCode).toBe(201);
    const second = again.json().data;
    expect(second.orders[0].id).toBe(first.orders[0].id);
    expect(second.session).toMatchObject({ id: first.session.id, role: 'guest' });
    // Both sessions work: the replay signed the same guest in again.
    for (const session of [first.session, second.session]) {
      const mine = await shopCall(
        ctx,
        { userId: session.id, token: session.token },
        'GET',
        '/api/orders',
      );
      expect(mine.json().meta.total).toBe(1);
    }
    expect(await stockOf(s.productIds[0]!)).toBe(4);
    const guests = await ctx.database.db.execute(
      sql`SELECT count(*)::int AS n FROM users WHERE role = 'guest' AND phone = '01077777777'`,
    );
    expect((guests as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });
});
