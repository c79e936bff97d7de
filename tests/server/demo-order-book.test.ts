// The demo seed's order book: a first start shows the demo reseller's panel real orders in every
// status, with the panel's own answers (list, detail, invoices), not only rows in the tables.
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../domain/status/statuses';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { useTestApp } from './helper';

const ctx = useTestApp();

async function resellerToken() {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/panel/login',
    payload: { identifier: 'reseller', password: DEMO_PASSWORD },
  });
  return response.json().data.session.token as string;
}

const get = async (token: string, url: string) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'ar' },
  });

describe('[SEED] the demo reseller on a first start', () => {
  it('lists orders in every status, and a delivered cash order is paid and confirmed', async () => {
    const token = await resellerToken();
    const list = await get(token, '/api/panel/orders?per_page=100');
    expect(list.statusCode).toBe(200);
    const orders = list.json().data as {
      id: number;
      status: string;
      payment_method: string;
      payment_status: string;
      cancellation_reason: string | null;
    }[];
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set(ORDER_STATUSES));
    const expired = orders.find(
      (order) => order.status === 'rejected' && order.payment_method === 'card',
    );
    expect(expired?.cancellation_reason).toBe('لم يكتمل الدفع بالبطاقة في الوقت المحدد');

    const cash = orders.find(
      (order) => order.status === 'delivered' && order.payment_method === 'cash_on_delivery',
    )!;
    const detail = await get(token, `/api/panel/orders/${cash.id}`);
    expect(detail.statusCode).toBe(200);
    const body = detail.json().data;
    expect(body.payment_status).toBe('paid');
    expect(body.paid_confirmed_by).toBeTruthy();
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.timeline.map((step: { status: string }) => step.status)).toEqual([
      'pending',
      'accepted',
      'in_progress',
      'delivered',
    ]);
  });

  it('lists the package invoices of its stores', async () => {
    const token = await resellerToken();
    const response = await get(token, '/api/panel/invoices?per_page=100');
    expect(response.statusCode).toBe(200);
    const invoices = response.json().data as { status: string; purpose: string }[];
    expect(invoices.filter((invoice) => invoice.status === 'paid').length).toBeGreaterThanOrEqual(
      2,
    );
    expect(invoices.some((invoice) => invoice.status === 'failed')).toBe(true);
  });
});
