// A seller verifies a store step by step on a phone — the store's phone by
// code, ID front, ID back, selfie, the fee (card through the sandbox in Arabic, wallet credit in
// English), submit — and an admin, in a second browser context, sees the ID photos and approves it
// from the stores screen; the store then shows its verified badge in the shop.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  apiRegister,
  apiSignIn,
  gotoInteractive,
  outboxCode,
  storageWith,
  tr,
  type ApiSession,
} from './fixtures';

const SHOTS = process.env.VERIFICATION_SHOTS_DIR;

async function photo(name: string, colour: { r: number; g: number; b: number }) {
  const dir = join('.test-data', 'verification-photos');
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

/** Opens a store for `seller` through the API (the store form has its own spec). */
async function openStore(api: APIRequestContext, seller: ApiSession, phone: string) {
  const headers = { authorization: `Bearer ${seller.token}` };
  const logo = await api.post('/api/stores/images', {
    headers,
    multipart: {
      image: {
        name: 'logo.jpg',
        mimeType: 'image/jpeg',
        buffer: await sharp({
          create: { width: 700, height: 700, channels: 3, background: { r: 15, g: 118, b: 110 } },
        })
          .jpeg()
          .toBuffer(),
      },
    },
  });
  expect(logo.ok(), await logo.text()).toBe(true);
  const governorates = (await (await api.get('/api/governorates')).json()).data as { id: number }[];
  const categories = (await (await api.get('/api/categories')).json()).data as { id: number }[];
  const username = `verify${Date.now() % 1e7}`;
  const created = await api.post('/api/stores', {
    headers,
    data: {
      name: 'Assiut Handmade',
      username,
      description_ar: 'ملابس ومشغولات يدوية من أسيوط.',
      phone_number: phone,
      whatsapp: '',
      address: 'شارع الجمهورية، أسيوط',
      governorate_id: governorates[0]!.id,
      logo: (await logo.json()).data.path,
      main_color: '#0F766E',
      category_id: categories[0]!.id,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const store = (await created.json()).data as { id: number; username: string };
  return store;
}

for (const lang of ['ar', 'en'] as const) {
  test.describe(`[VERIFICATION][${lang}] a seller verifies a store`, () => {
    test(`[VERIFICATION][${lang}] every step, then an admin approves and the badge shows`, async ({
      browser,
      baseURL,
      playwright,
    }) => {
      test.setTimeout(180_000);
      const api = await playwright.request.newContext({ baseURL });
      const shopper = await apiRegister(api, `vf${lang}`);
      let seller = await apiSignIn(api, shopper.username, { password: shopper.password });
      const phone = `012${String(Date.now() % 1e8).padStart(8, '0')}`;
      const store = await openStore(api, seller, phone);
      // Opening a store made the account a reseller: sign in again for the session to say so.
      seller = await apiSignIn(api, shopper.username, { password: shopper.password });
      const admin = await apiSignIn(api, 'admin2', { panel: true });
      if (lang === 'en') {
        const credit = await api.post('/api/panel/resellers/credit', {
          headers: { authorization: `Bearer ${admin.token}` },
          data: { reseller_id: seller.id, mode: 'add', amount_piastres: 50_000 },
        });
        expect(credit.ok(), await credit.text()).toBe(true);
      }

      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        storageState: storageWith(baseURL, { language: lang, user: seller, admin: null }),
      });
      const page = await context.newPage();

      // 1. The intro: the fee in EGP, the store not started.
      await gotoInteractive(page, '/verify_my_store');
      await expect(page.getByTestId('verification-price')).toContainText(
        lang === 'ar' ? '١٥٠' : '150.00',
      );
      const card = page.getByTestId('verification-store');
      await expect(card).toContainText(tr(lang, 'verification.state.none'));
      await shot(page, `verify-intro-${lang}`);
      await card.getByRole('link', { name: tr(lang, 'verification.start') }).click();
      await expect(page).toHaveURL(new RegExp(`verification_process\\?store=${store.id}`));

      // 2. The phone: a code to the store's number (read from the dev outbox).
      await expect(page.getByTestId('step-panel')).toContainText(phone);
      await shot(page, `verify-phone-${lang}`);
      await page.getByRole('button', { name: tr(lang, 'verification.phone.send') }).click();
      const code = await outboxCode(api, phone);
      await page.getByLabel(tr(lang, 'verification.phone.code')).fill(code);
      await shot(page, `verify-phone-code-${lang}`);
      await page.getByRole('button', { name: tr(lang, 'verification.phone.confirm') }).click();
      await expect(page.getByTestId('step-phone')).toHaveAttribute('data-done', 'true');

      // 3–5. The ID photos, one step each; progress is saved on the server.
      const colours = {
        id_front: { r: 40, g: 90, b: 200 },
        id_back: { r: 90, g: 40, b: 200 },
        selfie: { r: 200, g: 150, b: 120 },
      };
      for (const kind of ['id_front', 'id_back', 'selfie'] as const) {
        await expect(page.getByTestId('step-panel')).toContainText(
          tr(lang, `verification.steps.${kind}`),
        );
        await page
          .getByTestId(`photo-input-${kind}`)
          .setInputFiles(await photo(`${kind}.jpg`, colours[kind]));
        await expect(
          page.getByRole('img', { name: tr(lang, 'verification.photo.preview') }),
        ).toBeVisible();
        await shot(page, `verify-${kind}-${lang}`);
        await page.getByRole('button', { name: tr(lang, 'verification.photo.upload') }).click();
        await expect(page.getByTestId(`step-${kind}`)).toHaveAttribute('data-done', 'true');
        if (kind === 'id_front') {
          // Leaving and coming back resumes on the next step not done.
          await gotoInteractive(page, `/verify_my_store/verification_process?store=${store.id}`);
          await expect(page.getByTestId('step-panel')).toContainText(
            tr(lang, 'verification.steps.id_back'),
          );
        }
      }

      // 6. The fee.
      await expect(page.getByTestId('step-panel')).toContainText(
        tr(lang, 'verification.steps.payment'),
      );
      await shot(page, `verify-payment-${lang}`);
      if (lang === 'ar') {
        await page.getByRole('button', { name: tr(lang, 'verification.payment.card') }).click();
        await page.waitForURL(/\/sandbox\/fawry\/checkout\//);
        await page.getByRole('button', { name: /4242 4242 4242 4242/ }).click();
        await page.waitForURL(/\/payment-state\/verification\?ref=/);
        await expect(page.getByTestId('payment-result')).toHaveAttribute('data-tone', 'success');
        await gotoInteractive(page, `/verify_my_store/verification_process?store=${store.id}`);
      } else {
        await page.getByRole('button', { name: tr(lang, 'verification.payment.wallet') }).click();
      }
      await expect(page.getByTestId('step-payment')).toHaveAttribute('data-done', 'true');

      // 7. Submit.
      await expect(page.getByTestId('step-panel')).toContainText(
        tr(lang, 'verification.submit.body'),
      );
      await shot(page, `verify-submit-${lang}`);
      await page.getByRole('button', { name: tr(lang, 'verification.submit.button') }).click();
      await expect(page.getByText(tr(lang, 'verification.submitted'))).toBeVisible();
      await gotoInteractive(page, '/verify_my_store');
      await expect(page.getByTestId('verification-store')).toContainText(
        tr(lang, 'verification.state.submitted'),
      );
      await shot(page, `verify-submitted-${lang}`);

      // 8. The admin, in a second context: the ID photos, then approve from the stores screen.
      const adminContext = await browser.newContext({
        viewport: { width: 390, height: 844 },
        storageState: storageWith(baseURL, { language: lang, user: null, admin }),
      });
      const adminPage = await adminContext.newPage();
      await gotoInteractive(adminPage, `/admin/stores?verification=submitted&q=${store.username}`);
      const row = adminPage.getByRole('listitem').filter({ hasText: store.username });
      await expect(row).toContainText(tr(lang, 'back_office_verification.status.submitted'));
      await row.getByTestId('verification-photos').click();
      const photos = adminPage.getByRole('dialog');
      for (const kind of ['id_front', 'id_back', 'selfie']) {
        await expect(
          photos.getByRole('img', { name: tr(lang, `back_office_verification.photos.${kind}`) }),
        ).toBeVisible();
      }
      await shot(adminPage, `admin-verification-photos-${lang}`);
      await photos.getByRole('button', { name: tr(lang, 'common.actions.close') }).click();
      await row
        .getByRole('button', { name: tr(lang, 'back_office_verification.actions.approve') })
        .click();
      const confirm = adminPage.getByRole('alertdialog');
      await confirm
        .getByRole('button', { name: tr(lang, 'back_office_verification.actions.approve') })
        .click();
      await expect(confirm).toBeHidden();
      await expect(
        adminPage.getByText(tr(lang, 'back_office_verification.done.approve')),
      ).toBeVisible();

      // 9. The seller sees it verified; shoppers see the badge on the store's page.
      await page.reload();
      await expect(page.getByTestId('verification-store')).toContainText(
        tr(lang, 'verification.state.verified'),
      );
      await gotoInteractive(page, `/store/${store.username}`);
      await expect(page.getByText(tr(lang, 'catalogue.store.verified')).first()).toBeVisible();
      await shot(page, `store-verified-${lang}`);

      await adminContext.close();
      await context.close();
      await api.dispose();
    });
  });
}
