import {
  deleteInvoiceContract,
  invoiceStatusContract,
  panelInvoicesContract,
  type PanelInvoice,
} from '@domain/contracts/panel/invoices.contract';
import {
  INVOICE_METHODS,
  INVOICE_STATUSES,
  PAYMENT_PURPOSES,
  type InvoiceStatus,
} from '@domain/payments/payments';
import { CodeCell, DateCell, MoneyCell, StatusCell } from '@/crud/cells';
import type { ResourceDefinition } from '@/crud/resource';
import { storeChoices } from './commerce-choices';

const L = 'back_office_invoices';

const PALETTE: Record<InvoiceStatus, string> = {
  pending: 'orange',
  paid: 'green',
  failed: 'red',
  expired: 'gray',
  refunded: 'blue',
};

/**
 * Invoices (spec §2 `package_invoices`, `?store=`): every card payment and wallet purchase. The
 * admin changes an invoice's status or deletes it (logged); a reseller reads their stores' ones.
 */
export const invoicesResource: ResourceDefinition<PanelInvoice> = {
  resource: 'package_invoices',
  noun: `${L}.noun`,
  list: panelInvoicesContract,
  defaultSort: { sort: 'created_at', dir: 'desc' },
  searchable: true,
  columns: [
    {
      id: 'id',
      header: `${L}.fields.number`,
      cell: (row) => <CodeCell value={`#${row.id}`} />,
      card: 'title',
    },
    {
      id: 'created_at',
      priority: 2,
      header: `${L}.fields.created_at`,
      cell: (row, { language }) => <DateCell value={row.created_at} language={language} />,
      sortable: true,
    },
    {
      id: 'username',
      priority: 2,
      header: `${L}.fields.user`,
      cell: (row) => <CodeCell value={row.username} />,
    },
    {
      id: 'store',
      header: `${L}.fields.store`,
      cell: (row) => row.store_name ?? '—',
    },
    {
      id: 'purpose',
      priority: 2,
      header: `${L}.fields.purpose`,
      cell: (row, { t }) => t(`payments.purpose.${row.purpose}`),
    },
    {
      id: 'amount',
      header: `${L}.fields.amount`,
      cell: (row, { language }) => <MoneyCell value={row.amount} language={language} />,
      sortable: true,
      numeric: true,
    },
    {
      id: 'method',
      priority: 2,
      header: `${L}.fields.method`,
      cell: (row, { t }) => t(`payments.method.${row.method}`),
    },
    {
      id: 'provider_transaction_id',
      priority: 3,
      header: `${L}.fields.transaction`,
      cell: (row) => <CodeCell value={row.provider_transaction_id} />,
    },
    {
      id: 'status',
      header: `${L}.fields.status`,
      cell: (row, { t }) => (
        <StatusCell label={`payments.status.${row.status}`} palette={PALETTE[row.status]} t={t} />
      ),
      sortable: true,
    },
  ],
  filters: [
    // `package_invoices?store=<id>`: the store's invoices (spec §2, §4 store_expired target).
    { name: 'store', label: `${L}.fields.store`, kind: 'select', remoteChoices: storeChoices },
    {
      name: 'status',
      label: `${L}.fields.status`,
      kind: 'select',
      choices: INVOICE_STATUSES.map((status) => ({
        value: status,
        label: `payments.status.${status}`,
      })),
    },
    {
      name: 'method',
      label: `${L}.fields.method`,
      kind: 'select',
      choices: INVOICE_METHODS.map((method) => ({
        value: method,
        label: `payments.method.${method}`,
      })),
    },
    {
      name: 'purpose',
      label: `${L}.fields.purpose`,
      kind: 'select',
      choices: PAYMENT_PURPOSES.map((purpose) => ({
        value: purpose,
        label: `payments.purpose.${purpose}`,
      })),
    },
  ],
  remove: deleteInvoiceContract,
  actions: [
    {
      id: 'status',
      label: `${L}.actions.status`,
      action: 'update',
      contract: invoiceStatusContract,
      request: (rows, values) => ({ params: { id: rows[0]!.id }, body: { status: values.status } }),
      scope: 'row',
      fields: [
        {
          name: 'status',
          label: `${L}.fields.new_status`,
          kind: 'select',
          required: true,
          choices: INVOICE_STATUSES.map((status) => ({
            value: status,
            label: `payments.status.${status}`,
          })),
        },
      ],
      defaults: (rows) => ({ status: rows[0]?.status }),
      confirm: `${L}.confirm.status`,
      done: `${L}.done.status`,
    },
  ],
};
