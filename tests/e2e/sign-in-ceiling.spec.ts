import { expect, test } from '@playwright/test';
import { apiRegister, atPath, gotoInteractive, outboxCode, tr, type Lang } from './fixtures';

// The sign-in form past the account's wrong-password ceiling: the refusal is played once (reaching
// the ceiling takes 20 addresses, tests/server/accounts-sign-in-ceiling.test.ts), then the form
// asks for the emailed code and signs in with it against the real server.
test.use({ serviceWorkers: 'block' });

for (const lang of ['ar', 'en'] as Lang[]) {
  test(`[ACCOUNTS][${lang}] past the ceiling the form offers the emailed code and signs in with it`, async ({
    page,
    request,
  }) => {
    test.slow();
    const shopper = await apiRegister(request, 'ceil');
    // Its verification code went to the same address from the same client under 60 s ago.
    const sendable = Date.now() + 61_000;
    let refused = false;
    await page.route('**/api/login', async (route) => {
      if (refused) return route.fallback();
      refused = true;
      return route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'sign_in_code_required', message: 'x' } }),
      });
    });
    await gotoInteractive(page, `/login?locale=${lang}`);
    await page.getByLabel(tr(lang, 'account.fields.identifier')).fill(shopper.username);
    await page.locator('input[name="password"]').fill(shopper.password);
    const submit = page.getByRole('button', { name: tr(lang, 'auth.login.submit'), exact: true });
    await submit.click();
    await expect(page.getByText(tr(lang, 'errors.sign_in_code_required'))).toBeVisible();

    await page.waitForTimeout(Math.max(0, sendable - Date.now()));
    await page.getByRole('button', { name: tr(lang, 'auth.login.send_code') }).click();
    await expect(page.getByText(tr(lang, 'auth.login.code_sent'))).toBeVisible();
    const code = await outboxCode(request, shopper.email);
    await page.getByLabel(tr(lang, 'auth.login.code_label')).fill(code);
    await submit.click();
    await expect(page).toHaveURL(atPath('/'));
  });
}
