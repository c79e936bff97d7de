// Card payments in production: without Fawry credentials there is no provider — no sandbox pages,
// every card path refused with `card_payments_unavailable` before anything is written, the layout
// tells the shop; PAYMENT_SANDBOX=true brings the sandbox back (and the banner shouts it).
import { describe, expect, it } from 'vitest';
import { packages } from '../../server/db/schema';
import { readEnv } from '../../server/env';
import { paymentBannerLines } from '../../server/providers/payments';
import { issueSession } from '../../server/modules/auth/auth.service';
import { seedStore, seedUser } from '../factories';
import { delivery, shopCall, shopper, storeWithProducts, type Shopper } from './commerce.helpers';
import { useTestApp, type TestContext } from './helper';
import { errorsAr, errorsEn } from './error-texts';

const PRODUCTION = { NODE_ENV: 'production', LOG_LEVEL: 'silent' };

const messages = (language: 'ar' | 'en') => (language === 'ar' ? errorsAr : errorsEn);

async function productStock(ctx: TestContext, productId: number) {
  const response = await shopCall(ctx, null, 'GET', `/api/products/${productId}`);
  expect(response.statusCode).toBe(200);
  return response.json().data.stock as { state: string; amount: number };
}

async function cartLine(ctx: TestContext, who: Shopper, productId: number, quantity: number) {
  const added = await shopCall(ctx, who, 'POST', '/api/cart', {
    product_id: productId,
    quantity,
    attribute_ids: [],
  });
  expect(added.statusCode).toBe(201);
  return added.json().data.item_id as number;
}

function expectRefused(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(400);
  expect((response.json() as { error: { code: string } }).error.code).toBe(
    'card_payments_unavailable',
  );
}

describe('production without Fawry credentials: no card payments', () => {
  const ctx = useTestApp(PRODUCTION);

  it('the layout says card payments are off and the cart offers cash on delivery only', async () => {
    const who = await shopper(ctx);
    const layout = (await shopCall(ctx, who, 'GET', '/api/layout')).json().data;
    expect(layout.cardPayments).toBe(false);
    const shop = await storeWithProducts(ctx, [{ price: 100, stock: 5 }]);
    await cartLine(ctx, who, shop.productIds[0]!, 1);
    const cart = (await shopCall(ctx, who, 'GET', '/api/cart')).json().data;
    expect(cart.groups[0].store.payment_methods).toEqual(['cash_on_delivery']);
  });

  it('a card order is refused with the bilingual message: no order, no stock taken, cart kept', async () => {
    const who = await shopper(ctx);
    const address = await delivery(ctx);
    const shop = await storeWithProducts(ctx, [{ price: 5000, stock: 3 }]);
    const productId = shop.productIds[0]!;
    const line = await cartLine(ctx, who, productId, 2);
    const before = await productStock(ctx, productId);

    for (const language of ['ar', 'en'] as const) {
      const response = await shopCall(
        ctx,
        who,
        'POST',
        '/api/cart/place-order',
        {
          groups: [{ store_id: shop.store.id, item_ids: [line], payment_method: 'card' }],
          delivery: address,
        },
        { 'accept-language': language },
      );
      expectRefused(response);
    }
    // The message the shop shows for the code, in both languages.
    expect(messages('ar').card_payments_unavailable).toMatch(/الدفع بالبطاقة غير متاح/);
    expect(messages('en').card_payments_unavailable).toMatch(/Card payments are not available/);

    expect((await shopCall(ctx, who, 'GET', '/api/orders')).json().meta.total).toBe(0);
    expect(await productStock(ctx, productId)).toEqual(before);
    const cart = (await shopCall(ctx, who, 'GET', '/api/cart')).json().data;
    expect(cart.groups[0].items.map((item: { id: number }) => item.id)).toEqual([line]);

    // Cash on delivery still works.
    const cod = await shopCall(ctx, who, 'POST', '/api/cart/place-order', {
      groups: [{ store_id: shop.store.id, item_ids: [line], payment_method: 'cash_on_delivery' }],
      delivery: address,
    });
    expect(cod.statusCode).toBe(201);
    expect((await productStock(ctx, productId)).amount).toBe(before.amount - 2);
  });

  it('a direct (product page) card order is refused and leaves no order', async () => {
    const who = await shopper(ctx);
    const shop = await storeWithProducts(ctx, [{ price: 80, stock: 4 }]);
    const response = await shopCall(ctx, who, 'POST', '/api/orders', {
      store_id: shop.store.id,
      items: [{ product_id: shop.productIds[0]!, quantity: 1, attribute_ids: [] }],
      payment_method: 'card',
      delivery: await delivery(ctx),
    });
    expectRefused(response);
    expect((await shopCall(ctx, who, 'GET', '/api/orders')).json().meta.total).toBe(0);
    expect((await productStock(ctx, shop.productIds[0]!)).amount).toBe(4);
  });

  it('a wallet charge by card is refused and the wallet shows no pending invoice', async () => {
    const who = await shopper(ctx);
    expectRefused(await shopCall(ctx, who, 'POST', '/api/charge', { amount: 5000 }));
    const wallet = (await shopCall(ctx, who, 'GET', '/api/credit')).json().data;
    expect(wallet).toMatchObject({ balance: 0, invoices: [] });
  });

  it('a package bought by card is refused and no invoice is written', async () => {
    const reseller = await seedUser(ctx.database.db, { role: 'reseller' });
    const session = await issueSession(ctx.database.db, ctx.env, {
      userId: reseller.id,
      kind: 'user',
      role: 'reseller',
    });
    const owner = { userId: reseller.id, token: session.token };
    const [pkg] = await ctx.database.db
      .insert(packages)
      .values({
        nameAr: 'باقة البطاقة',
        nameEn: 'Card package',
        price: 150,
        productsCount: 20,
        durationDays: 30,
        sort: 990,
      })
      .returning({ id: packages.id });
    const store = await seedStore(ctx.database.db, {
      ownerId: owner.userId,
      packageId: null,
      expiresAt: null,
    });
    const response = await shopCall(ctx, owner, 'POST', '/api/subscriptions/upgrade', {
      store_id: store.id,
      package_id: pkg!.id,
      pay: 'card',
    });
    expectRefused(response);
    const wallet = (await shopCall(ctx, owner, 'GET', '/api/credit')).json().data;
    expect(wallet.invoices).toEqual([]);
  });

  it('the sandbox pages do not exist and a callback is refused', async () => {
    for (const url of ['/sandbox/fawry/checkout/abc', '/sandbox/fawry/checkout/abc?lang=en']) {
      expect((await shopCall(ctx, null, 'GET', url)).statusCode).toBe(404);
    }
    const posted = await ctx.app.inject({
      method: 'POST',
      url: '/sandbox/fawry/checkout/abc',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'card_number=4242424242424242&action=pay',
    });
    expect(posted.statusCode).toBe(404);
    const callback = await shopCall(ctx, null, 'POST', '/api/callback', {
      fawryRefNumber: '123456789',
      merchantRefNumber: 'abcdefgh',
      paymentAmount: 100,
      orderAmount: 100,
      orderStatus: 'PAID',
      messageSignature: 'f'.repeat(64),
    });
    expectRefused(callback);
  });

  it('the start-up banner says card payments are off', () => {
    expect(paymentBannerLines(ctx.env).join('\n')).toMatch(/Card payments are OFF/);
  });
});

describe('production with PAYMENT_SANDBOX=true: the sandbox, said loudly', () => {
  const ctx = useTestApp({ ...PRODUCTION, PAYMENT_SANDBOX: 'true' });

  it('takes a card order through the sandbox pages', async () => {
    const who = await shopper(ctx);
    expect((await shopCall(ctx, who, 'GET', '/api/layout')).json().data.cardPayments).toBe(true);
    const shop = await storeWithProducts(ctx, [{ price: 100, stock: 5 }]);
    const line = await cartLine(ctx, who, shop.productIds[0]!, 1);
    const placed = await shopCall(ctx, who, 'POST', '/api/cart/place-order', {
      groups: [{ store_id: shop.store.id, item_ids: [line], payment_method: 'card' }],
      delivery: await delivery(ctx),
    });
    expect(placed.statusCode).toBe(201);
    const checkoutUrl = placed.json().data.payment.checkout_url as string;
    expect(checkoutUrl).toMatch(/^\/sandbox\/fawry\/checkout\//);
    const page = await shopCall(ctx, null, 'GET', `${checkoutUrl}?lang=en`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('no real money is taken');
  });

  it('the start-up banner says so in capitals', () => {
    const banner = paymentBannerLines(ctx.env).join('\n');
    expect(banner).toContain('PAYMENT SANDBOX IS ON IN PRODUCTION');
    expect(banner).toContain('NO MONEY IS TAKEN');
  });
});

describe('PAYMENT_SANDBOX as read at start', () => {
  const base = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) } as const;
  it('is off in production, on in development and tests, unless set', () => {
    expect(readEnv(base).paymentSandbox).toBe(false);
    expect(readEnv({ ...base, PAYMENT_SANDBOX: 'true' }).paymentSandbox).toBe(true);
    expect(readEnv({ ...base, NODE_ENV: 'development' }).paymentSandbox).toBe(true);
    expect(readEnv({ ...base, NODE_ENV: 'test' }).paymentSandbox).toBe(true);
    expect(
      readEnv({ ...base, NODE_ENV: 'development', PAYMENT_SANDBOX: 'false' }).paymentSandbox,
    ).toBe(false);
  });

  it('stops the start when set to true with Fawry credentials, or to another word', () => {
    const fawry = {
      FAWRY_MERCHANT_CODE: 'm',
      FAWRY_SECURE_KEY: 'k',
      FAWRY_BASE_URL: 'https://atfawry.fawrystaging.com',
    };
    expect(() => readEnv({ ...base, ...fawry, PAYMENT_SANDBOX: 'true' })).toThrow(
      /PAYMENT_SANDBOX/,
    );
    expect(() => readEnv({ ...base, PAYMENT_SANDBOX: 'yes' })).toThrow(/PAYMENT_SANDBOX/);
    expect(readEnv({ ...base, ...fawry }).paymentSandbox).toBe(false);
  });
});
