// Invoices in the back office (spec §2 `package_invoices`, spec §7 panel `invoices` GET, PUT
// status, DELETE): every card payment and every wallet purchase has one. The admin lists, changes
// the status of and deletes them; a reseller lists their stores' invoices (`?store=`).
import { z } from 'zod';
import { INVOICE_METHODS, INVOICE_STATUSES, PAYMENT_PURPOSES } from '../../payments/payments';
import { V } from '../../validation/keys';
import { queryId } from '../catalogue-schemas';
import { defineContract } from '../contract';
import { deletedSchema, idParams, panelListQuery } from './panel-list';

export const INVOICE_SORTS = ['created_at', 'amount', 'status'] as const;

export const invoiceFiltersSchema = panelListQuery(INVOICE_SORTS, {
  status: z.enum(INVOICE_STATUSES, { error: V.filter.invalid }).optional(),
  method: z.enum(INVOICE_METHODS, { error: V.filter.invalid }).optional(),
  purpose: z.enum(PAYMENT_PURPOSES, { error: V.filter.invalid }).optional(),
  store: queryId.optional(),
});
export type InvoiceFilters = z.infer<typeof invoiceFiltersSchema>;

export const panelInvoiceSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  store_id: z.number().int().nullable(),
  store_name: z.string().nullable(),
  payment_id: z.number().int().nullable(),
  purpose: z.enum(PAYMENT_PURPOSES),
  amount: z.number(),
  method: z.enum(INVOICE_METHODS),
  provider_transaction_id: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  description: z.string(),
  created_at: z.string(),
});
export type PanelInvoice = z.infer<typeof panelInvoiceSchema>;

export const invoiceStatusBodySchema = z.object({
  status: z.enum(INVOICE_STATUSES, { error: V.required }),
});
export type InvoiceStatusBody = z.infer<typeof invoiceStatusBodySchema>;

const base = { tags: ['panel', 'invoices'] };

export const panelInvoicesContract = defineContract({
  ...base,
  method: 'GET',
  path: '/api/panel/invoices',
  summary: 'Invoices (a reseller sees their stores’ invoices)',
  permission: { resource: 'package_invoices', action: 'list', kind: 'admin' },
  query: invoiceFiltersSchema,
  response: z.array(panelInvoiceSchema),
  paged: true,
});

export const invoiceStatusContract = defineContract({
  ...base,
  method: 'PUT',
  path: '/api/panel/invoices/:id/status',
  summary: 'Change an invoice’s status (logged)',
  permission: { resource: 'package_invoices', action: 'update', kind: 'admin' },
  params: idParams,
  body: invoiceStatusBodySchema,
  response: panelInvoiceSchema,
});

export const deleteInvoiceContract = defineContract({
  ...base,
  method: 'DELETE',
  path: '/api/panel/invoices/:id',
  summary: 'Delete an invoice (logged)',
  permission: { resource: 'package_invoices', action: 'delete', kind: 'admin' },
  params: idParams,
  response: deletedSchema,
});
