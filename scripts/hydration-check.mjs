// Does the browser adopt the server's markup unchanged? `node scripts/hydration-check.mjs
// http://127.0.0.1:3000 / /products …` loads each page at 390×844 in Arabic and English and reports
// console errors and warnings (React's hydration mismatches among them), page errors, and what
// scripts/hydration-watch.mjs finds: elements never hydrated, attributes where the server's markup
// and the browser's render disagree.
// Exits 1 when any page has a problem. PANEL_USER=admin2 signs in to the panel first.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { hydrationReportInPage, watchHydrationInPage } from './hydration-watch.mjs';
import { signIn } from './sign-in.mjs';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);

const admin = await signIn(base, process.env.PANEL_USER, '/api/panel/login');

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let failed = false;
try {
  for (const path of paths.length ? paths : ['/']) {
    for (const language of ['ar', 'en']) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addCookies([{ name: 'dukkan_prefs', value: language, url: base }]);
      await context.addInitScript(
        ([lang, adminSession]) => {
          const stored = JSON.parse(localStorage.getItem('dukkan') ?? '{}');
          stored.language = lang;
          if (adminSession) stored.admin = adminSession;
          localStorage.setItem('dukkan', JSON.stringify(stored));
        },
        [language, admin],
      );
      await context.addInitScript(watchHydrationInPage);
      const page = await context.newPage();
      const messages = [];
      page.on('console', (message) => {
        if (['error', 'warning'].includes(message.type())) {
          messages.push(`${message.type()}: ${message.text().slice(0, 300)}`);
        }
      });
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => Boolean(globalThis.hydrationWatch?.done));
      await page.waitForTimeout(500);
      const report = await page.evaluate(hydrationReportInPage);
      const problems = [...messages, ...report.problems];
      failed ||= problems.length > 0;
      console.log(
        `${language} ${path}: ` +
          `${report.hydrated ? `hydrated, ${report.elements} elements compared` : 'rendered in the browser'}, ` +
          `${report.renamedClasses ? `${report.renamedClasses} classes renamed (same rules), ` : ''}` +
          `${problems.length ? `${problems.length} problems` : 'clean'}`,
      );
      for (const problem of problems.slice(0, 20)) console.log(`  ${problem}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
process.exit(failed ? 1 : 0);
