// Sellers: a new shopper opens a store from /my-stores on the trial, becomes a reseller,
// adds a product with a photo in the reseller panel and sees it wait for review; an admin accepts
// it (a second context) and it appears on the store's page in the shop.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { apiRegister, apiSignIn, gotoInteractive, storageWith, tr, type Lang } from './fixtures';

const SHOTS = process.env.SELLERS_SHOTS_DIR;

/** A 700×700 photo the spec §5 image rule accepts, written once to a temporary file. */
async function photo(name: string, colour: { r: number; g: number; b: number }) {
  const dir = join('.test-data', 'sellers-photos');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, name);
  writeFileSync(
    file,
    await sharp({ create: { width: 700, height: 700, channels: 3, background: colour } })
      .jpeg()
      .toBuffer(),
  );
  return file;
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

const label = (lang: Lang, key: string) => tr(lang, key);

for (const lang of ['ar', 'en'] as const) {
  test.describe(`[SELLERS][${lang}] open a store and list a product`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test(`[SELLERS][${lang}] a new user opens a store, adds a product, an admin accepts it`, async ({
      browser,
      baseURL,
      playwright,
    }) => {
      test.setTimeout(120_000);
      const api = await playwright.request.newContext({ baseURL });
      const shopper = await apiRegister(api, `sl${lang}`);
      const session = await apiSignIn(api, shopper.username, { password: shopper.password });
      expect(session.role).toBe('user');

      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        storageState: storageWith(baseURL, { language: lang, user: session, admin: null }),
      });
      const page = await context.newPage();

      // 1. /my-stores: nothing yet; open a store.
      await gotoInteractive(page, '/my-stores');
      await expect(page.getByText(label(lang, 'sellers.my_stores.empty'))).toBeVisible();
      await shot(page, `my-stores-empty-${lang}`);
      await page.getByRole('link', { name: label(lang, 'sellers.create.open') }).click();
      await expect(
        page.getByRole('heading', { name: label(lang, 'sellers.create.title') }),
      ).toBeVisible();

      const storeName = lang === 'ar' ? 'مشغولات أسيوط' : 'Assiut Handmade';
      const username = `assiut${lang}${Date.now() % 1e6}`;
      await page.getByLabel(label(lang, 'sellers.form.name')).fill(storeName);
      await page.getByLabel(label(lang, 'sellers.form.username')).fill(username);
      await page.getByLabel(label(lang, 'sellers.form.category_id')).selectOption({ index: 1 });
      await page
        .locator(`input[type=file][aria-label="${label(lang, 'sellers.form.logo')}"]`)
        .setInputFiles(await photo('logo.jpg', { r: 15, g: 118, b: 110 }));
      await expect(page.getByRole('img', { name: label(lang, 'sellers.form.logo') })).toBeVisible();
      await page
        .getByLabel(label(lang, 'sellers.form.description_ar'))
        .fill('ملابس ومشغولات يدوية من أسيوط.');
      await page.getByLabel(label(lang, 'sellers.form.phone_number')).fill('01012345678');
      await page.getByLabel(label(lang, 'sellers.form.governorate_id')).selectOption({ index: 1 });
      await page.getByLabel(label(lang, 'sellers.form.address')).fill('شارع الجمهورية، أسيوط');
      // A wrong link is refused in the page's language before anything is sent.
      await page.getByLabel(label(lang, 'sellers.form.instagram_url')).fill('https://x.com/a');
      await page.getByRole('button', { name: label(lang, 'sellers.create.submit') }).click();
      await expect(page.getByText(tr(lang, 'validation.instagram.invalid'))).toBeVisible();
      await page.getByLabel(label(lang, 'sellers.form.instagram_url')).fill('');
      await shot(page, `create-store-${lang}`);
      await page.getByRole('button', { name: label(lang, 'sellers.create.submit') }).click();

      // 2. Back on /my-stores: the new store on its trial; the account is a reseller now.
      const card = page.getByTestId('my-store');
      await expect(card).toContainText(storeName);
      await expect(card).toContainText(label(lang, 'sellers.my_stores.state.new'));
      await expect(card).toContainText(label(lang, 'sellers.my_stores.not_verified'));
      await shot(page, `my-stores-${lang}`);
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('dukkan') ?? '{}'));
      expect(stored.user.role).toBe('reseller');

      await card
        .getByRole('link', { name: label(lang, 'sellers.my_stores.links.settings') })
        .click();
      await expect(page.getByLabel(label(lang, 'sellers.form.name'))).toHaveValue(storeName);
      await shot(page, `store-settings-${lang}`);

      // 3. The seller panel opens with the same session; a product with a photo enters review.
      await gotoInteractive(page, '/my-stores');
      await page
        .getByTestId('my-store')
        .getByRole('link', { name: label(lang, 'sellers.my_stores.links.panel') })
        .click();
      await expect(page).toHaveURL(/\/reseller\/products/);
      const noun = tr(lang, 'back_office_commerce.products.noun');
      await page
        .getByRole('button', { name: tr(lang, 'crud.new').replace('{{noun}}', noun) })
        .click();
      const dialog = page.getByRole('dialog');
      const productName = lang === 'ar' ? 'جلابية مطرزة' : 'Embroidered galabeya';
      await dialog.getByLabel(tr(lang, 'back_office_commerce.fields.store')).selectOption({
        label: storeName,
      });
      await dialog.getByLabel(tr(lang, 'back_office_commerce.fields.name_ar')).fill('جلابية مطرزة');
      await dialog
        .getByLabel(tr(lang, 'back_office_commerce.fields.name_en'))
        .fill('Embroidered galabeya');
      await dialog
        .getByLabel(tr(lang, 'back_office_sellers.products.description_ar'))
        .fill('جلابية قطن مطرزة يدويًا.');
      await dialog
        .locator(
          `input[type=file][aria-label="${tr(lang, 'back_office_sellers.products.main_image')}"]`,
        )
        .setInputFiles(await photo('product.jpg', { r: 200, g: 90, b: 40 }));
      await expect(
        dialog.getByRole('img', { name: tr(lang, 'back_office_sellers.products.main_image') }),
      ).toBeVisible();
      await dialog
        .getByLabel(tr(lang, 'back_office_commerce.fields.category'), { exact: false })
        .first()
        .selectOption({ index: 1 });
      await dialog.getByLabel(tr(lang, 'back_office_sellers.products.basic_price')).fill('450');
      // The category's required attribute (Size) is chosen among its options (products/options).
      await dialog
        .getByRole('button', { name: tr(lang, 'crud.add_item') })
        .nth(1)
        .click();
      const option = dialog.getByLabel(tr(lang, 'back_office_sellers.products.option_value'));
      const size = option.locator('option', { hasText: lang === 'ar' ? 'المقاس *' : 'Size *' });
      await expect(size.first()).toBeAttached();
      await option.selectOption((await size.first().getAttribute('value'))!);
      await shot(page, `product-form-${lang}`);
      await dialog.getByRole('button', { name: tr(lang, 'crud.save') }).click();
      await expect(dialog).toBeHidden();
      // On a phone the list is cards: the product's card shows it waiting for review.
      const row = page.getByRole('listitem').filter({ hasText: 'جلابية مطرزة' });
      await expect(row).toBeVisible();
      await expect(row).toContainText(
        tr(lang, 'back_office_commerce.product_status.pending_for_review'),
      );

      // 4. An admin accepts it from their own session (a second context).
      const adminContext = await playwright.request.newContext({ baseURL });
      const admin = await apiSignIn(adminContext, 'admin2', { panel: true });
      const headers = { authorization: `Bearer ${admin.token}` };
      const found = await adminContext.get(
        `/api/panel/products?q=${encodeURIComponent('Embroidered galabeya')}&per_page=100`,
        { headers },
      );
      const product = ((await found.json()).data as { id: number; store_username: string }[]).find(
        (item) => item.store_username === username,
      );
      expect(product).toBeDefined();
      const accepted = await adminContext.post('/api/panel/products/review', {
        headers,
        data: { ids: [product!.id], status: 'accepted' },
      });
      expect(accepted.ok(), await accepted.text()).toBe(true);

      // 5. The seller sees it accepted; shoppers see it on the store's page.
      await page.reload();
      await expect(row).toContainText(tr(lang, 'back_office_commerce.product_status.accepted'));
      await gotoInteractive(page, `/store/${username}`);
      await expect(
        page.getByText(lang === 'ar' ? 'جلابية مطرزة' : productName).first(),
      ).toBeVisible();

      await adminContext.dispose();
      await api.dispose();
      await context.close();
    });
  });
}
