// Directional icons mirror in RTL only; /panel/otp opened
// with no sign-in waiting says so instead of "expired".
import { expect, test } from '@playwright/test';
import { apiSignIn, atPath, gotoInteractive, storageWith, tr } from './fixtures';

const MIRRORED = 'matrix(-1, 0, 0, 1, 0, 0)';

for (const lang of ['ar', 'en'] as const) {
  test.describe(`[DETAILS][${lang}]`, () => {
    test.use({
      viewport: { width: 390, height: 844 },
      storageState: async ({ baseURL, playwright }, use) => {
        const api = await playwright.request.newContext({ baseURL });
        const user = await apiSignIn(api, 'user');
        await api.dispose();
        await use(storageWith(baseURL, { language: lang, user, admin: null }));
      },
    });

    test(`[DETAILS][${lang}] the sign-out icon points the reading direction's way`, async ({
      page,
    }) => {
      await gotoInteractive(page, '/profile');
      const signOut = page.getByRole('button', { name: tr(lang, 'common.actions.sign_out') });
      await expect(signOut).toBeVisible();
      const transform = await signOut
        .locator('svg')
        .evaluate((svg) => getComputedStyle(svg).transform);
      expect(transform).toBe(lang === 'ar' ? MIRRORED : 'none');
    });

    test(`[DETAILS][${lang}] a store's address names its area and governorate once, in ${lang}`, async ({
      page,
      request,
    }) => {
      const headers = { 'accept-language': lang };
      const list = await request.get('/api/all-stores', { headers });
      const [card] = (await list.json()).data as { username: string }[];
      const detail = await request.get(`/api/stores/${card!.username}`, { headers });
      const store = (await detail.json()).data as {
        area: { name: string } | null;
        governorate: { name: string } | null;
      };
      await gotoInteractive(page, `/store/${card!.username}`);
      const address = page
        .getByText(tr(lang, 'catalogue.store.address'), { exact: true })
        .locator('xpath=following-sibling::p[1]');
      const text = (await address.textContent()) ?? '';
      for (const place of [store.area?.name, store.governorate?.name]) {
        if (!place) continue;
        expect(text.split(place).length - 1, `${place} in «${text}»`).toBe(1);
      }
      expect(text).toMatch(lang === 'ar' ? /[٠-٩]/ : /[0-9]/);
    });

    test(`[DETAILS][${lang}] shoe sizes read in the language's digits`, async ({
      page,
      request,
    }) => {
      const tree = (
        await (
          await request.get('/api/categories', { headers: { 'accept-language': 'en' } })
        ).json()
      ).data as { id: number; children: { id: number; name: string }[] }[];
      const parent = tree.find((main) => main.children.some((child) => child.name === 'Shoes'));
      const shoes = parent?.children.find((child) => child.name === 'Shoes');
      expect(shoes, 'the seed has a Shoes category').toBeTruthy();
      await gotoInteractive(page, `/products?category=${parent!.id}&sub_category=${shoes!.id}`);
      await page.getByTestId('product-card').first().getByRole('link').first().click();
      const sizes = page
        .getByRole('row')
        .filter({ hasText: lang === 'ar' ? 'مقاس الحذاء' : 'Shoe size' })
        .getByRole('cell')
        .nth(1);
      await expect(sizes).toHaveText(lang === 'ar' ? /[٠-٩]{2}/ : /[0-9]{2}/);
      await expect(sizes).not.toHaveText(lang === 'ar' ? /[0-9]/ : /[٠-٩]/);
    });

    test(`[DETAILS][${lang}] the birth date is chosen as day, month and year in ${lang}`, async ({
      page,
    }) => {
      await gotoInteractive(page, '/profile');
      const month = page.getByRole('combobox', { name: tr(lang, 'common.date.month') });
      await month.selectOption({ index: 3 });
      await expect(month.locator('option:checked')).toHaveText(lang === 'ar' ? 'مارس' : 'March');
      const year = page.getByRole('combobox', { name: tr(lang, 'common.date.year') });
      await expect(year.locator('option').nth(1)).toHaveText(
        lang === 'ar' ? /^[٠-٩]{4}$/ : /^[0-9]{4}$/,
      );
    });

    test(`[DETAILS][${lang}] the header holds one row with the fallback font`, async ({ page }) => {
      // As when `font-display: optional` gives up on the web font: the wider fallback is used.
      await page.route('**/*.woff2', (route) => route.abort());
      await gotoInteractive(page, '/wallet');
      const header = page.locator('header').first();
      const brand = await header.getByRole('link').first().boundingBox();
      const cart = await header
        .getByRole('link', { name: new RegExp(tr(lang, 'nav.shop.cart')) })
        .boundingBox();
      expect(brand && cart).toBeTruthy();
      expect(Math.abs(brand!.y + brand!.height / 2 - (cart!.y + cart!.height / 2))).toBeLessThan(4);
    });

    test(`[DETAILS][${lang}] the account strip fades where it scrolls and shows the current page`, async ({
      page,
    }) => {
      await gotoInteractive(page, '/profile');
      const strip = page.getByRole('navigation', { name: tr(lang, 'nav.account.label') });
      await expect(strip).toHaveAttribute('data-more-end', '');
      await expect(strip).not.toHaveAttribute('data-more-start', '');
      await strip.getByRole('link', { name: tr(lang, 'nav.account.wallet') }).click();
      await expect(page).toHaveURL(atPath('/wallet'));
      const current = strip.locator('[aria-current=page]');
      await expect(current).toHaveText(tr(lang, 'nav.account.wallet'));
      await expect(strip).toHaveAttribute('data-more-start', '');
      const [box, bounds] = [await current.boundingBox(), await strip.boundingBox()];
      // Clear of the 2.5rem fades at either edge.
      expect(box!.x).toBeGreaterThanOrEqual(bounds!.x + 40);
      expect(box!.x + box!.width).toBeLessThanOrEqual(bounds!.x + bounds!.width - 40);
    });

    test(`[DETAILS][${lang}] /panel/otp with no sign-in waiting says so and links to the login`, async ({
      page,
    }) => {
      await gotoInteractive(page, '/panel/otp');
      await expect(page.getByText(tr(lang, 'auth.panel.no_challenge'))).toBeVisible();
      await expect(page.getByText(tr(lang, 'auth.panel.challenge_expired'))).toHaveCount(0);
      await page.getByRole('link', { name: tr(lang, 'auth.back_to_login') }).click();
      await expect(page).toHaveURL(atPath('/panel/login'));
    });
  });
}
