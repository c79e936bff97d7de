import { expect, test } from '@playwright/test';
import { apiRegister, atPath, gotoInteractive, outboxCode, tr, type Lang } from './fixtures';

// Past the account's wrong-password ceiling (20 an hour from all addresses), a sign-in needs a
// proof the guesser lacks: the form asks for the emailed code and signs in with it. The guesses
// come from 20 addresses (the test server trusts `X-Forwarded-For`, playwright.config.ts), and
// the shopper registers from another one, so the browser's code request is its first to that
// inbox from 127.0.0.1.
test.use({ serviceWorkers: 'block' });

const from = (address: string) => ({ 'x-forwarded-for': address });

for (const lang of ['ar', 'en'] as Lang[]) {
  test(`[ACCOUNTS][${lang}] past the ceiling the form offers the emailed code and signs in with it`, async ({
    page,
    request,
  }) => {
    test.slow();
    const shopper = await apiRegister(request, `ceil${lang}`, from('203.0.113.250'));
    for (let guess = 0; guess < 20; guess += 1) {
      const wrong = await request.post('/api/login', {
        headers: from(`203.0.113.${10 + guess}`),
        data: { identifier: shopper.username, password: `Wrong${guess}pass` },
      });
      expect(wrong.status()).toBe(400);
    }

    await gotoInteractive(page, `/login?locale=${lang}`);
    await page.getByLabel(tr(lang, 'account.fields.identifier')).fill(shopper.username);
    await page.locator('input[name="password"]').fill(shopper.password);
    const submit = page.getByRole('button', { name: tr(lang, 'auth.login.submit'), exact: true });
    await submit.click();
    // The right password from a new address is refused without the proof.
    await expect(page.getByText(tr(lang, 'errors.sign_in_code_required'))).toBeVisible();

    await page.getByRole('button', { name: tr(lang, 'auth.login.send_code') }).click();
    await expect(page.getByText(tr(lang, 'auth.login.code_sent'))).toBeVisible();
    const code = await outboxCode(request, shopper.email);
    await page.getByLabel(tr(lang, 'auth.login.code_label')).fill(code);
    await submit.click();
    await expect(page).toHaveURL(atPath('/'));
  });
}
