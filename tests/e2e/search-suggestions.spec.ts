// A product suggestion shows its store and price,
// so equal names can be told apart, and the same name, store and price is offered once; in both
// languages (each with its digits), light and dark, at phone size.
import { expect, test } from '@playwright/test';
import { ARABIC_DIGIT, gotoInteractive, storageWith, tr } from './fixtures';

const QUERY = { ar: 'جاكيت جلد', en: 'leather jacket' } as const;

for (const lang of ['ar', 'en'] as const) {
  for (const dark of [false, true]) {
    const mode = dark ? 'dark' : 'light';
    test.describe(`[SEARCH][${lang}][${mode}]`, () => {
      test.use({
        viewport: { width: 390, height: 844 },
        storageState: async ({ baseURL }, use) =>
          use(storageWith(baseURL, { language: lang, isDarkMode: dark })),
      });

      test(`[SEARCH][${lang}][${mode}] product suggestions show their store and price, each once`, async ({
        page,
        request,
      }) => {
        await gotoInteractive(page, '/');
        const box = page.getByRole('combobox', { name: tr(lang, 'catalogue.search.label') });
        await box.fill(QUERY[lang]);
        const list = page.getByRole('listbox');
        await expect(list.getByTestId('suggestion-store').first()).toBeVisible();

        const answer = (
          await (
            await request.get(`/api/suggestions?q=${encodeURIComponent(QUERY[lang])}`, {
              headers: { 'Accept-Language': lang },
            })
          ).json()
        ).data as { products: { name: string; storeName: string }[] };
        expect(answer.products.length).toBeGreaterThan(0);
        const stores = await list.getByTestId('suggestion-store').allTextContents();
        expect(stores).toEqual(answer.products.map((p) => p.storeName));

        // Prices in the page's digits, and no two suggestions alike in name, store and price.
        const prices = await list.getByTestId('suggestion-price').allTextContents();
        for (const price of prices) {
          if (lang === 'ar') expect(price).toMatch(ARABIC_DIGIT);
          else expect(price).toMatch(/^[^\u0660-\u0669]*\d[^\u0660-\u0669]*$/);
        }
        const seen = answer.products.map((p, i) => `${p.name}|${p.storeName}|${prices[i]}`);
        expect(new Set(seen).size).toBe(seen.length);

        if (process.env.SCREENSHOT_DIR) {
          await page.screenshot({
            path: `${process.env.SCREENSHOT_DIR}/suggestions-${lang}-${mode}.png`,
          });
        }
      });
    });
  }
}
