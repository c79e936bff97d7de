import { expect, test } from '@playwright/test';
import {
  apiSignIn,
  atPath,
  readStoredState,
  storageWith,
  storedSession,
  stripAuthorization,
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
  // A made-up admin token, sent without its Authorization header: a real admin sign-in could meet
  // the two-factor step that accounts.spec.ts turns on for the seeded admin in a parallel worker.
  test.beforeEach(async ({ context }) => stripAuthorization(context));
  test.use({
    storageState: async ({ baseURL }, use) => {
      await use(storageWith(baseURL, { user: null, admin: storedSession('admin') }));
    },
  });

  test('[GUARD] /admin opens the admin dashboard and keeps the session', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(atPath('/admin/dashboard'));
    await expect.poll(async () => (await readStoredState(page)).admin?.role).toBe('admin');
  });
});
