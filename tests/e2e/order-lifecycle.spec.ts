// The order lifecycle on two phones, Arabic and English, against the real server and database: the
// seller ships a confirmed order with its courier and tracking link and then delivers it, while the
// shopper's orders page follows live (status, courier, tracking link, the timeline with its times);
// the shopper cancels an order the store has not confirmed.
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiRegister,
  apiSignIn,
  gotoInteractive,
  personPage,
  storageWith,
  tr,
  type ApiSession,
  type Lang,
} from './fixtures';
import { orderFromReseller } from './order-fixtures';

async function moveOrder(api: APIRequestContext, seller: ApiSession, id: number, status: string) {
  const response = await api.put(`/api/panel/orders/${id}`, {
    headers: { Authorization: `Bearer ${seller.token}` },
    data: { status },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

for (const lang of ['ar', 'en'] as const satisfies readonly Lang[]) {
  test(`[COMMERCE][ORDERS][${lang}] the seller ships with tracking and delivers, the shopper follows live and cancels another order`, async ({
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL });
    const details = await apiRegister(api, `lc${lang}`);
    const shopper = await apiSignIn(api, details.username, { password: details.password });
    const reseller = await apiSignIn(api, 'reseller', { panel: true });
    const shippedId = await orderFromReseller(api, shopper, reseller);
    const cancelledId = await orderFromReseller(api, shopper, reseller);
    await moveOrder(api, reseller, shippedId, 'accepted');
    await moveOrder(api, reseller, shippedId, 'in_progress');
    await api.dispose();

    // The shopper keeps the order's details open on their phone.
    const customer = await personPage(browser, baseURL!, lang, shopper);
    await gotoInteractive(customer.page, '/orders');
    const card = customer.page.locator(`[data-testid="order-card"][data-order-id="${shippedId}"]`);
    await card.getByRole('button', { name: tr(lang, 'commerce.orders.details') }).click();
    const status = card.getByTestId('order-status');
    await expect(status).toHaveText(tr(lang, 'commerce.orders.status.in_progress'));
    await expect(card.getByTestId('order-shipment')).toHaveCount(0);

    // The seller marks it shipped with the courier, tracking number and tracking link.
    const seller = await browser.newContext({
      viewport: { width: 390, height: 844 },
      storageState: storageWith(baseURL, { language: lang, user: null, admin: reseller }),
    });
    const panel = await seller.newPage();
    await gotoInteractive(panel, `/reseller/orders/${shippedId}`);
    const actions = panel.getByTestId('detail-actions');
    const ship = { name: tr(lang, 'back_office_orders.actions.shipped') };
    await actions.getByRole('button', ship).click();
    const dialog = panel.getByRole('alertdialog');
    await dialog.getByLabel(tr(lang, 'back_office_orders.fields.courier')).fill('Bosta');
    await dialog.getByLabel(tr(lang, 'back_office_orders.fields.tracking_number')).fill('BST-5521');
    const link = dialog.getByLabel(tr(lang, 'back_office_orders.fields.tracking_url'));
    await link.fill('not a link');
    await dialog.getByRole('button', ship).click();
    await expect(dialog.getByText(tr(lang, 'validation.url.invalid'))).toBeVisible();
    await link.fill('https://bosta.co/tracking-shipments?shipment-number=BST-5521');
    await dialog.getByRole('button', ship).click();
    await expect(dialog).toBeHidden();

    // The shopper's page shows it shipped, with the courier and the tracking link, unreloaded.
    await expect(status).toHaveText(tr(lang, 'commerce.orders.status.shipped'));
    const shipment = card.getByTestId('order-shipment');
    await expect(shipment).toContainText('Bosta');
    await expect(shipment).toContainText('BST-5521');
    await expect(
      shipment.getByRole('link', { name: tr(lang, 'commerce.orders.track') }),
    ).toHaveAttribute('href', 'https://bosta.co/tracking-shipments?shipment-number=BST-5521');
    await expect(
      card.getByRole('button', { name: tr(lang, 'commerce.orders.cancel') }),
    ).toHaveCount(0);

    // Delivered: the seller confirms it, the shopper's timeline has every step with its time.
    const delivered = { name: tr(lang, 'back_office_orders.actions.delivered') };
    await actions.getByRole('button', delivered).click();
    await dialog.getByRole('button', delivered).click();
    await expect(dialog).toBeHidden();
    await expect(status).toHaveText(tr(lang, 'commerce.orders.status.delivered'));
    const timeline = card.getByTestId('order-timeline').getByRole('listitem');
    await expect(timeline).toHaveCount(5);
    for (const [index, step] of [
      'pending',
      'accepted',
      'in_progress',
      'shipped',
      'delivered',
    ].entries()) {
      await expect(timeline.nth(index)).toContainText(tr(lang, `commerce.orders.status.${step}`));
      await expect(timeline.nth(index)).toContainText(lang === 'ar' ? /[٠-٩]/ : /[0-9]/);
    }
    await seller.close();

    // The other order is not confirmed yet: the shopper cancels it with a reason.
    const other = customer.page.locator(
      `[data-testid="order-card"][data-order-id="${cancelledId}"]`,
    );
    await other.getByRole('button', { name: tr(lang, 'commerce.orders.details') }).click();
    await other.getByRole('button', { name: tr(lang, 'commerce.orders.cancel') }).click();
    await other
      .getByLabel(tr(lang, 'commerce.orders.cancel_reason'))
      .fill(lang === 'ar' ? 'طلبت المقاس الخطأ بالخطأ' : 'I ordered the wrong size');
    await other.getByRole('button', { name: tr(lang, 'commerce.orders.cancel_confirm') }).click();
    await expect(other.getByTestId('order-status')).toHaveText(
      tr(lang, 'commerce.orders.status.cancelled'),
    );
    await expect(other).toContainText(tr(lang, 'commerce.orders.cancelled_by_cancel.customer'));
    await expect(
      other.getByRole('button', { name: tr(lang, 'commerce.orders.cancel') }),
    ).toHaveCount(0);
    await customer.context.close();
  });
}
