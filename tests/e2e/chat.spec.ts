// Chat: a shopper asks a store about a product; the reseller, in another browser,
// sees it arrive live and answers; the shopper's title shows the unread count and the
// notification opens the thread. Arabic and English, phone size.
import { expect, test } from '@playwright/test';
import { apiRegister, apiSignIn, gotoInteractive, personPage, tr, type Lang } from './fixtures';

const STORE = 'techzone.eg';

/** The document title's unread suffix ` (N)` in the language's digits. */
const titleCount = (lang: Lang, n: number) =>
  ` (${lang === 'ar' ? n.toLocaleString('ar-EG') : String(n)})`;

for (const lang of ['ar', 'en'] as const) {
  test(`[CHAT][${lang}] a shopper asks about a product and the store answers live`, async ({
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL });
    const shopper = await apiRegister(api, `chat${lang}`);
    const shopperSession = await apiSignIn(api, shopper.username, { password: shopper.password });
    // Start from no unread notification (registration sent the welcome message).
    const cleared = await api.post('/api/notifications/read', {
      headers: { authorization: `Bearer ${shopperSession.token}` },
      data: { all: true },
    });
    expect(cleared.ok()).toBe(true);
    const resellerSession = await apiSignIn(api, 'reseller');
    const store = (await (await api.get(`/api/stores/${STORE}`)).json()).data as {
      id: number;
      name: string;
    };
    await api.dispose();

    const customer = await personPage(browser, baseURL!, lang, shopperSession);
    const seller = await personPage(browser, baseURL!, lang, resellerSession);

    // The reseller watches their store's inbox.
    await gotoInteractive(seller.page, `/chats?inbox=${store.id}`);
    await expect(seller.page.getByRole('tab', { name: new RegExp(store.name) })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // The shopper opens a product of the store and starts a chat from it.
    await gotoInteractive(customer.page, `/store/${STORE}`);
    const card = customer.page.getByTestId('product-card').first();
    const productName = ((await card.getByRole('link').first().textContent()) ?? '').trim();
    await card.getByRole('link').first().click();
    // On the product page (the store page has a chat button of the same name, without the product).
    await customer.page.waitForURL(/\/products\//);
    await expect(customer.page.getByRole('heading', { level: 1 })).toHaveText(productName);
    await expect(customer.page.locator('html')).toHaveAttribute('data-interactive', '');
    await customer.page
      .getByRole('button', {
        name: tr(lang, 'chat.button.chat_named').replace('{{name}}', store.name),
      })
      .click();
    await customer.page.waitForURL(/\/chats\/\d+$/);
    const chatPath = new URL(customer.page.url()).pathname;
    const conversation = customer.page.getByRole('log');
    await expect(conversation.getByText(productName)).toBeVisible();

    const question =
      lang === 'ar' ? 'هل هذا المنتج متاح؟ Is it in stock?' : 'Is it in stock? هل هو متاح؟';
    const box = customer.page.getByRole('textbox', {
      name: tr(lang, 'chat.conversation.placeholder'),
    });
    await box.fill(question);
    await customer.page.getByRole('button', { name: tr(lang, 'chat.conversation.send') }).click();
    const mine = conversation.getByTestId('chat-message').filter({ hasText: question });
    await expect(mine).toBeVisible();
    await expect(mine.getByText(question)).toHaveAttribute('dir', 'auto');
    // The reseller's open inbox receives it at once: delivered (not read yet).
    await expect(mine.getByTestId('chat-message-state')).toHaveAttribute('data-state', 'delivered');

    // The reseller sees the thread arrive without reloading, opens it and answers.
    const row = seller.page.getByTestId('chat-row').filter({ hasText: 'Test Shopper' }).first();
    await expect(row).toBeVisible();
    await expect(row.getByTestId('chat-unread')).toBeVisible();
    await row.click();
    await expect(seller.page).toHaveURL(new RegExp(`${chatPath}$`));
    const sellerLog = seller.page.getByRole('log');
    await expect(sellerLog.getByText(question)).toBeVisible();
    const answer = lang === 'ar' ? 'نعم متاح، the blue one too' : 'Yes, in stock — نعم متاح';
    await seller.page
      .getByRole('textbox', { name: tr(lang, 'chat.conversation.placeholder') })
      .fill(answer);
    await seller.page.keyboard.press('Enter');
    await expect(sellerLog.getByText(answer)).toBeVisible();

    // The shopper's open page gets the answer live; the reseller's read receipt shows on theirs.
    await expect(conversation.getByText(answer)).toBeVisible();
    await expect(mine.getByTestId('chat-message-state')).toHaveAttribute('data-state', 'read');
    // One unread notification: the title says so (spec §4), and so does the bell.
    await expect.poll(() => customer.page.title()).toContain(titleCount(lang, 1));
    await expect(customer.page.getByTestId('notifications-bell-count')).toBeVisible();

    // The notification opens the thread.
    await customer.page.getByTestId('notifications-bell').click();
    await expect(customer.page).toHaveURL(/\/notifications$/);
    const note = customer.page.locator('[data-unread]').filter({ hasText: store.name }).first();
    await expect(note).toBeVisible();
    await note.click();
    await expect(customer.page).toHaveURL(new RegExp(`${chatPath}$`));
    await expect(customer.page.getByRole('log').getByText(answer)).toBeVisible();
    await expect.poll(() => customer.page.title()).not.toContain(titleCount(lang, 1));

    await customer.context.close();
    await seller.context.close();
  });
}

for (const lang of ['ar', 'en'] as const) {
  test(`[CHAT][${lang}] a phone number sent in a chat goes out as written, with a note that outside orders are not protected`, async ({
    browser,
    baseURL,
    playwright,
  }) => {
    const api = await playwright.request.newContext({ baseURL });
    const shopper = await apiRegister(api, `leak${lang}`);
    const session = await apiSignIn(api, shopper.username, { password: shopper.password });
    const store = (await (await api.get(`/api/stores/${STORE}`)).json()).data as { name: string };
    await api.dispose();
    const customer = await personPage(browser, baseURL!, lang, session);
    await gotoInteractive(customer.page, `/store/${STORE}`);
    await customer.page
      .getByRole('button', {
        name: tr(lang, 'chat.button.chat_named').replace('{{name}}', store.name),
      })
      .click();
    await customer.page.waitForURL(/\/chats\/\d+$/);
    const conversation = customer.page.getByRole('log');
    const box = customer.page.getByRole('textbox', {
      name: tr(lang, 'chat.conversation.placeholder'),
    });
    const send = async (text: string) => {
      await box.fill(text);
      await box.press('Enter');
      await expect(
        conversation
          .getByTestId('chat-message')
          .filter({ hasText: text })
          .getByTestId('chat-message-state'),
      ).toHaveAttribute('data-state', /sent|delivered|read/);
    };
    const note = customer.page.getByText(tr(lang, 'chat.conversation.outside_note'));

    await send(lang === 'ar' ? 'بكام المقاس ٤٢؟' : 'How much is size 42?');
    await expect(note).toBeHidden();
    await send(lang === 'ar' ? 'كلمني على ٠١٠ ١٢٣٤ ٥٦٧٨' : 'Call me on 010-1234-5678');
    await expect(note).toBeVisible();
    await customer.page
      .getByRole('button', { name: tr(lang, 'chat.conversation.outside_note_close') })
      .click();
    await expect(note).toBeHidden();
    await customer.context.close();
  });
}
