// Server-rendered shop pages (speed): the page is readable before any script runs, and the
// browser then adopts the server's markup instead of replacing it.
import { expect, test, type Page } from '@playwright/test';
import { hydrationReportInPage, watchHydrationInPage } from '../../scripts/hydration-watch.mjs';
import { STORAGE_KEY } from './fixtures';

/** A seeded product: "جاكيت جلد رجالي" / "Men's leather jacket" of elsheikh.menswear. */
const JACKET = {
  id: 208,
  store: 'elsheikh.menswear',
  ar: 'جاكيت جلد رجالي',
  en: "Men's leather jacket",
};

/**
 * Marks the server's markup with an attribute the app never renders (React keeps the nodes of the
 * markup it hydrates, and drops them with the markup it replaces) and watches each page's
 * hydration (scripts/hydration-watch.mjs: elements React never adopted, attributes where the
 * server's markup and the browser's render disagree; React's own mismatch reports reach the
 * console). The returned check reports, for the page on
 * screen, those problems and any page error or console error so far.
 */
async function watchHydration(page: Page): Promise<() => Promise<string[]>> {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The browser's own line for a 404 or 401 answer is not the app's.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(watchHydrationInPage);
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /<div id="root"><(\w+)/,
      '<div id="root"><$1 data-server-markup=""',
    );
    return route.fulfill({ response, body });
  });
  return async () => {
    await page.waitForFunction(() =>
      Boolean((window as unknown as { hydrationWatch?: { done: boolean } }).hydrationWatch?.done),
    );
    const report = await page.evaluate(hydrationReportInPage);
    return [...errors, ...report.problems];
  };
}

const keptServerNode = (page: Page) => page.locator('#root > [data-server-markup]').count();

/**
 * Counts `<style>` elements taken out of `<head>` (emotion re-inserting the server's styles, which
 * makes the browser lay the whole page out again) from the first byte of the page on.
 */
async function watchStyleMoves(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const moves = { count: 0 };
    Object.assign(window, { styleMoves: moves });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) if (node.nodeName === 'STYLE') moves.count += 1;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { styleMoves: { count: number } }).styleMoves.count);
}

test.describe('[SSR] server-rendered pages', () => {
  test('[SSR] without JavaScript, the product page shows its name, price and store', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/products/${JACKET.store}/${JACKET.id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(JACKET.ar);
    await expect(page.getByText('ج.م.').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /الشيخ/ }).first()).toBeVisible();

    await page.goto('/?locale=en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await context.close();
  });

  test('[SSR] an unknown URL answers 404 with the not-found screen, before and after scripts run', async ({
    browser,
    page,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const bare = await context.newPage();
    const response = await bare.goto('/no-such-page-e2e?locale=en');
    expect(response?.status()).toBe(404);
    await expect(bare).toHaveTitle('Page not found | Dukkan');
    await expect(bare.getByRole('heading', { level: 1 })).toHaveText('This page is not available');
    await context.close();

    const hydrationProblems = await watchHydration(page);
    const missing = await page.goto(`/products/${JACKET.store}/999999`);
    expect(missing?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
    expect(await hydrationProblems()).toEqual([]);
    const unknown = await page.goto('/no-such-page-e2e');
    expect(unknown?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
    await expect(page.getByRole('heading', { name: 'هذه الصفحة غير متاحة' })).toBeVisible();
    await expect(page).toHaveTitle(/^الصفحة غير موجودة/);
    expect(await hydrationProblems()).toEqual([]);
  });

  test('[SSR] before any script runs, the header search still finds products', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'ابحث في دكّان' });
    await box.fill('جاكت جلد');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(
      page.getByTestId('product-card').filter({ hasText: JACKET.ar }).first(),
    ).toBeVisible();
    await context.close();
  });

  for (const language of ['ar', 'en'] as const) {
    test(`[SSR] in ${language}, home and product hydrate the server's markup and stay interactive`, async ({
      page,
      context,
      baseURL,
    }) => {
      // What a returning visitor has: the stored choice and the cookie mirroring it.
      await context.addCookies([{ name: 'dukkan_prefs', value: language, url: baseURL ?? '' }]);
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        STORAGE_KEY,
        JSON.stringify({ language }),
      ] as const);
      // Chrome on a phone may offer installation before the app has loaded: the bar must not
      // break hydration (it appears right after).
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
            prompt: async () => undefined,
            userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
          });
          window.dispatchEvent(offer);
        });
      });
      const hydrationProblems = await watchHydration(page);
      const styleMoves = await watchStyleMoves(page);

      await page.goto('/');
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
      await page.waitForLoadState('networkidle');
      expect(await keptServerNode(page)).toBe(1);
      expect(await styleMoves()).toBe(0);
      expect(await hydrationProblems()).toEqual([]);
      await expect(page.getByTestId('pwa-install')).toBeVisible();

      await page.goto(`/products/${JACKET.store}/${JACKET.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(JACKET[language]);
      await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
      await page.waitForLoadState('networkidle');
      expect(await keptServerNode(page)).toBe(1);
      expect(await styleMoves()).toBe(0);
      expect(await hydrationProblems()).toEqual([]);
      // Hydrated: a client-side action works (the cart needs an account, spec §6).
      await page
        .getByRole('button', { name: language === 'ar' ? 'أضف إلى السلة' : 'Add to cart' })
        .click();
      await expect(page.getByRole('alert')).toBeVisible();
      expect(await hydrationProblems()).toEqual([]);
    });
  }

  test('[SSR] the app is fetched after the page and its images have loaded, then takes over', async ({
    page,
  }) => {
    await page.goto(`/products/${JACKET.store}/${JACKET.id}`);
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType(
        'navigation',
      )[0] as PerformanceNavigationTiming;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/main-[\w-]+\.js$/.test(entry.name));
      return { load: navigation.loadEventStart, app: scripts.map((entry) => entry.startTime) };
    });
    expect(timing.app).toHaveLength(1);
    expect(timing.app[0]).toBeGreaterThanOrEqual(timing.load);
  });

  test('[SSR] a visitor whose stored language differs from the page renders afresh, without errors', async ({
    page,
  }) => {
    // No cookie yet (an old install): the server renders Arabic, the tab wants English.
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      STORAGE_KEY,
      JSON.stringify({ language: 'en' }),
    ] as const);
    const hydrationProblems = await watchHydration(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Products' }).first()).toBeVisible();
    expect(await hydrationProblems()).toEqual([]);
    // From now on the server knows: the cookie mirrors the stored language.
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'dukkan_prefs')?.value).toBe('en');
  });
});
