// A cart at its line limit: changing the quantity of a line already in it is accepted (the limit
// is on new lines only), and reading a full cart costs the same statements as a short one.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CART_LINES_MAX } from '../../domain/contracts/commerce.contract';
import { shopCall, shopper, storeWithProducts, type Shopper } from './commerce.helpers';
import { useTestApp } from './helper';

const ctx = useTestApp();

let full: Shopper;
let short: Shopper;
let productIds: number[];
let spare: number;

async function add(who: Shopper, productId: number, quantity = 1) {
  return shopCall(ctx, who, 'POST', '/api/cart', { product_id: productId, quantity });
}

/** The statements the database is sent while `work` runs (PGlite; null on PostgreSQL). */
async function statementsDuring(work: () => Promise<unknown>): Promise<number | null> {
  const pglite = ctx.database.pglite;
  if (!pglite) {
    await work();
    return null;
  }
  const query = vi.spyOn(pglite, 'query');
  const exec = vi.spyOn(pglite, 'exec');
  await work();
  const count = query.mock.calls.length + exec.mock.calls.length;
  query.mockRestore();
  exec.mockRestore();
  return count;
}

beforeAll(async () => {
  // Two stores, so the full cart has more than one group.
  const half = CART_LINES_MAX / 2;
  const first = await storeWithProducts(
    ctx,
    Array.from({ length: half }, (_, i) => ({ price: 10 + i, stock: 50 })),
  );
  const second = await storeWithProducts(
    ctx,
    Array.from({ length: half + 1 }, (_, i) => ({ price: 20 + i, stock: 50 })),
  );
  productIds = [...first.productIds, ...second.productIds.slice(0, half)];
  spare = second.productIds[half]!;
  full = await shopper(ctx);
  short = await shopper(ctx);
  for (const id of productIds) expect((await add(full, id)).statusCode).toBe(201);
  for (const id of productIds.slice(0, 3)) expect((await add(short, id)).statusCode).toBe(201);
}, 120_000);

afterEach(() => vi.restoreAllMocks());

describe('[CART] at its line limit', () => {
  it('adds to a line already in a full cart, and sets its quantity', async () => {
    const again = await add(full, productIds[7]!, 2);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.count).toBe(CART_LINES_MAX);

    const cart = (await shopCall(ctx, full, 'GET', '/api/cart')).json().data;
    const line = cart.groups
      .flatMap((group: { items: { id: number; product_id: number }[] }) => group.items)
      .find((item: { product_id: number }) => item.product_id === productIds[7]);
    expect(line.quantity).toBe(3);

    const set = await shopCall(ctx, full, 'PUT', '/api/cart', { id: line.id, quantity: 5 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ count: CART_LINES_MAX, item_id: line.id });
  });

  it('refuses a new line past the limit', async () => {
    const refused = await add(full, spare);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('validation_failed');
  });

  it('answers a 100-line cart in full, with as many statements as a 3-line one', async () => {
    let cart: { count: number; groups: { items: { product_id: number }[] }[] } | undefined;
    const fullStatements = await statementsDuring(async () => {
      cart = (await shopCall(ctx, full, 'GET', '/api/cart')).json().data;
    });
    expect(cart!.count).toBe(CART_LINES_MAX);
    expect(cart!.groups).toHaveLength(2);
    const ids = cart!.groups.flatMap((group) => group.items.map((item) => item.product_id));
    expect(ids.sort((a, b) => a - b)).toEqual([...productIds].sort((a, b) => a - b));

    const shortStatements = await statementsDuring(() => shopCall(ctx, short, 'GET', '/api/cart'));
    if (fullStatements === null) return;
    expect(fullStatements).toBeGreaterThan(0);
    expect(fullStatements).toBe(shortStatements);
  });
});
