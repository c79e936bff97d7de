// Repeat visits through the service worker: a server-rendered page comes from the
// network (then the page saved for this language, then the shell), so a returning shopper sees the
// rendered page at once and nothing shifts (CLS ≤ 0.02, as bench/cls.mjs measures per page).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { apiSignIn, gotoInteractive, STORAGE_KEY } from './fixtures';

/** A seeded product: "جاكيت جلد رجالي" / "Men's leather jacket" of elsheikh.menswear. */
const JACKET = {
  path: '/products/elsheikh.menswear/208',
  ar: 'جاكيت جلد رجالي',
  en: "Men's leather jacket",
};
const GOAL = 0.02;

/** A returning shopper: the language is stored and mirrored into the cookie the server reads. */
async function returningShopper(
  context: BrowserContext,
  baseURL: string,
  language: 'ar' | 'en',
  user: unknown = null,
) {
  await context.addCookies([{ name: 'dukkan_prefs', value: language, url: baseURL }]);
  await context.addInitScript(
    ([key, lang, session]) => {
      if (!localStorage.getItem(key)) {
        localStorage.setItem(
          key,
          JSON.stringify({ language: lang, isDarkMode: false, user: session }),
        );
      }
      // Every layout shift of the document without recent input, summed.
      const target = window as unknown as { __cls: number };
      target.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) target.__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    },
    [STORAGE_KEY, language, user] as const,
  );
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cls: number }).__cls);

/** Settled: the app is interactive, the network is quiet and late extras (follow, hearts) are in. */
async function settle(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
  await page.waitForLoadState('networkidle');
}

async function waitForWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 60_000,
    })
    .toMatch(/\/sw\.js$/);
}

for (const language of ['ar', 'en'] as const) {
  test(`[CLS] ${language}: a product seen before comes back rendered through the worker, without layout shift, also offline`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext();
    await returningShopper(context, baseURL!, language);
    const page = await context.newPage();
    try {
      await gotoInteractive(page, JACKET.path);
      await waitForWorker(page);

      // The repeat visit: the worker hands over the server's rendered page, with its content
      // in the HTML itself (no blank shell, no skeleton to replace).
      const response = await page.goto(JACKET.path);
      expect(response?.fromServiceWorker()).toBe(true);
      expect(await response?.text()).toContain(JACKET[language]);
      await settle(page);
      await expect(page.getByRole('heading', { level: 1, name: JACKET[language] })).toBeVisible();
      expect(await layoutShift(page)).toBeLessThanOrEqual(GOAL);

      // Offline, the same navigation gets the page as it was last rendered in this language.
      await context.setOffline(true);
      const offline = await page.reload();
      expect(offline?.fromServiceWorker()).toBe(true);
      const html = (await offline?.text()) ?? '';
      expect(html).toContain(JACKET[language]);
      expect(html).toContain(`lang="${language}"`);
      await settle(page);
      await expect(page.getByTestId('offline-banner')).toBeVisible();
      expect(await layoutShift(page)).toBeLessThanOrEqual(GOAL);
    } finally {
      await context.close();
    }
  });
}

test('[CLS] en: the profile, rendered in the browser, does not push the footer on a repeat visit', async ({
  browser,
  baseURL,
  request,
}) => {
  const session = await apiSignIn(request, 'user');
  const context = await browser.newContext();
  await returningShopper(context, baseURL!, 'en', session);
  const page = await context.newPage();
  try {
    await gotoInteractive(page, '/profile');
    await waitForWorker(page);
    const response = await page.goto('/profile');
    expect(response?.fromServiceWorker()).toBe(true);
    await settle(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('textbox').first()).toBeVisible();
    expect(await layoutShift(page)).toBeLessThanOrEqual(GOAL);
  } finally {
    await context.close();
  }
});

for (const language of ['ar', 'en'] as const) {
  test(`[CLS] ${language}: on a desk, a signed-in shopper's repeat visits of a product and its store do not shift`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const session = await apiSignIn(request, 'user');
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await returningShopper(context, baseURL!, language, session);
    const page = await context.newPage();
    try {
      await gotoInteractive(page, JACKET.path);
      await waitForWorker(page);
      for (const path of [JACKET.path, '/store/elsheikh.menswear']) {
        await gotoInteractive(page, path);
        const response = await page.goto(path);
        expect(response?.fromServiceWorker()).toBe(true);
        await settle(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await layoutShift(page)).toBeLessThanOrEqual(GOAL);
      }
    } finally {
      await context.close();
    }
  });
}
