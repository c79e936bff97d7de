// The stores and products screens of the four panels against the real server — the review
// chain walked by a moderator on a phone in Arabic and finished by an admin, the shop following at
// once; a moderator kept out of the admin's settings; a reseller seeing only its own products.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, atPath, gotoInteractive, storageWith, tr, type ApiSession } from './fixtures';

const lang = 'ar';
const L = 'back_office_commerce';

interface ProductRow {
  id: number;
  store_id: number;
  store_username: string;
  name_ar: string;
  status: string;
  next_statuses: string[];
}

const bearer = (session: ApiSession) => ({ Authorization: `Bearer ${session.token}` });

async function panelGet<T>(api: APIRequestContext, session: ApiSession, url: string): Promise<T> {
  const response = await api.get(url, { headers: bearer(session) });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A seeded product waiting for review whose store the shop shows. */
async function pendingPublicProduct(api: APIRequestContext, admin: ApiSession) {
  const rows = await panelGet<ProductRow[]>(
    api,
    admin,
    '/api/panel/products?status=pending_for_review&archived=false&per_page=100',
  );
  for (const row of rows) {
    const store = await panelGet<{ public: boolean }>(
      api,
      admin,
      `/api/panel/stores/${row.store_id}`,
    );
    if (store.public) return row;
  }
  throw new Error('no seeded pending product in a public store');
}

/** Opens the review dialog of the product's card and moves the product to `status`. */
async function reviewTo(page: Page, product: ProductRow, status: string) {
  const card = productCard(page, product);
  await card.getByRole('button', { name: tr(lang, `${L}.products.actions.review`) }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel(tr(lang, `${L}.fields.target_status`)).selectOption(status);
  await dialog.getByRole('button', { name: tr(lang, `${L}.products.actions.review`) }).click();
  await expect(dialog).toBeHidden();
  await expect(
    card.getByText(tr(lang, `${L}.product_status.${status}`), { exact: true }),
  ).toBeVisible();
}

/** The product's card on the phone list (searching by id also matches names with that number). */
const productCard = (page: Page, product: ProductRow) =>
  page.getByRole('listitem').filter({ hasText: product.name_ar });

test.describe('[MODERATOR] products on a phone, in Arabic', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    storageState: async ({ baseURL, playwright }, use) => {
      const api = await playwright.request.newContext({ baseURL });
      const moderator = await apiSignIn(api, 'moderator', { panel: true });
      await api.dispose();
      await use(storageWith(baseURL, { language: lang, user: null, admin: moderator }));
    },
  });

  test('[PRODUCTS][REVIEW] a moderator walks its steps, the admin accepts, the shop shows it', async ({
    page,
    playwright,
    browser,
    baseURL,
  }) => {
    const api = await playwright.request.newContext({ baseURL });
    const admin = await apiSignIn(api, 'admin2', { panel: true });
    const product = await pendingPublicProduct(api, admin);
    // Not in the shop while it waits for review.
    expect((await api.get(`/api/products/${product.id}`)).status()).toBe(404);

    await gotoInteractive(page, `/moderator/products?store=${product.store_id}&q=${product.id}`);
    await expect(productCard(page, product)).toHaveCount(1);
    // The moderator's steps of domain/status/product-review-transitions.ts, in order; the dialog
    // offers only the moves the server allows (the row's next_statuses).
    for (const status of ['initial_review_by_moderator', 'final_review_by_moderator', 'reviewed']) {
      await reviewTo(page, product, status);
    }
    // `reviewed` is the admin's to take: the moderator has no review button left on the row.
    await expect(
      productCard(page, product).getByRole('button', {
        name: tr(lang, `${L}.products.actions.review`),
      }),
    ).toHaveCount(0);

    // The admin accepts it (the admin may accept from any review state).
    const accepted = await api.post('/api/panel/products/review', {
      headers: bearer(admin),
      data: { ids: [product.id], status: 'accepted' },
    });
    expect(accepted.ok(), await accepted.text()).toBe(true);
    await api.dispose();

    // A visitor in another browser sees its page in the shop at once.
    const visitor = await browser.newContext({ baseURL });
    const shop = await visitor.newPage();
    await shop.goto(`/products/${product.store_username}/${product.id}`);
    await expect(shop.getByRole('heading', { name: product.name_ar })).toBeVisible();
    await visitor.close();
  });

  test('[SETTINGS][GUARD] a moderator cannot open the admin’s website settings', async ({
    page,
  }) => {
    await page.goto('/admin/settings/manage_website');
    // The admin panel's guard refuses the moderator's session and sends it to the panel sign-in.
    await expect(page).toHaveURL(atPath('/panel/login'));
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
    await expect(page.getByLabel(tr(lang, 'back_office_settings.fields.site_name_ar'))).toHaveCount(
      0,
    );
  });
});

test.describe('[RESELLER] products scoped to the reseller', () => {
  test.use({
    viewport: { width: 1280, height: 800 },
    storageState: async ({ baseURL, playwright }, use) => {
      const api = await playwright.request.newContext({ baseURL });
      const reseller = await apiSignIn(api, 'reseller', { panel: true });
      await api.dispose();
      await use(storageWith(baseURL, { language: lang, user: null, admin: reseller }));
    },
  });

  test('[PRODUCTS][SCOPE] the list shows only the products of its own stores', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const api = await playwright.request.newContext({ baseURL });
    const reseller = await apiSignIn(api, 'reseller', { panel: true });
    const admin = await apiSignIn(api, 'admin2', { panel: true });
    const own = await panelGet<{ id: number; username: string }[]>(
      api,
      reseller,
      '/api/panel/stores?per_page=100',
    );
    const ownUsernames = new Set(own.map((store) => store.username));
    expect(ownUsernames.size).toBeGreaterThan(0);
    const all = await panelGet<ProductRow[]>(api, admin, '/api/panel/products?per_page=100');
    const foreign = all.find((row) => !ownUsernames.has(row.store_username));
    expect(foreign, 'a product of another seller').toBeDefined();
    await api.dispose();

    await gotoInteractive(page, '/reseller/products?per_page=50');
    const table = page.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const storeCells = await table.locator('tbody tr bdi[dir="ltr"]').allTextContents();
    const shown = storeCells.filter((text) => text.startsWith('@')).map((text) => text.slice(1));
    expect(shown.length).toBeGreaterThan(0);
    for (const username of shown) expect(ownUsernames).toContain(username);

    // The store filter offers only its own stores.
    const storeFilter = page.getByLabel(tr(lang, `${L}.fields.store`));
    await expect(storeFilter.locator('option')).toHaveCount(own.length + 1);

    // Another seller's product is not found, even searched by its id.
    await gotoInteractive(page, `/reseller/products?q=${foreign!.id}`);
    await expect(page.getByText(tr(lang, 'crud.no_match'))).toBeVisible();
  });
});
