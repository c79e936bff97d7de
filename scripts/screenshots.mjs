// Screenshots of app pages at 390×844 in Arabic and English, light and dark, for looking at what
// we built: `node scripts/screenshots.mjs http://localhost:3000 / /products` → screenshots/*.png
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const outDir = process.env.SCREENSHOT_DIR ?? 'screenshots';
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  for (const path of paths.length ? paths : ['/']) {
    for (const language of ['ar', 'en']) {
      for (const dark of [false, true]) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 1,
        });
        await context.addInitScript(
          ([lang, isDark]) => {
            if (!localStorage.getItem('dukkan')) {
              localStorage.setItem(
                'dukkan',
                JSON.stringify({ language: lang, isDarkMode: isDark }),
              );
            }
          },
          [language, dark],
        );
        const page = await context.newPage();
        await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
        const name = `${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${language}-${dark ? 'dark' : 'light'}`;
        await page.screenshot({ path: `${outDir}/${name}.png`, fullPage: false });
        console.log(`${outDir}/${name}.png`);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
