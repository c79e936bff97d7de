// A shopper fills a cart from two stores on a phone and checks out once: the reseller's
// store's order by card through the built-in sandbox (/sandbox/fawry/), the other store's cash on
// delivery; the payment state page reads the server's record; /orders shows both with their payment
// state; the reseller (another browser context) accepts the paid order in the panel; the shopper
// then sees the new status. Arabic and English, against the real server and database.
import { expect, test, type APIRequestContext } from '@playwright/test';
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

interface Candidate {
  id: number;
  store_id: number;
  store_username: string;
  /** The product's name as the shop shows it (set once picked). */
  name?: string;
}

async function getData<T>(api: APIRequestContext, url: string, session?: ApiSession): Promise<T> {
  const response = await api.get(url, session ? { headers: bearer(session) } : {});
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/**
 * A product of the reseller's stores and one of another store, both public, in stock and with no
 * required attribute (the add-to-cart choices are covered by the server tests).
 */
async function pickProducts(
  api: APIRequestContext,
  reseller: ApiSession,
  admin: ApiSession,
  lang: Lang,
) {
  const own = new Set(
    (await getData<{ id: number }[]>(api, '/api/panel/stores?per_page=100', reseller)).map(
      (store) => store.id,
    ),
  );
  const query = '/api/panel/products?status=accepted&archived=false&per_page=100';
  // The reseller's own products first (their list is scoped), then everyone's.
  const rows = [
    ...(await getData<Candidate[]>(api, query, reseller)),
    ...(await getData<Candidate[]>(api, query, admin)),
  ];
  let mine: Candidate | undefined;
  let other: Candidate | undefined;
  for (const row of rows) {
    if ((own.has(row.store_id) ? mine : other) !== undefined) continue;
    // In the page's language: the product's name finds its checkout group.
    const response = await api.get(`/api/products/${row.id}`, {
      headers: { 'Accept-Language': lang },
    });
    if (!response.ok()) continue;
    const detail = (await response.json()).data as {
      name: string;
      stock: { state: string; amount: number };
      attributes: { required: boolean }[];
    };
    if (
      detail.stock.state === 'out_of_stock' ||
      (detail.stock.state === 'in_stock' && detail.stock.amount < 3)
    )
      continue;
    if (detail.attributes.some((attribute) => attribute.required)) continue;
    if (own.has(row.store_id)) mine = { ...row, name: detail.name };
    else other = { ...row, name: detail.name };
    if (mine && other && mine.store_id !== other.store_id) break;
  }
  expect(mine, 'a public product of the reseller').toBeDefined();
  expect(other, 'a public product of another store').toBeDefined();
  return { mine: mine!, other: other! };
}

for (const lang of ['ar', 'en'] as const satisfies readonly Lang[]) {
  test(`[COMMERCE][${lang}] cart from two stores → one paid by card (sandbox), one cash on delivery → reseller accepts → shopper sees it`, async ({
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const api = await playwright.request.newContext({ baseURL });
    const details = await apiRegister(api, `cart${lang}`);
    const shopper = await apiSignIn(api, details.username, { password: details.password });
    const reseller = await apiSignIn(api, 'reseller', { panel: true });
    const admin = await apiSignIn(api, 'admin2', { panel: true });
    const { mine, other } = await pickProducts(api, reseller, admin, lang);
    await api.dispose();

    const phone = { viewport: { width: 390, height: 844 } };
    const shop = await browser.newContext({
      ...phone,
      storageState: storageWith(baseURL, { language: lang, user: shopper, admin: null }),
    });
    const page = await shop.newPage();

    // Add both products from their pages.
    for (const product of [mine, other]) {
      await gotoInteractive(page, `/products/${product.store_username}/${product.id}`);
      await page.getByRole('button', { name: tr(lang, 'commerce.add.button') }).click();
      await expect(page.getByText(tr(lang, 'commerce.add.added'))).toBeVisible();
    }

    // The cart groups them by store; both are chosen; check out.
    await gotoInteractive(page, '/cart');
    await expect(page.getByTestId('cart-group')).toHaveCount(2);
    await page.getByRole('button', { name: tr(lang, 'commerce.cart.checkout') }).click();
    await expect(page.getByTestId('checkout-group')).toHaveCount(2);
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

    // The reseller's store is paid by card, the other store cash on delivery (the default).
    const card = tr(lang, 'commerce.checkout.methods.card');
    const cash = tr(lang, 'commerce.checkout.methods.cash_on_delivery');
    const groupOf = (product: Candidate) =>
      page.getByTestId('checkout-group').filter({ hasText: product.name! });
    await groupOf(mine).getByText(card, { exact: true }).click();
    await expect(groupOf(mine).getByRole('radio', { name: card })).toBeChecked();
    await expect(groupOf(mine).getByText(tr(lang, 'commerce.checkout.card_note'))).toBeVisible();
    await expect(groupOf(other).getByRole('radio', { name: cash })).toBeChecked();
    await page.getByRole('button', { name: tr(lang, 'commerce.checkout.place') }).click();

    // The card order is paid on the sandbox's hosted page (the Fawry stand-in) with the success card.
    await page.waitForURL(/\/sandbox\/fawry\/checkout\//);
    await page.getByRole('button', { name: /4242 4242 4242 4242/ }).click();
    await page.waitForURL(/\/payment-state\/orders\?ref=/);
    const result = page.getByTestId('payment-result');
    await expect(result).toHaveAttribute('data-tone', 'success');
    await expect(
      result.getByRole('heading', { name: tr(lang, 'payments.state.paid_title') }),
    ).toBeVisible();
    await expect(result).toContainText(tr(lang, 'payments.state.paid_body.order'));
    await result.getByRole('link', { name: tr(lang, 'payments.state.back.orders') }).click();

    // Two orders, pending, in /orders: the card one paid, the cash one unpaid.
    await expect(page).toHaveURL(/\/orders$/);
    const cards = page.getByTestId('order-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.getByText(tr(lang, 'commerce.orders.status.pending'))).toHaveCount(2);
    const paidBadge = `${card} · ${tr(lang, 'commerce.orders.payment_status.paid')}`;
    const unpaidBadge = `${cash} · ${tr(lang, 'commerce.orders.payment_status.unpaid')}`;
    const paid = cards.filter({ hasText: paidBadge });
    await expect(paid).toHaveCount(1);
    await expect(cards.filter({ hasText: unpaidBadge })).toHaveCount(1);
    const paidId = Number(await paid.getAttribute('data-order-id'));

    // The reseller, on their phone, accepts the paid order of their store.
    const panel = await browser.newContext({
      ...phone,
      storageState: storageWith(baseURL, { language: lang, user: null, admin: reseller }),
    });
    const resellerPage = await panel.newPage();
    await gotoInteractive(resellerPage, '/reseller/orders');
    const digits = (id: number) =>
      lang === 'ar'
        ? new Intl.NumberFormat('ar-EG', { useGrouping: false }).format(id)
        : String(id);
    const orderLabel = (id: number) =>
      tr(lang, 'back_office_orders.order_n').replace('{{id}}', digits(id));
    const theirs = resellerPage.getByRole('listitem').filter({
      hasText: new RegExp(`${orderLabel(paidId)}(?![0-9٠-٩])`),
    });
    await expect(theirs).toHaveCount(1);
    const accept = { name: tr(lang, 'back_office_orders.actions.accepted') };
    await theirs.getByRole('button', accept).click();
    const dialog = resellerPage.getByRole('alertdialog');
    await expect(dialog.getByText(tr(lang, 'back_office_orders.confirm.accepted'))).toBeVisible();
    await dialog.getByRole('button', accept).click();
    await expect(dialog).toBeHidden();
    await expect(
      theirs.getByText(tr(lang, 'back_office_orders.status.accepted'), { exact: true }),
    ).toBeVisible();
    await panel.close();

    // The shopper sees it accepted (still paid), with the step in its timeline; the cash order
    // is still pending.
    await page.reload();
    const accepted = cards.filter({ hasText: tr(lang, 'commerce.orders.status.accepted') });
    await expect(accepted).toHaveCount(1);
    await expect(accepted).toHaveAttribute('data-order-id', String(paidId));
    await expect(accepted).toContainText(paidBadge);
    await expect(cards.filter({ hasText: unpaidBadge })).toContainText(
      tr(lang, 'commerce.orders.status.pending'),
    );
    await accepted.getByRole('button', { name: tr(lang, 'commerce.orders.details') }).click();
    await expect(
      accepted.getByTestId('order-timeline').getByText(tr(lang, 'commerce.orders.status.accepted')),
    ).toBeVisible();
    await shop.close();
  });
}
