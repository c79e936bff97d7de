import { expect, test } from '@playwright/test';

test.describe('[PWA] installable, offline-capable app', () => {
  test('[PWA] /sw.js is a classic worker served with cache-control: no-cache', async ({
    request,
  }) => {
    const response = await request.get('/sw.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('no-cache');
    expect(response.headers()['content-type']).toMatch(/javascript/);
    const source = await response.text();
    // A module worker would need { type: 'module' }; parsing as a function body proves it is
    // classic.
    expect(() => new Function(source)).not.toThrow();
    expect(source).not.toContain('self.__WB_MANIFEST');
  });

  test('[PWA] /manifest.webmanifest is Arabic RTL with any and maskable icons', async ({
    request,
  }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as {
      lang: string;
      dir: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      lang: 'ar',
      dir: 'rtl',
      start_url: '/',
      display: 'standalone',
    });
    const maskable = manifest.icons.find((icon) => icon.purpose?.split(' ').includes('maskable'));
    expect(maskable?.sizes).toBe('512x512');
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type'], icon.src).toMatch(/^image\//);
    }
  });

  test('[PWA] the manifest names and describes its shortcuts in Arabic, with English alongside', async ({
    request,
  }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as {
      shortcuts: {
        name: string;
        short_name: string;
        description: string;
        description_localized: { en: { value: string; lang: string; dir: string } };
      }[];
    };
    const arabic = /^[\u0600-\u06FF\s،]+$/;
    expect(manifest.shortcuts.map((shortcut) => shortcut.name)).toEqual([
      'المنتجات',
      'المتاجر',
      'سلة المشتريات',
      'طلباتي',
    ]);
    for (const shortcut of manifest.shortcuts) {
      expect(shortcut.short_name).toMatch(arabic);
      expect(shortcut.description).toMatch(arabic);
      expect(shortcut.description_localized.en).toMatchObject({ lang: 'en', dir: 'ltr' });
      expect(shortcut.description_localized.en.value).toMatch(/^[A-Z][a-z ]+$/);
    }
  });

  test('[PWA] /robots.txt keeps search engines out of the panels and the API', async ({
    request,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const lines = (await response.text()).split('\n').map((line) => line.trim());
    for (const prefix of [
      '/admin',
      '/moderator',
      '/reseller',
      '/sub_reseller',
      '/panel',
      '/api/',
    ]) {
      expect(lines).toContain(`Disallow: ${prefix}`);
    }
    expect(lines).not.toContain('Disallow: /');
    expect(lines.some((line) => /^Sitemap: \S*\/sitemap\.xml$/.test(line))).toBe(true);
  });

  test('[PWA] the service worker controls the page and an offline reload still shows the shell', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    // Registration waits for `load` and installs the precache; `ready` resolves once it is active.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
      .toMatch(/\/sw\.js$/);
    const banner = page.getByRole('banner');
    await expect(banner).toBeVisible();

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(banner).toBeVisible();
      await expect(banner).toContainText('دكّان');
    } finally {
      await context.setOffline(false);
    }
  });
});
