// Browsing a cached catalogue offline: every catalogue page seen renders after an offline
// reload, in the language it was seen in, under a banner saying the content may be old; a page never
// seen says it needs a connection; coming back online repairs it without a tap.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoInteractive } from './fixtures';

/** A seeded product: "جاكيت جلد رجالي" / "Men's leather jacket" of elsheikh.menswear. */
const JACKET = {
  id: 208,
  store: 'elsheikh.menswear',
  ar: 'جاكيت جلد رجالي',
  en: "Men's leather jacket",
};
const STORE_NAME = 'الشيخ للملابس الرجالي';
const BANNER_AR = 'أنت غير متصل بالإنترنت. نعرض المحتوى المحفوظ، وقد لا يكون محدّثًا.';
const BANNER_EN = 'You are offline. Showing saved content, which may be out of date.';
const UNSEEN_AR = 'لا يمكن عرض هذه الصفحة دون اتصال بالإنترنت، فهي لم تُفتح من قبل على هذا الجهاز.';

/** Reloads and waits until `content` is visible; answers the milliseconds it took. */
async function reloadUntil(page: Page, content: Locator): Promise<number> {
  const started = Date.now();
  await page.reload();
  await expect(content).toBeVisible();
  return Date.now() - started;
}

test.describe('[OFFLINE] browsing a cached catalogue', () => {
  test('[OFFLINE] home, a listing, a product, a store, categories, a search and a static page seen online render offline after a reload', async ({
    page,
    context,
    request,
  }) => {
    const categories = (await (await request.get('/api/categories')).json()).data as {
      id: number;
    }[];
    const category = categories[0]?.id;
    if (!category) throw new Error('the seed has no category');
    const listing = `/products?category=${category}&sort=price_desc`;
    const product = `/products/${JACKET.store}/${JACKET.id}`;
    const store = `/store/${JACKET.store}`;
    const others = (await (await request.get('/api/products?per_page=48')).json()).data as {
      id: number;
      store: { username: string };
    }[];
    const unseen = others.find((item) => item.id !== JACKET.id);
    if (!unseen) throw new Error('the seed has one product only');
    const about = (
      await (await request.get('/api/about-us', { headers: { 'Accept-Language': 'ar' } })).json()
    ).data as { body: string };
    const aboutOpening = about.body.trim().split('\n')[0]!.slice(0, 30);

    // The worker takes the page on its first install; from then on it sees every read.
    await gotoInteractive(page, '/');
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
      .toMatch(/\/sw\.js$/);

    // `also`: more of the page that must come back (the store page's product grid).
    const seen: {
      path: string;
      content: (page: Page) => Locator;
      also?: (page: Page) => Locator;
    }[] = [
      { path: '/', content: (p) => p.getByTestId('product-card').first() },
      { path: listing, content: (p) => p.getByTestId('product-card').first() },
      { path: product, content: (p) => p.getByRole('heading', { level: 1, name: JACKET.ar }) },
      {
        path: store,
        content: (p) => p.getByRole('heading', { level: 1, name: STORE_NAME }),
        also: (p) => p.getByTestId('product-card').first(),
      },
      { path: '/categories', content: (p) => p.getByTestId('sub-category-count').first() },
      { path: '/search?q=جاكيت', content: (p) => p.getByTestId('product-card').first() },
      { path: '/about-us', content: (p) => p.getByText(aboutOpening) },
    ];
    for (const { path, content, also } of seen) {
      await gotoInteractive(page, path);
      await expect(content(page)).toBeVisible();
      if (also) await expect(also(page)).toBeVisible();
    }

    const banner = page.getByTestId('offline-banner');
    await expect(banner).toHaveCount(0);
    await context.setOffline(true);
    const timings: Record<string, number> = {};
    try {
      for (const { path, content, also } of seen) {
        await page.goto(path).catch(() => undefined);
        timings[path] = await reloadUntil(page, content(page));
        if (also) await expect(also(page)).toBeVisible();
        await expect(banner).toHaveText(BANNER_AR);
        await expect(page.getByText('تعذّر تحميل المحتوى الآن.')).toHaveCount(0);
      }

      // A product never opened on this device says it needs a connection…
      await page.goto(`/products/${unseen.store.username}/${unseen.id}`).catch(() => undefined);
      await expect(page.getByText(UNSEEN_AR)).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
    // …and back online the banner goes and the page loads without a tap.
    await expect(banner).toHaveCount(0);
    await expect(page.getByText(UNSEEN_AR)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    test.info().annotations.push({
      type: 'offline reload, ms to content',
      description: JSON.stringify(timings),
    });
    console.log(`[offline] reload to content (ms): ${JSON.stringify(timings)}`);
  });

  test('[OFFLINE] the first page of a visit, seen in English before the worker took over, renders offline in English', async ({
    page,
    context,
  }) => {
    // Server-rendered with its data: the browser never asks the API for it, so only the persisted
    // query cache can bring it back offline.
    await gotoInteractive(page, `/products/${JACKET.store}/${JACKET.id}?locale=en`);
    const heading = page.getByRole('heading', { level: 1, name: JACKET.en });
    await expect(heading).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
      .toMatch(/\/sw\.js$/);

    await context.setOffline(true);
    try {
      await reloadUntil(page, heading);
      await expect(page.getByTestId('offline-banner')).toHaveText(BANNER_EN);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    } finally {
      await context.setOffline(false);
    }
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  });
});
