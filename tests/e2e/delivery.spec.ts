// A store's delivery table end to end: a shopper in Arabic on a phone picks another address and
// the group's delivery fee and estimate change; the seller adds a row for that area in the panel
// and the checkout shows its fee. Against the real server and database.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  apiRegister,
  apiSignIn,
  gotoInteractive,
  storageWith,
  tr,
  type ApiSession,
} from './fixtures';

const lang = 'ar';
const field = (scope: Locator, key: string) =>
  scope.getByLabel(new RegExp(`^${tr(lang, key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

interface Row {
  id: number;
  store_id: number;
  store_username: string;
}

/** A public, in-stock product of the reseller's stores without a required attribute. */
async function resellerProduct(baseURL: string, reseller: ApiSession, request: Page['request']) {
  const headers = { Authorization: `Bearer ${reseller.token}` };
  const list = await request.get(
    `${baseURL}/api/panel/products?status=accepted&archived=false&per_page=100`,
    { headers },
  );
  for (const row of (await list.json()).data as Row[]) {
    const response = await request.get(`${baseURL}/api/products/${row.id}`);
    if (!response.ok()) continue;
    const detail = (await response.json()).data;
    if (detail.stock.state === 'out_of_stock') continue;
    if (detail.attributes.some((attribute: { required: boolean }) => attribute.required)) continue;
    return { ...row, governorateId: detail.store.governorate.id as number };
  }
  throw new Error('no public product of the reseller');
}

async function chooseAddress(page: Page, governorate: string, areaIndex: number) {
  await page.getByLabel(tr(lang, 'commerce.checkout.governorate')).selectOption(governorate);
  const area = page.getByLabel(tr(lang, 'commerce.checkout.area'));
  await expect(area.locator('option').nth(areaIndex)).toBeAttached();
  await area.selectOption({ index: areaIndex });
  return area.inputValue();
}

test('[COMMERCE][DELIVERY] the checkout re-prices by address, and follows the seller’s table', async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(180_000);
  const api = await playwright.request.newContext({ baseURL });
  const details = await apiRegister(api, 'deliveryar');
  const shopper = await apiSignIn(api, details.username, { password: details.password });
  const reseller = await apiSignIn(api, 'reseller', { panel: true });
  const product = await resellerProduct(baseURL!, reseller, api);
  await api.dispose();

  const shop = await browser.newContext({
    viewport: { width: 390, height: 844 },
    storageState: storageWith(baseURL!, { language: lang, user: shopper, admin: null }),
  });
  const page = await shop.newPage();
  await gotoInteractive(page, `/products/${product.store_username}/${product.id}`);
  await page.getByRole('button', { name: tr(lang, 'commerce.add.button') }).click();
  await expect(page.getByText(tr(lang, 'commerce.add.added'))).toBeVisible();
  await gotoInteractive(page, '/cart');
  await page.getByRole('button', { name: tr(lang, 'commerce.cart.checkout') }).click();
  const shipping = page.getByTestId('group-shipping');

  // At home the store's own governorate's fee; far away another one, with its own estimate.
  await chooseAddress(page, String(product.governorateId), 1);
  await expect(page.getByTestId('delivery-estimate')).toContainText('يصل خلال');
  const nearFee = (await shipping.textContent())!;
  const governorates = page.getByLabel(tr(lang, 'commerce.checkout.governorate'));
  const farGovernorate = await governorates
    .locator(`option:not([value=""]):not([value="${product.governorateId}"])`)
    .last()
    .getAttribute('value');
  const farArea = await chooseAddress(page, farGovernorate!, 1);
  await expect(shipping).not.toHaveText(nearFee);
  await expect(page.getByTestId('delivery-estimate')).toContainText('يصل خلال');

  // The seller gives that area its own row in the panel (a desk, Arabic).
  const panel = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    storageState: storageWith(baseURL!, { language: lang, user: null, admin: reseller }),
  });
  const desk = await panel.newPage();
  await gotoInteractive(desk, '/reseller/delivery_zones');
  const noun = tr(lang, 'back_office_sellers.delivery_zones.noun');
  await desk.getByRole('button', { name: tr(lang, 'crud.new').replace('{{noun}}', noun) }).click();
  const dialog = desk.getByRole('dialog');
  const L = 'back_office_sellers.delivery_zones';
  const storeSelect = field(dialog, `${L}.store`);
  await expect(storeSelect.locator(`option[value="${product.store_id}"]`)).toBeAttached();
  await storeSelect.selectOption(String(product.store_id));
  const governorate = field(dialog, `${L}.governorate`);
  await expect(governorate.locator(`option[value="${farGovernorate}"]`)).toBeAttached();
  await governorate.selectOption(farGovernorate!);
  const area = field(dialog, `${L}.area`);
  await expect(area.locator(`option[value="${farArea}"]`)).toBeAttached();
  await area.selectOption(farArea);
  await field(dialog, `${L}.fee`).fill('77');
  await field(dialog, `${L}.days_min`).fill('2');
  await field(dialog, `${L}.days_max`).fill('4');
  await dialog.getByRole('button', { name: tr(lang, 'crud.save') }).click();
  await expect(desk.getByText(tr(lang, 'crud.created'))).toBeVisible();
  await panel.close();

  // Back at the checkout, picking that address again asks the server again: its fee, its days.
  await chooseAddress(page, String(product.governorateId), 1);
  await expect(shipping).toHaveText(nearFee);
  await page.getByLabel(tr(lang, 'commerce.checkout.governorate')).selectOption(farGovernorate!);
  await page.getByLabel(tr(lang, 'commerce.checkout.area')).selectOption(farArea);
  await expect(shipping).toContainText('٧٧');
  await expect(page.getByTestId('delivery-estimate')).toContainText('يصل خلال ٢–٤ أيام');
  await shop.close();
});
