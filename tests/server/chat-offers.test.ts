// A store's chat offer for any product: the price rule (list price, or less the store's own
// discount, unless the product is negotiable), pieces, expiry, withdrawal and the checkout's
// second look at the offer; who may make and withdraw one.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, liveEvents } from '../../server/db/schema';
import { issueSession } from '../../server/modules/auth/auth.service';
import { seedStoreStaff, seedUser } from '../factories';
import { delivery, shopCall, shopper, storeWithProducts, type Shopper } from './commerce.helpers';
import { errorsAr, errorsEn } from './error-texts';
import { useTestApp } from './helper';
import validationAr from '../../src/i18n/locales/ar/validation.json';
import validationEn from '../../src/i18n/locales/en/validation.json';

const ctx = useTestApp();

let owner: Shopper;
let customer: Shopper;
let storeId: number;
/** 0: list price 600 with the product's 10 % discount (540), stock 10; 1: 300, stock 2. */
let productIds: number[];
let chatId: number;

async function seller(role: 'reseller' | 'moderator_reseller', canChat = true): Promise<Shopper> {
  const user = await seedUser(ctx.database.db, { role, permissions: { canChat } });
  const session = await issueSession(ctx.database.db, ctx.env, {
    userId: user.id,
    kind: 'user',
    role,
  });
  return { userId: user.id, token: session.token };
}

beforeAll(async () => {
  owner = await seller('reseller');
  customer = await shopper(ctx);
  const s = await storeWithProducts(
    ctx,
    [
      { price: 600, discount: 10 },
      { price: 300, stock: 2 },
    ],
    { ownerId: owner.userId },
  );
  storeId = s.store.id;
  productIds = s.productIds;
  chatId = (await shopCall(ctx, customer, 'POST', '/api/chats', { store_id: storeId })).json().data
    .id;
});

function offer(who: Shopper, terms: Record<string, unknown>) {
  return shopCall(ctx, who, 'POST', '/api/messages', { chat_id: chatId, kind: 'offer', ...terms });
}

async function sent(terms: Record<string, unknown>) {
  const answer = await offer(owner, terms);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data as { id: number; offer: Record<string, unknown> };
}

function addToCart(messageId: number) {
  return shopCall(ctx, customer, 'POST', '/api/cart/offer', { message_id: messageId });
}

async function placeOrder(lineId: number) {
  return shopCall(ctx, customer, 'POST', '/api/cart/place-order', {
    groups: [{ store_id: storeId, item_ids: [lineId], payment_method: 'cash_on_delivery' }],
    delivery: await delivery(ctx),
  });
}

async function shownOffer(messageId: number) {
  const list = (await shopCall(ctx, customer, 'GET', `/api/messages?chat_id=${chatId}`)).json()
    .data as { id: number; offer: Record<string, unknown> }[];
  return list.find((message) => message.id === messageId)!.offer;
}

async function clearCart() {
  const cart = (await shopCall(ctx, customer, 'GET', '/api/cart')).json().data;
  for (const group of cart.groups) {
    for (const item of group.items) {
      await shopCall(ctx, customer, 'DELETE', `/api/cart?id=${item.id}`);
    }
  }
}

describe('[CHAT][CART] an offer for a product that is not negotiable', () => {
  it('is at the list price, or less the store discount; never below otherwise', async () => {
    const atList = await sent({ product_id: productIds[0], quantity: 2, valid_hours: 24 });
    expect(atList.offer).toMatchObject({ price: 540, list_price: 540, quantity: 2, state: 'open' });
    const expires = new Date(atList.offer.expires_at as string).getTime();
    expect(Math.abs(expires - (Date.now() + 24 * 3_600_000))).toBeLessThan(60_000);

    const discounted = await sent({ product_id: productIds[0], discount_percent: 15 });
    expect(discounted.offer).toMatchObject({ price: 459, list_price: 540, quantity: 1 });

    const below = await offer(owner, { product_id: productIds[0], price: 400 });
    expect(below.statusCode).toBe(400);
    expect(below.json().error.fields).toEqual([
      { path: 'price', message: 'validation.chat.offer_price_fixed' },
    ]);
    for (const percent of [0, 91, 12.5]) {
      const refused = await offer(owner, { product_id: productIds[0], discount_percent: percent });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields[0]).toEqual({
        path: 'discount_percent',
        message: 'validation.chat.offer_discount',
      });
    }
    expect(validationAr.chat.offer_discount).toBe('خصم المتجر نسبة مئوية صحيحة من ١ إلى ٩٠.');
    expect(validationEn.chat.offer_discount).toBe(
      'The store discount is a whole percentage from 1 to 90.',
    );
    const longer = await offer(owner, { product_id: productIds[0], valid_hours: 5 });
    expect(longer.statusCode).toBe(400);
    expect(longer.json().error.fields[0].path).toBe('valid_hours');
  });

  it('goes into the cart with its pieces at its price and is ordered at that price', async () => {
    const { id } = await sent({ product_id: productIds[0], quantity: 2, discount_percent: 10 });
    const added = await addToCart(id);
    expect(added.statusCode).toBe(201);
    expect(await shownOffer(id)).toMatchObject({ state: 'in_cart', used: true });
    const placed = await placeOrder(added.json().data.item_id);
    expect(placed.statusCode, placed.body).toBe(201);
    const [order] = placed.json().data.orders;
    const detail = (await shopCall(ctx, customer, 'GET', `/api/orders/${order.id}`)).json().data;
    expect(detail.items[0]).toMatchObject({ quantity: 2, unit_price: 486, line_total: 972 });
    expect(await shownOffer(id)).toMatchObject({ state: 'ordered' });
    // Both sides heard of each change live.
    const events = await ctx.database.db
      .select({ data: liveEvents.data })
      .from(liveEvents)
      .where(and(eq(liveEvents.userId, owner.userId), eq(liveEvents.type, 'offer')));
    expect(events.filter((e) => (e.data as { message_id: number }).message_id === id)).toHaveLength(
      2,
    );
    const withdrawn = await shopCall(ctx, owner, 'POST', `/api/messages/${id}/withdraw`);
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json().error.code).toBe('offer_closed');
  });

  it('asks for more pieces than the stock has: refused, the offer stays open', async () => {
    const { id } = await sent({ product_id: productIds[1], quantity: 3 });
    const refused = await addToCart(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('out_of_stock');
    expect(await shownOffer(id)).toMatchObject({ state: 'open', used: false });
  });
});

describe('[CHAT][CART] an expired or withdrawn offer', () => {
  async function expire(messageId: number) {
    await ctx.database.db
      .update(chatMessages)
      .set({ offerExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(chatMessages.id, messageId));
  }

  it('an expired offer is not added, and one that expires in the cart is not ordered', async () => {
    const late = await sent({ product_id: productIds[0] });
    await expire(late.id);
    const refused = await addToCart(late.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('offer_expired');
    expect(errorsAr.offer_expired).toBe('انتهت صلاحية هذا العرض. اطلب من المتجر عرضًا جديدًا.');
    expect(errorsEn.offer_expired).toBe('This offer has expired. Ask the store for a new one.');
    expect(await shownOffer(late.id)).toMatchObject({ state: 'expired' });

    const inCart = await sent({ product_id: productIds[0] });
    const lineId = (await addToCart(inCart.id)).json().data.item_id as number;
    await expire(inCart.id);
    const cart = (await shopCall(ctx, customer, 'GET', '/api/cart')).json().data;
    expect(cart.groups[0].items[0]).toMatchObject({ id: lineId, state: 'unavailable' });
    const placed = await placeOrder(lineId);
    expect(placed.statusCode).toBe(409);
    expect(placed.json().error.code).toBe('offer_expired');
    await clearCart();
  });

  it('the store withdraws an open or carted offer; it cannot be added or ordered', async () => {
    const open = await sent({ product_id: productIds[0] });
    const byCustomer = await shopCall(ctx, customer, 'POST', `/api/messages/${open.id}/withdraw`);
    expect(byCustomer.statusCode).toBe(403);
    const withdrawn = await shopCall(ctx, owner, 'POST', `/api/messages/${open.id}/withdraw`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data.offer).toMatchObject({ state: 'withdrawn' });
    const refused = await addToCart(open.id);
    expect(refused.json().error.code).toBe('offer_withdrawn');

    const carted = await sent({ product_id: productIds[0] });
    const lineId = (await addToCart(carted.id)).json().data.item_id as number;
    expect(
      (await shopCall(ctx, owner, 'POST', `/api/messages/${carted.id}/withdraw`)).statusCode,
    ).toBe(200);
    const placed = await placeOrder(lineId);
    expect(placed.statusCode).toBe(409);
    expect(placed.json().error.code).toBe('offer_withdrawn');
    expect(errorsEn.offer_withdrawn).toBe(
      'The store withdrew this offer, so it cannot be ordered.',
    );
    await clearCart();
  });
});

describe('[CHAT][PERMISSIONS] who makes and withdraws offers', () => {
  it("a sub-reseller with the store's chat right does; one without it, or another seller, does not", async () => {
    const staff = await seller('moderator_reseller');
    await seedStoreStaff(ctx.database.db, { storeId, userId: staff.userId, canChat: true });
    const made = await offer(staff, { product_id: productIds[0] });
    expect(made.statusCode).toBe(201);
    const id = made.json().data.id as number;

    const noStoreRight = await seller('moderator_reseller');
    await seedStoreStaff(ctx.database.db, { storeId, userId: noStoreRight.userId, canChat: false });
    expect((await offer(noStoreRight, { product_id: productIds[0] })).statusCode).toBe(404);
    expect(
      (await shopCall(ctx, noStoreRight, 'POST', `/api/messages/${id}/withdraw`)).statusCode,
    ).toBe(404);

    const noGrant = await seller('moderator_reseller', false);
    await seedStoreStaff(ctx.database.db, { storeId, userId: noGrant.userId, canChat: true });
    expect((await shopCall(ctx, noGrant, 'POST', `/api/messages/${id}/withdraw`)).statusCode).toBe(
      403,
    );

    const otherSeller = await seller('reseller');
    expect(
      (await shopCall(ctx, otherSeller, 'POST', `/api/messages/${id}/withdraw`)).statusCode,
    ).toBe(404);

    const byStaff = await shopCall(ctx, staff, 'POST', `/api/messages/${id}/withdraw`);
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.json().data.offer.state).toBe('withdrawn');
  });
});
