// A sub-reseller given chat permission only sees the
// products of the store they were assigned to but cannot open their editing (no New or edit
// button, no store-management action, no address that opens the form; the server refuses the
// writes), while one with store management can.
import { expect, test } from '@playwright/test';
import { apiSignIn, gotoInteractive, newShopper, storageWith, tr } from './fixtures';

for (const lang of ['ar', 'en'] as const) {
  test(`[SUB-RESELLER][${lang}] chat permission only: products listed, no editing`, async ({
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL });
    const reseller = await apiSignIn(api, 'reseller', { panel: true });
    const headers = { authorization: `Bearer ${reseller.token}` };
    const products = (await (await api.get('/api/panel/products?per_page=100', { headers })).json())
      .data as { id: number; store_id: number; editable: boolean }[];
    expect(products.length).toBeGreaterThan(0);
    const storeId = products[0]!.store_id;

    const details = newShopper(`ch${lang}`);
    const created = await api.post('/api/panel/moderator-resellers', {
      headers,
      data: {
        first_name: 'Chat',
        username: details.username,
        email: details.email,
        phone: details.phone,
        password: details.password,
        password_confirmation: details.password,
        language: lang,
        permissions: ['chat'],
        store_ids: [storeId],
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const chatter = await apiSignIn(api, details.username, {
      password: details.password,
      panel: true,
    });

    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      storageState: storageWith(baseURL, { language: lang, user: null, admin: chatter }),
    });
    const page = await context.newPage();
    await gotoInteractive(page, '/sub_reseller/products');
    const cards = page.getByRole('listitem').filter({
      has: page.getByText(tr(lang, `back_office_commerce.product_status.${'accepted'}`)),
    });
    await expect(cards.first()).toBeVisible();
    const newProduct = tr(lang, 'crud.new').replace(
      '{{noun}}',
      tr(lang, 'back_office_commerce.products.noun'),
    );
    // Nothing that writes the store's products shows: no New, no edit, no store-management action.
    for (const label of [
      newProduct,
      tr(lang, 'crud.edit'),
      tr(lang, 'back_office_commerce.actions.change_category'),
      tr(lang, 'back_office_commerce.actions.keywords'),
      tr(lang, 'back_office_sellers.products.push_review'),
    ]) {
      await expect(page.getByRole('button', { name: label, exact: true })).toHaveCount(0);
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The server refuses the write too (the button is only a reflection of it).
    const own = (
      (
        await (
          await api.get('/api/panel/products?per_page=100', {
            headers: { authorization: `Bearer ${chatter.token}` },
          })
        ).json()
      ).data as { id: number; editable: boolean }[]
    )[0]!;
    expect(own.editable).toBe(false);
    const refused = await api.put(`/api/panel/products/${own.id}`, {
      headers: { authorization: `Bearer ${chatter.token}` },
      data: {},
    });
    expect(refused.status()).toBe(403);
    const createRefused = await api.post('/api/panel/products/create-after-images', {
      headers: { authorization: `Bearer ${chatter.token}` },
      data: {},
    });
    expect(createRefused.status()).toBe(403);

    // No address opens a product's editing either: a product's own path is not a panel page.
    for (const path of [
      `/sub_reseller/products/${own.id}`,
      `/sub_reseller/products/${own.id}/edit`,
    ]) {
      await gotoInteractive(page, path);
      await expect(
        page.getByRole('heading', { name: tr(lang, 'pages.not_found.heading') }),
      ).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('textbox')).toHaveCount(0);
    }

    // The demo sub-reseller has store management: the edit buttons are there.
    const manager = await apiSignIn(api, 'subreseller', { panel: true });
    const managerContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      storageState: storageWith(baseURL, { language: lang, user: null, admin: manager }),
    });
    const managerPage = await managerContext.newPage();
    await gotoInteractive(managerPage, '/sub_reseller/products');
    await expect(
      managerPage.getByRole('button', { name: tr(lang, 'crud.edit'), exact: true }).first(),
    ).toBeVisible();
    await expect(managerPage.getByRole('button', { name: newProduct, exact: true })).toBeVisible();

    await managerContext.close();
    await context.close();
    await api.dispose();
  });
}
