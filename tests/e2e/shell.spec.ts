import { expect, test } from '@playwright/test';
import { ARABIC_DIGIT, expectDocumentLanguage, gotoInteractive } from './fixtures';

test.describe('[SHELL] language, direction and the error screen', () => {
  test('[SHELL] home renders in Arabic RTL with Arabic-Indic digits', async ({ page }) => {
    await page.goto('/');
    await expectDocumentLanguage(page, 'ar');
    await expect(page.getByRole('banner')).toContainText('دكّان');
    // The copyright year in the footer is formatted for ar-EG (e.g. ٢٠٢٦).
    await expect(page.getByRole('contentinfo')).toContainText(ARABIC_DIGIT);
  });

  test('[SHELL] ?locale=en switches to LTR English that survives a reload and reaches a second tab', async ({
    page,
    context,
  }) => {
    await page.goto('/?locale=en');
    await expectDocumentLanguage(page, 'en');
    await expect(page.getByRole('contentinfo')).toContainText(/© \d{4}/);

    // Without the parameter the stored choice decides (spec §4).
    await page.goto('/');
    await expectDocumentLanguage(page, 'en');
    await page.reload();
    await expectDocumentLanguage(page, 'en');
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '');

    const second = await context.newPage();
    await gotoInteractive(second, '/');
    await expectDocumentLanguage(second, 'en');
    // A marker that a reload would wipe: the second tab must follow without reloading.
    await second.evaluate(() => Object.assign(window, { __e2eNoReload: true }));

    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Switch language to العربية' })
      .click();
    await expectDocumentLanguage(page, 'ar');
    await expectDocumentLanguage(second, 'ar');
    await expect(second.getByRole('contentinfo')).toContainText(ARABIC_DIGIT);
    expect(await second.evaluate(() => '__e2eNoReload' in window)).toBe(true);
  });

  test('[SHELL] an unknown route shows the 404 screen with a button back home', async ({
    page,
  }) => {
    await page.goto('/no-such-page-e2e');
    await expectDocumentLanguage(page, 'ar');
    await expect(page.getByRole('heading', { name: 'هذه الصفحة غير متاحة' })).toBeVisible();
    await page.getByRole('link', { name: 'العودة إلى الرئيسية' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'هذه الصفحة غير متاحة' })).toBeHidden();
  });
});
