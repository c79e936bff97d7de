// Guest orders (spec §6): a visitor orders from a store that takes orders without login,
// straight from the product page; a guest account is made and signed in, the order shows in
// /orders, and the guest keeps the account with a password (the email code signs them in again).
// Arabic and English on a phone, against the real server and database.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { gotoInteractive, newShopper, outboxCode, storageWith, tr, type Lang } from './fixtures';

interface Card {
  id: number;
}

/** A product of a store that takes guest orders: in stock, with no required attribute. */
async function guestProduct(api: APIRequestContext, used: Set<number>) {
  for (const store of ['hend.boutique', 'nour.kids', 'techzone.eg']) {
    const list = await api.get(`/api/products?store=${store}&per_page=48`);
    if (!list.ok()) continue;
    for (const card of ((await list.json()) as { data: Card[] }).data) {
      if (used.has(card.id)) continue;
      const response = await api.get(`/api/products/${card.id}`);
      if (!response.ok()) continue;
      const detail = (await response.json()).data as {
        stock: { state: string; amount: number };
        attributes: { required: boolean }[];
        store: { authorizedOrders: boolean; username: string };
      };
      if (!detail.store.authorizedOrders) continue;
      if (detail.stock.state === 'out_of_stock') continue;
      if (detail.stock.state === 'in_stock' && detail.stock.amount < 2) continue;
      if (detail.attributes.some((attribute) => attribute.required)) continue;
      used.add(card.id);
      return { id: card.id, store: detail.store.username };
    }
  }
  throw new Error('no product of a store that takes guest orders');
}

const used = new Set<number>();

for (const lang of ['ar', 'en'] as const satisfies readonly Lang[]) {
  test(`[COMMERCE][GUEST][${lang}] a visitor orders as a guest, follows the order, keeps the account`, async ({
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL });
    const product = await guestProduct(api, used);

    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      storageState: storageWith(baseURL, { language: lang, user: null, admin: null }),
    });
    const page = await context.newPage();
    await gotoInteractive(page, `/products/${product.store}/${product.id}`);
    await page.getByRole('button', { name: tr(lang, 'guest_checkout.button') }).click();
    const form = page.getByRole('form', { name: tr(lang, 'guest_checkout.title') });
    await expect(form).toBeVisible();

    // The address is checked before anything is sent.
    await form.getByRole('button', { name: tr(lang, 'guest_checkout.place') }).click();
    await expect(form.getByText(tr(lang, 'validation.required')).first()).toBeVisible();

    await form.getByLabel(tr(lang, 'commerce.checkout.client_name')).fill('Mona Adel');
    await form.getByLabel(tr(lang, 'commerce.checkout.phone')).fill('01012345678');
    const governorate = form.getByLabel(tr(lang, 'commerce.checkout.governorate'));
    await expect(governorate.locator('option').nth(1)).toBeAttached();
    await governorate.selectOption({ index: 1 });
    const area = form.getByLabel(tr(lang, 'commerce.checkout.area'));
    await expect(area.locator('option').nth(1)).toBeAttached();
    await area.selectOption({ index: 1 });
    await form
      .getByLabel(tr(lang, 'commerce.checkout.address'))
      .fill('12 Fouad Street, Alexandria');
    await form.getByRole('button', { name: tr(lang, 'guest_checkout.place') }).click();

    // Signed in as the guest: the order is in /orders, pending, with the keep-account reminder.
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByTestId('order-card')).toHaveCount(1);
    await expect(page.getByText(tr(lang, 'commerce.orders.status.pending'))).toBeVisible();
    await expect(page.getByTestId('guest-banner')).toBeVisible();

    // Keep the account: username, email, password; the email's code signs the account in.
    await page.getByRole('link', { name: tr(lang, 'guest_checkout.banner_link') }).click();
    await expect(page).toHaveURL(/\/profile\/password$/);
    const details = newShopper(`g${lang}`);
    await page.getByLabel(tr(lang, 'account.fields.username')).fill(details.username);
    await page.getByLabel(tr(lang, 'account.fields.email')).fill(details.email);
    // The labels carry the required mark; "password" is also inside "confirm password".
    await page.getByLabel(tr(lang, 'account.fields.password')).first().fill(details.password);
    await page.getByLabel(tr(lang, 'account.fields.password_confirmation')).fill(details.password);
    await page.getByRole('button', { name: tr(lang, 'guest_checkout.keep.submit') }).click();
    await expect(page).toHaveURL(/\/otp$/);
    const code = await outboxCode(api, details.email);
    await page.getByLabel(tr(lang, 'account.fields.code')).fill(code);
    await expect(page).not.toHaveURL(/\/otp$/);

    // The same order, now on a full account (no guest reminder).
    await gotoInteractive(page, '/orders');
    await expect(page.getByTestId('order-card')).toHaveCount(1);
    await expect(page.getByTestId('guest-banner')).toHaveCount(0);
    await api.dispose();
    await context.close();
  });
}

// The card specs pick among the same few products apart from the ones above (each checks that
// two units are left, and orders one).
const usedByCard = new Set<number>();

for (const lang of ['ar', 'en'] as const satisfies readonly Lang[]) {
  test(`[COMMERCE][GUEST][${lang}] a visitor orders one product by card, pays on the checkout page and sees it paid`, async ({
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL });
    const product = await guestProduct(api, usedByCard);
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      storageState: storageWith(baseURL, { language: lang, user: null, admin: null }),
    });
    const page = await context.newPage();
    await gotoInteractive(page, `/products/${product.store}/${product.id}`);
    await page.getByRole('button', { name: tr(lang, 'guest_checkout.button') }).click();
    const form = page.getByRole('form', { name: tr(lang, 'guest_checkout.title') });
    await form.getByLabel(tr(lang, 'commerce.checkout.client_name')).fill('Karim Samy');
    await form.getByLabel(tr(lang, 'commerce.checkout.phone')).fill('01112345678');
    const governorate = form.getByLabel(tr(lang, 'commerce.checkout.governorate'));
    await expect(governorate.locator('option').nth(1)).toBeAttached();
    await governorate.selectOption({ index: 1 });
    const area = form.getByLabel(tr(lang, 'commerce.checkout.area'));
    await expect(area.locator('option').nth(1)).toBeAttached();
    await area.selectOption({ index: 1 });
    await form.getByLabel(tr(lang, 'commerce.checkout.address')).fill('3 Tahrir Square, Cairo');
    await form.getByText(tr(lang, 'commerce.checkout.methods.card'), { exact: true }).click();
    await form.getByRole('button', { name: tr(lang, 'guest_checkout.place') }).click();

    // The order is answered with its checkout: the card page opens and pays it.
    await page.waitForURL(/\/sandbox\/fawry\/checkout\//);
    await page.getByRole('button', { name: /4242 4242 4242 4242/ }).click();
    await page.waitForURL(/\/payment-state\/orders\?ref=/);
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-tone', 'success');

    // The server kept answering: the guest's order list shows the order paid.
    await gotoInteractive(page, '/orders');
    const card = page.getByTestId('order-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(tr(lang, 'commerce.orders.payment_status.paid'));
    await api.dispose();
    await context.close();
  });
}
