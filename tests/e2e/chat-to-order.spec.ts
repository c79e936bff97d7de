// Chat-to-order, phone size, Arabic and English, two browser contexts:
// the reseller offers a product that is not negotiable (its list price less the store's discount,
// two pieces, for three days) and the shopper orders it now at that price; both cards then say
// it was accepted; a withdrawn offer cannot be added. The shopper opens the store's thread from
// an order and the reseller sees the order's card arrive live.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatMoney } from '../../domain/money';
import {
  ARABIC_DIGIT,
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
  negotiable?: boolean,
): Promise<Orderable> {
  const headers = { 'accept-language': lang };
  const answer = await api.get(`/api/products?store=${STORE}&${filter}&per_page=24`, { headers });
  const list = (await answer.json()).data as { id: number; name: string; negotiable: boolean }[];
  for (const product of list) {
    if (negotiable !== undefined && product.negotiable !== negotiable) continue;
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
    return { id: product.id, name: product.name, choices };
  }
  throw new Error(`no orderable product in ${STORE} with ${filter}`);
}

/** The seller's composer: "Make an offer", the variant, the pieces, the discount, send. */
async function sendOffer(
  page: Page,
  lang: Lang,
  product: Orderable,
  terms: { quantity: string; discount?: string },
) {
  await page.getByRole('button', { name: tr(lang, 'chat.offer.composer') }).click();
  const form = page.getByTestId('chat-offer-form');
  for (const choice of product.choices) {
    await form
      .getByRole('group', { name: choice.attribute })
      .getByRole('button', { name: choice.value, exact: true })
      .click();
  }
  await form.getByRole('textbox', { name: tr(lang, 'chat.offer.quantity') }).fill(terms.quantity);
  if (terms.discount) {
    await form.getByRole('textbox', { name: tr(lang, 'chat.offer.discount') }).fill(terms.discount);
  }
  await form
    .getByRole('group', { name: tr(lang, 'chat.offer.validity') })
    .getByRole('button', { name: tr(lang, 'chat.offer.valid.72') })
    .click();
  await form.getByRole('button', { name: tr(lang, 'chat.offer.send') }).click();
  await expect(form).toHaveCount(0);
}

/** The thread's newest offer as the API answers it. */
async function lastOffer(api: APIRequestContext, session: ApiSession, chatId: number) {
  const list = (
    await (await api.get(`/api/messages?chat_id=${chatId}`, { headers: auth(session) })).json()
  ).data as { id: number; kind: string; offer: { price: number } | null }[];
  const found = list.filter((message) => message.kind === 'offer').at(-1)!;
  return { id: found.id, price: found.offer!.price };
}

async function fillDelivery(page: Page, lang: Lang) {
  await page.getByLabel(tr(lang, 'commerce.checkout.phone')).fill('01012345678');
  const governorate = page.getByLabel(tr(lang, 'commerce.checkout.governorate'));
  await expect(governorate.locator('option').nth(1)).toBeAttached();
  await governorate.selectOption({ index: 1 });
  const area = page.getByLabel(tr(lang, 'commerce.checkout.area'));
  await expect(area.locator('option').nth(1)).toBeAttached();
  await area.selectOption({ index: 1 });
  await page.getByLabel(tr(lang, 'commerce.checkout.address')).fill('12 Fouad Street, Alexandria');
}

/** Arabic-Indic digits in Arabic, Latin in English. */
const digits = (lang: Lang, value: number) =>
  lang === 'ar' ? value.toLocaleString('ar-EG', { useGrouping: false }) : String(value);

for (const lang of ['ar', 'en'] as const) {
  test(`[CHAT][CART][${lang}] the store offers a fixed-price product with its discount; the shopper orders it`, async ({
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const api = await playwright.request.newContext({ baseURL });
    const shopper = await apiRegister(api, `offer${lang}`);
    const shopperSession = await apiSignIn(api, shopper.username, { password: shopper.password });
    const resellerSession = await apiSignIn(api, 'reseller');
    const store = (await (await api.get(`/api/stores/${STORE}`)).json()).data as { id: number };
    const product = await orderableProduct(api, shopperSession, 'sort=newest', lang, false);
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

    const customer = await personPage(browser, baseURL!, lang, shopperSession);
    const seller = await personPage(browser, baseURL!, lang, resellerSession);
    await gotoInteractive(customer.page, `/chats/${chat.id}`);
    await gotoInteractive(seller.page, `/chats/${chat.id}?inbox=${store.id}`);

    // The reseller offers two pieces at the list price less 10 % from the composer.
    await sendOffer(seller.page, lang, product, { discount: '10', quantity: '2' });
    const sellerOffer = seller.page.getByRole('log').getByTestId('chat-offer').last();
    await expect(sellerOffer.getByTestId('chat-offer-state')).toHaveText(
      tr(lang, 'chat.offer.state.open'),
    );
    const offered = await lastOffer(api, resellerSession, chat.id);

    // The shopper's open thread receives it live: price, pieces, variant, until when.
    const offer = customer.page.getByRole('log').getByTestId('chat-offer').last();
    await expect(offer.getByTestId('chat-offer-price')).toHaveText(
      formatMoney(offered.price, lang),
    );
    await expect(offer.getByTestId('chat-offer-quantity')).toContainText(digits(lang, 2));
    await expect(offer.getByTestId('chat-offer-expiry')).toBeVisible();
    if (lang === 'ar')
      await expect(offer.getByTestId('chat-offer-expiry')).toHaveText(ARABIC_DIGIT);
    for (const choice of product.choices) {
      await expect(offer.getByTestId('chat-offer-choices')).toContainText(
        `${choice.attribute}: ${choice.value}`,
      );
    }
    await offer.getByRole('button', { name: tr(lang, 'chat.offer.order_now') }).click();

    // "Order now" opens the checkout with that line, at the offered price.
    await expect(customer.page.getByTestId('checkout-group')).toHaveCount(1);
    await expect(customer.page.getByTestId('checkout-group')).toContainText(
      formatMoney(Math.round(offered.price * 200) / 100, lang),
    );
    await fillDelivery(customer.page, lang);
    await customer.page.getByRole('button', { name: tr(lang, 'commerce.checkout.place') }).click();
    await expect(customer.page.getByText(tr(lang, 'commerce.checkout.placed'))).toBeVisible();

    // Both cards say it was accepted.
    await expect(sellerOffer.getByTestId('chat-offer-state')).toHaveText(
      tr(lang, 'chat.offer.state.ordered'),
    );
    await gotoInteractive(customer.page, `/chats/${chat.id}`);
    await expect(
      customer.page
        .getByRole('log')
        .getByTestId('chat-offer')
        .last()
        .getByTestId('chat-offer-state'),
    ).toHaveText(tr(lang, 'chat.offer.state.ordered'));

    // A withdrawn offer cannot be added: the shopper's card says so, without its buttons.
    await sendOffer(seller.page, lang, product, { quantity: '1' });
    const second = seller.page.getByRole('log').getByTestId('chat-offer').last();
    await expect(second.getByTestId('chat-offer-state')).toHaveText(
      tr(lang, 'chat.offer.state.open'),
    );
    const shopperSecond = customer.page.getByRole('log').getByTestId('chat-offer').last();
    await expect(
      shopperSecond.getByRole('button', { name: tr(lang, 'chat.offer.add') }),
    ).toBeVisible();
    await second.getByRole('button', { name: tr(lang, 'chat.offer.withdraw') }).click();
    await expect(shopperSecond.getByTestId('chat-offer-state')).toHaveText(
      tr(lang, 'chat.offer.state.withdrawn'),
    );
    await expect(
      shopperSecond.getByRole('button', { name: tr(lang, 'chat.offer.add') }),
    ).toHaveCount(0);
    const refused = await api.post('/api/cart/offer', {
      headers: auth(shopperSession),
      data: { message_id: (await lastOffer(api, resellerSession, chat.id)).id },
    });
    expect((await refused.json()).error.code).toBe('offer_withdrawn');
    await api.dispose();

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
