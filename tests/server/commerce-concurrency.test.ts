// Commerce reliability: concurrent checkouts never oversell and never overuse a coupon (runs on
// PGlite and, with TEST_DATABASE_URL, on PostgreSQL where the requests really overlap).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons, products } from '../../server/db/schema';
import { delivery, shopCall, shopper, storeWithProducts } from './commerce.helpers';
import { useTestApp } from './helper';

const ctx = useTestApp();

async function shoppersWithLine(count: number, productId: number) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const who = await shopper(ctx);
      const line = (
        await shopCall(ctx, who, 'POST', '/api/cart', { product_id: productId, quantity: 1 })
      ).json().data.item_id as number;
      return { who, line };
    }),
  );
}

describe('[COMMERCE][CONCURRENCY]', () => {
  it('40 concurrent orders for the last 5 units: exactly 5 succeed, none oversold', async () => {
    const s = await storeWithProducts(ctx, [{ price: 10, stock: 40 }]);
    const productId = s.productIds[0]!;
    const buyers = await shoppersWithLine(40, productId);
    await ctx.database.db
      .update(products)
      .set({ stockAmount: 5 })
      .where(eq(products.id, productId));
    const address = await delivery(ctx);
    const answers = await Promise.all(
      buyers.map(({ who, line }) =>
        shopCall(ctx, who, 'POST', '/api/cart/place-order', {
          groups: [{ store_id: s.store.id, item_ids: [line], payment_method: 'cash_on_delivery' }],
          delivery: address,
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code !== 201).every((code) => code === 409)).toBe(true);
    const [row] = await ctx.database.db
      .select({ stock: products.stockAmount })
      .from(products)
      .where(eq(products.id, productId));
    expect(row!.stock).toBe(0);
  });

  it('a coupon with maximum usage 3 and 20 concurrent uses is used exactly 3 times', async () => {
    const s = await storeWithProducts(ctx, [{ price: 10, unlimited: true, stock: 0 }]);
    const code = `RACE${Date.now() % 100000}`;
    const [coupon] = await ctx.database.db
      .insert(coupons)
      .values({ kind: 'site', code, percentage: 10, maxUsage: 3, expiryDate: '2099-12-31' })
      .returning();
    const buyers = await shoppersWithLine(20, s.productIds[0]!);
    const address = await delivery(ctx);
    const answers = await Promise.all(
      buyers.map(({ who, line }) =>
        shopCall(ctx, who, 'POST', '/api/cart/place-order', {
          groups: [
            {
              store_id: s.store.id,
              item_ids: [line],
              payment_method: 'cash_on_delivery',
              coupon: code,
            },
          ],
          delivery: address,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(
      answers
        .filter((answer) => answer.statusCode !== 201)
        .every((answer) => answer.json().error.code === 'coupon_invalid'),
    ).toBe(true);
    const [after] = await ctx.database.db.select().from(coupons).where(eq(coupons.id, coupon!.id));
    expect(after!.usedCount).toBe(3);
  });
});
