// Shop quality in the browser: a store page's filters are the store's, and /categories counts cannot be
// misread.
import { expect, test } from '@playwright/test';
import { gotoInteractive, trCount } from './fixtures';

const STORE = 'elsheikh.menswear';

/** 15 → ١٥ (the page's Arabic digits). */
const arabicDigits = (value: number) =>
  String(value).replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

test.describe('[SHOP] shop quality details', () => {
  test("[FILTERS] a store page's filter drawer offers the store's categories with its counts", async ({
    page,
    request,
  }) => {
    const scoped = (
      await (
        await request.get(`/api/category-products?store=${STORE}`, {
          headers: { 'Accept-Language': 'ar' },
        })
      ).json()
    ).data as { subCategories: { name: string; productsCount: number }[] };
    const whole = (
      await (await request.get('/api/categories', { headers: { 'Accept-Language': 'ar' } })).json()
    ).data as { name: string; productsCount: number }[];
    expect(scoped.subCategories.length).toBeGreaterThan(0);

    await gotoInteractive(page, `/store/${STORE}`);
    await page.getByRole('button', { name: 'التصفية' }).click();
    const panel = page.getByRole('dialog').getByTestId('filter-panel');
    await expect(panel).toBeVisible();
    for (const item of scoped.subCategories) {
      await expect(
        panel.getByRole('button', {
          name: `${item.name} (${arabicDigits(item.productsCount)})`,
          exact: true,
        }),
      ).toBeVisible();
    }
    // A category the store does not sell is not offered.
    const absent = whole.filter(
      (category) => !scoped.subCategories.some((item) => item.name === category.name),
    );
    expect(absent.length).toBeGreaterThan(0);
    for (const category of absent) {
      await expect(panel.getByRole('button', { name: category.name })).toHaveCount(0);
    }
  });

  test('[CATEGORIES] each sub-category count sits in its own badge, in Arabic-Indic digits', async ({
    page,
    request,
  }) => {
    const tree = (
      await (await request.get('/api/categories', { headers: { 'Accept-Language': 'ar' } })).json()
    ).data as { children: { name: string; productsCount: number }[] }[];
    const children = tree.flatMap((category) => category.children);
    expect(children.length).toBeGreaterThan(0);

    await gotoInteractive(page, '/categories');
    for (const child of children.slice(0, 8)) {
      const link = page.getByRole('link', {
        name: `${child.name} ${trCount('ar', 'catalogue.categories.count', child.productsCount)}`,
        exact: true,
      });
      await expect(link).toBeVisible();
      await expect(link.getByTestId('sub-category-count')).toHaveText(
        arabicDigits(child.productsCount),
      );
      await expect(link).not.toContainText('·');
    }
  });
});
