// A guest orders, follows the order, then keeps the account (spec §6 guest orders).
import { describe, expect, it } from 'vitest';
import { delivery, shopCall, shopper, storeWithProducts } from './commerce.helpers';
import { call, lastMessage, unique } from './accounts.helpers';
import { useTestApp } from './helper';

const ctx = useTestApp();

async function guestOrder() {
  const s = await storeWithProducts(ctx, [{ price: 45, stock: 5 }], { authorizedOrders: true });
  const response = await shopCall(ctx, null, 'POST', '/api/orders', {
    store_id: s.store.id,
    items: [{ product_id: s.productIds[0]!, quantity: 1 }],
    payment_method: 'cash_on_delivery',
    delivery: await delivery(ctx),
  });
  expect(response.statusCode).toBe(201);
  const data = response.json().data;
  return { orderId: data.orders[0].id as number, token: data.session.token as string };
}

describe('[COMMERCE][GUEST ACCOUNT]', () => {
  it('a guest keeps the account: role user, the email code signs them in, the order is still theirs', async () => {
    const { orderId, token } = await guestOrder();
    const id = unique();
    const email = `g${id}@example.com`;
    const kept = await call(
      ctx.app,
      '/api/profile/keep-account',
      {
        username: `g${id}`,
        email,
        password: 'Keep1234',
        password_confirmation: 'Keep1234',
      },
      { token, language: 'en' },
    );
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.verification).toMatchObject({ channel: 'email', target: email });
    // The guest session ended with the upgrade.
    expect((await call(ctx.app, '/api/orders', undefined, { token })).statusCode).toBe(401);

    const { code } = await lastMessage(ctx.app, email);
    const verified = await call(ctx.app, '/api/verify', { email, code });
    expect(verified.statusCode).toBe(200);
    const session = verified.json().data.session;
    expect(session.role).toBe('user');
    const mine = await call(ctx.app, '/api/orders', undefined, { token: session.token });
    expect(mine.json().data.map((order: { id: number }) => order.id)).toEqual([orderId]);

    // And the password signs in from now on.
    const login = await call(ctx.app, '/api/login', { identifier: email, password: 'Keep1234' });
    expect(login.json().data.status).toBe('signed_in');
  });

  it('names the taken field, and refuses anyone but a guest', async () => {
    const { token } = await guestOrder();
    const first = await guestOrder();
    const id = unique();
    const body = {
      username: `h${id}`,
      email: `h${id}@example.com`,
      password: 'Keep1234',
      password_confirmation: 'Keep1234',
    };
    expect(
      (await call(ctx.app, '/api/profile/keep-account', body, { token: first.token })).statusCode,
    ).toBe(200);
    const taken = await call(ctx.app, '/api/profile/keep-account', body, {
      token,
      language: 'en',
    });
    expect(taken.statusCode).toBe(409);
    // An email is claimed when verified (accounts' squatting rule); the username at once.
    expect(taken.json().error.fields.map((field: { path: string }) => field.path)).toEqual([
      'username',
    ]);
    const user = await shopper(ctx);
    const refused = await call(
      ctx.app,
      '/api/profile/keep-account',
      { ...body, username: `u${id}`, email: `u${id}@example.com` },
      { token: user.token },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('not_authorized');
  });

  it('checks the password confirmation', async () => {
    const { token } = await guestOrder();
    const id = unique();
    const response = await call(
      ctx.app,
      '/api/profile/keep-account',
      {
        username: `k${id}`,
        email: `k${id}@example.com`,
        password: 'Keep1234',
        password_confirmation: 'Other1234',
      },
      { token },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[0].path).toBe('password_confirmation');
  });
});
