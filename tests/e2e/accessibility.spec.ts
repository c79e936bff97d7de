// axe-core's WCAG 2.2 A/AA rules on every shop screen, in both
// languages, light and dark: no serious or critical finding.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gotoInteractive, storageWith } from './fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The first product and store links of the listings, so the detail pages are real ones. */
async function detailPaths(page: Page): Promise<{ product: string; store: string }> {
  await gotoInteractive(page, '/products');
  const product = await page
    .getByTestId('product-card')
    .first()
    .getByRole('link')
    .first()
    .getAttribute('href');
  await gotoInteractive(page, '/stores');
  const store = await page.locator('main a[href^="/store/"]').first().getAttribute('href');
  expect(product && store, 'a product and a store to check').toBeTruthy();
  return { product: product!, store: store! };
}

async function seriousFindings(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.slice(0, 5).map((node) => ({
        target: node.target.join(' '),
        summary: node.failureSummary?.split('\n').slice(0, 3).join(' '),
      })),
    }));
}

for (const lang of ['ar', 'en'] as const) {
  for (const dark of [false, true]) {
    test.describe(`[A11Y][${lang}][${dark ? 'dark' : 'light'}]`, () => {
      test.use({
        viewport: { width: 390, height: 844 },
        storageState: async ({ baseURL }, use) =>
          use(storageWith(baseURL, { language: lang, isDarkMode: dark })),
      });

      test(`[A11Y][${lang}][${dark ? 'dark' : 'light'}] shop screens have no serious axe findings`, async ({
        page,
      }) => {
        test.slow(); // Eight pages, each analysed in full.
        const { product, store } = await detailPaths(page);
        const paths = [
          '/',
          '/products',
          product,
          store,
          '/categories',
          '/search?q=قميص',
          '/login',
          '/contact-us',
        ];
        const findings: Record<string, unknown> = {};
        for (const path of paths) {
          await gotoInteractive(page, path);
          await expect(page.locator('html')).toHaveClass(dark ? /dark/ : /light/);
          const found = await seriousFindings(page);
          if (found.length > 0) findings[path] = found;
        }
        expect(findings).toEqual({});
      });
    });
  }
}
