// Offline personal screens and the outbox: a shopper browses their cart, favourites, a
// chat, orders, notifications and profile; offline, each reloads from the persisted cache (a
// screen never seen says it needs a connection); offline they add to the cart, favourite a product
// and send a chat message, which show as pending where they were made, survive a reload of the
// app, and go out once when the connection is back: the server has each write exactly once.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiRegister,
  apiSignIn,
  gotoInteractive,
  storageWith,
  tr,
  type ApiSession,
  type Lang,
} from './fixtures';

const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.SCREENSHOT_DIR;

interface Product {
  id: number;
  name: string;
  store: { id: number; username: string };
}

const bearer = (session: ApiSession) => ({ Authorization: `Bearer ${session.token}` });

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Two public products of one store, in stock, with no required choice. */
async function pickProducts(api: APIRequestContext, lang: Lang): Promise<[Product, Product]> {
  const headers = { 'Accept-Language': lang };
  const listed = await data<Product[]>(await api.get('/api/products?per_page=48', { headers }));
  const byStore = new Map<number, Product[]>();
  for (const item of listed) {
    const detail = await data<{
      stock: { state: string; amount: number };
      attributes: { required: boolean }[];
    }>(await api.get(`/api/products/${item.id}`, { headers }));
    if (detail.stock.state === 'out_of_stock') continue;
    if (detail.stock.state === 'in_stock' && detail.stock.amount < 3) continue;
    if (detail.attributes.some((attribute) => attribute.required)) continue;
    const list = [...(byStore.get(item.store.id) ?? []), item];
    byStore.set(item.store.id, list);
    if (list.length === 2) return [list[0]!, list[1]!];
  }
  throw new Error('the seed has no store with two simple products');
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const unseen = (lang: Lang) => tr(lang, 'errors.offline_unseen');

/** The header cart link's name for `count` lines, with the language's digits. */
const cartLabel = (lang: Lang, count: number) =>
  tr(lang, 'nav.shop.cart_count').replace(
    '{{count, number}}',
    new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en-US').format(count),
  );

/** The keys (as JSON) of the queries the page saved to IndexedDB (the persisted query cache). */
function savedKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('dukkan-query-cache');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    if (!db.objectStoreNames.contains('kv')) return [];
    const raw = await new Promise<unknown>((resolve) => {
      const request = db.transaction('kv').objectStore('kv').get('dukkan-queries');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    });
    db.close();
    if (typeof raw !== 'string') return [];
    const client = JSON.parse(raw) as { clientState: { queries: { queryKey: unknown[] }[] } };
    return client.clientState.queries.map((query) => JSON.stringify(query.queryKey));
  });
}

for (const lang of ['ar', 'en'] as const satisfies readonly Lang[]) {
  test(`[OFFLINE][${lang}] personal screens read offline; cart, favourite and chat made offline reach the server once`, async ({
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const api = await playwright.request.newContext({ baseURL });
    const shopper = await apiRegister(api, `outbox${lang}`);
    const session = await apiSignIn(api, shopper.username, { password: shopper.password });
    const [kept, offline] = await pickProducts(api, lang);
    // Seen online: one line in the cart, one favourite, a thread with a message.
    await data(
      await api.post('/api/cart', {
        headers: bearer(session),
        data: { product_id: kept.id, quantity: 1 },
      }),
    );
    await data(
      await api.post('/api/favorites', {
        headers: bearer(session),
        data: { type: 'products', id: kept.id },
      }),
    );
    const chat = await data<{ id: number }>(
      await api.post('/api/chats', { headers: bearer(session), data: { store_id: kept.store.id } }),
    );
    const before =
      lang === 'ar' ? 'مرحبًا، سؤال قبل انقطاع الاتصال' : 'Hello, a question before going offline';
    await data(
      await api.post('/api/messages', {
        headers: bearer(session),
        data: { chat_id: chat.id, kind: 'text', body: before },
      }),
    );

    const context = await browser.newContext({
      viewport: PHONE,
      storageState: storageWith(baseURL!, { language: lang, user: session, admin: null }),
    });
    const page = await context.newPage();
    await gotoInteractive(page, '/');
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
      .toMatch(/\/sw\.js$/);

    const productPath = `/products/${offline.store.username}/${offline.id}`;
    const chatPath = `/chats/${chat.id}`;
    const screens: {
      path: string;
      root: string;
      visible: (page: Page) => ReturnType<Page['getByText']>;
    }[] = [
      {
        path: '/cart',
        root: '["cart"',
        visible: (p) => p.getByTestId('cart-line').filter({ hasText: kept.name }),
      },
      {
        path: '/favourite',
        root: '["favourites","list"',
        visible: (p) => p.getByText(kept.name).first(),
      },
      {
        path: chatPath,
        root: '["chats","messages"',
        visible: (p) => p.getByRole('log').getByText(before),
      },
      {
        path: '/orders',
        root: '["orders","list"',
        visible: (p) => p.getByText(tr(lang, 'commerce.orders.empty')),
      },
      {
        path: '/notifications',
        root: '["notifications"',
        visible: (p) => p.locator('[data-unread]').first(),
      },
      {
        path: '/profile',
        root: '["profile"',
        visible: (p) => p.getByText(tr(lang, 'account.profile.details_title')),
      },
    ];
    for (const screen of screens) {
      await gotoInteractive(page, screen.path);
      await expect(screen.visible(page)).toBeVisible();
      // Saved to IndexedDB (the save is throttled to once a second).
      await expect
        .poll(async () => (await savedKeys(page)).some((key) => key.startsWith(screen.root)))
        .toBe(true);
    }
    await gotoInteractive(page, productPath);
    await expect(page.getByRole('heading', { level: 1, name: offline.name })).toBeVisible();
    await expect
      .poll(async () => (await savedKeys(page)).some((key) => key.startsWith('["products"')))
      .toBe(true);

    // Offline: every personal screen seen reloads from the saved cache, under the banner.
    await context.setOffline(true);
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(screen.visible(page)).toBeVisible();
      await expect(page.getByTestId('offline-banner')).toBeVisible();
      await expect(page.getByText(unseen(lang))).toHaveCount(0);
    }
    // A personal screen never opened here says it needs a connection.
    await page.goto('/wallet');
    await expect(page.getByText(unseen(lang))).toBeVisible();

    // Offline writes: add to the cart and favourite on the product page…
    await page.goto(productPath);
    await expect(page.getByRole('heading', { level: 1, name: offline.name })).toBeVisible();
    await page.getByRole('button', { name: tr(lang, 'commerce.add.button') }).click();
    await expect(page.getByText(tr(lang, 'errors.offline_queued')).first()).toBeVisible();
    const heart = page.getByRole('button', {
      name: tr(lang, 'social.favourite.add').replace('{{name}}', offline.name),
    });
    await heart.first().click();
    await expect(
      page
        .getByRole('button', {
          name: tr(lang, 'social.favourite.remove').replace('{{name}}', offline.name),
        })
        .first(),
    ).toBeVisible();
    await expect(page.getByTestId('outbox-pending')).toBeVisible();
    // The header counts the add kept offline: the seen line plus the pending one.
    await expect(page.getByRole('link', { name: cartLabel(lang, 2) })).toBeVisible();

    // …the cart shows the add as pending…
    await page.goto('/cart');
    const pendingCart = page.getByTestId('pending-cart');
    await expect(pendingCart).toContainText(offline.name);
    await expect(pendingCart.getByTestId('pending-state')).toHaveText(tr(lang, 'offline.pending'));
    await shot(page, `offline-cart-pending-${lang}`);

    // …and a chat message waits as "sending".
    await page.goto(chatPath);
    const text = lang === 'ar' ? 'رسالة كتبتها دون اتصال' : 'A message written offline';
    await page.getByRole('textbox', { name: tr(lang, 'chat.conversation.placeholder') }).fill(text);
    await page.getByRole('button', { name: tr(lang, 'chat.conversation.send') }).click();
    const bubble = page.getByRole('log').getByTestId('chat-message').filter({ hasText: text });
    await expect(bubble.getByTestId('chat-message-state')).toHaveAttribute('data-state', 'sending');

    // The app is closed and opened again, still offline: the writes are still there, pending.
    await page.reload();
    await expect(bubble.getByTestId('chat-message-state')).toHaveAttribute('data-state', 'sending');
    await expect(page.getByTestId('outbox-pending')).toBeVisible();
    await shot(page, `offline-chat-pending-${lang}`);

    // Back online: the writes go out once, in order, and the screens show the server's state.
    await context.setOffline(false);
    await expect(page.getByTestId('outbox-notice')).toHaveCount(0, { timeout: 20_000 });
    await expect(bubble).toHaveCount(1);
    await expect(bubble.getByTestId('chat-message-state')).not.toHaveAttribute(
      'data-state',
      'sending',
    );

    // The header now shows the server's count after the replay (two lines, the add once).
    await expect(page.getByRole('link', { name: cartLabel(lang, 2) })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: cartLabel(lang, 2) })).toBeVisible();

    const cart = await data<{ groups: { items: { product_id: number; quantity: number }[] }[] }>(
      await api.get('/api/cart', { headers: bearer(session) }),
    );
    const lines = cart.groups.flatMap((group) => group.items);
    expect(lines.filter((line) => line.product_id === offline.id)).toEqual([
      expect.objectContaining({ quantity: 1 }),
    ]);
    const ids = await data<{ products: number[] }>(
      await api.get('/api/favorites/ids', { headers: bearer(session) }),
    );
    expect(ids.products).toContain(offline.id);
    const messages = await data<{ body: string | null }[]>(
      await api.get(`/api/messages?chat_id=${chat.id}`, { headers: bearer(session) }),
    );
    expect(messages.filter((message) => message.body === text)).toHaveLength(1);
    expect(messages.filter((message) => message.body === before)).toHaveLength(1);

    await context.close();
    await api.dispose();
  });
}

for (const lang of ['ar', 'en'] as const satisfies readonly Lang[]) {
  test(`[OFFLINE][${lang}] a message the store refuses on replay is shown, never dropped`, async ({
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL });
    const shopper = await apiRegister(api, `refused${lang}`);
    const session = await apiSignIn(api, shopper.username, { password: shopper.password });
    const reseller = await apiSignIn(api, 'reseller');
    const store = await data<{ id: number }>(await api.get('/api/stores/techzone.eg'));
    const chat = await data<{ id: number }>(
      await api.post('/api/chats', { headers: bearer(session), data: { store_id: store.id } }),
    );
    const before = lang === 'ar' ? 'سؤال قبل الحظر' : 'A question before the block';
    await data(
      await api.post('/api/messages', {
        headers: bearer(session),
        data: { chat_id: chat.id, kind: 'text', body: before },
      }),
    );

    const context = await browser.newContext({
      viewport: PHONE,
      storageState: storageWith(baseURL!, { language: lang, user: session, admin: null }),
    });
    const page = await context.newPage();
    // The worker holds the app's chunks (the outbox among them) before the link goes.
    await gotoInteractive(page, '/');
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
      .toMatch(/\/sw\.js$/);
    await gotoInteractive(page, `/chats/${chat.id}`);
    await expect(page.getByRole('log').getByText(before)).toBeVisible();

    await context.setOffline(true);
    const text = lang === 'ar' ? 'رسالة لن يقبلها المتجر' : 'A message the store will refuse';
    await page.getByRole('textbox', { name: tr(lang, 'chat.conversation.placeholder') }).fill(text);
    await page.getByRole('button', { name: tr(lang, 'chat.conversation.send') }).click();
    const bubble = page.getByRole('log').getByTestId('chat-message').filter({ hasText: text });
    await expect(bubble.getByTestId('chat-message-state')).toHaveAttribute('data-state', 'sending');

    // Meanwhile the store blocks the chat; back online, the replay is refused.
    await data(
      await api.post(`/api/chats/${chat.id}/block`, {
        headers: bearer(reseller),
        data: { blocked: true },
      }),
    );
    await context.setOffline(false);
    const chatBlocked = tr(lang, 'errors.chat_blocked');
    await expect(bubble.getByRole('alert')).toHaveText(chatBlocked);
    const refused = page.getByTestId('outbox-refused');
    await expect(refused).toContainText(text);
    await expect(refused).toContainText(chatBlocked);
    await shot(page, `offline-refused-${lang}`);
    // It stays after a reload, until the shopper has read it.
    await page.reload();
    await expect(page.getByTestId('outbox-refused')).toContainText(text);
    await page
      .getByTestId('outbox-refused')
      .getByRole('button', { name: tr(lang, 'offline.dismiss') })
      .click();
    await expect(page.getByTestId('outbox-notice')).toHaveCount(0);
    const messages = await data<{ body: string | null }[]>(
      await api.get(`/api/messages?chat_id=${chat.id}`, { headers: bearer(session) }),
    );
    expect(messages.filter((message) => message.body === text)).toHaveLength(0);

    await context.close();
    await api.dispose();
  });
}
