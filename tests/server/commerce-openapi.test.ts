// Every commerce call is in the OpenAPI document (shop: cart,
// place-order, orders, cancel, coupons, product-coupon, credit, charge, checkout, callback;
// panel: orders with edit, bulk, exports and reports, coupons, product coupons, invoices), and
// `GET /api/product-coupon` (spec §7) answers what a reseller's product coupon takes off.
import { describe, expect, it } from 'vitest';
import { coupons } from '../../server/db/schema';
import { shopCall, shopper, storeWithProducts } from './commerce.helpers';
import { useTestApp } from './helper';

const ctx = useTestApp();

const NAMED_CALLS: [method: string, path: string][] = [
  ['get', '/api/cart'],
  ['post', '/api/cart'],
  ['put', '/api/cart'],
  ['delete', '/api/cart'],
  ['post', '/api/cart/place-order'],
  ['get', '/api/orders'],
  ['post', '/api/orders'],
  ['post', '/api/orders/cancel'],
  ['get', '/api/coupons'],
  ['get', '/api/product-coupon'],
  ['get', '/api/credit'],
  ['post', '/api/charge'],
  ['post', '/api/checkout'],
  ['post', '/api/callback'],
  ['get', '/api/panel/orders'],
  ['put', '/api/panel/orders/{id}'],
  ['put', '/api/panel/orders/bulk'],
  ['get', '/api/panel/orders/export'],
  ['get', '/api/panel/orders/export-file'],
  ['get', '/api/panel/orders/reports'],
  ['get', '/api/panel/coupons'],
  ['post', '/api/panel/coupons'],
  ['put', '/api/panel/coupons/{id}'],
  ['delete', '/api/panel/coupons/{id}'],
  ['get', '/api/panel/product-coupons'],
  ['post', '/api/panel/product-coupons'],
  ['put', '/api/panel/product-coupons/{id}'],
  ['delete', '/api/panel/product-coupons/{id}'],
  ['get', '/api/panel/invoices'],
  ['put', '/api/panel/invoices/{id}/status'],
  ['delete', '/api/panel/invoices/{id}'],
];

describe('[COMMERCE][OPENAPI] the commerce calls', () => {
  it('are all in the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, unknown>>;
    const missing = NAMED_CALLS.filter(([method, path]) => !paths[path]?.[method]).map(
      ([method, path]) => `${method.toUpperCase()} ${path}`,
    );
    expect(missing).toEqual([]);
  });
});

describe('[COMMERCE] GET /api/product-coupon', () => {
  it('answers the piece price with a product coupon of that product; refuses other codes', async () => {
    const who = await shopper(ctx);
    const s = await storeWithProducts(ctx, [{ price: 200, discount: 10 }, { price: 50 }]);
    const [product, other] = s.productIds as [number, number];
    await ctx.database.db.insert(coupons).values([
      {
        kind: 'product',
        code: 'BAG15',
        percentage: 15,
        maxUsage: 5,
        expiryDate: '2999-12-31',
        productId: product,
        storeId: s.store.id,
      },
      {
        kind: 'product',
        code: 'OLD15',
        percentage: 15,
        maxUsage: 5,
        expiryDate: '2000-01-01',
        productId: product,
        storeId: s.store.id,
      },
      {
        kind: 'product',
        code: 'USEDUP',
        percentage: 15,
        maxUsage: 1,
        usedCount: 1,
        expiryDate: '2999-12-31',
        productId: product,
        storeId: s.store.id,
      },
    ]);

    const ok = await shopCall(
      ctx,
      who,
      'GET',
      `/api/product-coupon?code=bag15&product_id=${product}`,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    // 200 − 10 % = 180.00; 15 % of that is 27.00.
    expect(ok.json().data).toEqual({
      code: 'BAG15',
      product_id: product,
      percentage: 15,
      unit_price: 180,
      discount: 27,
      price_after: 153,
    });

    for (const url of [
      `/api/product-coupon?code=BAG15&product_id=${other}`, // another product
      `/api/product-coupon?code=OLD15&product_id=${product}`, // expired
      `/api/product-coupon?code=USEDUP&product_id=${product}`, // no uses left
      `/api/product-coupon?code=NOPE&product_id=${product}`,
    ]) {
      const refused = await shopCall(ctx, who, 'GET', url);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().error.code).toBe('coupon_invalid');
    }
    const missing = await shopCall(
      ctx,
      who,
      'GET',
      '/api/product-coupon?code=BAG15&product_id=999999',
    );
    expect(missing.statusCode).toBe(404);
    // A visitor signs in first (the shop's coupon checks are for shoppers).
    expect(
      (await shopCall(ctx, null, 'GET', `/api/product-coupon?code=BAG15&product_id=${product}`))
        .statusCode,
    ).toBe(401);
  });
});
