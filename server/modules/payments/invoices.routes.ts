import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/panel/invoices.contract';
import { registerContract } from '../../lib/route';
import { changeInvoiceStatus, getInvoices, removeInvoice } from './invoices.service';

/** Panel `package_invoices` (spec §7 panel `invoices`: GET, PUT status, DELETE). */
export async function invoicesRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  registerContract(app, contracts.panelInvoicesContract, {
    handler: ({ query, request }) => getInvoices(db, request.actor!, query),
  });
  registerContract(app, contracts.invoiceStatusContract, {
    handler: async ({ params, body, request }) => ({
      data: await changeInvoiceStatus(db, request.actor!, params.id, body),
    }),
  });
  registerContract(app, contracts.deleteInvoiceContract, {
    handler: async ({ params, request }) => ({
      data: await removeInvoice(db, request.actor!, params.id),
    }),
  });
}
