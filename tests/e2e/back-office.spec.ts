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
