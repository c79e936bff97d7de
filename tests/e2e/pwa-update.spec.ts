import { expect, test } from '@playwright/test';
import { expectDocumentLanguage } from './fixtures';

test.describe('[PWA] updates and installation', () => {
  test('[PWA] a new version shows "new version — reload" and reloading activates it', async ({
    page,
    context,
  }) => {
    // The installed worker is "the previous deploy": sw.js with one more byte. Chromium lets a route
    // answer the registration's script fetch but not the update check, so the check below sees the
    // real sw.js as a new version, as after a deploy.
    await context.route('**/sw.js', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        body: `${await response.text()}\n// e2e: previous version\n`,
      });
    });
    await page.goto('/');
    const firstWorker = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      return (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? null;
    });
    expect(firstWorker).toMatch(/\/sw\.js$/);
    await context.unrouteAll();

    // The hourly check, run now.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });

    const prompt = page.getByTestId('pwa-update');
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText('يتوفر إصدار جديد من دكّان.');
    if (process.env.SCREENSHOT_DIR) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/update-prompt-ar.png` });
    }
    await page.evaluate(() => Object.assign(window, { __e2eBeforeUpdate: true }));

    // The page reloads once the new worker controls it: the marker is gone, the prompt too.
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'تحديث الآن' }).click();
    await reloaded;
    expect(await page.evaluate(() => '__e2eBeforeUpdate' in window)).toBe(false);
    await expectDocumentLanguage(page, 'ar');
    await expect(prompt).toBeHidden();
    const waiting = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null,
    );
    expect(waiting).toBeNull();
  });

  test('[PWA] the install offer appears only after beforeinstallprompt, in English too', async ({
    page,
  }) => {
    await page.goto('/?locale=en');
    await expectDocumentLanguage(page, 'en');
    await expect(page.getByRole('banner')).toBeVisible();
    const offer = page.getByTestId('pwa-install');
    await expect(offer).toHaveCount(0);

    // Headless Chromium never decides to offer installation itself; the app only needs the event.
    await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
      });
      window.dispatchEvent(event);
    });
    await expect(offer).toBeVisible();
    await expect(offer).toContainText('Install Dukkan on your device');
    await offer.getByRole('button', { name: 'Install' }).click();
    await expect(offer).toBeHidden();
  });
});
