// What a new shopper meets first: empty orders lead to the shop, the rating area
// says when rating opens, checkout starts with the account's phone and reads quantities in the
// language's digits, and push is offered after the first order, never on arrival, and a "Not now"
// is kept.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiRegister,
  apiSignIn,
  atPath,
  gotoInteractive,
  storageWith,
  tr,
  type ApiSession,
  type Lang,
} from './fixtures';

/** Counts the page's calls of Notification.requestPermission (the browser's own prompt). */
async function countPermissionRequests(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { permissionRequests: number };
    counted.permissionRequests = 0;
    if (!('Notification' in window)) return;
    const original = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args) => {
      counted.permissionRequests += 1;
      return original(...args);
    };
  });
}

/** The product's ratings load as they near the screen: scroll like a shopper until they show. */
async function rateHint(page: Page) {
  const hint = page.getByTestId('rate-hint');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(hint).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return hint;
}

const permissionRequests = (page: Page) =>
  page.evaluate(() => (window as unknown as { permissionRequests: number }).permissionRequests);

/** Puts three of an orderable product (no required choices) in the shopper's cart. */
async function fillCart(api: APIRequestContext, shopper: ApiSession) {
  const headers = { authorization: `Bearer ${shopper.token}` };
  const list = await api.get('/api/products');
  for (const product of (await list.json()).data as { id: number }[]) {
    const added = await api.post('/api/cart', {
      headers,
      data: { product_id: product.id, quantity: 3 },
    });
    if (added.ok()) return;
  }
  throw new Error('no orderable product');
}

async function placeOrder(page: Page, lang: Lang) {
  await gotoInteractive(page, '/cart');
  await page.getByRole('button', { name: tr(lang, 'commerce.cart.checkout') }).click();
  const governorate = page.getByLabel(tr(lang, 'commerce.checkout.governorate'));
  await expect(governorate.locator('option').nth(1)).toBeAttached();
  await governorate.selectOption({ index: 1 });
  const area = page.getByLabel(tr(lang, 'commerce.checkout.area'));
  await expect(area.locator('option').nth(1)).toBeAttached();
  await area.selectOption({ index: 1 });
  await page.getByLabel(tr(lang, 'commerce.checkout.address')).fill('12 Fouad Street, Alexandria');
  await page.getByRole('button', { name: tr(lang, 'commerce.checkout.place') }).click();
  await expect(page).toHaveURL(atPath('/orders'));
}

for (const lang of ['ar', 'en'] as const satisfies readonly Lang[]) {
  test.describe(`[FIRSTS][${lang}]`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test(`[FIRSTS][${lang}] a new shopper's empty orders lead to the shop, and a product says when rating opens`, async ({
      browser,
      baseURL,
      playwright,
    }) => {
      const api = await playwright.request.newContext({ baseURL });
      const details = await apiRegister(api, `first${lang}`);
      const shopper = await apiSignIn(api, details.username, { password: details.password });
      const [product] = (await (await api.get('/api/products?per_page=1')).json()).data as {
        id: number;
        store_username: string;
      }[];
      await api.dispose();
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        storageState: storageWith(baseURL, { language: lang, user: shopper, admin: null }),
      });
      const page = await context.newPage();

      await gotoInteractive(page, '/orders');
      const orders = page.getByTestId('empty-state');
      await expect(orders).toContainText(tr(lang, 'commerce.orders.empty_hint'));
      await orders.getByRole('link', { name: tr(lang, 'commerce.orders.browse') }).click();
      await expect(page.getByTestId('product-card').first()).toBeVisible();

      await gotoInteractive(page, `/products/${product!.store_username}/${product!.id}`);
      await expect(await rateHint(page)).toHaveText(
        tr(lang, 'feedback.ratings.refusal.not_delivered'),
      );
      await context.close();
    });

    test(`[FIRSTS][${lang}] checkout starts with the phone, and push is asked after the first order only, a "Not now" kept`, async ({
      browser,
      baseURL,
      playwright,
    }) => {
      const api = await playwright.request.newContext({ baseURL });
      const details = await apiRegister(api, `push${lang}`);
      const shopper = await apiSignIn(api, details.username, { password: details.password });
      await fillCart(api, shopper);
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        storageState: storageWith(baseURL, { language: lang, user: shopper, admin: null }),
      });
      const page = await context.newPage();
      await countPermissionRequests(page);

      // First visit: no question, neither ours nor the browser's.
      await gotoInteractive(page, '/');
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await expect(page.getByTestId('push-prompt')).toHaveCount(0);
      expect(await permissionRequests(page)).toBe(0);
      expect(await page.evaluate(() => Notification.permission)).toBe('default');

      await gotoInteractive(page, '/cart');
      await page.getByRole('button', { name: tr(lang, 'commerce.cart.checkout') }).click();
      await expect(page.getByLabel(tr(lang, 'commerce.checkout.phone'))).toHaveValue(details.phone);
      await expect(page.getByTestId('checkout-group')).toContainText(lang === 'ar' ? '× ٣' : '× 3');

      await placeOrder(page, lang);
      const prompt = page.getByTestId('push-prompt');
      await expect(prompt).toContainText(tr(lang, 'push.prompt.order'));
      await prompt.getByRole('button', { name: tr(lang, 'push.prompt.later') }).click();
      await expect(prompt).toHaveCount(0);
      expect(await permissionRequests(page)).toBe(0);

      // The next order, after a reload: the "Not now" still holds.
      const again = await playwright.request.newContext({ baseURL });
      await fillCart(again, shopper);
      await again.dispose();
      await placeOrder(page, lang);
      await expect(page.getByTestId('order-card').first()).toBeVisible();
      await expect(page.getByTestId('push-prompt')).toHaveCount(0);
      expect(await permissionRequests(page)).toBe(0);
      await api.dispose();
      await context.close();
    });
  });
}
