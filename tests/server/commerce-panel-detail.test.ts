// The commerce panel screens: one order's page (items with attributes, allowed moves), the orders
// report and the XLSX export, each scoped — a reseller sees only their stores' orders.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { delivery, shopCall, shopper, storeWithProducts, type Shopper } from './commerce.helpers';
import { useTestApp } from './helper';
import { panelCall, panelCaller, type PanelCaller } from './panel.helpers';

const ctx = useTestApp();

let admin: PanelCaller;
let reseller: PanelCaller;
let otherReseller: PanelCaller;
let customer: Shopper;
let mine: { store: number; product: number };
let theirs: { store: number; product: number };

async function placeOrder(target: { store: number; product: number }, quantity = 1) {
  const line = (
    await shopCall(ctx, customer, 'POST', '/api/cart', { product_id: target.product, quantity })
  ).json().data.item_id;
  const response = await shopCall(ctx, customer, 'POST', '/api/cart/place-order', {
    groups: [{ store_id: target.store, item_ids: [line], payment_method: 'cash_on_delivery' }],
    delivery: await delivery(ctx),
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.orders[0].id as number;
}

async function workbookRows(response: { rawPayload: Buffer }) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('orders')!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

beforeAll(async () => {
  admin = await panelCaller(ctx, 'admin');
  reseller = await panelCaller(ctx, 'reseller');
  otherReseller = await panelCaller(ctx, 'reseller');
  const own = await storeWithProducts(ctx, [{ price: 120, stock: 50 }], {
    ownerId: reseller.userId,
  });
  mine = { store: own.store.id, product: own.productIds[0]! };
  const foreign = await storeWithProducts(ctx, [{ price: 15, stock: 50 }], {
    ownerId: otherReseller.userId,
  });
  theirs = { store: foreign.store.id, product: foreign.productIds[0]! };
  customer = await shopper(ctx);
});

describe('[PANEL][ORDERS] one order', () => {
  it('shows the order with its items, customer, totals, timeline and the moves allowed now', async () => {
    const id = await placeOrder(mine, 2);
    const response = await panelCall(ctx.app, reseller, 'GET', `/api/panel/orders/${id}`);
    expect(response.statusCode).toBe(200);
    const order = response.json().data;
    expect(order).toMatchObject({
      id,
      status: 'pending',
      store_id: mine.store,
      client_name: 'Mona Adel',
      address: '12 Fouad Street, Alexandria',
      subtotal: 240,
      payment_method: 'cash_on_delivery',
      payment_status: 'unpaid',
      next_statuses: ['accepted', 'rejected'],
    });
    expect(order.customer).toMatch(/\S/);
    expect(order.items).toEqual([
      expect.objectContaining({ quantity: 2, unit_price: 120, line_total: 240, attributes: [] }),
    ]);
    expect(order.timeline.map((entry: { status: string }) => entry.status)).toEqual(['pending']);

    // A move shows in the timeline and changes the allowed moves.
    const moved = await panelCall(ctx.app, reseller, 'PUT', `/api/panel/orders/${id}`, {
      status: 'accepted',
    });
    expect(moved.statusCode).toBe(200);
    const after = (await panelCall(ctx.app, reseller, 'GET', `/api/panel/orders/${id}`)).json()
      .data;
    expect(after.next_statuses).toEqual(['in_progress', 'cancelled']);
    expect(after.timeline.map((entry: { status: string }) => entry.status)).toEqual([
      'pending',
      'accepted',
    ]);
    // Staff may set any status.
    const staff = (await panelCall(ctx.app, admin, 'GET', `/api/panel/orders/${id}`)).json().data;
    expect(staff.next_statuses.length).toBeGreaterThan(1);
  });

  it('another reseller’s order is not found, for the page as for the move', async () => {
    const id = await placeOrder(theirs);
    expect((await panelCall(ctx.app, reseller, 'GET', `/api/panel/orders/${id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await panelCall(ctx.app, otherReseller, 'GET', `/api/panel/orders/${id}`)).statusCode,
    ).toBe(200);
  });
});

describe('[PANEL][ORDERS] report and XLSX export, scoped', () => {
  it('the reseller’s report and workbook hold only their stores’ orders; the admin’s hold both', async () => {
    const a = await placeOrder(mine);
    const b = await placeOrder(theirs);

    const report = (
      await panelCall(ctx.app, reseller, 'GET', '/api/panel/orders/reports?period=day')
    ).json().data;
    expect(report.rows.length).toBeGreaterThan(0);
    expect(report.rows.every((row: { store_id: number }) => row.store_id === mine.store)).toBe(
      true,
    );
    const adminReport = (
      await panelCall(ctx.app, admin, 'GET', `/api/panel/orders/reports?store=${theirs.store}`)
    ).json().data;
    expect(
      adminReport.rows.every((row: { store_id: number }) => row.store_id === theirs.store),
    ).toBe(true);
    expect(adminReport.totals.orders).toBeGreaterThan(0);

    // The report's own file: its rows, then the total row.
    const reportCsv = await panelCall(
      ctx.app,
      reseller,
      'GET',
      '/api/panel/orders/reports/export?period=day&format=csv',
    );
    expect(reportCsv.statusCode).toBe(200);
    const reportLines = reportCsv.body.trim().split('\r\n');
    expect(reportLines[0]!.replace(/^\uFEFF/, '')).toBe(
      'period,store_id,store_name,status,orders,total',
    );
    expect(
      reportLines.slice(1, -1).every((line) => line.split(',')[1] === String(mine.store)),
    ).toBe(true);
    expect(reportLines.at(-1)).toBe(`total,,,,${report.totals.orders},${report.totals.total}`);

    const file = await panelCall(ctx.app, reseller, 'GET', '/api/panel/orders/export-file');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.headers['content-disposition']).toMatch(/orders-\d{4}-\d{2}-\d{2}\.xlsx/);
    const rows = await workbookRows(file);
    expect(rows[0]!.slice(0, 3)).toEqual(['id', 'created_at', 'store_id']);
    const orderIds = rows.slice(1).map((row) => row[0]);
    expect(orderIds).toContain(a);
    expect(orderIds).not.toContain(b);
    expect(rows.slice(1).every((row) => row[2] === mine.store)).toBe(true);

    const all = await workbookRows(
      await panelCall(ctx.app, admin, 'GET', '/api/panel/orders/export-file?status=pending'),
    );
    expect(all.slice(1).map((row) => row[0])).toEqual(expect.arrayContaining([a, b]));
    expect(all.slice(1).every((row) => row[10] === 'pending')).toBe(true);

    // No bad format; a shopper's session does not open it.
    expect(
      (await panelCall(ctx.app, reseller, 'GET', '/api/panel/orders/export-file?format=pdf'))
        .statusCode,
    ).toBe(400);
    const shop = await shopCall(ctx, customer, 'GET', '/api/panel/orders/export-file');
    expect([401, 403]).toContain(shop.statusCode);
  });
});

describe('[PANEL][DASHBOARD] order figures, scoped', () => {
  it('a reseller’s dashboard counts their stores’ orders and sales only; the admin’s every store’s', async () => {
    const dashboard = async (caller: PanelCaller) =>
      (await panelCall(ctx.app, caller, 'GET', '/api/panel/dashboard')).json().data.orders;
    const before = await dashboard(reseller);
    const beforeAdmin = await dashboard(admin);
    const id = await placeOrder(mine);
    await placeOrder(theirs);
    const tracking = {
      courier: 'Bosta',
      tracking_number: 'BST-300400',
      tracking_url: 'https://bosta.co/track/BST-300400',
    };
    for (const status of ['accepted', 'in_progress', 'shipped', 'delivered']) {
      const moved = await panelCall(ctx.app, reseller, 'PUT', `/api/panel/orders/${id}`, {
        status,
        ...(status === 'shipped' ? tracking : {}),
      });
      expect(moved.statusCode).toBe(200);
    }
    const after = await dashboard(reseller);
    expect(after.count).toBe(before.count + 1);
    expect(after.by_status.delivered).toBe(before.by_status.delivered + 1);
    // 120 EGP and the shipping: the delivered order's total.
    const order = (await panelCall(ctx.app, reseller, 'GET', `/api/panel/orders/${id}`)).json()
      .data;
    expect(after.revenue).toBeCloseTo(before.revenue + order.total, 2);
    expect(after.revenue_recent).toBeCloseTo(before.revenue_recent + order.total, 2);
    expect(after.days).toHaveLength(30);
    expect(after.days.at(-1).orders).toBe(before.days.at(-1).orders + 1);
    const adminAfter = await dashboard(admin);
    expect(adminAfter.count).toBe(beforeAdmin.count + 2);
  });
});
