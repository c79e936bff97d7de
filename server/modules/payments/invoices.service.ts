// Invoices in the back office (panel `package_invoices`): list (a reseller: their stores'),
// change status, delete; every write logged in its transaction.
import type {
  InvoiceFilters,
  InvoiceStatusBody,
  PanelInvoice,
} from '../../../domain/contracts/panel/invoices.contract';
import { AppError } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { writeLog } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import {
  deleteInvoiceRow,
  findInvoice,
  listInvoices,
  setInvoiceStatus,
  type InvoiceRow,
} from './payments.repository';

function toPanelInvoice(row: InvoiceRow): PanelInvoice {
  return { ...row, created_at: row.created_at.toISOString() };
}

export async function getInvoices(db: Db, actor: Actor, filters: InvoiceFilters) {
  const { data, meta } = await listInvoices(db, actor, filters);
  return { data: data.map(toPanelInvoice), meta };
}

export async function changeInvoiceStatus(
  db: Db,
  actor: Actor,
  id: number,
  body: InvoiceStatusBody,
): Promise<PanelInvoice> {
  await db.transaction(async (tx) => {
    const before = await findInvoice(tx, actor, id);
    if (!before) throw new AppError('not_found');
    if (before.status === body.status) return;
    await setInvoiceStatus(tx, id, body.status);
    await writeLog(tx, actor, {
      action: 'package_invoices.update',
      entity: 'package_invoices',
      entityId: id,
      changes: { status: [before.status, body.status] },
    });
  });
  const row = await findInvoice(db, actor, id);
  if (!row) throw new AppError('not_found');
  return toPanelInvoice(row);
}

export async function removeInvoice(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const before = await findInvoice(tx, actor, id);
    if (!before || !(await deleteInvoiceRow(tx, id))) throw new AppError('not_found');
    await writeLog(tx, actor, {
      action: 'package_invoices.delete',
      entity: 'package_invoices',
      entityId: id,
      notes:
        `${before.purpose} ${before.amount} ${before.method} ${before.provider_transaction_id ?? ''}`.trim(),
    });
  });
  return { id };
}
