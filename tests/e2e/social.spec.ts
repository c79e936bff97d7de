// Favourites and follows: a shopper keeps products and follows a store; the
// state survives a reload and shows in /favourite.
import { expect, test, type Page } from '@playwright/test';
import {
  apiRegister,
  apiSignIn,
  atPath,
  gotoInteractive,
  storageWith,
  tr,
  type Lang,
} from './fixtures';

const heartName = (lang: Lang, name: string) =>
  tr(lang, 'social.favourite.add').replace('{{name}}', name);
const pressedHeartName = (lang: Lang, name: string) =>
  tr(lang, 'social.favourite.remove').replace('{{name}}', name);

/** The name of the first product card of a listing. */
async function firstCardName(page: Page): Promise<string> {
  const card = page.getByTestId('product-card').first();
  return ((await card.getByRole('link').first().textContent()) ?? '').trim();
}

for (const lang of ['ar', 'en'] as const) {
  test.describe(`[SOCIAL][${lang}] favourites and follows`, () => {
    test.use({
      viewport: { width: 390, height: 844 },
      storageState: async ({ baseURL, playwright }, use) => {
        const api = await playwright.request.newContext({ baseURL });
        const user = await apiSignIn(api, 'user');
        await api.dispose();
        await use(storageWith(baseURL, { language: lang, user, admin: null }));
      },
    });

    test(`[SOCIAL][${lang}] a favourite product survives a reload and is listed in /favourite`, async ({
      page,
    }) => {
      await gotoInteractive(page, `/products?sort=price_${lang === 'ar' ? 'asc' : 'desc'}`);
      const name = await firstCardName(page);
      const card = page.getByTestId('product-card').first();
      const heart = card.getByRole('button', { name: heartName(lang, name) });
      const pressed = card.getByRole('button', { name: pressedHeartName(lang, name) });
      // A run before may have left it a favourite: start from "not favourite".
      await expect(heart.or(pressed)).toBeVisible();
      if (await pressed.isVisible()) {
        await pressed.click();
        await expect(heart).toBeVisible();
      }
      await heart.click();
      await expect(pressed).toHaveAttribute('aria-pressed', 'true');

      await page.reload();
      await expect(
        page
          .getByTestId('product-card')
          .first()
          .getByRole('button', { name: pressedHeartName(lang, name) }),
      ).toBeVisible();

      await gotoInteractive(page, '/favourite');
      const listed = page.getByTestId('product-card').filter({ hasText: name });
      await expect(listed).toBeVisible();
      // Removing there is instant and the card leaves the list.
      await listed.getByRole('button', { name: pressedHeartName(lang, name) }).click();
      await expect(page.getByTestId('product-card').filter({ hasText: name })).toHaveCount(0);
    });

    test(`[SOCIAL][${lang}] following a store changes its follower count and lists it`, async ({
      page,
    }) => {
      await gotoInteractive(page, '/stores');
      const storeLink = page
        .getByTestId('store-card')
        .nth(lang === 'ar' ? 1 : 2)
        .getByRole('link')
        .first();
      const storeName = ((await storeLink.textContent()) ?? '').trim();
      await storeLink.click();
      await expect(page.getByRole('heading', { level: 1, name: storeName })).toBeVisible();
      const follow = page.getByRole('button', {
        name: tr(lang, 'social.follow.start_named').replace('{{name}}', storeName),
      });
      const unfollow = page.getByRole('button', {
        name: tr(lang, 'social.follow.stop_named').replace('{{name}}', storeName),
      });
      await expect(follow.or(unfollow)).toBeVisible();
      if (await unfollow.isVisible()) {
        await unfollow.click();
        await expect(follow).toBeVisible();
      }
      const count = page.getByText(
        new RegExp(tr(lang, 'catalogue.store.followers').replace('{{value}}', '.+')),
      );
      const before = await count.textContent();
      await follow.click();
      await expect(unfollow).toHaveAttribute('aria-pressed', 'true');
      await expect(count).not.toHaveText(before ?? '');

      await gotoInteractive(page, '/favourite/following');
      await expect(page.getByTestId('store-card').filter({ hasText: storeName })).toBeVisible();
    });
  });
}

test('[SOCIAL] a visitor tapping a heart is sent to sign in', async ({ page }) => {
  await gotoInteractive(page, '/products');
  const card = page.getByTestId('product-card').first();
  const name = await firstCardName(page);
  await card.getByRole('button', { name: heartName('ar', name) }).click();
  await expect(page).toHaveURL(atPath('/login'));
});

test('[NOTIFICATIONS] an admin broadcast reaches a shopper: (N) in the title, listed, marked read', async ({
  browser,
  baseURL,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const shopper = await apiRegister(api, 'bcast');
  const user = await apiSignIn(api, shopper.email, { password: shopper.password });
  const admin = await apiSignIn(api, 'admin2', { panel: true });
  const title = `عرض نهاية الأسبوع ${Date.now() % 100000}`;
  const sent = await api.post('/api/panel/push-notification', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: {
      segment: 'customers',
      title_ar: title,
      title_en: 'Weekend offer',
      body_ar: 'خصم على كل شيء',
      body_en: 'A discount on everything',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await api.dispose();

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    storageState: storageWith(baseURL, { language: 'ar', user, admin: null }),
  });
  const page = await context.newPage();
  await gotoInteractive(page, '/notifications');
  // A new account has its welcome message and the broadcast: the title says (٢).
  await expect(page).toHaveTitle(/\(٢\)/);
  const item = page.getByRole('button', { name: new RegExp(title) });
  await expect(item).toHaveAttribute('data-unread', 'true');
  await page.getByRole('button', { name: tr('ar', 'social.notifications.mark_all') }).click();
  await expect(page.getByRole('button', { name: new RegExp(title) })).not.toHaveAttribute(
    'data-unread',
    'true',
  );
  await expect(page).not.toHaveTitle(/\([٠-٩]+\)/);
  await context.close();
});
