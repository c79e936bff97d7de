// Throwaway: screenshots of the guest checkout journey (not committed).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
const base = 'http://127.0.0.1:3620';
const out = '/tmp/commerce-ui-shots';
const list = await (await fetch(`${base}/api/products?store=hend.boutique`)).json();
let product;
for (const card of list.data) {
  const d = (await (await fetch(`${base}/api/products/${card.id}`)).json()).data;
  if (d.stock.state !== 'out_of_stock' && !d.attributes.some((a) => a.required)) { product = d; break; }
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const labels = { ar: ['اطلب الآن بدون حساب', 'الاسم', 'الهاتف', 'المحافظة', 'المنطقة', 'العنوان', 'إتمام الطلب'], en: ['Order now without an account', 'Name', 'Phone', 'Governorate', 'Area', 'Address', 'Place order'] };
for (const lang of ['ar', 'en']) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript((l) => { if (!localStorage.getItem('dukkan')) localStorage.setItem('dukkan', JSON.stringify({ language: l, isDarkMode: false, admin: null, user: null })); }, lang);
  const page = await context.newPage();
  await page.goto(`${base}/products/${product.store.username}/${product.id}`, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-interactive]');
  const [button, name, phone, gov, area, address, place] = labels[lang];
  await page.getByRole('button', { name: button }).click();
  const form = page.locator('form[aria-labelledby="guest-checkout-title"]');
  await form.waitFor();
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('button', { name: place }).click();
  await page.waitForTimeout(500);
  await form.screenshot({ path: `${out}/guest-form-errors-${lang}.png` });
  await form.getByLabel(name).fill('Mona Adel');
  await form.getByLabel(phone).fill('01012345678');
  await form.getByLabel(gov).selectOption({ index: 1 });
  await page.waitForTimeout(800);
  await form.getByLabel(area).selectOption({ index: 1 });
  await form.getByLabel(address).fill('12 Fouad Street, Alexandria');
  await form.screenshot({ path: `${out}/guest-form-${lang}.png` });
  await form.getByRole('button', { name: place }).click();
  await page.waitForURL(/\/orders$/);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/guest-orders-${lang}.png` });
  await page.goto(`${base}/profile/password`, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `${out}/guest-keep-${lang}.png` });
  await context.close();
}
await browser.close();
console.log(product.id);
