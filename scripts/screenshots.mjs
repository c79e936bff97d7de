// Screenshots of app pages at 390×844 in Arabic and English, light and dark, for looking at what
// we built: `node scripts/screenshots.mjs http://localhost:3000 / /products` → screenshots/*.png
// Panels: `PANEL_USER=admin2` signs in through /api/panel/login first, `SHOP_USER=user` through
// /api/login (demo password, or PANEL_PASSWORD); `SCREENSHOT_WIDTH=1280 SCREENSHOT_HEIGHT=800` for a desk.
// (SCREENSHOT_OFFLINE=1: reloaded offline through the service worker, `-offline` in the name).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { signIn } from './sign-in.mjs';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const outDir = process.env.SCREENSHOT_DIR ?? 'screenshots';
// SCREENSHOT_OFFLINE=1: each page is loaded online, then reloaded offline (the offline banner).
const offline = Boolean(process.env.SCREENSHOT_OFFLINE);
mkdirSync(outDir, { recursive: true });

const width = Number(process.env.SCREENSHOT_WIDTH ?? 390);
const height = Number(process.env.SCREENSHOT_HEIGHT ?? 844);

// Sessions for PANEL_USER (panel) and SHOP_USER (shop), stored below where the app keeps them
// (`admin` or `user` of the `dukkan` key).
const admin = await signIn(base, process.env.PANEL_USER, '/api/panel/login');
const user = await signIn(base, process.env.SHOP_USER, '/api/login');

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  for (const path of paths.length ? paths : ['/']) {
    for (const language of ['ar', 'en']) {
      for (const dark of [false, true]) {
        const context = await browser.newContext({
          viewport: { width, height },
          deviceScaleFactor: 1,
        });
        await context.addInitScript(
          ([lang, isDark, adminSession, userSession]) => {
            if (!localStorage.getItem('dukkan')) {
              localStorage.setItem(
                'dukkan',
                JSON.stringify({
                  language: lang,
                  isDarkMode: isDark,
                  admin: adminSession,
                  user: userSession,
                }),
              );
            }
          },
          [language, dark, admin, user],
        );
        const page = await context.newPage();
        await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
        if (offline) {
          // Once the service worker controls the page, reload offline: what a shopper sees there.
          await page.waitForFunction(() => navigator.serviceWorker?.controller, null, {
            timeout: 60_000,
          });
          await context.setOffline(true);
          await page.reload();
          await page.waitForSelector('html[data-interactive]');
          await page.waitForSelector('[data-testid="offline-banner"]');
        }
        const name = `${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}-${language}-${dark ? 'dark' : 'light'}${offline ? '-offline' : ''}`;
        await page.screenshot({ path: `${outDir}/${name}.png`, fullPage: false });
        console.log(`${outDir}/${name}.png`);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
