// Ratings and reports: a shopper's rating changes the product's average on its page;
// a report made in the deep-linked MakingReportModal reaches the moderator's reports list (a second
// browser context), in Arabic and in English on a phone.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiRegister, apiSignIn, gotoInteractive, storageWith, tr, type Lang } from './fixtures';

const PHONE = { width: 390, height: 844 };

/** Numbers as the page writes them (Arabic-Indic digits in Arabic). */
const shown = (value: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en-US').format(value);

interface ProductRef {
  id: number;
  name: string;
  store: { id: number; username: string };
}

/** A public product of the demo catalogue, a different one per language and test. */
async function pickProduct(api: APIRequestContext, lang: Lang, index: number): Promise<ProductRef> {
  const response = await api.get('/api/products?sort=newest&per_page=24', {
    headers: { 'accept-language': lang },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: ProductRef[] };
  const product = data[index];
  if (!product) throw new Error('the demo catalogue has too few products');
  return product;
}

/**
 * The `index`-th public product that a test can order through the API: in stock, without required
 * attributes (most demo products have some).
 */
async function pickOrderable(api: APIRequestContext, lang: Lang, index: number) {
  let found = 0;
  for (let page = 1; page <= 5; page += 1) {
    const response = await api.get(`/api/products?sort=newest&per_page=48&page=${page}`, {
      headers: { 'accept-language': lang },
    });
    const { data } = (await response.json()) as { data: ProductRef[] };
    for (const product of data) {
      const detail = (await (await api.get(`/api/products/${product.id}`)).json()).data as {
        stock: { state: string; amount: number };
        attributes: { required: boolean }[];
      };
      if (detail.stock.state === 'out_of_stock') continue;
      if (detail.stock.state === 'in_stock' && detail.stock.amount < 5) continue;
      if (detail.attributes.some((attribute) => attribute.required)) continue;
      if (found === index) return product;
      found += 1;
    }
  }
  throw new Error('the demo catalogue has too few orderable products');
}

/**
 * The shopper receives the product (who may rate it, docs/decisions/0016-ratings-and-reports.md):
 * a cash-on-delivery order through the API, which the admin moves to delivered.
 */
async function receive(api: APIRequestContext, token: string, product: ProductRef) {
  const auth = { authorization: `Bearer ${token}` };
  const added = await api.post('/api/cart', {
    headers: auth,
    data: { product_id: product.id, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const itemId = ((await added.json()) as { data: { item_id: number } }).data.item_id;
  const [governorate] = (
    (await (await api.get('/api/governorates')).json()) as {
      data: { id: number }[];
    }
  ).data;
  const [area] = (
    (await (await api.get(`/api/areas?governorate=${governorate!.id}`)).json()) as {
      data: { id: number }[];
    }
  ).data;
  const placed = await api.post('/api/cart/place-order', {
    headers: auth,
    data: {
      groups: [
        { store_id: product.store.id, item_ids: [itemId], payment_method: 'cash_on_delivery' },
      ],
      delivery: {
        client_name: 'Rating Shopper',
        phone: '01012345678',
        governorate_id: governorate!.id,
        area_id: area!.id,
        address: '12 Test Street',
      },
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const orderId = ((await placed.json()) as { data: { orders: { id: number }[] } }).data.orders[0]!
    .id;
  const admin = await apiSignIn(api, 'admin2', { panel: true });
  // A cash order is held until confirmed; staff then mark it delivered.
  for (const status of ['accepted', 'delivered']) {
    const moved = await api.put(`/api/panel/orders/${orderId}`, {
      headers: { authorization: `Bearer ${admin.token}` },
      data: { status },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
}

const productUrl = (product: ProductRef) =>
  `/products/${encodeURIComponent(product.store.username)}/${product.id}`;

for (const [offset, lang] of (['ar', 'en'] as const).entries()) {
  test.describe(`[RATINGS][REPORTS][${lang}]`, () => {
    test.use({ viewport: PHONE });

    test(`[RATINGS][${lang}] a rating changes the product's average on the page`, async ({
      browser,
      baseURL,
      playwright,
    }, testInfo) => {
      const api = await playwright.request.newContext({ baseURL });
      // A retry rates another product: the first attempt's ratings stay on its own.
      const product = await pickOrderable(api, lang, offset + 2 * testInfo.retry);
      const first = await apiRegister(api, `rt${lang}`);
      const session = await apiSignIn(api, first.username, { password: first.password });
      await receive(api, session.token, product);
      // Another shopper rated it 3 already (through the API), so the average moves visibly.
      const other = await apiRegister(api, `ro${lang}`);
      const otherSession = await apiSignIn(api, other.username, { password: other.password });
      await receive(api, otherSession.token, product);
      const seeded = await api.post('/api/ratings', {
        headers: { authorization: `Bearer ${otherSession.token}` },
        data: { product_id: product.id, rating: 3 },
      });
      expect(seeded.ok(), await seeded.text()).toBe(true);
      const before = (
        (await seeded.json()) as { data: { summary: { avg: number; count: number } } }
      ).data.summary;
      await api.dispose();

      const context = await browser.newContext({
        viewport: PHONE,
        storageState: storageWith(baseURL, { language: lang, user: session, admin: null }),
      });
      const page = await context.newPage();
      await gotoInteractive(page, productUrl(product));
      const average = page.locator('[data-rating]').first();
      await expect(average).toHaveAttribute('data-rating', String(before.avg));

      // The ratings section loads as it nears the screen: scroll down like a shopper, and again
      // while the parts below the fold arrive (a tab in another language than the server's page
      // renders afresh, and the page grows under the first scroll).
      const section = page.getByTestId('ratings-product');
      const heading = section.getByRole('heading', { name: tr(lang, 'feedback.ratings.heading') });
      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await expect(heading).toBeVisible({ timeout: 1_000 });
      }).toPass();
      const stars = (value: number) =>
        section.getByRole('radio', {
          name: tr(lang, 'feedback.ratings.stars')
            .replace('{{value}}', shown(value, lang))
            .replace('{{max}}', shown(5, lang)),
          exact: true,
        });
      // Saving without stars says the rating is required.
      await section.getByRole('button', { name: tr(lang, 'feedback.ratings.save') }).click();
      await expect(section.getByText(tr(lang, 'validation.rating.required'))).toBeVisible();

      await stars(5).click();
      await expect(stars(5)).toHaveAttribute('aria-checked', 'true');
      const comment = lang === 'ar' ? 'قماش ممتاز، fits well' : 'Great fabric، مقاس مضبوط';
      await section.getByRole('textbox').fill(comment);
      await section.getByRole('button', { name: tr(lang, 'feedback.ratings.save') }).click();

      // (3 + 5) / 2 = 4: the page's average and count follow at once.
      await expect(average).toHaveAttribute('data-rating', '4');
      await expect(section.getByRole('list').getByText(comment)).toBeVisible();
      await expect(
        section.getByRole('button', { name: tr(lang, 'feedback.ratings.update') }),
      ).toBeVisible();

      // Changing it to 4.5 moves the average again ((3 + 4.5) / 2 = 3.75 → 4 in halves), and
      // deleting it goes back to the other shopper's 3.
      await stars(1).click();
      await section.getByRole('button', { name: tr(lang, 'feedback.ratings.update') }).click();
      await expect(average).toHaveAttribute('data-rating', '2');
      await section.getByRole('button', { name: tr(lang, 'feedback.ratings.delete') }).click();
      await expect(average).toHaveAttribute('data-rating', '3');
      await context.close();
    });

    test(`[REPORTS][${lang}] a report made in the modal appears in the moderator's list`, async ({
      browser,
      baseURL,
      playwright,
    }) => {
      const api = await playwright.request.newContext({ baseURL });
      const product = await pickProduct(api, lang, 8 + offset);
      const shopper = await apiRegister(api, `rp${lang}`);
      const session = await apiSignIn(api, shopper.username, { password: shopper.password });
      const moderator = await apiSignIn(api, 'moderator', { panel: true });
      await api.dispose();

      const shopperContext = await browser.newContext({
        viewport: PHONE,
        storageState: storageWith(baseURL, { language: lang, user: session, admin: null }),
      });
      const page = await shopperContext.newPage();
      // The modal's own URL, opened directly (deep link).
      await gotoInteractive(page, `${productUrl(product)}/MakingReportModal`);
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(tr(lang, 'catalogue.report.title'))).toBeVisible();
      await dialog.getByRole('button', { name: tr(lang, 'feedback.report.submit') }).click();
      await expect(dialog.getByText(tr(lang, 'validation.choice.report_reason'))).toBeVisible();
      const reasons = dialog.getByRole('radio');
      await expect(reasons.first()).toBeAttached();
      await dialog
        .getByText(lang === 'ar' ? 'وصف أو صور مضلِّلة' : 'Misleading description or photos')
        .click();
      const details = `${lang === 'ar' ? 'الصور منقولة من موقع آخر' : 'Photos copied from another site'} ${Date.now()}`;
      await dialog.getByRole('textbox').fill(details);
      await dialog.getByRole('button', { name: tr(lang, 'feedback.report.submit') }).click();
      await expect(page.getByText(tr(lang, 'feedback.report.sent'))).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // Back on the product (its canonical address), the modal's URL gone.
      await expect(page).toHaveURL(
        (url) =>
          decodeURIComponent(url.pathname).startsWith(productUrl(product)) &&
          !url.pathname.endsWith('/MakingReportModal'),
      );

      // The same shopper reporting it again is told the first report is still open.
      await gotoInteractive(page, `${productUrl(product)}/MakingReportModal`);
      const again = page.getByRole('dialog');
      await again.getByText(lang === 'ar' ? 'سبب آخر' : 'Other', { exact: true }).click();
      await again.getByRole('button', { name: tr(lang, 'feedback.report.submit') }).click();
      await expect(again.getByText(tr(lang, 'errors.already_reported'))).toBeVisible();

      // A store is reported from its page.
      await gotoInteractive(page, `/store/${encodeURIComponent(product.store.username)}`);
      await page.getByRole('button', { name: tr(lang, 'feedback.report.store_action') }).click();
      const storeDialog = page.getByRole('dialog');
      await expect(storeDialog.getByText(tr(lang, 'feedback.report.title_store'))).toBeVisible();
      await storeDialog.getByRole('radio').first().waitFor({ state: 'attached' });
      await storeDialog
        .getByText(lang === 'ar' ? 'احتيال أو محاولة نصب' : 'Scam or fraud attempt')
        .click();
      const storeDetails = `${lang === 'ar' ? 'طلب الدفع خارج الموقع' : 'Asked to pay off the site'} ${Date.now()}`;
      await storeDialog.getByRole('textbox').fill(storeDetails);
      await storeDialog.getByRole('button', { name: tr(lang, 'feedback.report.submit') }).click();
      await expect(page.getByText(tr(lang, 'feedback.report.sent'))).toBeVisible();

      const moderatorContext = await browser.newContext({
        viewport: PHONE,
        storageState: storageWith(baseURL, { language: lang, user: null, admin: moderator }),
      });
      const panel = await moderatorContext.newPage();
      await gotoInteractive(panel, '/moderator/reports/products');
      const row = panel.getByRole('listitem').filter({ hasText: details });
      await expect(row).toBeVisible();
      await expect(
        row.getByText(tr(lang, 'back_office_reports.status.open'), { exact: true }),
      ).toBeVisible();
      await gotoInteractive(panel, '/moderator/reports/stores');
      await expect(panel.getByRole('listitem').filter({ hasText: storeDetails })).toBeVisible();
      await shopperContext.close();
      await moderatorContext.close();
    });
  });
}
