// Pay at Fawry, against the real server and the built-in sandbox, Arabic and English on a phone: a
// shopper checks out one store group with a Fawry reference and sees it large in both digit
// shapes with the amount and a running countdown; a second person pays the reference on the
// sandbox's outlet page; the shopper's order turns paid and the seller's open orders show it,
// both without a reload.
import { expect, test, type Page } from '@playwright/test';
import { apiRegister, apiSignIn, gotoInteractive, storageWith, tr, type Lang } from './fixtures';
import { orderableProducts } from './order-fixtures';

const phone = { width: 390, height: 844 };

/** Waits until the page's event stream is open (a change before that is not sent to it). */
async function streamReady(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-live', 'ready');
}

const toArabic = (value: string) => value.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!);

async function checkOutWithFawry(page: Page, lang: Lang) {
  await gotoInteractive(page, '/cart');
  await page.getByRole('button', { name: tr(lang, 'commerce.cart.checkout') }).click();
  await expect(page.getByTestId('checkout-group')).toHaveCount(1);
  await page.getByLabel(tr(lang, 'commerce.checkout.phone')).fill('01012345678');
  const governorate = page.getByLabel(tr(lang, 'commerce.checkout.governorate'));
  await expect(governorate.locator('option').nth(1)).toBeAttached();
  await governorate.selectOption({ index: 1 });
  const area = page.getByLabel(tr(lang, 'commerce.checkout.area'));
  await expect(area.locator('option').nth(1)).toBeAttached();
  await area.selectOption({ index: 1 });
  await page.getByLabel(tr(lang, 'commerce.checkout.address')).fill('12 Fouad Street, Alexandria');
  const fawry = tr(lang, 'commerce.checkout.methods.pay_at_fawry');
  await page.getByText(fawry, { exact: true }).click();
  await expect(page.getByRole('radio', { name: fawry })).toBeChecked();
  await expect(page.getByText(tr(lang, 'commerce.checkout.fawry_note'))).toBeVisible();
  await page.getByRole('button', { name: tr(lang, 'commerce.checkout.place') }).click();
  await expect(page).toHaveURL(/\/orders$/);
}

/** Pays `typed` at the sandbox's Fawry outlet, as its cashier. */
async function payAtOutlet(page: Page, lang: Lang, typed: string) {
  await page.goto(`/sandbox/fawry/outlet?lang=${lang}`);
  await page.getByLabel(tr(lang, 'notifications.sandbox.outlet_reference')).fill(typed);
  await page.getByRole('button', { name: tr(lang, 'notifications.sandbox.outlet_find') }).click();
  await page
    .getByRole('button', { name: new RegExp(tr(lang, 'notifications.sandbox.outlet_collect')) })
    .click();
  await expect(page.getByRole('status')).toHaveText(tr(lang, 'notifications.sandbox.outlet_paid'));
}

for (const lang of ['ar', 'en'] as const satisfies readonly Lang[]) {
  test(`[PAYMENTS][PAY AT FAWRY][${lang}] a reference paid at an outlet turns the order paid for the shopper and the seller, live`, async ({
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const api = await playwright.request.newContext({ baseURL });
    const details = await apiRegister(api, `fawry${lang}`);
    const shopper = await apiSignIn(api, details.username, { password: details.password });
    const reseller = await apiSignIn(api, 'reseller', { panel: true });
    let productId = 0;
    for await (const row of orderableProducts(api, reseller, 2)) {
      productId = row.id;
      break;
    }
    const added = await api.post('/api/cart', {
      headers: { Authorization: `Bearer ${shopper.token}` },
      data: { product_id: productId, quantity: 1 },
    });
    expect(added.ok(), await added.text()).toBe(true);
    await api.dispose();

    const panel = await browser.newContext({
      viewport: phone,
      storageState: storageWith(baseURL, { language: lang, user: null, admin: reseller }),
    });
    const sellerPage = await panel.newPage();
    await gotoInteractive(sellerPage, '/reseller/orders');
    await streamReady(sellerPage);

    const shop = await browser.newContext({
      viewport: phone,
      storageState: storageWith(baseURL, { language: lang, user: shopper, admin: null }),
    });
    const page = await shop.newPage();
    await checkOutWithFawry(page, lang);
    await streamReady(page);

    const card = page.getByTestId('order-card').first();
    const box = card.getByTestId('fawry-reference');
    await expect(box).toBeVisible();
    const shown = (await box.getByTestId('fawry-reference-number').textContent())!;
    const latin = (await box
      .getByTestId(lang === 'ar' ? 'fawry-reference-latin' : 'fawry-reference-arabic')
      .textContent())!;
    const reference = lang === 'ar' ? latin : shown;
    expect(reference).toMatch(/^\d{6,}$/);
    expect(lang === 'ar' ? shown : latin).toBe(toArabic(reference));
    await expect(box.getByTestId('fawry-amount')).toContainText(lang === 'ar' ? '٫' : '.');
    const countdown = box.getByTestId('fawry-countdown');
    const first = (await countdown.textContent())!;
    expect(first).toMatch(lang === 'ar' ? /[٠-٩]+:[٠-٩]{2}:[٠-٩]{2}/ : /\d+:\d{2}:\d{2}/);
    // The countdown runs.
    await expect(countdown).not.toHaveText(first);
    await page.screenshot({ path: test.info().outputPath(`reference-${lang}.png`) });

    const orderId = Number(await card.getAttribute('data-order-id'));
    const digits = (id: number) => (lang === 'ar' ? toArabic(String(id)) : String(id));
    const label = new RegExp(
      `${tr(lang, 'back_office_orders.order_n').replace('{{id}}', digits(orderId))}(?![0-9٠-٩])`,
    );
    const row = sellerPage.getByRole('listitem').filter({ hasText: label });
    // The store does not act on it before it is paid.
    await expect(row).toHaveCount(0);

    // A cashier at an outlet (another person, another browser) takes it, typed as the shopper read it.
    const outlet = await browser.newContext({ viewport: phone });
    await payAtOutlet(await outlet.newPage(), lang, shown);

    const method = tr(lang, 'commerce.checkout.methods.pay_at_fawry');
    await expect(card).toContainText(
      `${method} · ${tr(lang, 'commerce.orders.payment_status.paid')}`,
    );
    await expect(card.getByTestId('fawry-reference')).toHaveCount(0);
    await expect(row).toBeVisible();
    await sellerPage.screenshot({ path: test.info().outputPath(`seller-${lang}.png`) });
    await outlet.close();
    await panel.close();
    await shop.close();
  });
}
