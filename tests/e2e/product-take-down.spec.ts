// A published product taken down: the moderator takes it down with a reason on a phone, it leaves
// the shop, the seller (another browser) reads the reason on the product, sends it back to review,
// and the moderator publishes it again for the shop to show.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiSignIn,
  gotoInteractive,
  storageWith,
  tr,
  type ApiSession,
  type Lang,
} from './fixtures';

const L = 'back_office_commerce';
const S = 'back_office_sellers.products';

interface ProductRow {
  id: number;
  store_id: number;
  store_username: string;
  name_ar: string;
  name_en: string;
}

/**
 * One of the demo reseller's published products (one per language), from its store that takes no
 * orders without sign-in, away from the products the order journeys pick.
 */
async function publishedProduct(api: APIRequestContext, seller: ApiSession, index: number) {
  const response = await api.get(
    '/api/panel/products?status=accepted&archived=false&per_page=100',
    {
      headers: { Authorization: `Bearer ${seller.token}` },
    },
  );
  expect(response.ok(), await response.text()).toBe(true);
  const rows = ((await response.json()) as { data: ProductRow[] }).data.filter(
    (row) => row.store_username === 'mahalla.cotton',
  );
  return rows.at(-1 - index)!;
}

const card = (page: Page, product: ProductRow) =>
  page.getByRole('listitem').filter({ hasText: product.name_ar });

async function runAction(page: Page, lang: Lang, product: ProductRow, label: string) {
  await card(page, product)
    .getByRole('button', { name: tr(lang, label) })
    .click();
  return page.getByRole('alertdialog');
}

for (const [index, lang] of (['ar', 'en'] as const satisfies readonly Lang[]).entries()) {
  test(`[PRODUCTS][TAKE DOWN][${lang}] taken down with a reason, fixed by the seller, published again`, async ({
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(150_000);
    const api = await playwright.request.newContext({ baseURL });
    const moderator = await apiSignIn(api, 'moderator', { panel: true });
    const seller = await apiSignIn(api, 'reseller', { panel: true });
    const product = await publishedProduct(api, seller, index);
    const reason =
      lang === 'ar' ? 'الصور لا تطابق المنتج المعروض' : 'The photos do not match the product';
    const asPhone = (admin: ApiSession) =>
      browser.newContext({
        viewport: { width: 390, height: 844 },
        storageState: storageWith(baseURL, { language: lang, user: null, admin }),
      });
    const moderatorContext = await asPhone(moderator);
    const sellerContext = await asPhone(seller);
    try {
      const review = await moderatorContext.newPage();
      await gotoInteractive(
        review,
        `/moderator/products?store=${product.store_id}&q=${product.id}`,
      );
      let dialog = await runAction(review, lang, product, `${L}.products.actions.review`);
      await dialog.getByLabel(tr(lang, `${L}.fields.target_status`)).selectOption('rejected');
      await dialog.getByLabel(tr(lang, `${L}.fields.rejection_reason`)).fill(reason);
      await dialog.getByRole('button', { name: tr(lang, `${L}.products.actions.review`) }).click();
      await expect(dialog).toBeHidden();
      await expect(card(review, product).getByText(reason)).toBeVisible();
      // Gone from the shop at once.
      expect((await api.get(`/api/products/${product.id}`)).status()).toBe(404);

      // The seller reads why on the product, and sends it back to review.
      const panel = await sellerContext.newPage();
      await gotoInteractive(panel, `/reseller/products?q=${product.id}`);
      await expect(card(panel, product).getByText(reason)).toBeVisible();
      dialog = await runAction(panel, lang, product, `${S}.push_review`);
      await dialog.getByRole('button', { name: tr(lang, `${S}.push_review`) }).click();
      await expect(dialog).toBeHidden();
      await expect(
        card(panel, product).getByText(tr(lang, `${L}.product_status.pending_for_review`), {
          exact: true,
        }),
      ).toBeVisible();

      // The moderator publishes the fixed product again; the shop shows it.
      await review.reload();
      dialog = await runAction(review, lang, product, `${L}.products.actions.review`);
      await dialog.getByLabel(tr(lang, `${L}.fields.target_status`)).selectOption('accepted');
      await dialog.getByRole('button', { name: tr(lang, `${L}.products.actions.review`) }).click();
      await expect(dialog).toBeHidden();
      const visitor = await browser.newContext({ baseURL });
      const shop = await visitor.newPage();
      await shop.goto(`/products/${product.store_username}/${product.id}`);
      await expect(shop.getByRole('heading', { level: 1, name: product.name_ar })).toBeVisible();
      await visitor.close();
    } finally {
      await moderatorContext.close();
      await sellerContext.close();
      await api.dispose();
    }
  });
}
