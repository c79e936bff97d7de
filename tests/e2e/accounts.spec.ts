import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import {
  apiRegister,
  atPath,
  expectDocumentLanguage,
  gotoInteractive,
  newShopper,
  outboxCode,
  readStoredState,
  storageWith,
  tr,
  type Lang,
} from './fixtures';

// Shopper accounts in the browser, against the real server and database: codes are read from the dev outbox
// (the e2e server runs with NODE_ENV=development) and TOTP codes are computed with otplib.
test.use({ serviceWorkers: 'block' });

const LANGS: Lang[] = ['ar', 'en'];
const TOTP_STEP_S = 30;

const passwordField = (page: Page, name: string) => page.locator(`input[name="${name}"]`);
const storedToken = async (page: Page, kind: 'user' | 'admin') =>
  ((await readStoredState(page))[kind] as { token?: string } | null)?.token;

async function signInForm(page: Page, lang: Lang, identifier: string, password: string) {
  await page.getByLabel(tr(lang, 'account.fields.identifier')).fill(identifier);
  await passwordField(page, 'password').fill(password);
  await page.getByRole('button', { name: tr(lang, 'auth.login.submit'), exact: true }).click();
}

for (const lang of LANGS) {
  test.describe(`[ACCOUNTS][${lang}]`, () => {
    test.use({
      storageState: async ({ baseURL }, use) => use(storageWith(baseURL, { language: lang })),
    });

    test(`[ACCOUNTS][${lang}] register → emailed code → signed in; sign out → /cart asks to log in`, async ({
      page,
      request,
    }) => {
      const shopper = newShopper(`r${lang}`);
      const firstName = lang === 'ar' ? 'منى' : 'Mona';
      await gotoInteractive(page, '/login/register');
      await expectDocumentLanguage(page, lang);
      await page.getByLabel(tr(lang, 'account.fields.full_name')).fill(`${firstName} Adel`);
      await page.getByLabel(tr(lang, 'account.fields.username')).fill(shopper.username);
      await page
        .getByRole('textbox', { name: tr(lang, 'account.fields.email'), exact: true })
        .fill(shopper.email);
      await page.getByLabel(tr(lang, 'account.fields.phone')).fill(shopper.phone);
      // A weak password is refused in the page's language before anything is sent.
      await passwordField(page, 'password').fill('weak');
      await passwordField(page, 'password_confirmation').fill('weak');
      await page.getByRole('button', { name: tr(lang, 'auth.register.submit') }).click();
      await expect(page.locator('[data-part="error-text"]').first()).toHaveText(
        tr(lang, 'validation.password.rule'),
      );
      await passwordField(page, 'password').fill(shopper.password);
      await passwordField(page, 'password_confirmation').fill(shopper.password);
      await page.getByRole('button', { name: tr(lang, 'auth.register.submit') }).click();

      await expect(page).toHaveURL(atPath('/otp'));
      await expect(page.getByText(tr(lang, 'auth.otp.sent_to_email'))).toBeVisible();
      const code = await outboxCode(request, shopper.email);
      await page.getByLabel(tr(lang, 'account.fields.code')).fill(code);

      await expect(page).toHaveURL((url) => url.pathname === '/');
      const menu = page.getByRole('button', { name: firstName });
      await expect(menu).toBeVisible();
      expect((await readStoredState(page)).user?.role).toBe('user');
      const token = await storedToken(page, 'user');

      await menu.click();
      await page.getByRole('menuitem', { name: tr(lang, 'common.actions.sign_out') }).click();
      await expect(page.getByRole('link', { name: tr(lang, 'nav.shop.login') })).toBeVisible();
      await expect.poll(async () => (await readStoredState(page)).user ?? null).toBeNull();
      // The token is revoked on the server, not just forgotten here.
      const after = await request.get('/api/profile', {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(after.status()).toBe(401);

      await page.goto('/cart');
      await expect(page).toHaveURL(atPath('/login'));
    });

    test(`[ACCOUNTS][${lang}] forgot → reset with the code → sign in with the new password`, async ({
      page,
      request,
    }) => {
      const shopper = await apiRegister(request, `f${lang}`);
      await gotoInteractive(page, '/login');
      await page.getByRole('link', { name: tr(lang, 'auth.login.forgot_link') }).click();
      await expect(page).toHaveURL(atPath('/login/forgot-password'));
      await page.getByLabel(tr(lang, 'account.fields.email_or_phone')).fill(shopper.email);
      // The address had its sign-up code moments ago: one address gets codes at least 60 s apart
      // from one client, so the form answers "too many attempts" until then. Ask again until the
      // reset step opens (a refused request is not counted).
      await expect(async () => {
        await page.getByRole('button', { name: tr(lang, 'auth.forgot.submit') }).click();
        await expect(page).toHaveURL(atPath('/login/reset-password'), { timeout: 5_000 });
      }).toPass({ timeout: 100_000, intervals: [10_000] });
      const code = await outboxCode(request, shopper.email);
      await page.getByLabel(tr(lang, 'account.fields.code')).fill(code);
      await passwordField(page, 'password').fill('NewSecret9');
      await passwordField(page, 'password_confirmation').fill('NewSecret9');
      await page.getByRole('button', { name: tr(lang, 'auth.reset.submit') }).click();
      await expect(page.getByText(tr(lang, 'auth.reset.done'))).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === '/login');

      // The old password is refused with the translated message; the typed identifier stays.
      await signInForm(page, lang, shopper.email, shopper.password);
      await expect(page.getByRole('alert')).toContainText(tr(lang, 'errors.invalid_credentials'));
      await expect(page.getByLabel(tr(lang, 'account.fields.identifier'))).toHaveValue(
        shopper.email,
      );
      await passwordField(page, 'password').fill('NewSecret9');
      await page.getByRole('button', { name: tr(lang, 'auth.login.submit'), exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.getByRole('button', { name: 'Test' })).toBeVisible();
    });
  });
}

test.describe('[ACCOUNTS][ar] panel two-factor sign-in', () => {
  test.use({
    storageState: async ({ baseURL }, use) => use(storageWith(baseURL, { language: 'ar' })),
  });

  test('[ACCOUNTS][ar] an admin turns on 2FA, then signs in through /panel/otp to the categories', async ({
    page,
    request,
  }) => {
    test.slow(); // Waits for a fresh TOTP step before turning 2FA off again (codes are single-use).
    await gotoInteractive(page, '/panel/login');
    await signInForm(page, 'ar', 'admin', 'Dukkan@2026');
    await expect(page).toHaveURL(atPath('/admin/categories'));

    await gotoInteractive(page, '/admin/my_profile_settings');
    await expect(page.getByLabel(tr('ar', 'account.fields.username'))).toHaveValue('admin');
    await page.getByRole('button', { name: tr('ar', 'account.two_factor.start') }).click();
    const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    expect(secret).not.toBe('');
    const enableStep = currentStep();
    // Switching the second factor needs the current password too.
    const twoFactorForm = page
      .locator('form')
      .filter({ has: page.getByLabel(tr('ar', 'account.fields.authenticator_code')) });
    await twoFactorForm.locator('input[name="current_password"]').fill('Dukkan@2026');
    await page
      .getByLabel(tr('ar', 'account.fields.authenticator_code'))
      .fill(await codeForStep(secret, enableStep));
    await page
      .getByRole('button', { name: tr('ar', 'account.two_factor.enable'), exact: true })
      .click();
    await expect(page.getByTestId('two-factor-status')).toHaveText(
      tr('ar', 'account.two_factor.status_on'),
    );

    // Turn 2FA off again whatever happens, so the seeded admin stays as the other specs expect.
    const disable = async (token: string | undefined) => {
      const off = await request.post('/api/panel/disable2fa', {
        headers: { Authorization: `Bearer ${token}` },
        data: { code: await codeForStep(secret, enableStep + 2), current_password: 'Dukkan@2026' },
      });
      expect(off.ok(), await off.text()).toBe(true);
    };
    const staffToken = await storedToken(page, 'admin');
    try {
      await page.getByRole('button', { name: tr('ar', 'common.actions.sign_out') }).click();
      await expect(page).toHaveURL(atPath('/panel/login'));
      expect((await readStoredState(page)).admin ?? null).toBeNull();
    } catch (error) {
      await disable(staffToken);
      throw error;
    }

    await signInForm(page, 'ar', 'admin', 'Dukkan@2026');
    await expect(page).toHaveURL(atPath('/panel/otp'));
    // Codes are single-use: the sign-in takes the next step's code (within the server's ±30 s).
    await page
      .getByLabel(tr('ar', 'account.fields.authenticator_code'))
      .fill(await codeForStep(secret, enableStep + 1));
    await expect(page).toHaveURL(atPath('/admin/categories'));
    expect((await readStoredState(page)).admin?.role).toBe('admin');
    await disable(await storedToken(page, 'admin'));
  });
});

test.describe('[ACCOUNTS][en] panel profile', () => {
  test.use({
    storageState: async ({ baseURL }, use) => use(storageWith(baseURL, { language: 'en' })),
  });

  test('[ACCOUNTS][en] a new panel email asks for the current password and waits for its code', async ({
    page,
    request,
  }) => {
    await page.goto('/panel/login');
    await signInForm(page, 'en', 'moderator', 'Dukkan@2026');
    await expect(page).toHaveURL((url) => url.pathname.startsWith('/moderator'));
    await page.goto('/moderator/my_profile_settings');
    const email = page.getByRole('textbox', {
      name: tr('en', 'account.fields.email'),
      exact: true,
    });
    await expect(page.getByLabel(tr('en', 'account.fields.username'))).toHaveValue('moderator');
    const original = await email.inputValue();
    const submit = page.getByRole('button', { name: tr('en', 'account.profile.submit') });

    await email.fill(`changed.${original}`);
    await submit.click();
    await expect(page.getByText(tr('en', 'validation.required'))).toBeVisible();
    const detailsPassword = page
      .locator('form')
      .filter({ has: submit })
      .locator('input[name="current_password"]');
    await detailsPassword.fill('Wrong1234');
    await submit.click();
    await expect(page.getByText(tr('en', 'validation.password.current_wrong'))).toBeVisible();
    await detailsPassword.fill('Dukkan@2026');
    await submit.click();
    await expect(page.getByText(tr('en', 'account.profile.saved_verify'))).toBeVisible();
    const pending = page.getByTestId('pending-email');
    await expect(pending).toContainText(`changed.${original}`);
    // The verified address stays in use until the code comes back.
    await expect(email).toHaveValue(original);

    // Leave the demo account as the other specs expect: saving the address in use drops a pending
    // change (no password needed, nothing else changes).
    const headers = { Authorization: `Bearer ${await storedToken(page, 'admin')}` };
    const current = (await (await request.get('/api/panel/profile', { headers })).json()).data;
    const { first_name, last_name, username, phone, language } = current;
    const body = { first_name, last_name, username, email: original, phone, language };
    const restored = await request.post('/api/panel/profile', { headers, data: body });
    expect(restored.ok(), await restored.text()).toBe(true);
    await page.reload();
    await expect(pending).toBeHidden();
  });
});

const currentStep = () => Math.floor(Date.now() / 1000 / TOTP_STEP_S);

/**
 * The TOTP code of a time step, once the server accepts it: it allows one step either side of now,
 * so a future step's code works as soon as the step before it has begun.
 */
async function codeForStep(secret: string, step: number): Promise<string> {
  await expect
    .poll(currentStep, { timeout: 2 * TOTP_STEP_S * 1000, intervals: [500] })
    .toBeGreaterThanOrEqual(step - 1);
  return generate({ secret, epoch: step * TOTP_STEP_S });
}

test.describe('[ACCOUNTS][en] seller hand-over', () => {
  test.use({
    storageState: async ({ baseURL }, use) => use(storageWith(baseURL, { language: 'en' })),
  });

  test('[ACCOUNTS][en] a reseller signed in as a user opens /reseller without a second login', async ({
    page,
  }) => {
    await gotoInteractive(page, '/login');
    await signInForm(page, 'en', 'reseller', 'Dukkan@2026');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await page.goto('/reseller');
    await expect(page).toHaveURL(atPath('/reseller/dashboard'));
    const state = await readStoredState(page);
    expect(state.admin?.role).toBe('reseller');
    expect(await storedToken(page, 'admin')).toBe(await storedToken(page, 'user'));

    // The handed-over session works for the panel's own calls (the shared profile screen).
    await gotoInteractive(page, '/reseller/my_profile_settings');
    await expect(page.getByLabel(tr('en', 'account.fields.username'))).toHaveValue('reseller');
  });

  test('[ACCOUNTS][en] a reseller with 2FA is sent to the panel login, still signed in to the shop', async ({
    page,
  }) => {
    await gotoInteractive(page, '/login');
    await signInForm(page, 'en', 'reseller', 'Dukkan@2026');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    const shopToken = await storedToken(page, 'user');
    // The seeded reseller has no 2FA; the API's answer for one that has it is played here (the
    // server side of it is tests/server/panel-account.test.ts).
    await page.route('**/api/panel/**', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'panel_two_factor_required', message: 'x' } }),
      }),
    );
    await gotoInteractive(page, '/reseller/my_profile_settings');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/panel/login' && url.searchParams.get('reason') === 'two_factor',
    );
    await expect(page.getByText(tr('en', 'errors.panel_two_factor_required'))).toBeVisible();
    expect(await storedToken(page, 'user')).toBe(shopToken);
    expect((await readStoredState(page)).admin ?? null).toBeNull();

    // From now on the guard sends them straight here, without a refused call.
    await page.unroute('**/api/panel/**');
    await page.goto('/reseller');
    await expect(page).toHaveURL((url) => url.pathname === '/panel/login');

    // The panel login (with the code, for a real 2FA account) brings them to the page they wanted.
    await signInForm(page, 'en', 'reseller', 'Dukkan@2026');
    await expect(page).toHaveURL(atPath('/reseller/dashboard'));
  });

  test('[ACCOUNTS][en] the shared my_profile_settings screen opens in the reseller panel', async ({
    page,
  }) => {
    await gotoInteractive(page, '/panel/login');
    await signInForm(page, 'en', 'reseller', 'Dukkan@2026');
    await expect(page).toHaveURL(atPath('/reseller/dashboard'));
    await gotoInteractive(page, '/reseller/my_profile_settings');
    await expect(page.getByLabel(tr('en', 'account.fields.username'))).toHaveValue('reseller');
    await expect(page.getByTestId('two-factor-status')).toHaveText(
      tr('en', 'account.two_factor.status_off'),
    );
  });
});

test.describe('[ACCOUNTS][en] profile', () => {
  test.use({
    storageState: async ({ baseURL }, use) => use(storageWith(baseURL, { language: 'en' })),
  });

  test('[ACCOUNTS][en] edits the name, confirms a new email by code and changes the password', async ({
    page,
    request,
  }) => {
    const shopper = await apiRegister(request, 'prof');
    await gotoInteractive(page, '/login');
    await signInForm(page, 'en', shopper.username, shopper.password);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await gotoInteractive(page, '/profile');

    const firstName = page.getByLabel(tr('en', 'account.fields.first_name'));
    await expect(firstName).toHaveValue('Test');
    await firstName.fill('Karim');
    const newEmail = `new.${shopper.email}`;
    await page
      .getByRole('textbox', { name: tr('en', 'account.fields.email'), exact: true })
      .fill(newEmail);
    await page.getByRole('button', { name: tr('en', 'account.profile.submit') }).click();
    await expect(page.getByText(tr('en', 'account.profile.saved_verify'))).toBeVisible();
    await expect(page.getByRole('button', { name: /Karim/ })).toBeVisible();

    const pending = page.getByTestId('pending-email');
    await expect(pending).toContainText(newEmail);
    await pending
      .getByLabel(tr('en', 'account.fields.code'))
      .fill(await outboxCode(request, newEmail));
    await pending.getByRole('button', { name: tr('en', 'account.pending.confirm') }).click();
    await expect(page.getByText(tr('en', 'account.pending.confirmed_email'))).toBeVisible();
    await expect(pending).toBeHidden();
    await expect(
      page.getByRole('textbox', { name: tr('en', 'account.fields.email'), exact: true }),
    ).toHaveValue(newEmail);

    await page.getByRole('link', { name: tr('en', 'account.profile.tab_password') }).click();
    await expect(page).toHaveURL(atPath('/profile/password'));
    await passwordField(page, 'current_password').fill('Wrong123');
    await passwordField(page, 'password').fill('Changed77');
    await passwordField(page, 'password_confirmation').fill('Changed77');
    await page.getByRole('button', { name: tr('en', 'account.password.submit') }).click();
    await expect(page.getByText(tr('en', 'validation.password.current_wrong'))).toBeVisible();
    await passwordField(page, 'current_password').fill(shopper.password);
    await page.getByRole('button', { name: tr('en', 'account.password.submit') }).click();
    await expect(page.getByText(tr('en', 'account.password.changed'))).toBeVisible();
    const session = await request.post('/api/login', {
      data: { identifier: newEmail, password: 'Changed77' },
    });
    expect(((await session.json()) as { data: { status: string } }).data.status).toBe('signed_in');
  });
});
