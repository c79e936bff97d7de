// Shopper catalogue journeys against the real server and the seeded catalogue.
import { expect, test } from '@playwright/test';
import { ARABIC_DIGIT, expectDocumentLanguage, gotoInteractive } from './fixtures';

/** A seeded product: "جاكيت جلد رجالي" / "Men's leather jacket" of elsheikh.menswear. */
const JACKET = { id: 208, store: 'elsheikh.menswear', en: "Men's leather jacket" };

test.describe('[CATALOGUE] shopper journeys', () => {
  test('[CATALOGUE][SEARCH] an Arabic visitor finds a product with a misspelt word and opens it', async ({
    page,
  }) => {
    await gotoInteractive(page, '/');
    await expectDocumentLanguage(page, 'ar');
    const box = page.getByRole('combobox', { name: 'ابحث في دكّان' });
    // "جاكت" for "جاكيت" and no alef/yaa care: trigram similarity still finds the jacket.
    await box.fill('جاكت جلد');
    const suggestion = page.getByRole('option', { name: /جاكيت جلد رجالي/ }).first();
    await expect(suggestion).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('جاكت جلد');
    const card = page.getByTestId('product-card').filter({ hasText: 'جاكيت جلد رجالي' }).first();
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/products\/[^/]+\/\d+\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('جاكيت جلد رجالي');
    await expect(page.getByTestId('price-current')).toContainText(ARABIC_DIGIT);
  });

  test('[CATALOGUE][FILTERS] filters live in the URL and survive a reload and the back button', async ({
    page,
  }) => {
    await gotoInteractive(page, '/products?locale=en');
    await expectDocumentLanguage(page, 'en');
    const count = page.getByTestId('results-count');
    await expect(count).toHaveText(/\d+ products/);
    const all = await count.textContent();

    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: /^Clothes/ }).click();
    await expect(page).toHaveURL(/category=\d+/);
    await drawer.getByText('Discounted only').click();
    await expect(page).toHaveURL(/discounted=true/);
    await drawer.getByRole('button', { name: 'Show results' }).click();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(count).not.toHaveText(all ?? '');
    const filtered = await count.textContent();

    // Prices ascend on the page, each card carries a discount.
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().getByTestId('price-base')).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
    await expect(page).toHaveURL(/category=\d+.*discounted=true.*sort=price_asc/);
    await expect(count).toHaveText(filtered ?? '');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');

    await page.goBack();
    await expect(page).not.toHaveURL(/sort=price_asc/);
    await expect(page).toHaveURL(/discounted=true/);
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/products\?locale=en$/);
    await expect(count).toHaveText(all ?? '');
  });

  test('[CATALOGUE][PAGING] a page past the last one shows the last page', async ({ page }) => {
    await gotoInteractive(page, '/products?locale=en&page=9999');
    const current = page
      .getByRole('navigation', { name: 'Pages' })
      .locator('[aria-current="page"]');
    await expect(current).toBeVisible();
    const last = Number(await current.textContent());
    expect(last).toBeGreaterThan(1);
    await expect(page).toHaveURL(new RegExp(`page=${last}$`));
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  test('[CATALOGUE][PRODUCT] a product page in English shows price, discount and store', async ({
    page,
    request,
  }) => {
    // A discounted product from the API itself, so the test follows the seed.
    const response = await request.get('/api/products?discounted=true&per_page=1', {
      headers: { 'Accept-Language': 'en' },
    });
    const [product] = (await response.json()).data as {
      id: number;
      name: string;
      price: number;
      discount: number;
      discountedPrice: number;
      stock: { state: string };
      store: { username: string; name: string };
    }[];
    if (!product) throw new Error('the seed has no discounted product');

    await gotoInteractive(page, `/products/${product.store.username}/${product.id}?locale=en`);
    await expectDocumentLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    // The name slug is put into the URL in place (canonical product URL).
    await expect(page).toHaveURL(
      new RegExp(`/products/${product.store.username}/${product.id}/[^/?]+`),
    );
    const money = (value: number) =>
      new Intl.NumberFormat('en-EG', {
        style: 'currency',
        currency: 'EGP',
        minimumFractionDigits: 2,
      }).format(value);
    await expect(page.getByTestId('price-current')).toHaveText(money(product.discountedPrice));
    await expect(page.getByTestId('price-base')).toHaveText(money(product.price));
    await expect(page.getByText(`${product.discount}% off`)).toBeVisible();
    const store = page.getByTestId('store-card');
    await expect(store).toContainText(product.store.name);
    await expect(store.getByRole('link', { name: 'Visit the store' })).toHaveAttribute(
      'href',
      `/store/${product.store.username}`,
    );
    await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/20\d{10}\?text=/,
    );

    // A visitor's add to cart asks them to sign in; a product out of stock cannot be added.
    const add = page.getByRole('button', { name: 'Add to cart' });
    if (product.stock.state === 'out_of_stock') {
      await expect(add).toBeDisabled();
    } else {
      await add.click();
      await expect(page.getByRole('alert')).toContainText('Sign in to add products to your cart.');
    }
    await page.getByRole('link', { name: 'Report this product' }).click();
    await expect(page).toHaveURL(/\/MakingReportModal$/);
    await expect(page.getByRole('dialog', { name: 'Report a product' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await expect(page).not.toHaveURL(/MakingReportModal/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  });

  test('[CATALOGUE][SEO] the product HTML without JavaScript has its title and JSON-LD', async ({
    request,
  }) => {
    const response = await request.get(`/products/${JACKET.store}/${JACKET.id}?locale=en`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(
      new RegExp(`<title>${JACKET.en.replace("'", "(?:'|&#39;|&apos;)")}[^<]*</title>`),
    );
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
    expect(ld).not.toBeNull();
    const data = JSON.parse(ld?.[1] ?? '{}') as Record<string, unknown>;
    const product = (Array.isArray(data['@graph']) ? data['@graph'] : [data]).find(
      (node: Record<string, unknown>) => node['@type'] === 'Product',
    ) as { offers?: { priceCurrency?: string } } | undefined;
    expect(product).toBeDefined();
    expect(product?.offers?.priceCurrency).toBe('EGP');
  });

  test('[CATALOGUE][STORE] a store page opens directly with its branches and filtered products', async ({
    page,
  }) => {
    await gotoInteractive(page, `/store/${JACKET.store}?locale=en&sort=price_desc`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الشيخ للملابس الرجالي');
    await expect(page.getByText('Verified').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Branches' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open in maps' }).first()).toHaveAttribute(
      'href',
      /^https:\/\/(www\.)?google\.[a-z.]+\/maps|^https:\/\/maps\./,
    );
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    // Every product of the grid belongs to this store.
    const count = await cards.count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count; index += 1) {
      await expect(cards.nth(index)).toContainText('الشيخ للملابس الرجالي');
    }
    // Its first image is a real (resized) image, not the placeholder.
    await expect(cards.first().locator('img')).not.toHaveAttribute('data-placeholder', 'true');
  });

  test('[CATALOGUE][PRODUCT] an unknown product shows the not-available screen', async ({
    page,
  }) => {
    await gotoInteractive(page, '/products/nobody.store/99999999');
    await expect(page.getByTestId('not-available')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('هذا المنتج غير متاح.');
    await expect(page.getByRole('link', { name: 'تصفّح المنتجات' })).toHaveAttribute(
      'href',
      '/products',
    );
  });
});
