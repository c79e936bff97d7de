// The widest panel lists of every panel role fit a 1280×800 desk and a 390×844 phone, in Arabic
// (right to left) and English: the table never scrolls sideways on the desk, and each row's
// buttons are on screen and take a click without scrolling sideways.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiSignIn, gotoInteractive, storageWith, tr, type Lang } from './fixtures';

const SIZES = {
  desk: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** Each panel role with its widest lists (most columns, longest texts) and its nav labels. */
const ROLES = [
  {
    username: 'admin',
    prefix: 'admin',
    lists: [
      ['stores', 'panel.nav.stores'],
      ['products', 'panel.nav.products'],
      ['packages', 'panel.nav.packages'],
      ['package_invoices', 'panel.nav.package_invoices'],
      ['orders', 'panel.nav.orders'],
      ['roles/users', 'panel.nav.roles_users'],
    ],
  },
  {
    username: 'moderator',
    prefix: 'moderator',
    lists: [
      ['stores', 'panel.nav.stores'],
      ['products', 'panel.nav.products'],
      ['orders', 'panel.nav.orders'],
    ],
  },
  {
    username: 'reseller',
    prefix: 'reseller',
    lists: [
      ['stores', 'panel.nav.stores'],
      ['products', 'panel.nav.products'],
      ['orders', 'panel.nav.orders'],
      ['package_invoices', 'panel.nav.package_invoices'],
    ],
  },
  {
    username: 'subreseller',
    prefix: 'sub_reseller',
    lists: [
      ['stores', 'panel.nav.stores'],
      ['products', 'panel.nav.products'],
      ['orders', 'panel.nav.orders'],
    ],
  },
] as const;

/** Neither the page nor the element scrolls sideways: its content is no wider than its box. */
async function expectNoSidewaysScroll(target: Locator) {
  const { scrollWidth, clientWidth } = await target.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth, 'content wider than its box').toBeLessThanOrEqual(clientWidth);
}

/**
 * Every button and link of each row lies inside the window's width, and the first row's take a
 * click where they are (not covered, not moving) after scrolling down only.
 */
async function expectRowActionsReachable(page: Page, rows: Locator, lang: Lang) {
  await expect(rows.first()).toBeVisible();
  const groups = rows.getByRole('group', { name: tr(lang, 'crud.actions') });
  await expect(groups).toHaveCount(await rows.count());
  const outside = await groups.evaluateAll((elements) =>
    elements.flatMap((group) =>
      [...group.querySelectorAll('button, a')]
        .filter((button) => {
          const box = button.getBoundingClientRect();
          return box.left < 0 || box.right > document.documentElement.clientWidth;
        })
        .map((button) => button.textContent),
    ),
  );
  expect(outside, 'row buttons outside the window').toEqual([]);
  const buttons = groups.first().locator('button, a');
  // Rows this role may only read (a reseller's invoices) have no buttons.
  const total = await buttons.count();
  for (let index = 0; index < total; index += 1) {
    await buttons.nth(index).scrollIntoViewIfNeeded();
    await expect(buttons.nth(index)).toBeInViewport();
    await buttons.nth(index).click({ trial: true });
  }
  expect(await page.evaluate(() => window.scrollX), 'the page scrolled sideways').toBe(0);
  await expectNoSidewaysScroll(page.locator('html'));
}

for (const lang of ['ar', 'en'] as const satisfies readonly Lang[]) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const role of ROLES) {
      test(`[PANEL][FIT][${lang}][${size}] ${role.username}'s widest lists fit without sideways scrolling`, async ({
        browser,
        baseURL,
        playwright,
      }) => {
        test.setTimeout(240_000);
        const api = await playwright.request.newContext({ baseURL });
        const session = await apiSignIn(api, role.username, { panel: true });
        await api.dispose();
        const context = await browser.newContext({
          viewport,
          // Arabic pages in the dark theme, English ones in the light: both get looked at.
          storageState: storageWith(baseURL, {
            language: lang,
            user: null,
            admin: session,
            isDarkMode: lang === 'ar',
          }),
        });
        const page = await context.newPage();
        for (const [path, label] of role.lists) {
          await gotoInteractive(page, `/${role.prefix}/${path}`);
          await expect(
            page.getByRole('heading', { level: 1, name: tr(lang, label) }),
          ).toBeVisible();
          if (size === 'desk') {
            const table = page.getByRole('table', { name: tr(lang, label) });
            await expect(table).toBeVisible();
            await expectNoSidewaysScroll(table.locator('xpath=..'));
            const rows = table.locator('tbody').getByRole('row');
            await expectRowActionsReachable(page, rows, lang);
          } else {
            const cards = page.getByRole('list', { name: tr(lang, label) }).getByRole('listitem');
            await expectRowActionsReachable(page, cards, lang);
          }
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({
            path: `/tmp/panelfit/${role.prefix}-${path.replace('/', '_')}-${lang}-${size}.png`,
          });
        }
        await context.close();
      });
    }
  }
}
