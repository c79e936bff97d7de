// Packages and subscriptions: a seller on the trial upgrades to a bigger package paying
// with the sandbox card and sees the new quota in /my-stores; with more products than a smaller
// package allows, the downgrade preview lists the products it would archive (the newest), the
// downgrade is scheduled for the renewal and cancelled again.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  apiRegister,
  apiSignIn,
  gotoInteractive,
  storageWith,
  tr,
  type ApiSession,
  type Lang,
} from './fixtures';

const SHOTS = process.env.SUBSCRIPTIONS_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

const digits = (lang: Lang, value: number) =>
  new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en-US').format(value);

interface Reference {
  governorate: number;
  category: number;
  sub: number;
}

async function reference(api: APIRequestContext): Promise<Reference> {
  const categories = (await (await api.get('/api/categories')).json()).data as {
    id: number;
    children: { id: number }[];
  }[];
  const main = categories.find((row) => row.children.length > 0)!;
  const governorates = (await (await api.get('/api/governorates')).json()).data as { id: number }[];
  return { governorate: governorates[0]!.id, category: main.id, sub: main.children[0]!.id };
}

/** Opens a store on the trial through the API (the create-store screen has its own test). */
async function openStore(api: APIRequestContext, session: ApiSession, ref: Reference, tag: string) {
  const auth = { authorization: `Bearer ${session.token}` };
  const logo = await sharp({
    create: { width: 700, height: 700, channels: 3, background: { r: 15, g: 118, b: 110 } },
  })
    .jpeg()
    .toBuffer();
  const uploaded = await api.post('/api/stores/images', {
    headers: auth,
    multipart: { image: { name: 'logo.jpg', mimeType: 'image/jpeg', buffer: logo } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const image = (await uploaded.json()).data as { path?: string; url?: string };
  const created = await api.post('/api/stores', {
    headers: auth,
    data: {
      name: tag === 'ar' ? 'مشغولات أسيوط' : 'Assiut Handmade',
      username: `subs${tag}${Date.now() % 1e6}`,
      description_ar: 'ملابس ومشغولات يدوية من أسيوط.',
      phone_number: '01012345678',
      address: 'شارع الجمهورية، أسيوط',
      governorate_id: ref.governorate,
      logo: image.path ?? image.url,
      main_color: '#0F766E',
      category_id: ref.category,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data as {
    id: number;
    package: { is_trial: boolean; products_count: number };
  };
}

/** `count` products in the store through the panel's CSV import (they wait for review). */
async function importProducts(
  api: APIRequestContext,
  session: ApiSession,
  ref: Reference,
  storeId: number,
  count: number,
) {
  const header =
    'store_id,name_ar,name_en,description_ar,description_en,category_id,sub_category_id,basic_price,discount,stock_amount';
  const rows = Array.from(
    { length: count },
    (_, n) =>
      `${storeId},"جلابية مطرزة ${n + 1}","Embroidered galabeya ${n + 1}","جلابية قطن مطرزة باليد","Hand-embroidered cotton galabeya",${ref.category},${ref.sub},"250","","3"`,
  );
  const response = await api.post('/api/panel/products/import?format=csv', {
    headers: { authorization: `Bearer ${session.token}` },
    multipart: {
      file: {
        name: 'products.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`\uFEFF${header}\r\n${rows.join('\r\n')}\r\n`),
      },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

for (const lang of ['ar', 'en'] as const) {
  test.describe(`[SUBSCRIPTIONS][${lang}] upgrade by card and downgrade preview`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test(`[SUBSCRIPTIONS][${lang}] a trial seller upgrades with the sandbox card, sees the quota, previews a downgrade`, async ({
      browser,
      baseURL,
      playwright,
    }) => {
      test.setTimeout(150_000);
      const api = await playwright.request.newContext({ baseURL });
      const seller = await apiRegister(api, `sb${lang}`);
      let session = await apiSignIn(api, seller.username, { password: seller.password });
      const ref = await reference(api);
      const store = await openStore(api, session, ref, lang);
      expect(store.package.is_trial).toBe(true);
      // Opening the store made the account a reseller: sign in again for the new role.
      session = await apiSignIn(api, seller.username, { password: seller.password });

      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        storageState: storageWith(baseURL, { language: lang, user: session, admin: null }),
      });
      const page = await context.newPage();

      // 1. /my-stores → the store's package link → /upgrade for that store.
      await gotoInteractive(page, '/my-stores');
      await page
        .getByTestId('my-store')
        .getByRole('link', { name: tr(lang, 'sellers.my_stores.links.upgrade'), exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/upgrade\\?store=${store.id}$`));
      await expect(
        page.getByRole('heading', { level: 1, name: tr(lang, 'subscriptions.title') }),
      ).toBeVisible();
      const current = page.getByTestId('current-plan');
      await expect(current).toContainText(tr(lang, 'subscriptions.current.trial'));
      await expect(page.getByTestId('current-quota')).toContainText(digits(lang, 100));
      await shot(page, `upgrade-${lang}`);

      // 2. Choose the 500-product package, pay by card in the sandbox.
      const pro = page
        .getByTestId('package-card')
        .filter({ hasText: digits(lang, 500) })
        .first();
      await pro.getByRole('button', { name: tr(lang, 'subscriptions.package.choose') }).click();
      const checkout = page.getByTestId('checkout');
      await expect(checkout).toBeVisible();
      await shot(page, `upgrade-checkout-${lang}`);
      await checkout.getByText(tr(lang, 'subscriptions.checkout.card'), { exact: true }).click();
      await checkout.getByTestId('pay-button').click();
      await page.waitForURL(/\/sandbox\/fawry\/checkout\//);
      await page.getByRole('button', { name: /4242 4242 4242 4242/ }).click();
      await page.waitForURL(/\/payment-state\/upgrade\?ref=/);
      const result = page.getByTestId('payment-result');
      await expect(result).toHaveAttribute('data-tone', 'success');

      // 3. Back in /my-stores: the new quota.
      await result.getByRole('link', { name: tr(lang, 'payments.state.back.upgrade') }).click();
      await expect(page).toHaveURL(/\/my-stores$/);
      const quota = tr(lang, 'sellers.my_stores.quota_used')
        .replace('{{used, number}}', digits(lang, 0))
        .replace('{{total, number}}', digits(lang, 500));
      await expect(page.getByText(quota)).toBeVisible();

      // 4. With 105 products, a downgrade to the 100-product package archives the newest 5.
      await importProducts(api, session, ref, store.id, 105);
      await gotoInteractive(page, `/upgrade/downgrade?store=${store.id}`);
      await expect(page.getByTestId('current-quota')).toContainText(digits(lang, 105));
      const basic = page
        .getByTestId('package-card')
        .filter({ hasText: digits(lang, 100) })
        .first();
      await basic.getByRole('button', { name: tr(lang, 'subscriptions.package.choose') }).click();
      const preview = page.getByTestId('downgrade-preview');
      await expect(preview.getByTestId('archived-product')).toHaveCount(5);
      // The newest first: the last imported row.
      await expect(preview.getByTestId('archived-product').first()).toContainText('105');
      await shot(page, `downgrade-preview-${lang}`);
      await preview
        .getByRole('button', { name: tr(lang, 'subscriptions.downgrade.schedule') })
        .click();
      const scheduled = page.getByTestId('scheduled-downgrade');
      await expect(scheduled).toBeVisible();
      await scheduled
        .getByRole('button', { name: tr(lang, 'subscriptions.current.cancel_downgrade') })
        .click();
      await expect(page.getByTestId('scheduled-downgrade')).toHaveCount(0);
      await context.close();
      await api.dispose();
    });
  });
}
