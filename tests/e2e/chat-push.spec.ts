// A chat message's push opens its conversation, both ways: a shopper writes twice to the demo
// store, the seller's phone shows the push naming the shopper and the latest message, and a tap
// shows the thread with it; the seller's answer does the same on the shopper's phone.
//
// The push shown is the one the server wrote for this test's own thread (the seller's unread
// `chat_message` notification about it, as the push sender reads it): other tests write to the
// same demo seller in parallel. It reaches the service worker through CDP (push-fixtures.ts).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiRegister,
  apiSignIn,
  gotoInteractive,
  personPage,
  tr,
  type ApiSession,
  type Lang,
} from './fixtures';
import { clickNotification, deliverAndShow, pushReady } from './push-fixtures';

const STORE = 'techzone.eg';

interface NotificationItem {
  type: string;
  target_id: string | null;
  store_id: number | null;
  store_username: string | null;
  title: string;
  body: string;
}

const auth = (session: ApiSession, lang: Lang) => ({
  authorization: `Bearer ${session.token}`,
  'accept-language': lang,
});

/** Waits for the person's unread notification about this chat that says `body`. */
async function noteAbout(
  api: APIRequestContext,
  session: ApiSession,
  lang: Lang,
  chatId: number,
  body: string,
) {
  let found: NotificationItem | undefined;
  await expect
    .poll(async () => {
      const answer = await api.get('/api/notifications', { headers: auth(session, lang) });
      const items = (await answer.json()).data as NotificationItem[];
      found = items.find(
        (item) => item.type === 'chat_message' && item.target_id === String(chatId),
      );
      return found?.body;
    })
    .toBe(body);
  return found!;
}

/** Shows the push for `note` on `page`'s phone, taps it and answers what was shown. */
async function tapPush(page: Page, baseURL: string, lang: Lang, note: NotificationItem) {
  await page.context().grantPermissions(['notifications'], { origin: baseURL });
  await gotoInteractive(page, '/');
  const { worker, deliver } = await pushReady(page.context(), page, baseURL);
  const tag = `chat_message:${note.target_id}`;
  const shown = await deliverAndShow(
    page,
    worker,
    deliver,
    {
      type: note.type,
      id: note.target_id,
      ...(note.store_id != null ? { store_id: String(note.store_id) } : {}),
      title: note.title,
      body: note.body,
      lang,
    },
    tag,
  );
  await clickNotification(worker, tag);
  return shown;
}

for (const lang of ['ar', 'en'] as const satisfies Lang[]) {
  test(`[PUSH][CHAT][${lang}] a chat push names the sender and opens the conversation`, async ({
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL });
    const shopper = await apiRegister(api, `chatpush${lang}`);
    const shopperSession = await apiSignIn(api, shopper.username, { password: shopper.password });
    const sellerSession = await apiSignIn(api, 'reseller');
    const store = (await (await api.get(`/api/stores/${STORE}`)).json()).data as {
      id: number;
      name: string;
    };
    const opened = await api.post('/api/chats', {
      headers: auth(shopperSession, lang),
      data: { store_id: store.id },
    });
    expect(opened.ok()).toBe(true);
    const chatId = ((await opened.json()).data as { id: number }).id;
    const question = `${lang === 'ar' ? 'هل اللون الأزرق متاح؟' : 'Is the blue one in stock?'} ${shopper.username}`;
    // Two messages before the seller looks: the push says the latest.
    const first = lang === 'ar' ? 'مساء الخير' : 'Good evening';
    for (const body of [first, question]) {
      const sent = await api.post('/api/messages', {
        headers: auth(shopperSession, lang),
        data: { chat_id: chatId, kind: 'text', body },
      });
      expect(sent.ok()).toBe(true);
    }

    // The seller's phone: the push names the shopper and says the message; a tap opens the thread.
    const seller = await personPage(browser, baseURL!, lang, sellerSession);
    const toSeller = await noteAbout(api, sellerSession, lang, chatId, question);
    const shownToSeller = await tapPush(seller.page, baseURL!, lang, toSeller);
    expect(shownToSeller).toMatchObject({
      title: tr(lang, 'notifications.chat.message_title').replace('{{from}}', 'Test Shopper'),
      body: question,
      lang,
    });
    const sellerLog = seller.page.getByRole('log');
    await expect(sellerLog.getByText(question)).toBeVisible();
    await expect(sellerLog.getByText(first)).toBeVisible();

    // The seller answers there; the shopper's phone gets the push from the store and opens it.
    const answer = `${lang === 'ar' ? 'نعم، متاح اليوم' : 'Yes, in stock today'} ${chatId}`;
    await seller.page
      .getByRole('textbox', { name: tr(lang, 'chat.conversation.placeholder') })
      .fill(answer);
    await seller.page.keyboard.press('Enter');
    await expect(sellerLog.getByText(answer)).toBeVisible();
    const customer = await personPage(browser, baseURL!, lang, shopperSession);
    const toShopper = await noteAbout(api, shopperSession, lang, chatId, answer);
    const shownToShopper = await tapPush(customer.page, baseURL!, lang, toShopper);
    expect(shownToShopper).toMatchObject({
      title: tr(lang, 'notifications.chat.message_title').replace('{{from}}', store.name),
      body: answer,
    });
    await expect(customer.page.getByRole('log').getByText(answer)).toBeVisible();
    await expect(customer.page.getByRole('log').getByText(question)).toBeVisible();

    await api.dispose();
    await customer.context.close();
    await seller.context.close();
  });
}
