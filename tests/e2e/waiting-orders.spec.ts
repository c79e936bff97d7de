// The orders waiting for the seller, live, Arabic and English: a shopper's order raises the
// panel's badge and the page title's count without a reload, and the seller's acceptance lowers
// them. Other specs order from the same demo seller in parallel, so the page is compared with the
// server's own count, read again at each look, never with a number guessed at the start.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiRegister,
  apiSignIn,
  gotoInteractive,
  storageWith,
  tr,
  type ApiSession,
} from './fixtures';
import { orderFromReseller } from './order-fixtures';

const VIEWPORTS = {
  ar: { width: 390, height: 844 },
  en: { width: 1280, height: 800 },
} as const;

const digits = (lang: 'ar' | 'en', value: number) =>
  lang === 'ar'
    ? new Intl.NumberFormat('ar-EG', { useGrouping: false }).format(value)
    : String(value);

async function serverCount(api: APIRequestContext, seller: ApiSession): Promise<number> {
  const response = await api.get('/api/panel/orders/waiting', {
    headers: { authorization: `Bearer ${seller.token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { count: number } }).data.count;
}

/** What the seller sees: the visible badge's number (in the language's digits) and the title. */
async function shown(page: Page) {
  const badge = page.locator('[data-testid="waiting-orders"]:visible');
  const text = (await badge.count()) > 0 ? await badge.first().textContent() : '';
  return { badge: /^[0-9٠-٩]+/.exec(text ?? '')?.[0] ?? '', title: await page.title() };
}

/** Waits until the badge and the title show the server's count, and answers it. */
async function showsServerCount(
  page: Page,
  api: APIRequestContext,
  seller: ApiSession,
  lang: 'ar' | 'en',
) {
  let count = 0;
  await expect
    .poll(async () => {
      count = await serverCount(api, seller);
      const { badge, title } = await shown(page);
      const expected = count > 0 ? digits(lang, count) : '';
      const titleLeads = count > 0 ? title.startsWith(`(${expected}) `) : !title.startsWith('(');
      return badge === expected && titleLeads;
    })
    .toBe(true);
  return count;
}

for (const lang of ['ar', 'en'] as const) {
  test(`[LIVE][ORDERS][${lang}] the waiting-orders badge and title follow a new order and its acceptance, without reloads`, async ({
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL });
    const details = await apiRegister(api, `wo${lang}`);
    const shopper = await apiSignIn(api, details.username, { password: details.password });
    const reseller = await apiSignIn(api, 'reseller', { panel: true });

    const panel = await browser.newContext({
      viewport: VIEWPORTS[lang],
      storageState: storageWith(baseURL, { language: lang, user: null, admin: reseller }),
    });
    const page = await panel.newPage();
    await gotoInteractive(page, '/reseller/orders');
    await expect(page.locator('html')).toHaveAttribute('data-live', 'ready');
    const before = await showsServerCount(page, api, reseller, lang);
    await expect(page).toHaveTitle(new RegExp(tr(lang, 'panel.nav.orders')));

    const orderId = await orderFromReseller(api, shopper, reseller);
    const label = tr(lang, 'back_office_orders.order_n').replace('{{id}}', digits(lang, orderId));
    const rows = VIEWPORTS[lang].width < 768 ? page.getByRole('listitem') : page.getByRole('row');
    const row = rows.filter({ hasText: new RegExp(`${label}(?![0-9٠-٩])`) });
    await expect(row).toHaveAttribute('data-fresh', 'true');
    await expect(row).toContainText(tr(lang, 'crud.fresh_row'));
    const placed = await showsServerCount(page, api, reseller, lang);
    expect(placed).toBeGreaterThan(0);
    console.log(`[waiting] ${lang}: ${before} → ${placed} after the order`);
    for (const size of [VIEWPORTS.ar, VIEWPORTS.en]) {
      await page.setViewportSize(size);
      await page.screenshot({ path: test.info().outputPath(`panel-${lang}-${size.width}.png`) });
    }
    await page.setViewportSize(VIEWPORTS[lang]);

    const accept = { name: tr(lang, 'back_office_orders.actions.accepted') };
    await row.getByRole('button', accept).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', accept).click();
    await expect(dialog).toBeHidden();
    const after = await showsServerCount(page, api, reseller, lang);
    console.log(`[waiting] ${lang}: ${placed} → ${after} after the acceptance`);
    await api.dispose();
    await panel.close();
  });
}
