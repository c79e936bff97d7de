import {
  bulkDeleteReportsContract,
  createReportReasonContract,
  deleteReportContract,
  deleteReportReasonContract,
  panelReportReasonsContract,
  panelReportsContract,
  REPORT_STATUSES,
  reportReasonBodySchema,
  resolveReportContract,
  updateReportReasonContract,
  type PanelReport,
  type PanelReportReason,
} from '@domain/contracts/panel/reports.contract';
import type { ReportTarget } from '@domain/contracts/reports.contract';
import { chakra, Stack } from '@chakra-ui/react';
import { CodeCell, DateCell, NumberCell, StatusCell, YesNoCell } from '@/crud/cells';
import type { ResourceDefinition } from '@/crud/resource';
import { storeChoices } from './commerce-choices';

const L = 'back_office_reports';

const STATUS_PALETTE: Record<PanelReport['status'], string> = {
  open: 'orange',
  dismissed: 'gray',
  actioned: 'green',
};

/** Free text typed by a shopper: its own direction, at most three lines in the table. */
function Said({ text }: { text: string | null }) {
  if (!text) return <chakra.span color="fg.muted">—</chakra.span>;
  return (
    <chakra.span dir="auto" lineClamp={3} whiteSpace="pre-line">
      {text}
    </chakra.span>
  );
}

/**
 * `reports/products` and `reports/stores` (admin and moderator; a reseller reads their stores'):
 * each report with the open and total counts of its target, resolved (dismiss, or act — which may
 * reject the product or suspend the store through the back office's flows) or deleted.
 */
function reportsResource(target: ReportTarget): ResourceDefinition<PanelReport> {
  const T = `${L}.${target}`;
  return {
    resource: 'reports',
    noun: `${L}.noun`,
    description: `${T}.description`,
    list: panelReportsContract,
    defaultSort: { sort: 'created_at', dir: 'desc' },
    searchable: true,
    routeQuery: () => ({ target }),
    columns: [
      {
        id: 'target',
        header: `${T}.target`,
        cell: (row, { language }) =>
          target === 'product' ? (
            <Stack gap="0">
              <chakra.span fontWeight="medium" dir="auto">
                {language === 'en' ? row.product_name_en : row.product_name_ar}
              </chakra.span>
              <chakra.span fontSize="xs" color="fg.muted" dir="auto">
                {row.store_name}
              </chakra.span>
            </Stack>
          ) : (
            <Stack gap="0">
              <chakra.span fontWeight="medium" dir="auto">
                {row.store_name}
              </chakra.span>
              <CodeCell value={`@${row.store_username}`} />
            </Stack>
          ),
        card: 'title',
      },
      {
        id: 'reason',
        header: `${L}.fields.reason`,
        cell: (row, { language, t }) =>
          (language === 'en' ? row.reason_en : row.reason_ar) ?? t(`${L}.no_reason`),
        card: 'line',
      },
      {
        id: 'details',
        header: `${L}.fields.details`,
        cell: (row) => <Said text={row.details} />,
        card: 'line',
      },
      {
        id: 'status',
        header: `${L}.fields.status`,
        cell: (row, { t }) => (
          <StatusCell
            label={`${L}.status.${row.status}`}
            palette={STATUS_PALETTE[row.status]}
            t={t}
          />
        ),
        card: 'line',
      },
      {
        id: 'target_open',
        header: `${L}.fields.target_open`,
        cell: (row, { language }) => (
          <chakra.span>
            <NumberCell value={row.target_open} language={language} />
            {' / '}
            <NumberCell value={row.target_total} language={language} />
          </chakra.span>
        ),
        sortable: true,
        numeric: true,
        card: 'line',
      },
      {
        id: 'note',
        header: `${L}.fields.resolution_note`,
        cell: (row) => <Said text={row.resolution_note} />,
        card: 'hidden',
      },
      {
        id: 'reporter',
        header: `${L}.fields.reporter`,
        cell: (row) => <CodeCell value={row.reporter_username} />,
        card: 'hidden',
      },
      {
        id: 'created_at',
        header: `${L}.fields.created_at`,
        cell: (row, { language }) => <DateCell value={row.created_at} language={language} />,
        sortable: true,
        card: 'line',
      },
    ],
    filters: [
      {
        name: 'status',
        label: `${L}.fields.status`,
        kind: 'select',
        choices: REPORT_STATUSES.map((value) => ({ value, label: `${L}.status.${value}` })),
      },
      { name: 'store', label: `${L}.fields.store`, kind: 'select', remoteChoices: storeChoices },
    ],
    remove: deleteReportContract,
    bulkRemove: bulkDeleteReportsContract,
    actions: [
      {
        id: 'resolve',
        label: `${L}.actions.resolve`,
        action: 'update',
        contract: resolveReportContract,
        request: (rows, values) => ({
          params: { id: rows[0]!.id },
          body: {
            outcome: values.outcome,
            note: values.note,
            enforce: values.outcome === 'actioned' && values.enforce === true,
          },
        }),
        scope: 'row',
        fields: [
          {
            name: 'outcome',
            label: `${L}.fields.outcome`,
            kind: 'select',
            required: true,
            choices: [
              { value: 'dismissed', label: `${L}.outcome.dismissed` },
              { value: 'actioned', label: `${L}.outcome.actioned` },
            ],
          },
          { name: 'enforce', label: `${T}.enforce`, kind: 'switch' },
          { name: 'note', label: `${L}.fields.note`, kind: 'textarea', required: true },
        ],
        defaults: () => ({ outcome: 'dismissed', enforce: false, note: '' }),
        confirm: `${L}.confirm.resolve`,
        when: (row) => row.status === 'open',
        done: `${L}.done.resolve`,
      },
    ],
  };
}

export const productReportsResource = reportsResource('product');
export const storeReportsResource = reportsResource('store');

/** The reasons shoppers choose from when reporting (admin `report_reasons`). */
export const reportReasonsResource: ResourceDefinition<PanelReportReason> = {
  resource: 'report_reasons',
  noun: `${L}.reasons.noun`,
  description: `${L}.reasons.description`,
  list: panelReportReasonsContract,
  defaultSort: { sort: 'sort', dir: 'asc' },
  searchable: true,
  columns: [
    {
      id: 'name_ar',
      header: 'back_office.fields.name_ar',
      cell: (row) => <span dir="rtl">{row.name_ar}</span>,
      sortable: true,
      card: 'title',
    },
    {
      id: 'name_en',
      header: 'back_office.fields.name_en',
      cell: (row) => <span dir="ltr">{row.name_en}</span>,
      sortable: true,
      card: 'line',
    },
    {
      id: 'reports',
      header: `${L}.reasons.reports`,
      cell: (row, { language }) => <NumberCell value={row.reports} language={language} />,
      numeric: true,
      card: 'line',
    },
    {
      id: 'sort',
      header: 'back_office.fields.sort',
      cell: (row, { language }) => <NumberCell value={row.sort} language={language} />,
      sortable: true,
      numeric: true,
      card: 'hidden',
    },
    {
      id: 'is_active',
      header: `${L}.reasons.is_active`,
      cell: (row, { t }) => <YesNoCell value={row.is_active} t={t} />,
      card: 'line',
    },
  ],
  filters: [{ name: 'active', label: `${L}.reasons.is_active`, kind: 'boolean' }],
  form: {
    create: createReportReasonContract,
    update: updateReportReasonContract,
    schema: reportReasonBodySchema,
    defaults: () => ({ name_ar: '', name_en: '', sort: 0, is_active: true }),
    fields: [
      {
        name: 'name_ar',
        label: 'back_office.fields.name_ar',
        kind: 'text',
        dir: 'rtl',
        required: true,
      },
      {
        name: 'name_en',
        label: 'back_office.fields.name_en',
        kind: 'text',
        dir: 'ltr',
        required: true,
      },
      { name: 'sort', label: 'back_office.fields.sort', kind: 'number' },
      { name: 'is_active', label: `${L}.reasons.is_active`, kind: 'switch' },
    ],
  },
  remove: deleteReportReasonContract,
};
