// A declined card payment keeps the order: on the payment result page the shopper pays again
// through the built-in sandbox and the order shows paid, or chooses to pay on delivery instead
// and the order becomes a cash order. Arabic and English, on a phone, against the real server.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { orderableProducts } from './order-fixtures';
import {
  apiRegister,
  apiSignIn,
  gotoInteractive,
  storageWith,
  tr,
  type ApiSession,
  type Lang,
} from './fixtures';

const bearer = (session: ApiSession) => ({ Authorization: `Bearer ${session.token}` });

async function getData<T>(api: APIRequestContext, url: string, session?: ApiSession): Promise<T> {
  const response = await api.get(url, session ? { headers: bearer(session) } : {});
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A public product in stock with no required attribute (any store). */
async function someProduct(api: APIRequestContext, admin: ApiSession): Promise<number> {
  for await (const row of orderableProducts(api, admin, 3)) return row.id;
  throw new Error('no orderable product');
}

/** The shopper's card order, placed over the API; answers its id and the sandbox checkout. */
async function placeCardOrder(api: APIRequestContext, shopper: ApiSession, productId: number) {
  const headers = bearer(shopper);
  const added = await api.post('/api/cart', {
    headers,
    data: { product_id: productId, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const itemId = ((await added.json()).data as { item_id: number }).item_id;
  const product = await getData<{ store: { id: number } }>(api, `/api/products/${productId}`);
  const [governorate] = await getData<{ id: number }[]>(api, '/api/governorates');
  const [area] = await getData<{ id: number }[]>(api, `/api/areas?governorate=${governorate!.id}`);
  const placed = await api.post('/api/cart/place-order', {
    headers,
    data: {
      groups: [{ store_id: product.store.id, item_ids: [itemId], payment_method: 'card' }],
      delivery: {
        client_name: 'Mona Adel',
        phone: '01012345678',
        governorate_id: governorate!.id,
        area_id: area!.id,
        address: '12 Fouad Street, Alexandria',
      },
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const data = (await placed.json()).data as {
    orders: { id: number }[];
    payment: { checkout_url: string };
  };
  return { id: data.orders[0]!.id, checkoutUrl: data.payment.checkout_url };
}

/** Declines the card on the sandbox's page and lands on the kept order's choices. */
async function decline(page: Page, lang: Lang, checkoutUrl: string) {
  await page.goto(`${checkoutUrl}?lang=${lang}`);
  await page.getByRole('button', { name: /4000 0000 0000 0002/ }).click();
  await page.waitForURL(/\/payment-state\/orders\?ref=/);
  const result = page.getByTestId('payment-result');
  await expect(result).toHaveAttribute('data-tone', 'failure');
  await expect(result.getByTestId('order-awaiting-payment')).toBeVisible();
  return result;
}

for (const lang of ['ar', 'en'] as const satisfies readonly Lang[]) {
  test.describe(`[PAYMENTS][${lang}] a declined card keeps the order`, () => {
    let order: { id: number; checkoutUrl: string };

    test.use({
      viewport: { width: 390, height: 844 },
      storageState: async ({ baseURL, playwright }, use) => {
        const api = await playwright.request.newContext({ baseURL });
        const details = await apiRegister(api, `again${lang}`);
        const shopper = await apiSignIn(api, details.username, { password: details.password });
        const admin = await apiSignIn(api, 'admin2', { panel: true });
        order = await placeCardOrder(api, shopper, await someProduct(api, admin));
        await api.dispose();
        await use(storageWith(baseURL, { language: lang, user: shopper, admin: null }));
      },
    });

    test(`[PAYMENTS][${lang}] declined → pay again → the order shows paid`, async ({ page }) => {
      const result = await decline(page, lang, order.checkoutUrl);
      await result.getByRole('button', { name: tr(lang, 'commerce.orders.pay_again') }).click();
      // A new attempt: a new sandbox page, paid with the success card.
      await page.waitForURL(/\/sandbox\/fawry\/checkout\//);
      expect(page.url()).not.toContain(order.checkoutUrl);
      await page.getByRole('button', { name: /4242 4242 4242 4242/ }).click();
      await page.waitForURL(/\/payment-state\/orders\?ref=/);
      await expect(page.getByTestId('payment-result')).toHaveAttribute('data-tone', 'success');

      await gotoInteractive(page, '/orders');
      const card = page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);
      await expect(card).toContainText(
        `${tr(lang, 'commerce.checkout.methods.card')} · ${tr(lang, 'commerce.orders.payment_status.paid')}`,
      );
      await expect(card.getByTestId('order-awaiting-payment')).toHaveCount(0);
    });

    test(`[PAYMENTS][${lang}] declined → pay on delivery instead → a cash order`, async ({
      page,
    }) => {
      // The orders list offers the same choices while the order waits.
      await decline(page, lang, order.checkoutUrl);
      await gotoInteractive(page, '/orders');
      const card = page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);
      const waiting = card.getByTestId('order-awaiting-payment');
      await expect(waiting).toBeVisible();
      await expect(
        waiting.getByRole('button', { name: tr(lang, 'commerce.orders.pay_again') }),
      ).toBeVisible();
      await waiting
        .getByRole('button', { name: tr(lang, 'commerce.orders.pay_on_delivery') })
        .click();
      await expect(page.getByText(tr(lang, 'commerce.orders.paying_on_delivery'))).toBeVisible();
      await expect(card).toContainText(
        `${tr(lang, 'commerce.checkout.methods.cash_on_delivery')} · ${tr(lang, 'commerce.orders.payment_status.unpaid')}`,
      );
      await expect(card.getByTestId('order-awaiting-payment')).toHaveCount(0);
      await expect(card.getByTestId('order-status')).toHaveText(
        tr(lang, 'commerce.orders.status.pending'),
      );
    });
  });
}
