import { expect, test, type Page } from '@playwright/test';
import {
  apiSignIn,
  atPath,
  DEMO_PASSWORD,
  expectDocumentLanguage,
  gotoInteractive,
  readStoredState,
  storageWith,
  tr,
} from './fixtures';

// Route guards of spec §4: a failed guard clears the stored session of that kind and sends the
// visitor to the matching login page. The guards decide in the browser; the sessions are real ones
// from the API (the seeded demo accounts), so the server accepts every call the pages make.
test.use({ serviceWorkers: 'block' });

test.describe('[GUARD] signed out', () => {
  test('[GUARD] a user route (/cart) while signed out lands on /login', async ({ page }) => {
    await page.goto('/cart');
    await expect(page).toHaveURL(atPath('/login'));
  });
});

test.describe('[GUARD] user session only', () => {
  test.use({
    storageState: async ({ baseURL, playwright }, use) => {
      const api = await playwright.request.newContext({ baseURL });
      const user = await apiSignIn(api, 'user');
      await api.dispose();
      await use(storageWith(baseURL, { user, admin: null }));
    },
  });

  test('[GUARD] an admin route with only a user session lands on /panel/login', async ({
    page,
  }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(atPath('/panel/login'));
  });
});

test.describe('[GUARD] admin session of a reseller', () => {
  test.use({
    storageState: async ({ baseURL, playwright }, use) => {
      const api = await playwright.request.newContext({ baseURL });
      const admin = await apiSignIn(api, 'reseller', { panel: true });
      await api.dispose();
      await use(storageWith(baseURL, { user: null, admin }));
    },
  });

  test('[GUARD] a reseller admin session visiting /admin lands on /login and is cleared', async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(atPath('/login'));
    await expect.poll(async () => (await readStoredState(page)).admin ?? null).toBeNull();
  });
});

test.describe('[GUARD] admin session of an admin', () => {
  // A real session of `admin2`: the seeded `admin` may be in the middle of the two-factor test in a
  // parallel worker, and a made-up token would be refused by the dashboard's first call.
  test.use({
    storageState: async ({ baseURL, playwright }, use) => {
      const api = await playwright.request.newContext({ baseURL });
      const admin = await apiSignIn(api, 'admin2', { panel: true });
      await api.dispose();
      await use(storageWith(baseURL, { user: null, admin }));
    },
  });

  test('[GUARD] /admin opens the admin dashboard and keeps the session', async ({ page }) => {
    await gotoInteractive(page, '/admin');
    await expect(page).toHaveURL(atPath('/admin/dashboard'));
    // The dashboard's figures come from the API with the stored session: once they show, every
    // guard and the first calls have run, and the session must still be there.
    await expect(page.locator('[data-figure="users"] [data-value]')).toBeVisible();
    expect((await readStoredState(page)).admin?.role).toBe('admin');
  });
});

// Two ways a tab can freeze: a redirect loop keeps the main thread busy for good, so
// each test asks the page something only a live page answers after it settled.
const answers = (page: Page) => page.evaluate(() => document.readyState);

for (const lang of ['en', 'ar'] as const) {
  test(`[GUARD] signing in at /login?locale=${lang} lands home, not back on the login page`, async ({
    page,
  }) => {
    await gotoInteractive(page, `/login?locale=${lang}`);
    await expectDocumentLanguage(page, lang);
    await page.getByLabel(tr(lang, 'account.fields.identifier')).fill('user');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    const signedIn = page.waitForResponse(
      (response) => response.url().endsWith('/api/login') && response.ok(),
    );
    await page.getByRole('button', { name: tr(lang, 'auth.login.submit'), exact: true }).click();
    await signedIn;
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: 'سارة' })).toBeVisible();
    expect(await answers(page)).toBe('complete');
  });
}

const WRONG_PANEL = [
  { account: 'user', panel: '/reseller/dashboard' },
  { account: 'user', panel: '/sub_reseller/dashboard' },
  { account: 'reseller', panel: '/sub_reseller/orders' },
  { account: 'subreseller', panel: '/reseller/dashboard' },
];

for (const { account, panel } of WRONG_PANEL) {
  test.describe(`[GUARD] the ${account} account signed in at the shop`, () => {
    // A real user-kind session of the seeded account, stored as the shop's session.
    test.use({
      storageState: async ({ baseURL, playwright }, use) => {
        const api = await playwright.request.newContext({ baseURL });
        const user = await apiSignIn(api, account);
        await api.dispose();
        await use(storageWith(baseURL, { language: 'en', user, admin: null }));
      },
    });

    test(`[GUARD] ${account} opening ${panel} is told "not authorized" and stays signed in`, async ({
      page,
    }) => {
      await page.goto(panel);
      await expect(page).toHaveURL(atPath('/401'));
      await expect(
        page.getByRole('heading', { name: tr('en', 'pages.unauthorized.heading') }),
      ).toBeVisible();
      expect(await answers(page)).toBe('complete');
      expect((await readStoredState(page)).user?.role).toBe(
        account === 'subreseller' ? 'moderator_reseller' : account,
      );
    });
  });
}
