// The marketplace's reference data from the admin panel (governorates and their areas,
// packages with features) against the real server.
import { expect, test, type Locator } from '@playwright/test';
import { apiSignIn, gotoInteractive, storageWith, tr, type Lang } from './fixtures';

/** A field by its whole label (a required field's label ends with an asterisk). */
const field = (scope: Locator, lang: Lang, key: string) =>
  scope.getByLabel(new RegExp(`^${tr(lang, key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

const signedIn = (language: Lang) =>
  (async ({ baseURL, playwright }, use) => {
    const api = await playwright.request.newContext({ baseURL });
    const admin = await apiSignIn(api, 'admin2', { panel: true });
    await api.dispose();
    await use(storageWith(baseURL, { language, user: null, admin }));
  }) satisfies Parameters<typeof test.use>[0]['storageState'];

test.describe('[ADMIN][GEO] areas on a phone, in Arabic', () => {
  const lang = 'ar';
  test.use({ viewport: { width: 390, height: 844 }, storageState: signedIn(lang) });

  test('[ADMIN][GEO] adds an area to a governorate and the shop offers it', async ({
    page,
    browser,
    baseURL,
  }) => {
    const name = `حي الاختبار ${Date.now() % 100000}`;
    await gotoInteractive(page, '/admin/governorates');
    await page
      .getByRole('link', { name: tr(lang, 'crud.open') })
      .first()
      .click();
    await expect(page).toHaveURL(/\/admin\/governorates\/\d+$/);
    const governorate = /(\d+)$/.exec(new URL(page.url()).pathname)![1]!;

    const noun = tr(lang, 'back_office_reference.geo.area_noun');
    await page
      .getByRole('button', { name: tr(lang, 'crud.new').replace('{{noun}}', noun) })
      .click();
    const dialog = page.getByRole('dialog');
    await field(dialog, lang, 'back_office.fields.name_ar').fill(name);
    await field(dialog, lang, 'back_office.fields.name_en').fill('Test district');
    // The new area belongs to the governorate whose page this is.
    await expect(field(dialog, lang, 'back_office_reference.geo.governorate')).toHaveValue(
      governorate,
    );
    await dialog.getByRole('button', { name: tr(lang, 'crud.save') }).click();
    await expect(page.getByText(tr(lang, 'crud.created'))).toBeVisible();
    await expect(page.getByRole('list').getByText(name)).toBeVisible();

    // A shopper filtering products by that governorate finds the new area among its areas.
    const visitor = await browser.newContext({
      baseURL,
      viewport: { width: 1280, height: 800 },
      storageState: storageWith(baseURL, { language: lang }),
    });
    const shop = await visitor.newPage();
    await gotoInteractive(shop, `/products?governorate=${governorate}`);
    const areas = shop.getByLabel(tr(lang, 'catalogue.filters.area'));
    await expect(areas.getByRole('option', { name })).toHaveCount(1);
    await visitor.close();
  });
});

test.describe('[ADMIN][PACKAGES] packages at a desk, in English', () => {
  const lang = 'en';
  test.use({ viewport: { width: 1280, height: 800 }, storageState: signedIn(lang) });

  test('[ADMIN][PACKAGES] creates a package with two features and opens its page', async ({
    page,
  }) => {
    const name = `Growth ${Date.now() % 100000}`;
    await gotoInteractive(page, '/admin/packages');
    const noun = tr(lang, 'back_office_reference.packages.noun');
    await page
      .getByRole('button', { name: tr(lang, 'crud.new').replace('{{noun}}', noun) })
      .click();
    const dialog = page.getByRole('dialog');
    await field(dialog, lang, 'back_office.fields.name_ar').fill('باقة النمو');
    await field(dialog, lang, 'back_office.fields.name_en').fill(name);
    await field(dialog, lang, 'back_office_reference.packages.price').fill('249.50');
    await field(dialog, lang, 'back_office_reference.packages.products_count').fill('500');

    const features = [
      ['مخزون أكبر', 'Bigger stock', 'حتى ٥٠٠ منتج', 'Up to 500 products'],
      ['دعم سريع', 'Fast support', 'رد خلال يوم', 'An answer within a day'],
    ];
    const add = dialog.getByRole('button', { name: tr(lang, 'crud.add_item'), exact: true });
    for (const [index, values] of features.entries()) {
      await add.click();
      for (const [at, key] of [
        'feature_name_ar',
        'feature_name_en',
        'statement_ar',
        'statement_en',
      ].entries()) {
        await field(dialog, lang, `back_office_reference.packages.${key}`)
          .nth(index)
          .fill(values[at]!);
      }
    }
    await dialog.getByRole('button', { name: tr(lang, 'crud.save') }).click();
    await expect(page.getByText(tr(lang, 'crud.created'))).toBeVisible();

    // Its row opens the package's own page with both features.
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('link', { name: tr(lang, 'crud.open') }).click();
    await expect(page).toHaveURL(/\/admin\/packages\/\d+$/);
    const names = field(
      page.locator('form'),
      lang,
      'back_office_reference.packages.feature_name_en',
    );
    await expect(names).toHaveCount(2);
    await expect(names.nth(1)).toHaveValue('Fast support');
    await expect(field(page.locator('form'), lang, 'back_office.fields.name_en')).toHaveValue(name);
  });
});
