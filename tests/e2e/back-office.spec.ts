// The back office's resource screens against the real server, on a phone and in Arabic.
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { apiSignIn, atPath, gotoInteractive, storageWith, tr } from './fixtures';

const lang = 'ar';

test.describe('[ADMIN] back office on a phone, in Arabic', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    storageState: async ({ baseURL, playwright }, use) => {
      const api = await playwright.request.newContext({ baseURL });
      const admin = await apiSignIn(api, 'admin2', { panel: true });
      await api.dispose();
      await use(storageWith(baseURL, { language: lang, user: null, admin }));
    },
  });

  test('[ADMIN][PRODUCTS] Edit opens the product’s form, filled in, on a desk and on a phone', async ({
    page,
  }) => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await gotoInteractive(page, '/admin/products');
      // The first product of the list, as its row (desk) or card (phone) names it.
      const rows = page.locator('main').getByRole('group', { name: tr(lang, 'crud.actions') });
      const visible = rows.filter({ visible: true }).first();
      await visible.getByRole('button', { name: tr(lang, 'crud.edit'), exact: true }).click();
      // The form loads the whole product first; it stays open once loaded.
      const dialog = page.getByRole('dialog', {
        name: tr(lang, 'crud.edit_title').replace(
          '{{noun}}',
          tr(lang, 'back_office_commerce.products.noun'),
        ),
      });
      const nameField = dialog.getByLabel(tr(lang, 'back_office_commerce.fields.name_ar'));
      await expect(nameField).not.toHaveValue('');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: tr(lang, 'crud.cancel') }).click();
      await expect(dialog).toHaveCount(0);
    }
  });

  test('[ADMIN][CATEGORIES] creates a category with an image and the shop shows it', async ({
    page,
    browser,
    baseURL,
  }) => {
    const name = `أواني فخار ${Date.now() % 100000}`;
    await gotoInteractive(page, '/admin/categories');
    const noun = tr(lang, 'back_office.categories.noun');
    await page
      .getByRole('button', { name: tr(lang, 'crud.new').replace('{{noun}}', noun) })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(tr(lang, 'back_office.fields.name_ar')).fill(name);
    await dialog.getByLabel(tr(lang, 'back_office.fields.name_en')).fill('Clay pots');
    const image = await sharp({
      create: { width: 700, height: 700, channels: 3, background: { r: 190, g: 90, b: 40 } },
    })
      .png()
      .toBuffer();
    await dialog
      .getByLabel(tr(lang, 'back_office.fields.image'))
      .setInputFiles({ name: 'pot.png', mimeType: 'image/png', buffer: image });
    await expect(
      dialog.getByRole('button', { name: tr(lang, 'crud.image.replace') }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: tr(lang, 'crud.save') }).click();
    await expect(page.getByText(tr(lang, 'crud.created'))).toBeVisible();
    await expect(page.getByRole('list').getByText(name)).toBeVisible();

    // A visitor in another browser sees it in the shop's categories at once.
    const visitor = await browser.newContext({ baseURL });
    const shop = await visitor.newPage();
    await shop.goto('/categories');
    await expect(shop.getByText(name).first()).toBeVisible();
    await visitor.close();
  });

  test('[PANEL][LOGS] list filters live in the URL and survive a reload and the back button', async ({
    page,
  }) => {
    await gotoInteractive(page, '/admin/logs');
    const role = page.getByLabel(tr(lang, 'back_office.logs.role'));
    await role.selectOption('admin');
    await expect(page).toHaveURL((url) => url.searchParams.get('role') === 'admin');
    await page.reload();
    await expect(page.getByLabel(tr(lang, 'back_office.logs.role'))).toHaveValue('admin');
    await page.getByLabel(tr(lang, 'back_office.logs.role')).selectOption('moderator_admin');
    await expect(page).toHaveURL((url) => url.searchParams.get('role') === 'moderator_admin');
    await page.goBack();
    await expect(page).toHaveURL((url) => url.searchParams.get('role') === 'admin');
    await expect(page.getByLabel(tr(lang, 'back_office.logs.role'))).toHaveValue('admin');
    await expect(page).toHaveURL(atPath('/admin/logs'));
  });
});
