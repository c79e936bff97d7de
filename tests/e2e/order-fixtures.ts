// Placing an order through the real API for the browser tests that follow it in a panel.
import { expect, type APIRequestContext } from '@playwright/test';
import type { ApiSession } from './fixtures';

const bearer = (session: ApiSession) => ({ Authorization: `Bearer ${session.token}` });

async function data<T>(response: {
  ok(): boolean;
  text(): Promise<string>;
  json(): Promise<unknown>;
}): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/**
 * The public products in the panel session's scope that take an order of `minStock` without a
 * choice: in stock (or unlimited) and with no required attribute.
 */
export async function* orderableProducts(
  api: APIRequestContext,
  session: ApiSession,
  minStock: number,
): AsyncGenerator<{ id: number; store_id: number }> {
  const rows = await data<{ id: number; store_id: number }[]>(
    await api.get('/api/panel/products?status=accepted&archived=false&per_page=100', {
      headers: bearer(session),
    }),
  );
  for (const row of rows) {
    const response = await api.get(`/api/products/${row.id}`);
    if (!response.ok()) continue;
    const detail = (await response.json()).data as {
      stock: { state: string; amount: number };
      attributes: { required: boolean }[];
    };
    if (detail.stock.state === 'out_of_stock') continue;
    if (detail.stock.state === 'in_stock' && detail.stock.amount < minStock) continue;
    if (detail.attributes.some((attribute) => attribute.required)) continue;
    yield row;
  }
}

/** A cash order from the shopper for a product of the reseller's stores; answers its id. */
export async function orderFromReseller(
  api: APIRequestContext,
  shopper: ApiSession,
  reseller: ApiSession,
) {
  for await (const row of orderableProducts(api, reseller, 2)) {
    const line = await data<{ item_id: number }>(
      await api.post('/api/cart', {
        headers: bearer(shopper),
        data: { product_id: row.id, quantity: 1 },
      }),
    );
    const [governorate] = await data<{ id: number }[]>(await api.get('/api/governorates'));
    const [area] = await data<{ id: number }[]>(
      await api.get(`/api/areas?governorate=${governorate!.id}`),
    );
    const placed = await data<{ orders: { id: number }[] }>(
      await api.post('/api/cart/place-order', {
        headers: bearer(shopper),
        data: {
          groups: [
            {
              store_id: row.store_id,
              item_ids: [line.item_id],
              payment_method: 'cash_on_delivery',
            },
          ],
          delivery: {
            client_name: 'Mona Adel',
            phone: '01012345678',
            governorate_id: governorate!.id,
            area_id: area!.id,
            address: '12 Fouad Street, Alexandria',
          },
        },
      }),
    );
    return placed.orders[0]!.id;
  }
  throw new Error('no orderable product of the reseller');
}
