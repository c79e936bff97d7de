// Push end to end in Chromium: a push delivered to our service worker with CDP
// `ServiceWorker.deliverPushMessage` shows the notification (title, body, language, tag) and its
// click lands on the right screen for each of the seven types; a visible window also gets a
// toast and the title's unread count; following a store is the permission moment.
// The push comes in through CDP and the click is dispatched in the worker (push-fixtures.ts).
import { expect, test } from '@playwright/test';
import { apiSignIn, gotoInteractive, storageWith, tr, type Lang } from './fixtures';
import { clickNotification, deliverAndShow, pushReady, type WorkerGlobals } from './push-fixtures';

const CASES = [
  { type: 'welcome_message', id: undefined, store_id: undefined, path: null },
  { type: 'new_order', id: '31', store_id: '1', path: '/reseller/orders' },
  { type: 'change_order_status', id: '32', store_id: undefined, path: '/orders' },
  { type: 'chat_message', id: '33', store_id: undefined, path: '/chats/33' },
  {
    type: 'products_following',
    id: '34',
    store_id: '2',
    store_username: 'hend.boutique',
    path: '/store/hend.boutique',
  },
  {
    type: 'store_expired',
    id: undefined,
    store_id: '1',
    path: '/reseller/package_invoices?store=1',
  },
  {
    type: 'store_expiration',
    id: undefined,
    store_id: '1',
    path: '/reseller/package_invoices?store=1',
  },
] as const;

for (const lang of ['ar', 'en'] as const satisfies Lang[]) {
  test.describe(`[PUSH][${lang}] web push in the service worker`, () => {
    test.use({
      viewport: { width: 390, height: 844 },
      storageState: async ({ baseURL, playwright }, use) => {
        const api = await playwright.request.newContext({ baseURL });
        // A reseller shops too, so every one of the seven targets is theirs to open.
        const user = await apiSignIn(api, 'reseller');
        await api.dispose();
        await use(storageWith(baseURL, { language: lang, user, admin: null }));
      },
    });

    test(`[PUSH][${lang}] each of the seven types is shown and its click opens its screen`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.grantPermissions(['notifications'], { origin: baseURL! });
      await gotoInteractive(page, '/');
      const { worker, deliver } = await pushReady(context, page, baseURL!);
      for (const item of CASES) {
        const title = `${item.type} ${lang === 'ar' ? 'عنوان' : 'title'}`;
        const payload = {
          type: item.type,
          ...(item.id ? { id: item.id } : {}),
          ...(item.store_id ? { store_id: item.store_id } : {}),
          ...('store_username' in item ? { store_username: item.store_username } : {}),
          title,
          body: `${item.type} ${lang === 'ar' ? 'نص' : 'body'}`,
          lang,
        };
        const tag = `${item.type}:${item.id ?? item.store_id ?? ''}`;
        const started = Date.now();
        const shown = await deliverAndShow(page, worker, deliver, payload, tag);
        console.log(`[push] ${lang} ${item.type}: shown ${Date.now() - started} ms after delivery`);
        expect(shown).toMatchObject({
          title,
          body: payload.body,
          tag,
          lang,
          dir: lang === 'ar' ? 'rtl' : 'ltr',
        });
        expect(shown.data.url).toBe(item.path);

        const before = new URL(page.url());
        await clickNotification(worker, tag);
        if (item.path === null) {
          // welcome_message: clicking does nothing (spec §4).
          await page.waitForTimeout(300);
          expect(new URL(page.url()).pathname).toBe(before.pathname);
        } else {
          const wanted = new URL(item.path, baseURL);
          await expect
            .poll(() => {
              const now = new URL(page.url());
              return `${now.pathname}${now.search}`;
            })
            .toBe(`${wanted.pathname}${wanted.search}`);
          await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
        }
        // The click closes the notification.
        await expect
          .poll(() =>
            worker.evaluate(
              async (wanted) =>
                (
                  await (self as unknown as WorkerGlobals).registration.getNotifications({
                    tag: wanted,
                  })
                ).length,
              tag,
            ),
          )
          .toBe(0);
      }
    });

    test(`[PUSH][${lang}] a visible window gets a toast and the title's unread count`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.grantPermissions(['notifications'], { origin: baseURL! });
      await gotoInteractive(page, '/');
      const { deliver } = await pushReady(context, page, baseURL!);
      // The live stream sets the unread count from the server when it connects: let it connect
      // first, so the push's bump is what moves the count.
      const streamOpen = page.waitForResponse((r) => r.url().includes('/api/events/stream'));
      await gotoInteractive(page, '/stores');
      await streamOpen;
      const count = (title: string) => {
        const digits = /\(([\d\u0660-\u0669]+)\)\s*$/.exec(title)?.[1] ?? '0';
        return Number(digits.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660)));
      };
      await expect.poll(async () => (await page.title()).length).toBeGreaterThan(0);
      const before = count(await page.title());
      const title = lang === 'ar' ? 'طلبك في الطريق' : 'Your order is on its way';
      await deliver({ type: 'change_order_status', id: '77', title, body: '#77', lang });
      await expect(page.getByRole('status').filter({ hasText: title })).toBeVisible();
      await expect.poll(async () => count(await page.title())).toBe(before + 1);
      if (lang === 'ar') expect(await page.title()).toMatch(/\([\u0660-\u0669]+\)$/);
    });

    test(`[PUSH][${lang}] following a store is the permission moment, offered once`, async ({
      page,
    }) => {
      await gotoInteractive(page, '/stores');
      const storeLink = page.getByTestId('store-card').nth(3).getByRole('link').first();
      const linkText = ((await storeLink.textContent()) ?? '').trim();
      await storeLink.click();
      await page.waitForURL(/\/store\//);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(linkText);
      const storeName = (
        (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
      ).trim();
      const follow = page.getByRole('button', {
        name: tr(lang, 'social.follow.start_named').replace('{{name}}', storeName),
      });
      const following = page.getByRole('button', {
        name: tr(lang, 'social.follow.stop_named').replace('{{name}}', storeName),
      });
      await expect(follow.or(following)).toBeVisible();
      if (await following.isVisible()) {
        await following.click();
        await expect(follow).toBeVisible();
      }
      await expect(page.getByTestId('push-prompt')).toHaveCount(0);
      await follow.click();
      const prompt = page.getByTestId('push-prompt');
      await expect(prompt).toBeVisible();
      await expect(prompt).toContainText(tr(lang, 'push.prompt.title'));
      await expect(prompt).toContainText(tr(lang, 'push.prompt.follow'));
      // Without a granted permission (headless answers the request itself), the person is told
      // why, and the app carries on.
      await prompt.getByRole('button', { name: tr(lang, 'push.prompt.allow') }).click();
      await expect(prompt).toHaveCount(0);
      const errors = ['not_granted', 'blocked', 'no_token'].map((code) =>
        tr(lang, `push.errors.${code}`),
      );
      await expect(
        page.getByRole('status').filter({ hasText: new RegExp(errors.map(escape).join('|')) }),
      ).toBeVisible();
      // Offered once: following again does not ask again.
      await following.click();
      await follow.click();
      await expect(following).toBeVisible();
      await expect(page.getByTestId('push-prompt')).toHaveCount(0);
    });
  });
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
