// Issue 10: the admin's marketing screens against the real server — a search keyword the admin
// approves becomes a shopper's search suggestion.
import { expect, test } from '@playwright/test';
import { apiSignIn, gotoInteractive, storageWith, tr } from './fixtures';

const lang = 'ar';

test.describe('[ADMIN] marketing, on a phone, in Arabic', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    storageState: async ({ baseURL, playwright }, use) => {
      const api = await playwright.request.newContext({ baseURL });
      const admin = await apiSignIn(api, 'admin2', { panel: true });
      await api.dispose();
      await use(storageWith(baseURL, { language: lang, user: null, admin }));
    },
  });

  test('[ADMIN][SEARCH_KEYWORDS] an approved keyword shows in the shop search suggestions', async ({
    page,
    browser,
    baseURL,
  }) => {
    const keyword = `فوانيس نحاس ${Date.now() % 100000}`;
    await gotoInteractive(page, '/admin/search_keywords');
    const noun = tr(lang, 'back_office_marketing.keywords.noun');
    await page
      .getByRole('button', { name: tr(lang, 'crud.new').replace('{{noun}}', noun) })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByLabel(tr(lang, 'back_office_marketing.keywords.fields.keyword'))
      .fill(keyword);
    // New keywords are Arabic and approved unless the admin says otherwise.
    await expect(
      dialog.getByLabel(tr(lang, 'back_office_marketing.keywords.fields.review')),
    ).toHaveValue('approved');
    await dialog.getByRole('button', { name: tr(lang, 'crud.save') }).click();
    await expect(page.getByText(tr(lang, 'crud.created'))).toBeVisible();
    await expect(page.getByText(keyword)).toBeVisible();

    // A visitor in another browser is offered it while typing a search.
    const visitor = await browser.newContext({ baseURL });
    const shop = await visitor.newPage();
    await gotoInteractive(shop, '/');
    const box = shop.getByRole('combobox', { name: tr(lang, 'catalogue.search.label') }).first();
    await box.fill(keyword.split(' ').slice(0, 2).join(' '));
    await expect(shop.getByRole('option', { name: keyword })).toBeVisible();
    await visitor.close();
  });
});
