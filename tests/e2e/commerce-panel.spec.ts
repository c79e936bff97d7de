// The commerce panel screens on a phone, Arabic and English, against the real server and database:
// the reseller opens one order from the orders list (items, customer, totals, timeline), accepts it
// there, then sees it in reports/orders and in the dashboard's order figures.
import { expect, test } from '@playwright/test';
import { apiRegister, apiSignIn, gotoInteractive, storageWith, tr, type Lang } from './fixtures';
import { orderFromReseller } from './order-fixtures';

for (const lang of ['ar', 'en'] as const satisfies readonly Lang[]) {
  test(`[COMMERCE][PANEL][${lang}] the reseller opens an order, accepts it, and finds it in the report and dashboard`, async ({
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL });
    const details = await apiRegister(api, `po${lang}`);
    const shopper = await apiSignIn(api, details.username, { password: details.password });
    const reseller = await apiSignIn(api, 'reseller', { panel: true });
    const orderId = await orderFromReseller(api, shopper, reseller);
    await api.dispose();

    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      storageState: storageWith(baseURL, { language: lang, user: null, admin: reseller }),
    });
    const page = await context.newPage();
    const digits = (id: number) =>
      lang === 'ar'
        ? new Intl.NumberFormat('ar-EG', { useGrouping: false }).format(id)
        : String(id);
    const orderLabel = tr(lang, 'back_office_orders.order_n').replace('{{id}}', digits(orderId));

    // From the list, open the order.
    await gotoInteractive(page, '/reseller/orders');
    const row = page
      .getByRole('listitem')
      .filter({ hasText: new RegExp(`${orderLabel}(?![0-9٠-٩])`) });
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: tr(lang, 'crud.open') }).click();
    await expect(page).toHaveURL(new RegExp(`/reseller/orders/${orderId}$`));
    await expect(page.getByRole('heading', { level: 1, name: orderLabel })).toBeVisible();
    const items = page.getByRole('region', { name: tr(lang, 'back_office_orders.detail.items') });
    await expect(items.getByTestId('order-item')).toHaveCount(1);
    const customer = page.getByRole('region', {
      name: tr(lang, 'back_office_orders.detail.customer'),
    });
    await expect(customer.getByText('Mona Adel')).toBeVisible();
    await expect(customer.getByText('01012345678')).toBeVisible();
    const timeline = page.getByTestId('order-timeline');
    await expect(timeline.getByRole('listitem')).toHaveCount(1);

    // Accept it here: only the allowed moves are offered.
    const actions = page.getByTestId('detail-actions');
    await expect(
      actions.getByRole('button', { name: tr(lang, 'back_office_orders.actions.delivered') }),
    ).toHaveCount(0);
    const accept = { name: tr(lang, 'back_office_orders.actions.accepted') };
    await actions.getByRole('button', accept).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', accept).click();
    await expect(dialog).toBeHidden();
    await expect(timeline.getByRole('listitem')).toHaveCount(2);
    await expect(
      timeline.getByText(tr(lang, 'back_office_orders.status.accepted'), { exact: true }),
    ).toBeVisible();
    await expect(
      actions.getByRole('button', { name: tr(lang, 'back_office_orders.actions.in_progress') }),
    ).toBeVisible();

    // The report counts it under today, accepted, in the reseller's store.
    await gotoInteractive(page, '/reseller/reports/orders');
    await expect(
      page.getByRole('heading', { level: 1, name: tr(lang, 'panel.nav.reports_orders') }),
    ).toBeVisible();
    await expect(page.locator('[data-figure="orders"] [data-value]')).not.toHaveText(
      lang === 'ar' ? '٠' : '0',
    );
    await expect(
      page
        .getByText(tr(lang, 'back_office_orders.status.accepted'), { exact: true })
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await expect(
      page.getByRole('button', {
        name: tr(lang, 'crud.export').replace('{{format}}', 'XLSX'),
      }),
    ).toBeVisible();

    // "From" today, chosen as day, month and year lists in the page's language and digits.
    const today = new Date();
    const from = page.getByRole('group', { name: tr(lang, 'back_office_orders.fields.from') });
    const day = from.getByRole('combobox', { name: tr(lang, 'common.date.day') });
    await expect(day.locator('option[value="7"]')).toHaveText(lang === 'ar' ? '٧' : '7');
    await day.selectOption(String(today.getUTCDate()));
    await from
      .getByRole('combobox', { name: tr(lang, 'common.date.month') })
      .selectOption(String(today.getUTCMonth() + 1));
    // The list is filtered once the date is whole.
    await expect(page).not.toHaveURL(/from=/);
    await from
      .getByRole('combobox', { name: tr(lang, 'common.date.year') })
      .selectOption(String(today.getUTCFullYear()));
    await expect(page).toHaveURL(new RegExp(`from=${today.toISOString().slice(0, 10)}`));
    await expect(page.locator('[data-figure="orders"] [data-value]')).not.toHaveText(
      lang === 'ar' ? '٠' : '0',
    );

    // The dashboard's order figures.
    await gotoInteractive(page, '/reseller/dashboard');
    await expect(
      page.getByRole('heading', { name: tr(lang, 'back_office_dashboard.sections.orders') }),
    ).toBeVisible();
    await expect(page.locator('[data-figure="orders_count"] [data-value]')).not.toHaveText(
      lang === 'ar' ? '٠' : '0',
    );
    await expect(page.getByTestId('chart-orders')).toBeVisible();
    await context.close();
  });
}
