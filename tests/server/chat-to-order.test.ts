// Chat-to-order: a store's chat offer goes into the thread customer's cart in one call,
// one piece at the agreed price, which place-order charges; the offer is used once.
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, products } from '../../server/db/schema';
import { issueSession } from '../../server/modules/auth/auth.service';
import { seedUser } from '../factories';
import {
  delivery,
  requiredAttribute,
  shopCall,
  shopper,
  storeWithProducts,
  type Shopper,
} from './commerce.helpers';
import { useTestApp } from './helper';
import { errorsAr, errorsEn } from './error-texts';

const ctx = useTestApp();

let owner: Shopper;
let customer: Shopper;
let stranger: Shopper;
let storeId: number;
let productIds: number[];
let chatId: number;
let placedOrderId = 0;

beforeAll(async () => {
  const reseller = await seedUser(ctx.database.db, { role: 'reseller' });
  const session = await issueSession(ctx.database.db, ctx.env, {
    userId: reseller.id,
    kind: 'user',
    role: 'reseller',
  });
  owner = { userId: reseller.id, token: session.token };
  customer = await shopper(ctx);
  stranger = await shopper(ctx);
  // 0: in stock, 1: to be archived, 2: to run out, 3: with a required attribute, 4: to archive in the cart
  const s = await storeWithProducts(
    ctx,
    [{ price: 900 }, { price: 500 }, { price: 400 }, { price: 300 }, { price: 200 }],
    { ownerId: reseller.id },
  );
  storeId = s.store.id;
  productIds = s.productIds;
  await ctx.database.db
    .update(products)
    .set({ negotiable: true })
    .where(inArray(products.id, productIds));
  const opened = await shopCall(ctx, customer, 'POST', '/api/chats', { store_id: storeId });
  expect(opened.statusCode).toBe(200);
  chatId = opened.json().data.id;
});

async function sendOffer(productId: number, price: number) {
  const sent = await shopCall(ctx, owner, 'POST', '/api/messages', {
    chat_id: chatId,
    kind: 'offer',
    product_id: productId,
    price,
    body: 'Last price / آخر سعر',
  });
  expect(sent.statusCode).toBe(201);
  return sent.json().data.id as number;
}

function claim(who: Shopper, messageId: number) {
  return shopCall(ctx, who, 'POST', '/api/cart/offer', { message_id: messageId });
}

async function cartLines(who: Shopper) {
  const cart = (await shopCall(ctx, who, 'GET', '/api/cart')).json().data;
  return cart.groups.flatMap((group: { items: unknown[] }) => group.items) as {
    id: number;
    product_id: number;
    quantity: number;
    unit_price: number;
    line_total: number;
    state: string;
    offer_message_id: number | null;
  }[];
}

async function offerUsed(messageId: number) {
  const [row] = await ctx.database.db
    .select({ usedAt: chatMessages.offerUsedAt })
    .from(chatMessages)
    .where(eq(chatMessages.id, messageId));
  return row!.usedAt !== null;
}

describe('[CHAT][CART] chat offer → cart → order', () => {
  it('only the thread customer adds it, at the agreed price, once; place-order charges it', async () => {
    const messageId = await sendOffer(productIds[0]!, 750.5);

    const byStranger = await claim(stranger, messageId);
    expect(byStranger.statusCode).toBe(409);
    expect(byStranger.json().error.code).toBe('offer_not_available');
    const byOwner = await claim(owner, messageId);
    expect(byOwner.statusCode).toBe(409);
    expect(byOwner.json().error.code).toBe('offer_not_available');
    expect(await offerUsed(messageId)).toBe(false);

    const added = await claim(customer, messageId);
    expect(added.statusCode).toBe(201);
    expect(added.json().data.count).toBe(1);
    const lineId = added.json().data.item_id as number;
    const [line] = await cartLines(customer);
    expect(line).toMatchObject({
      id: lineId,
      product_id: productIds[0],
      quantity: 1,
      unit_price: 750.5,
      line_total: 750.5,
      state: 'ok',
      offer_message_id: messageId,
    });
    // The thread shows the offer used.
    const shown = (await shopCall(ctx, customer, 'GET', `/api/messages?chat_id=${chatId}`)).json()
      .data;
    expect(shown.find((m: { id: number }) => m.id === messageId).offer).toMatchObject({
      price: 750.5,
      list_price: 900,
      quantity: 1,
      used: true,
      state: 'in_cart',
      choices: [],
    });

    // A second claim is refused with its own code (the client shows errors.json's ar/en text).
    const again = await claim(customer, messageId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('offer_used');
    expect(errorsAr.offer_used).toBe('استخدمت هذا العرض من قبل: هو في سلتك أو في طلب سابق.');
    expect(errorsEn.offer_used).toBe(
      'You already used this offer: it is in your cart or in an earlier order.',
    );

    // The offer's pieces at its price: the quantity does not change.
    const more = await shopCall(ctx, customer, 'PUT', '/api/cart', { id: lineId, quantity: 2 });
    expect(more.statusCode).toBe(409);
    expect(more.json().error.code).toBe('offer_line_fixed');

    const placed = await shopCall(ctx, customer, 'POST', '/api/cart/place-order', {
      groups: [{ store_id: storeId, item_ids: [lineId], payment_method: 'cash_on_delivery' }],
      delivery: await delivery(ctx),
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data.orders[0];
    placedOrderId = order.id;
    expect(order).toMatchObject({ subtotal: 750.5, items_count: 1 });
    const detail = (await shopCall(ctx, customer, 'GET', `/api/orders/${order.id}`)).json().data;
    expect(detail.items[0]).toMatchObject({ quantity: 1, unit_price: 750.5, line_total: 750.5 });

    // A second order from the same offer: refused.
    const secondOrder = await claim(customer, messageId);
    expect(secondOrder.statusCode).toBe(409);
    expect(secondOrder.json().error.code).toBe('offer_used');
    expect(await cartLines(customer)).toHaveLength(0);
  });

  it('a removed offer line gives the offer back; the product at its own price is another line', async () => {
    const messageId = await sendOffer(productIds[0]!, 800);
    const lineId = (await claim(customer, messageId)).json().data.item_id as number;
    const normal = await shopCall(ctx, customer, 'POST', '/api/cart', {
      product_id: productIds[0],
      quantity: 2,
    });
    expect(normal.statusCode).toBe(201);
    const lines = await cartLines(customer);
    expect(lines.map((l) => [l.unit_price, l.quantity, l.offer_message_id])).toEqual([
      [800, 1, messageId],
      [900, 2, null],
    ]);
    await shopCall(ctx, customer, 'DELETE', `/api/cart?id=${lineId}`);
    expect(await offerUsed(messageId)).toBe(false);
    expect((await claim(customer, messageId)).statusCode).toBe(201);
    for (const line of await cartLines(customer)) {
      await shopCall(ctx, customer, 'DELETE', `/api/cart?id=${line.id}`);
    }
  });

  it('refuses an offer for an archived or out-of-stock product and leaves it unused', async () => {
    const archived = await sendOffer(productIds[1]!, 450);
    const soldOut = await sendOffer(productIds[2]!, 350);
    await ctx.database.db
      .update(products)
      .set({ archivedAt: new Date() })
      .where(eq(products.id, productIds[1]!));
    await ctx.database.db
      .update(products)
      .set({ stockAmount: 0 })
      .where(eq(products.id, productIds[2]!));

    const refusedArchived = await claim(customer, archived);
    expect(refusedArchived.statusCode).toBe(404);
    expect(refusedArchived.json().error.code).toBe('product_not_available');
    const refusedSoldOut = await claim(customer, soldOut);
    expect(refusedSoldOut.statusCode).toBe(409);
    expect(refusedSoldOut.json().error.code).toBe('out_of_stock');
    for (const id of [archived, soldOut]) expect(await offerUsed(id)).toBe(false);
    expect(await cartLines(customer)).toHaveLength(0);
  });

  it('an offer names the variant: required attributes chosen by the store, kept in the cart line', async () => {
    const { small, large } = await requiredAttribute(ctx, productIds[3]!, 40);
    const unchosen = await shopCall(ctx, owner, 'POST', '/api/messages', {
      chat_id: chatId,
      kind: 'offer',
      product_id: productIds[3],
      price: 250,
    });
    expect(unchosen.statusCode).toBe(400);
    expect(unchosen.json().error.code).toBe('attributes_required');
    const chosen = await shopCall(ctx, owner, 'POST', '/api/messages', {
      chat_id: chatId,
      kind: 'offer',
      product_id: productIds[3],
      price: 250,
      attribute_ids: [large],
    });
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json().data.offer).toMatchObject({
      price: 250,
      list_price: 340,
      used: false,
      state: 'open',
      choices: ['Size: L'],
    });
    const lineId = (await claim(customer, chosen.json().data.id)).json().data.item_id as number;
    const [line] = await cartLines(customer);
    // The agreed price stands for the variant (its extra price is part of the bargain).
    expect(line).toMatchObject({ id: lineId, unit_price: 250, state: 'ok' });
    expect(
      (line as unknown as { attributes: { id: number }[] }).attributes.map((a) => a.id),
    ).toEqual([large]);
    expect(small).not.toBe(large);
    await shopCall(ctx, customer, 'DELETE', `/api/cart?id=${lineId}`);
  });

  it('an offer line whose product is archived while in the cart is not ordered', async () => {
    const messageId = await sendOffer(productIds[4]!, 150);
    const lineId = (await claim(customer, messageId)).json().data.item_id as number;
    await ctx.database.db
      .update(products)
      .set({ archivedAt: new Date() })
      .where(eq(products.id, productIds[4]!));
    const [line] = await cartLines(customer);
    expect(line).toMatchObject({ id: lineId, state: 'unavailable' });
    const placed = await shopCall(ctx, customer, 'POST', '/api/cart/place-order', {
      groups: [{ store_id: storeId, item_ids: [lineId], payment_method: 'cash_on_delivery' }],
      delivery: await delivery(ctx),
    });
    expect(placed.statusCode).toBe(409);
    expect(placed.json().error.code).toBe('cart_changed');
  });

  it('a visitor cannot claim an offer', async () => {
    const refused = await shopCall(ctx, null, 'POST', '/api/cart/offer', { message_id: 1 });
    expect(refused.statusCode).toBe(401);
  });
});

describe('[CHAT][ORDERS] a thread opened from an order', () => {
  it('opens the order’s thread for its customer or its store, with the order card once', async () => {
    expect(placedOrderId).toBeGreaterThan(0);
    const opened = await shopCall(ctx, customer, 'POST', '/api/chats', { order_id: placedOrderId });
    expect(opened.statusCode).toBe(200);
    const chat = opened.json().data;
    expect(chat).toMatchObject({ id: chatId, side: 'customer' });
    expect(chat.last_message).toMatchObject({
      kind: 'order',
      side: 'customer',
      order: { id: placedOrderId, status: 'pending', total: expect.any(Number) },
    });
    // Opening again does not repeat the card.
    await shopCall(ctx, customer, 'POST', '/api/chats', { order_id: placedOrderId });
    const messages = (
      await shopCall(ctx, customer, 'GET', `/api/messages?chat_id=${chatId}`)
    ).json().data as { kind: string; order: { id: number } | null }[];
    expect(messages.filter((m) => m.kind === 'order')).toHaveLength(1);

    // The store opens the same thread from the order (its side).
    const byStore = await shopCall(ctx, owner, 'POST', '/api/chats', { order_id: placedOrderId });
    expect(byStore.statusCode).toBe(200);
    expect(byStore.json().data).toMatchObject({ id: chatId, side: 'store' });

    // Nobody else learns of the order.
    const byStranger = await shopCall(ctx, stranger, 'POST', '/api/chats', {
      order_id: placedOrderId,
    });
    expect(byStranger.statusCode).toBe(404);
  });

  it('takes a store or an order, not both, and an order card is not sent by hand', async () => {
    const both = await shopCall(ctx, customer, 'POST', '/api/chats', {
      store_id: storeId,
      order_id: placedOrderId,
    });
    expect(both.statusCode).toBe(400);
    expect((await shopCall(ctx, customer, 'POST', '/api/chats', {})).statusCode).toBe(400);
    const byHand = await shopCall(ctx, customer, 'POST', '/api/messages', {
      chat_id: chatId,
      kind: 'order',
    });
    expect(byHand.statusCode).toBe(400);
  });
});
