// Card payment and wallet: a shopper charges the wallet by card through the built-in
// sandbox (success card) and sees the balance; a declined card lands on the failed payment state.
// The result page reads the server's record, never the return URL's query.
import { expect, test, type Page } from '@playwright/test';
import { apiRegister, apiSignIn, gotoInteractive, storageWith, tr, type Lang } from './fixtures';

async function startCharge(page: Page, lang: Lang, typed: string) {
  await gotoInteractive(page, '/wallet');
  await expect(
    page.getByRole('heading', { level: 1, name: tr(lang, 'pages.wallet.title') }),
  ).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toBeVisible();
  await page.getByLabel(tr(lang, 'payments.wallet.amount_label')).fill(typed);
  await page.getByRole('button', { name: tr(lang, 'payments.wallet.charge_button') }).click();
  await page.waitForURL(/\/sandbox\/fawry\/checkout\//);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

for (const lang of ['ar', 'en'] as const) {
  test.describe(`[PAYMENTS][${lang}] wallet charge by card`, () => {
    test.use({
      viewport: { width: 390, height: 844 },
      // A new shopper per test: the wallet starts at zero.
      storageState: async ({ baseURL, playwright }, use) => {
        const api = await playwright.request.newContext({ baseURL });
        const shopper = await apiRegister(api, 'pay');
        const user = await apiSignIn(api, shopper.username, { password: shopper.password });
        await api.dispose();
        await use(storageWith(baseURL, { language: lang, user, admin: null }));
      },
    });

    test(`[PAYMENTS][${lang}] the success card credits the wallet and the balance shows it`, async ({
      page,
    }) => {
      // Arabic-Indic digits are accepted as typed.
      await startCharge(page, lang, lang === 'ar' ? '١٥٠' : '150');
      await expect(page.getByTestId('sandbox-amount')).toContainText(
        lang === 'ar' ? '١٥٠' : '150.00',
      );
      await page.getByRole('button', { name: /4242 4242 4242 4242/ }).click();

      await page.waitForURL(/\/payment-state\/wallet\?ref=/);
      const result = page.getByTestId('payment-result');
      await expect(result).toHaveAttribute('data-tone', 'success');
      await expect(
        result.getByRole('heading', { name: tr(lang, 'payments.state.paid_title') }),
      ).toBeVisible();

      await result.getByRole('link', { name: tr(lang, 'payments.state.back.wallet') }).click();
      await expect(page).toHaveURL(/\/wallet$/);
      const balance = page.getByTestId('wallet-balance');
      await expect(balance).toContainText(lang === 'ar' ? '١٥٠' : '150.00');
      const invoice = page.getByTestId('wallet-invoice').first();
      await expect(invoice).toContainText(tr(lang, 'payments.status.paid'));
      await expect(invoice).toContainText(tr(lang, 'payments.method.card'));
      await expect(page.getByText(tr(lang, 'payments.ledger.charge')).first()).toBeVisible();
    });

    test(`[PAYMENTS][${lang}] a declined card lands on the failed payment state; nothing is credited`, async ({
      page,
    }) => {
      await startCharge(page, lang, '75');
      await page.getByRole('button', { name: /4000 0000 0000 0002/ }).click();

      await page.waitForURL(/\/payment-state\/wallet\?ref=.*orderStatus=FAILED/);
      const result = page.getByTestId('payment-result');
      await expect(result).toHaveAttribute('data-tone', 'failure');
      await expect(result).toContainText(tr(lang, 'payments.state.failed_body'));

      // Editing the return URL to say PAID changes nothing: the page asks the server.
      await page.goto(page.url().replace('orderStatus=FAILED', 'orderStatus=PAID'));
      await expect(page.getByTestId('payment-result')).toHaveAttribute('data-tone', 'failure');

      await gotoInteractive(page, '/wallet');
      await expect(page.getByTestId('wallet-balance')).toContainText(lang === 'ar' ? '٠' : '0.00');
      await expect(page.getByTestId('wallet-invoice').first()).toContainText(
        tr(lang, 'payments.status.failed'),
      );
    });
  });
}
