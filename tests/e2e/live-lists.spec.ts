// Lists that follow the live event stream, against the real server and database, Arabic and
// English: a shopper's order appears at the top of the seller's open orders without a reload,
// highlighted; the seller accepts it and the shopper's list and open details say so, no reload.
import { expect, test, type Page } from '@playwright/test';
import { apiRegister, apiSignIn, gotoInteractive, storageWith, tr, type Lang } from './fixtures';
import { orderFromReseller } from './order-fixtures';

const VIEWPORTS = {
  ar: { width: 390, height: 844 },
  en: { width: 1280, height: 800 },
} as const;

/** Waits until the page's event stream is open (a change before that is not sent to it). */
async function streamReady(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-live', 'ready');
}

for (const lang of ['ar', 'en'] as const satisfies readonly Lang[]) {
  test(`[LIVE][ORDERS][${lang}] a new order reaches the seller's list and the acceptance the shopper's, without reloads`, async ({
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL });
    const details = await apiRegister(api, `lv${lang}`);
    const shopper = await apiSignIn(api, details.username, { password: details.password });
    const reseller = await apiSignIn(api, 'reseller', { panel: true });
    const viewport = VIEWPORTS[lang];

    const panel = await browser.newContext({
      viewport,
      storageState: storageWith(baseURL, { language: lang, user: null, admin: reseller }),
    });
    const sellerPage = await panel.newPage();
    await gotoInteractive(sellerPage, '/reseller/orders');
    await streamReady(sellerPage);
    const table =
      viewport.width < 768 ? sellerPage.getByRole('listitem') : sellerPage.getByRole('row');

    const placedAt = Date.now();
    const orderId = await orderFromReseller(api, shopper, reseller);
    const answeredAt = Date.now();
    const digits = (id: number) =>
      lang === 'ar'
        ? new Intl.NumberFormat('ar-EG', { useGrouping: false }).format(id)
        : String(id);
    const label = new RegExp(
      `${tr(lang, 'back_office_orders.order_n').replace('{{id}}', digits(orderId))}(?![0-9٠-٩])`,
    );
    const row = table.filter({ hasText: label });
    await expect(row).toBeVisible({ timeout: 2_000 });
    console.log(
      `[live] ${lang}: order answered → seller's list ${Date.now() - answeredAt} ms (${Date.now() - placedAt} ms with finding a product)`,
    );
    await expect(row).toHaveAttribute('data-fresh', 'true');
    await sellerPage.screenshot({ path: test.info().outputPath(`seller-${lang}.png`) });
    // Newest first: it heads the list.
    await expect(table.filter({ hasText: /[0-9٠-٩]/ }).first()).toContainText(label);

    const shop = await browser.newContext({
      viewport,
      storageState: storageWith(baseURL, { language: lang, user: shopper, admin: null }),
    });
    const shopPage = await shop.newPage();
    await gotoInteractive(shopPage, '/orders');
    await streamReady(shopPage);
    const card = shopPage
      .getByTestId('order-card')
      .and(shopPage.locator(`[data-order-id="${orderId}"]`));
    await expect(card).toContainText(tr(lang, 'commerce.orders.status.pending'));
    await card.getByRole('button', { name: tr(lang, 'commerce.orders.details') }).click();
    const timeline = card.getByTestId('order-timeline');
    await expect(timeline.getByRole('listitem')).toHaveCount(1);

    const accept = { name: tr(lang, 'back_office_orders.actions.accepted') };
    await row.getByRole('button', accept).click();
    const dialog = sellerPage.getByRole('alertdialog');
    await dialog.getByRole('button', accept).click();
    const acceptedAt = Date.now();
    await expect(dialog).toBeHidden();

    await expect(card).toContainText(tr(lang, 'commerce.orders.status.accepted'), {
      timeout: 2_000,
    });
    console.log(`[live] ${lang}: seller accepts → shopper's list ${Date.now() - acceptedAt} ms`);
    await expect(timeline.getByRole('listitem')).toHaveCount(2);
    await shopPage.screenshot({ path: test.info().outputPath(`shopper-${lang}.png`) });
    await expect(timeline.getByText(tr(lang, 'commerce.orders.status.accepted'))).toBeVisible();
    await api.dispose();
    await panel.close();
    await shop.close();
  });
}
