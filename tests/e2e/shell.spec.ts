import { expect, test } from '@playwright/test';
import { ARABIC_DIGIT, expectDocumentLanguage } from './fixtures';

test.describe('[SHELL] language, direction and the error screen', () => {
  test('[SHELL] home renders in Arabic RTL with Arabic-Indic digits', async ({ page }) => {
    await page.goto('/');
    await expectDocumentLanguage(page, 'ar');
    await expect(page.getByRole('banner')).toContainText('دكّان');
    await expect(page.locator('body')).toContainText(ARABIC_DIGIT);
  });

  test('[SHELL] ?locale=en switches to LTR English that survives a reload and reaches a second tab', async ({
    page,
    context,
  }) => {
    await page.goto('/?locale=en');
    await expectDocumentLanguage(page, 'en');
    await expect(page.locator('body')).not.toContainText(ARABIC_DIGIT);

    // Without the parameter the stored choice decides (spec §4).
    await page.goto('/');
    await expectDocumentLanguage(page, 'en');
    await page.reload();
    await expectDocumentLanguage(page, 'en');

    const second = await context.newPage();
    await second.goto('/');
    await expectDocumentLanguage(second, 'en');
    // A marker that a reload would wipe: the second tab must follow without reloading.
    await second.evaluate(() => Object.assign(window, { __e2eNoReload: true }));

    await page.getByRole('button', { name: /العربية|arabic/i }).first().click();
    await expectDocumentLanguage(page, 'ar');
    await expectDocumentLanguage(second, 'ar');
    expect(await second.evaluate(() => 'e2eNoReload' in window || '__e2eNoReload' in window)).toBe(
      true,
    );
  });

  test('[SHELL] an unknown route shows the 404 screen with a button back home', async ({ page }) => {
    await page.goto('/no-such-page-e2e');
    await expectDocumentLanguage(page, 'ar');
    await expect(page.getByText(/غير متاح/).first()).toBeVisible();
    const home = page.getByRole('link', { name: /الرئيسية/ }).or(page.getByRole('button', { name: /الرئيسية/ }));
    await home.first().click();
    await expect(page).toHaveURL(/\/$/);
  });
});
