// A production install without Fawry credentials (playwright.production.config.ts): the shopper's
// checkout offers cash on delivery only and places the order; the wallet offers no card charge;
// the sandbox's pages are not there.
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiSignIn,
  gotoInteractive,
  storageWith,
  tr,
  type ApiSession,
  type Lang,
} from '../e2e/fixtures';

const bearer = (session: ApiSession) => ({ Authorization: `Bearer ${session.token}` });

/** A public product in stock with no required attribute, in the shop's language. */
async function pickProduct(api: APIRequestContext, lang: Lang) {
  const list = await api.get('/api/products', { headers: { 'Accept-Language': lang } });
  expect(list.ok(), await list.text()).toBe(true);
  for (const card of (await list.json()).data as { id: number }[]) {
    const response = await api.get(`/api/products/${card.id}`, {
      headers: { 'Accept-Language': lang },
    });
    if (!response.ok()) continue;
    const detail = (await response.json()).data as {
      id: number;
      name: string;
      stock: { state: string; amount: number };
      attributes: { required: boolean }[];
    };
    if (detail.stock.state === 'out_of_stock') continue;
    if (detail.stock.state === 'in_stock' && detail.stock.amount < 2) continue;
    if (detail.attributes.some((attribute) => attribute.required)) continue;
    return detail;
  }
  throw new Error('no public product to order');
}

for (const lang of ['ar', 'en'] as const satisfies readonly Lang[]) {
  test(`[PAYMENTS OFF][${lang}] the checkout offers cash on delivery only, and the order is placed`, async ({
    browser,
    baseURL,
    playwright,
  }) => {
    const api = await playwright.request.newContext({ baseURL });
    const layout = await api.get('/api/layout');
    expect((await layout.json()).data.cardPayments).toBe(false);
    expect((await api.get('/sandbox/fawry/checkout/anything')).status()).toBe(404);

    const shopper = await apiSignIn(api, 'user');
    // Start from an empty cart, then one product.
    const cart = (await (await api.get('/api/cart', { headers: bearer(shopper) })).json()).data as {
      groups: { items: { id: number }[] }[];
    };
    for (const item of cart.groups.flatMap((group) => group.items)) {
      await api.delete(`/api/cart?id=${item.id}`, { headers: bearer(shopper) });
    }
    const product = await pickProduct(api, lang);
    const added = await api.post('/api/cart', {
      headers: bearer(shopper),
      data: { product_id: product.id, quantity: 1, attribute_ids: [] },
    });
    expect(added.ok(), await added.text()).toBe(true);
    await api.dispose();

    const shop = await browser.newContext({
      viewport: { width: 390, height: 844 },
      storageState: storageWith(baseURL, { language: lang, user: shopper, admin: null }),
    });
    const page = await shop.newPage();
    await gotoInteractive(page, '/cart');
    await expect(page.getByTestId('cart-group')).toHaveCount(1);
    await page.getByRole('button', { name: tr(lang, 'commerce.cart.checkout') }).click();
    const group = page.getByTestId('checkout-group');
    await expect(group).toHaveCount(1);

    // Cash on delivery, chosen; no card choice and no card note anywhere.
    const cash = tr(lang, 'commerce.checkout.methods.cash_on_delivery');
    const card = tr(lang, 'commerce.checkout.methods.card');
    await expect(group.getByRole('radio', { name: cash })).toBeChecked();
    await expect(page.getByRole('radio')).toHaveCount(1);
    await expect(page.getByText(card, { exact: true })).toHaveCount(0);
    await expect(page.getByText(tr(lang, 'commerce.checkout.card_note'))).toHaveCount(0);

    await page.getByLabel(tr(lang, 'commerce.checkout.phone')).fill('01012345678');
    const governorate = page.getByLabel(tr(lang, 'commerce.checkout.governorate'));
    await expect(governorate.locator('option').nth(1)).toBeAttached();
    await governorate.selectOption({ index: 1 });
    const area = page.getByLabel(tr(lang, 'commerce.checkout.area'));
    await expect(area.locator('option').nth(1)).toBeAttached();
    await area.selectOption({ index: 1 });
    await page
      .getByLabel(tr(lang, 'commerce.checkout.address'))
      .fill('12 Fouad Street, Alexandria');
    await page.getByRole('button', { name: tr(lang, 'commerce.checkout.place') }).click();
    await expect(page.getByText(tr(lang, 'commerce.checkout.placed'))).toBeVisible();

    // The wallet says charging by card is not available, and offers no charge button.
    await gotoInteractive(page, '/wallet');
    await expect(page.getByTestId('charge-unavailable')).toHaveText(
      tr(lang, 'payments.wallet.card_unavailable'),
    );
    await expect(
      page.getByRole('button', { name: tr(lang, 'payments.wallet.charge_button') }),
    ).toHaveCount(0);
    await shop.close();
  });
}
