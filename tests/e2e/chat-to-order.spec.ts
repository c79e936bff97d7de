// Chat-to-order, phone size, Arabic and English, two browser contexts:
// the reseller sends a price offer from a thread and the shopper adds it to the cart in one tap
// (the cart shows the agreed price); the shopper opens the store's thread from an order and the
// reseller sees the order's card arrive live.
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiRegister,
  apiSignIn,
  gotoInteractive,
  personPage,
  tr,
  type ApiSession,
  type Lang,
} from './fixtures';

const STORE = 'techzone.eg';

const auth = (session: ApiSession) => ({ authorization: `Bearer ${session.token}` });

interface Orderable {
  id: number;
  name: string;
  /** The first value of each required attribute: the variant ordered or offered. */
  choices: { attribute: string; value: string; id: number }[];
}

/** A product of the store the shopper can put in the cart (in stock), with a variant chosen. */
async function orderableProduct(
  api: APIRequestContext,
  shopper: ApiSession,
  filter: string,
  lang: Lang,
): Promise<Orderable> {
  const headers = { 'accept-language': lang };
  const answer = await api.get(`/api/products?store=${STORE}&${filter}&per_page=24`, { headers });
  const list = (await answer.json()).data as { id: number; name: string }[];
  for (const product of list) {
    const detail = (await (await api.get(`/api/products/${product.id}`, { headers })).json())
      .data as {
      attributes: { name: string; required: boolean; values: { id: number; name: string }[] }[];
    };
    const choices = detail.attributes
      .filter((attribute) => attribute.required && attribute.values.length > 0)
      .map((attribute) => ({
        attribute: attribute.name,
        value: attribute.values[0]!.name,
        id: attribute.values[0]!.id,
      }));
    const added = await api.post('/api/cart', {
      headers: auth(shopper),
      data: { product_id: product.id, quantity: 1, attribute_ids: choices.map((c) => c.id) },
    });
    if (!added.ok()) continue;
    const { item_id: itemId } = (await added.json()).data as { item_id: number };
    await api.delete(`/api/cart?id=${itemId}`, { headers: auth(shopper) });
    return { ...product, choices };
  }
  throw new Error(`no orderable product in ${STORE} with ${filter}`);
}

/** Arabic-Indic digits in Arabic, Latin in English. */
const digits = (lang: Lang, value: number) =>
  lang === 'ar' ? value.toLocaleString('ar-EG', { useGrouping: false }) : String(value);

for (const lang of ['ar', 'en'] as const) {
  test(`[CHAT][CART][${lang}] the store sends a price offer and the shopper adds it in one tap`, async ({
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL });
    const shopper = await apiRegister(api, `offer${lang}`);
    const shopperSession = await apiSignIn(api, shopper.username, { password: shopper.password });
    const resellerSession = await apiSignIn(api, 'reseller');
    const store = (await (await api.get(`/api/stores/${STORE}`)).json()).data as { id: number };
    const product = await orderableProduct(api, shopperSession, 'negotiable=1', lang);
    // The shopper asked about the product from its page (the product card is in the thread).
    const chat = (
      await (
        await api.post('/api/chats', {
          headers: auth(shopperSession),
          data: { store_id: store.id },
        })
      ).json()
    ).data as { id: number };
    const card = await api.post('/api/messages', {
      headers: auth(shopperSession),
      data: { chat_id: chat.id, kind: 'product', product_id: product.id },
    });
    expect(card.ok(), await card.text()).toBe(true);
    await api.dispose();

    const customer = await personPage(browser, baseURL!, lang, shopperSession);
    const seller = await personPage(browser, baseURL!, lang, resellerSession);
    await gotoInteractive(customer.page, `/chats/${chat.id}`);
    await gotoInteractive(seller.page, `/chats/${chat.id}?inbox=${store.id}`);

    // The reseller offers the product at an agreed price from the product card.
    const sellerLog = seller.page.getByRole('log');
    await sellerLog.getByRole('button', { name: tr(lang, 'chat.offer.make') }).click();
    // The variant: a value of each required attribute.
    for (const choice of product.choices) {
      await sellerLog
        .getByRole('group', { name: choice.attribute })
        .getByRole('button', { name: choice.value, exact: true })
        .click();
    }
    await sellerLog.getByRole('textbox', { name: tr(lang, 'chat.offer.price') }).fill('321');
    await sellerLog.getByRole('button', { name: tr(lang, 'chat.offer.send') }).click();
    await expect(sellerLog.getByTestId('chat-offer')).toBeVisible();

    // The shopper's open thread receives it live; one tap puts it in the cart.
    const offer = customer.page.getByRole('log').getByTestId('chat-offer');
    await expect(offer).toContainText(digits(lang, 321));
    for (const choice of product.choices) {
      await expect(offer.getByTestId('chat-offer-choices')).toContainText(
        `${choice.attribute}: ${choice.value}`,
      );
    }
    await offer.getByRole('button', { name: tr(lang, 'chat.offer.add') }).click();
    await expect(customer.page.getByText(tr(lang, 'chat.offer.added'))).toBeVisible();
    await expect(offer.getByText(tr(lang, 'chat.offer.used'))).toBeVisible();
    await offer.getByRole('link', { name: tr(lang, 'chat.offer.view_cart') }).click();

    await expect(customer.page).toHaveURL(/\/cart$/);
    const line = customer.page.getByTestId('cart-line').filter({ hasText: product.name });
    await expect(line).toHaveCount(1);
    await expect(line.getByTestId('cart-line-offer')).toHaveText(
      tr(lang, 'commerce.cart.agreed_price'),
    );
    await expect(line).toContainText(digits(lang, 321));

    await customer.context.close();
    await seller.context.close();
  });

  test(`[CHAT][ORDERS][${lang}] the shopper chats with the store about an order`, async ({
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL });
    const shopper = await apiRegister(api, `ordchat${lang}`);
    const shopperSession = await apiSignIn(api, shopper.username, { password: shopper.password });
    const resellerSession = await apiSignIn(api, 'reseller');
    const store = (await (await api.get(`/api/stores/${STORE}`)).json()).data as {
      id: number;
      name: string;
    };
    const product = await orderableProduct(api, shopperSession, 'sort=newest', lang);
    const [governorate] = (await (await api.get('/api/governorates')).json()).data as {
      id: number;
    }[];
    const [area] = (await (await api.get(`/api/areas?governorate=${governorate!.id}`)).json())
      .data as { id: number }[];
    const placed = await api.post('/api/orders', {
      headers: auth(shopperSession),
      data: {
        store_id: store.id,
        items: [
          { product_id: product.id, quantity: 1, attribute_ids: product.choices.map((c) => c.id) },
        ],
        payment_method: 'cash_on_delivery',
        delivery: {
          client_name: 'Test Shopper',
          phone: '01012345678',
          governorate_id: governorate!.id,
          area_id: area!.id,
          address: '12 Fouad Street, Alexandria',
        },
      },
    });
    expect(placed.ok(), await placed.text()).toBe(true);
    await api.dispose();

    const customer = await personPage(browser, baseURL!, lang, shopperSession);
    const seller = await personPage(browser, baseURL!, lang, resellerSession);
    await gotoInteractive(seller.page, `/chats?inbox=${store.id}`);
    await expect(seller.page.getByRole('tab', { name: new RegExp(store.name) })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await gotoInteractive(customer.page, '/orders');
    const orderCard = customer.page.getByTestId('order-card').first();
    const orderId = Number(await orderCard.getAttribute('data-order-id'));
    await orderCard.getByRole('button', { name: tr(lang, 'commerce.orders.details') }).click();
    await orderCard.getByRole('button', { name: tr(lang, 'chat.button.about_order') }).click();
    await customer.page.waitForURL(/\/chats\/\d+$/);
    const orderNumber = tr(lang, 'chat.order.number').replace('{{id}}', digits(lang, orderId));
    const context = customer.page.getByRole('log').getByTestId('chat-order');
    await expect(context).toContainText(orderNumber);
    await expect(context).toContainText(tr(lang, 'chat.order.status.pending'));

    // The reseller's open inbox gets the thread live, with the order as its last message.
    const row = seller.page.getByTestId('chat-row').filter({ hasText: 'Test Shopper' }).first();
    await expect(row).toContainText(
      tr(lang, 'chat.list.order').replace('{{id}}', digits(lang, orderId)),
    );
    await row.click();
    await expect(seller.page.getByRole('log').getByTestId('chat-order')).toContainText(orderNumber);

    await customer.context.close();
    await seller.context.close();
  });
}
