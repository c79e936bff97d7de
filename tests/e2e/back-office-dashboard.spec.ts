// The dashboard of each panel against the real server — the admin's site-wide figures
// on a desk, a reseller's own stores on a phone in Arabic, the moderator's review queue.
import {
  expect,
  test,
  type Fixtures,
  type Page,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import { apiSignIn, gotoInteractive, storageWith, tr, type Lang } from './fixtures';

function signedInAs(name: string, language: Lang) {
  const fixture: Fixtures<
    PlaywrightTestOptions,
    object,
    PlaywrightTestArgs & PlaywrightWorkerArgs
  >['storageState'] = async ({ baseURL, playwright }, use) => {
    const api = await playwright.request.newContext({ baseURL });
    const admin = await apiSignIn(api, name, { panel: true });
    await api.dispose();
    await use(storageWith(baseURL, { language, user: null, admin }));
  };
  return fixture;
}

async function openDashboard(page: Page, path: string) {
  await gotoInteractive(page, path);
  await expect(page.locator('[data-resource="dashboard"][data-state="ready"]')).toBeVisible();
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test.describe('[ADMIN][DASHBOARD] on a desk, in English', () => {
  test.use({ viewport: { width: 1280, height: 800 }, storageState: signedInAs('admin2', 'en') });

  test('shows the site-wide totals and three per-day charts', async ({ page }) => {
    await openDashboard(page, '/admin/dashboard');
    await expect(
      page.getByRole('heading', { name: tr('en', 'back_office_dashboard.sections.site') }),
    ).toBeVisible();
    const users = page.locator('[data-figure="users"] [data-value]');
    await expect(users).toHaveText(/^[\d,]+$/);
    expect(Number((await users.textContent())!.replace(/,/g, ''))).toBeGreaterThan(0);
    for (const chart of ['users', 'stores', 'products']) {
      await expect(page.getByTestId(`chart-${chart}`).locator('rect')).toHaveCount(30);
    }
    await expect(page.locator('[data-store]')).toHaveCount(0);
  });
});

test.describe('[RESELLER][DASHBOARD] on a phone, in Arabic', () => {
  test.use({ viewport: { width: 390, height: 844 }, storageState: signedInAs('reseller', 'ar') });

  test('shows its own stores with package and expiry, in Arabic digits, without sideways scroll', async ({
    page,
  }) => {
    await openDashboard(page, '/reseller/dashboard');
    await expect(
      page.getByRole('heading', { name: tr('ar', 'back_office_dashboard.sections.my_stores') }),
    ).toBeVisible();
    await expect(page.locator('[data-store]').first()).toBeVisible();
    await expect(page.locator('[data-figure="stores_active"] [data-value]')).toHaveText(
      /^[٠-٩٬]+$/,
    );
    await expect(page.getByTestId('chart-products').locator('rect')).toHaveCount(30);
    // No site-wide figures for a reseller (dashboard_stats is the admin's).
    await expect(page.getByTestId('chart-users')).toHaveCount(0);
    await expect(page.locator('[data-figure="review_queue"]')).toHaveCount(0);
    expect(await noSidewaysScroll(page)).toBe(true);
  });
});

test.describe('[MODERATOR][DASHBOARD] on a phone, in Arabic', () => {
  test.use({ viewport: { width: 390, height: 844 }, storageState: signedInAs('moderator', 'ar') });

  test('shows its review queue and every store, not the site-wide figures', async ({ page }) => {
    await openDashboard(page, '/moderator/dashboard');
    await expect(page.locator('[data-figure="review_queue"] [data-value]')).toHaveText(/^[٠-٩٬]+$/);
    await expect(page.getByTestId('chart-users')).toHaveCount(0);
    await expect(page.locator('[data-store]')).toHaveCount(0);
    expect(await noSidewaysScroll(page)).toBe(true);
  });
});
