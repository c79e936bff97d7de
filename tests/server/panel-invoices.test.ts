// Panel `package_invoices` (spec §7 panel invoices GET, PUT status, DELETE): the admin sees every
// invoice, changes status and deletes (logged); a reseller sees only their stores' invoices.
import { describe, expect, it } from 'vitest';
import { recordInvoice } from '../../server/modules/payments/wallet.service';
import { seedStore } from '../factories';
import { useTestApp } from './helper';
import { logsAbout, panelCall, panelCaller } from './panel.helpers';
import { shopper } from './payments.helpers';

const ctx = useTestApp();

async function invoiceFor(userId: number, storeId: number | null, amountPiastres = 100_00) {
  return recordInvoice(ctx.database.db, {
    userId,
    storeId,
    purpose: 'subscription',
    amountPiastres,
    method: 'wallet',
    providerTransactionId: `wallet-test-${amountPiastres}`,
    status: 'paid',
    description: 'Package',
  });
}

describe('panel invoices', () => {
  it('admin lists, filters, changes status (logged) and deletes (logged)', async () => {
    const admin = await panelCaller(ctx, 'admin');
    const buyer = await shopper(ctx);
    const store = await seedStore(ctx.database.db);
    const id = await invoiceFor(buyer.userId, store.id, 250_75);

    const list = await panelCall(ctx.app, admin, 'GET', `/api/panel/invoices?store=${store.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        id,
        store_id: store.id,
        amount: 250.75,
        method: 'wallet',
        status: 'paid',
        provider_transaction_id: 'wallet-test-25075',
      }),
    ]);
    const filtered = await panelCall(
      ctx.app,
      admin,
      'GET',
      `/api/panel/invoices?store=${store.id}&status=pending`,
    );
    expect(filtered.json().data).toEqual([]);

    const changed = await panelCall(ctx.app, admin, 'PUT', `/api/panel/invoices/${id}/status`, {
      status: 'refunded',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.status).toBe('refunded');
    const [log] = await logsAbout(ctx.database, 'package_invoices', id);
    expect(log).toMatchObject({
      action: 'package_invoices.update',
      changes: { status: ['paid', 'refunded'] },
    });

    const bad = await panelCall(ctx.app, admin, 'PUT', `/api/panel/invoices/${id}/status`, {
      status: 'lost',
    });
    expect(bad.statusCode).toBe(400);

    expect(
      (await panelCall(ctx.app, admin, 'DELETE', `/api/panel/invoices/${id}`)).statusCode,
    ).toBe(200);
    expect((await logsAbout(ctx.database, 'package_invoices', id))[0]!.action).toBe(
      'package_invoices.delete',
    );
    expect(
      (await panelCall(ctx.app, admin, 'DELETE', `/api/panel/invoices/${id}`)).statusCode,
    ).toBe(404);
  });

  it('a reseller sees their stores’ invoices only and cannot change them', async () => {
    const reseller = await panelCaller(ctx, 'reseller');
    const own = await seedStore(ctx.database.db, { ownerId: reseller.userId });
    const other = await seedStore(ctx.database.db);
    const mine = await invoiceFor(reseller.userId, own.id, 10_00);
    const theirs = await invoiceFor(reseller.userId, other.id, 11_00);
    const noStore = await invoiceFor(reseller.userId, null, 12_00);

    const list = await panelCall(ctx.app, reseller, 'GET', '/api/panel/invoices?per_page=100');
    const ids = list.json().data.map((row: { id: number }) => row.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect(ids).not.toContain(noStore);
    expect(
      (
        await panelCall(ctx.app, reseller, 'PUT', `/api/panel/invoices/${mine}/status`, {
          status: 'failed',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await panelCall(ctx.app, reseller, 'DELETE', `/api/panel/invoices/${mine}`)).statusCode,
    ).toBe(403);
  });

  it('a shopper session cannot open the panel list', async () => {
    const buyer = await shopper(ctx);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/panel/invoices',
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(response.statusCode).toBe(403);
  });
});
