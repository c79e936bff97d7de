// Personal pages left at once: a shopper opens their cart, favourites, chats, a chat, orders and an
// order's details, moving on the moment each shows its content; offline, each reloads with what it
// showed.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  apiRegister,
  apiSignIn,
  gotoInteractive,
  storageWith,
  tr,
  trCount,
  type ApiSession,
  type Lang,
} from './fixtures';

const PHONE = { width: 390, height: 844 };

interface Product {
  id: number;
  name: string;
  store: { id: number; username: string; name: string };
}

const bearer = (session: ApiSession) => ({ Authorization: `Bearer ${session.token}` });

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A public product with a few in stock and no choice to make (three of it left in the cart). */
async function cartProduct(api: APIRequestContext, session: ApiSession, lang: Lang) {
  const headers = { 'Accept-Language': lang, ...bearer(session) };
  const listed = await data<Product[]>(await api.get('/api/products?per_page=48', { headers }));
  for (const product of listed) {
    const added = await api.post('/api/cart', {
      headers,
      data: { product_id: product.id, quantity: 3 },
    });
    if (added.ok()) return product;
  }
  throw new Error('the seed has no product to put in a cart');
}

/** A cash order of one `product` placed through the API; answers its id. */
async function placeOrder(api: APIRequestContext, session: ApiSession, product: Product) {
  const [governorate] = await data<{ id: number }[]>(await api.get('/api/governorates'));
  const [area] = await data<{ id: number }[]>(
    await api.get(`/api/areas?governorate=${governorate!.id}`),
  );
  const order = await data<{ id: number } | { id: number }[]>(
    await api.post('/api/orders', {
      headers: bearer(session),
      data: {
        store_id: product.store.id,
        items: [{ product_id: product.id, quantity: 1 }],
        payment_method: 'cash_on_delivery',
        delivery: {
          client_name: 'Quick Leaver',
          phone: '01012345678',
          governorate_id: governorate!.id,
          area_id: area!.id,
          address: '12 Fouad Street, Alexandria',
        },
      },
    }),
  );
  return Array.isArray(order) ? order[0]!.id : order.id;
}

interface Screen {
  path: string;
  /** What the screen shows once its content is there (after `open`, if any). */
  visible: (page: Page) => ReturnType<Page['getByText']>;
  /** A tap that opens the part of the screen to read (an order's details). */
  open?: (page: Page) => Promise<void>;
}

for (const lang of ['ar', 'en'] as const satisfies readonly Lang[]) {
  test(`[OFFLINE][${lang}] personal pages left as soon as they show still reload offline`, async ({
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const api = await playwright.request.newContext({ baseURL });
    const shopper = await apiRegister(api, `quick${lang}`);
    const session = await apiSignIn(api, shopper.username, { password: shopper.password });
    const product = await cartProduct(api, session, lang);
    await data(
      await api.post('/api/favorites', {
        headers: bearer(session),
        data: { type: 'products', id: product.id },
      }),
    );
    const chat = await data<{ id: number }>(
      await api.post('/api/chats', {
        headers: bearer(session),
        data: { store_id: product.store.id },
      }),
    );
    const said = lang === 'ar' ? 'سؤال سريع عن المقاس' : 'A quick question about the size';
    await data(
      await api.post('/api/messages', {
        headers: bearer(session),
        data: { chat_id: chat.id, kind: 'text', body: said },
      }),
    );
    await placeOrder(api, session, product);
    // The order took the cart's line: put the product back in.
    await data(
      await api.post('/api/cart', {
        headers: bearer(session),
        data: { product_id: product.id, quantity: 1 },
      }),
    );

    const details = (p: Page) =>
      p
        .getByTestId('order-card')
        .first()
        .getByRole('button', { name: tr(lang, 'commerce.orders.details') });
    const screens: Screen[] = [
      {
        path: '/cart',
        visible: (p) => p.getByTestId('cart-line').filter({ hasText: product.name }),
      },
      { path: '/favourite', visible: (p) => p.getByText(product.name).first() },
      { path: '/chats', visible: (p) => p.getByTestId('chat-row').first() },
      { path: `/chats/${chat.id}`, visible: (p) => p.getByRole('log').getByText(said) },
      { path: '/orders', visible: (p) => p.getByTestId('order-card').first() },
      {
        path: '/orders',
        open: (p) => details(p).click(),
        visible: (p) => p.getByTestId('order-details').getByText(product.name),
      },
    ];

    const context = await browser.newContext({
      viewport: PHONE,
      storageState: storageWith(baseURL!, { language: lang, user: session, admin: null }),
    });
    const page = await context.newPage();
    await gotoInteractive(page, '/');
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
      .toMatch(/\/sw\.js$/);

    // Each page is left the moment its content shows: no waiting for anything to be saved.
    for (const screen of screens) {
      await page.goto(screen.path);
      if (screen.open) await screen.open(page);
      await expect(screen.visible(page)).toBeVisible();
    }
    await page.goto('/');

    await context.setOffline(true);
    try {
      for (const screen of screens) {
        await page.goto(screen.path);
        if (screen.open) await screen.open(page);
        await expect(screen.visible(page)).toBeVisible();
        await expect(page.getByText(tr(lang, 'errors.offline_unseen'))).toHaveCount(0);
      }
    } finally {
      await context.setOffline(false);
    }

    await context.close();
    await api.dispose();
  });
}

/** A signed-in shopper's phone with the worker in control (it holds the app's chunks offline). */
async function shopperPage(browser: Browser, baseURL: string, lang: Lang, session: ApiSession) {
  const context = await browser.newContext({
    viewport: PHONE,
    storageState: storageWith(baseURL, { language: lang, user: session, admin: null }),
  });
  const page = await context.newPage();
  await gotoInteractive(page, '/');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
  return { context, page };
}

for (const lang of ['ar', 'en'] as const satisfies readonly Lang[]) {
  test(`[OFFLINE][CHAT][${lang}] messages sent while the link flaps all end sent, each once on the server`, async ({
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const api = await playwright.request.newContext({ baseURL });
    const shopper = await apiRegister(api, `flaps${lang}`);
    const session = await apiSignIn(api, shopper.username, { password: shopper.password });
    const [store] = await data<{ id: number }[]>(await api.get('/api/all-stores?per_page=1'));
    const chat = await data<{ id: number }>(
      await api.post('/api/chats', { headers: bearer(session), data: { store_id: store!.id } }),
    );
    const { context, page } = await shopperPage(browser, baseURL!, lang, session);
    await gotoInteractive(page, `/chats/${chat.id}`);
    const box = page.getByRole('textbox', { name: tr(lang, 'chat.conversation.placeholder') });
    const sendButton = page.getByRole('button', { name: tr(lang, 'chat.conversation.send') });
    await expect(box).toBeVisible();

    // Every other message goes while the link is down, and the link flaps between sends.
    const texts = Array.from({ length: 8 }, (_, index) =>
      lang === 'ar'
        ? `رسالة رقم ${index + 1} والشبكة تتقطع`
        : `Message ${index + 1} on a flaky link`,
    );
    for (const [index, text] of texts.entries()) {
      await context.setOffline(index % 2 === 0);
      await box.fill(text);
      await sendButton.click();
      await context.setOffline(true);
      await context.setOffline(false);
    }
    await context.setOffline(false);

    const bubbles = page.getByRole('log').getByTestId('chat-message');
    for (const text of texts) {
      const bubble = bubbles.filter({ hasText: text });
      await expect(bubble).toHaveCount(1, { timeout: 30_000 });
      await expect(bubble.getByTestId('chat-message-state')).not.toHaveAttribute(
        'data-state',
        'sending',
        { timeout: 30_000 },
      );
    }
    await expect(page.getByTestId('outbox-notice')).toHaveCount(0);
    const messages = await data<{ body: string | null }[]>(
      await api.get(`/api/messages?chat_id=${chat.id}&per_page=100`, { headers: bearer(session) }),
    );
    for (const text of texts) {
      expect(messages.filter((message) => message.body === text)).toHaveLength(1);
    }

    await context.close();
    await api.dispose();
  });
}

for (const lang of ['ar', 'en'] as const satisfies readonly Lang[]) {
  test(`[OFFLINE][${lang}] offline, a store page still follows and opens chats; the writes reach the server once`, async ({
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const api = await playwright.request.newContext({ baseURL });
    const shopper = await apiRegister(api, `storeoff${lang}`);
    const session = await apiSignIn(api, shopper.username, { password: shopper.password });
    const headers = { 'Accept-Language': lang };
    const [known, fresh] = await data<{ id: number; username: string; name: string }[]>(
      await api.get('/api/all-stores?per_page=2', { headers }),
    );
    // One store the shopper already chats with (the thread read on this phone), one not yet.
    const thread = await data<{ id: number }>(
      await api.post('/api/chats', { headers: bearer(session), data: { store_id: known!.id } }),
    );
    const said = lang === 'ar' ? 'هل المقاس متوفر؟' : 'Is the size in stock?';
    await data(
      await api.post('/api/messages', {
        headers: bearer(session),
        data: { chat_id: thread.id, kind: 'text', body: said },
      }),
    );
    const followers = async () =>
      (await data<{ followersCount: number }>(await api.get(`/api/stores/${fresh!.username}`)))
        .followersCount;
    const followersBefore = await followers();

    const { context, page } = await shopperPage(browser, baseURL!, lang, session);
    await gotoInteractive(page, `/chats/${thread.id}`);
    await expect(page.getByRole('log').getByText(said)).toBeVisible();
    const follow = page.getByRole('button', {
      name: tr(lang, 'social.follow.start_named').replace('{{name}}', fresh!.name),
    });
    const chatButton = (name: string) =>
      page.getByRole('button', {
        name: tr(lang, 'chat.button.chat_named').replace('{{name}}', name),
      });
    for (const store of [fresh!, known!]) {
      await gotoInteractive(page, `/store/${store.username}`);
      await expect(chatButton(store.name)).toBeEnabled();
    }
    await expect(
      page.getByRole('button', {
        name: tr(lang, 'social.follow.start_named').replace('{{name}}', known!.name),
      }),
    ).toBeEnabled();

    await context.setOffline(true);
    try {
      // Follow is tapped offline: it shows as following and waits to be sent.
      await page.goto(`/store/${fresh!.username}`);
      await follow.click();
      const following = page.getByRole('button', {
        name: tr(lang, 'social.follow.stop_named').replace('{{name}}', fresh!.name),
      });
      await expect(following).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('outbox-pending')).toBeVisible();
      // No thread with this store yet: the chat is kept and opens once the link is back.
      await chatButton(fresh!.name).click();
      await expect(page.getByText(tr(lang, 'errors.offline_queued')).first()).toBeVisible();
      // Both wait: the follow and the chat's opening.
      await expect(page.getByTestId('outbox-notice')).toContainText(
        trCount(lang, 'offline.pending_count', 2),
      );

      // A store already chatted with: "Chat" opens the saved thread.
      await page.goto(`/store/${known!.username}`);
      await chatButton(known!.name).click();
      await expect(page.getByRole('log').getByText(said)).toBeVisible();
    } finally {
      await context.setOffline(false);
    }

    await expect(page.getByTestId('outbox-notice')).toHaveCount(0, { timeout: 30_000 });
    const ids = await data<{ following: number[] }>(
      await api.get('/api/favorites/ids', { headers: bearer(session) }),
    );
    expect(ids.following).toContain(fresh!.id);
    expect(await followers()).toBe(followersBefore + 1);
    const chats = await data<{ store: { id: number } }[]>(
      await api.get('/api/chats?as=customer', { headers: bearer(session) }),
    );
    expect(chats.filter((item) => item.store.id === fresh!.id)).toHaveLength(1);
    expect(chats.filter((item) => item.store.id === known!.id)).toHaveLength(1);

    await context.close();
    await api.dispose();
  });
}
