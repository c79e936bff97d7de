// The admin's marketing screens against the real server — a search keyword the admin
// approves becomes a shopper's search suggestion; an offer group with one offer shows on the home page.
import sharp from 'sharp';
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
    await expect(page.getByRole('list').getByText(keyword)).toBeVisible();

    // A visitor in another browser is offered it while typing a search.
    const visitor = await browser.newContext({ baseURL });
    const shop = await visitor.newPage();
    await gotoInteractive(shop, '/');
    const box = shop.getByRole('combobox', { name: tr(lang, 'catalogue.search.label') }).first();
    await box.fill(keyword.split(' ').slice(0, 2).join(' '));
    await expect(shop.getByRole('option', { name: keyword })).toBeVisible();
    await visitor.close();
  });

  test('[ADMIN][HOMEPAGE_OFFERS] an offer group with one offer appears on the home page', async ({
    page,
    browser,
    baseURL,
  }) => {
    const title = `عروض العيد ${Date.now() % 100000}`;
    await gotoInteractive(page, '/admin/homepage_offers');
    const groupNoun = tr(lang, 'back_office_marketing.offers.group_noun');
    await page
      .getByRole('button', { name: tr(lang, 'crud.new').replace('{{noun}}', groupNoun) })
      .click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel(tr(lang, 'back_office_marketing.offers.fields.title_ar')).fill(title);
    await dialog
      .getByLabel(tr(lang, 'back_office_marketing.offers.fields.title_en'))
      .fill('Eid deals');
    await dialog.getByRole('button', { name: tr(lang, 'crud.save') }).click();
    await expect(page.getByText(tr(lang, 'crud.created'))).toBeVisible();
    await page
      .getByRole('listitem')
      .filter({ hasText: title })
      .getByRole('link', { name: tr(lang, 'crud.open') })
      .click();
    await expect(page).toHaveURL(/\/admin\/homepage_offers\/\d+$/);

    const offerNoun = tr(lang, 'back_office_marketing.offers.offer_noun');
    await page
      .getByRole('button', { name: tr(lang, 'crud.new').replace('{{noun}}', offerNoun) })
      .click();
    dialog = page.getByRole('dialog');
    const image = await sharp({
      create: { width: 700, height: 700, channels: 3, background: { r: 30, g: 120, b: 90 } },
    })
      .png()
      .toBuffer();
    await dialog
      .getByLabel(tr(lang, 'back_office.fields.image'))
      .setInputFiles({ name: 'offer.png', mimeType: 'image/png', buffer: image });
    await expect(
      dialog.getByRole('button', { name: tr(lang, 'crud.image.replace') }),
    ).toBeVisible();
    await dialog
      .getByLabel(tr(lang, 'back_office_marketing.offers.fields.link_kind'))
      .selectOption('url');
    await dialog
      .getByLabel(tr(lang, 'back_office_marketing.offers.fields.link_target'))
      .fill('https://example.com/eid');
    await dialog.getByRole('button', { name: tr(lang, 'crud.save') }).click();
    await expect(page.getByText(tr(lang, 'crud.created'))).toBeVisible();

    // A visitor in another browser sees the group and its offer on the home page at once.
    const visitor = await browser.newContext({ baseURL });
    const shop = await visitor.newPage();
    await gotoInteractive(shop, '/');
    const section = shop.getByRole('region', { name: title });
    await expect(section).toBeVisible();
    await expect(section.locator('a[href="https://example.com/eid"]')).toBeVisible();
    await visitor.close();
  });
});
