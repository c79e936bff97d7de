// Spec §2 `/profile/:type?`: a shopper turns on two-factor sign-in from the profile,
// and the next sign-in at /login asks for the authenticator code.
import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { apiRegister, atPath, gotoInteractive, readStoredState, storageWith, tr } from './fixtures';

const STEP_S = 30;
const currentStep = () => Math.floor(Date.now() / 1000 / STEP_S);

/** The code of a time step once the server accepts it (it allows one step either side of now). */
async function codeForStep(secret: string, step: number): Promise<string> {
  await expect
    .poll(currentStep, { timeout: 2 * STEP_S * 1000, intervals: [500] })
    .toBeGreaterThanOrEqual(step - 1);
  return generate({ secret, epoch: step * STEP_S });
}

for (const lang of ['ar', 'en'] as const) {
  test.describe(`[2FA][${lang}]`, () => {
    test.use({
      viewport: { width: 390, height: 844 },
      storageState: async ({ baseURL }, use) => use(storageWith(baseURL, { language: lang })),
    });

    test(`[2FA][${lang}] a shopper turns it on in /profile/password and signs in with a code`, async ({
      page,
      request,
    }) => {
      const shopper = await apiRegister(request, `tf${lang}`);
      const signIn = async () => {
        await page.getByLabel(tr(lang, 'account.fields.identifier')).fill(shopper.username);
        await page.locator('input[name="password"]').fill(shopper.password);
        await page
          .getByRole('button', { name: tr(lang, 'auth.login.submit'), exact: true })
          .click();
      };
      await gotoInteractive(page, '/login');
      await signIn();
      await expect(page).not.toHaveURL(atPath('/login'));

      await gotoInteractive(page, '/profile/password');
      await expect(page.getByTestId('two-factor-status')).toHaveText(
        tr(lang, 'account.two_factor.status_off'),
      );
      await page.getByRole('button', { name: tr(lang, 'account.two_factor.start') }).click();
      const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
      expect(secret).not.toBe('');
      const step = currentStep();
      const card = page
        .locator('form')
        .filter({ has: page.getByLabel(tr(lang, 'account.fields.authenticator_code')) });
      await card.locator('input[name="current_password"]').fill(shopper.password);
      await page
        .getByLabel(tr(lang, 'account.fields.authenticator_code'))
        .fill(await codeForStep(secret, step));
      await page
        .getByRole('button', { name: tr(lang, 'account.two_factor.enable'), exact: true })
        .click();
      await expect(page.getByTestId('two-factor-status')).toHaveText(
        tr(lang, 'account.two_factor.status_on'),
      );

      await page.getByRole('button', { name: tr(lang, 'common.actions.sign_out') }).click();
      // Signed out on the server and in the app before the next sign-in starts.
      await expect.poll(async () => (await readStoredState(page)).user ?? null).toBeNull();
      await gotoInteractive(page, '/login');
      await signIn();
      const code = page.getByLabel(tr(lang, 'account.fields.authenticator_code'));
      await expect(code).toBeVisible();
      await code.fill(await codeForStep(secret, step + 1));
      await expect(page).not.toHaveURL(atPath('/login'));
      await gotoInteractive(page, '/profile/password');
      await expect(page.getByTestId('two-factor-status')).toHaveText(
        tr(lang, 'account.two_factor.status_on'),
      );
    });
  });
}
