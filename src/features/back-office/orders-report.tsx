// `reports/orders` (spec §2, admin, moderator and reseller panels): sales by period, store and
// status over the viewer's scope, with totals and a file export. The machinery's pieces (URL
// filters, the toolbar, the grid, the export buttons) over `GET /api/panel/orders/reports`.
import { Box, Container, Heading, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import type { Panel, PanelNavItem } from '@domain/auth/panels';
import { withinCeiling } from '@domain/auth/permissions';
import {
  exportOrdersReportContract,
  ordersReportContract,
  REPORT_EXPORT_FORMATS,
  REPORT_PERIODS,
} from '@domain/contracts/commerce-panel.contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form';
import { PanelPageHead } from '@/crud/panel-page-head';
import { DayCell, MoneyCell, NumberCell, StatusCell } from '@/crud/cells';
import { DataTable } from '@/crud/data-table';
import { ExportButtons } from '@/crud/export-buttons';
import { ListToolbar } from '@/crud/list-toolbar';
import type { ResourceDefinition } from '@/crud/resource';
import { useListState } from '@/crud/use-list-state';
import { callApi, isApiError, queryKeys } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { storeChoices } from './commerce-choices';
import { ORDER_STATUS_PALETTE } from '@/components/order-status-palette';

const L = 'back_office_orders';

type Report = z.infer<typeof ordersReportContract.response>;
type ReportRow = Report['rows'][number] & { id: number };

/** The report as a machinery declaration: its filters (kept in the URL) and columns. */
export const ordersReportResource: ResourceDefinition<ReportRow> = {
  resource: 'reports',
  noun: `${L}.report.noun`,
  list: ordersReportContract,
  defaultSort: { sort: 'period', dir: 'desc' },
  filters: [
    {
      name: 'period',
      label: `${L}.report.period`,
      kind: 'select',
      choices: REPORT_PERIODS.map((value) => ({ value, label: `${L}.report.periods.${value}` })),
    },
    { name: 'store', label: `${L}.fields.store`, kind: 'select', remoteChoices: storeChoices },
    { name: 'from', label: `${L}.fields.from`, kind: 'date' },
    { name: 'to', label: `${L}.fields.to`, kind: 'date' },
  ],
  columns: [
    {
      id: 'period',
      header: `${L}.report.period`,
      cell: (row, { language }) =>
        row.period.length === 7 ? (
          new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-GB', {
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          }).format(new Date(`${row.period}-01T00:00:00Z`))
        ) : (
          <DayCell value={row.period} language={language} />
        ),
      card: 'title',
    },
    { id: 'store', header: `${L}.fields.store`, cell: (row) => row.store_name, card: 'line' },
    {
      id: 'status',
      header: `${L}.fields.status`,
      cell: (row, { t }) => (
        <StatusCell
          label={`${L}.status.${row.status}`}
          palette={ORDER_STATUS_PALETTE[row.status]}
          t={t}
        />
      ),
    },
    {
      id: 'orders',
      header: `${L}.report.orders`,
      cell: (row, { language }) => <NumberCell value={row.orders} language={language} />,
      numeric: true,
    },
    {
      id: 'total',
      header: `${L}.fields.total`,
      cell: (row, { language }) => <MoneyCell value={row.total} language={language} />,
      numeric: true,
    },
  ],
};

function Figure({ label, children, id }: { label: string; children: ReactNode; id: string }) {
  return (
    <Box borderWidth="1px" borderRadius="lg" p="4" bg="bg.panel" data-figure={id} minW="0">
      <Text color="fg.muted" fontSize="sm" lineClamp={2}>
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="bold" data-value>
        {children}
      </Text>
    </Box>
  );
}

export function OrdersReportScreen({ panel, item }: { panel: Panel; item: PanelNavItem }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const definition = ordersReportResource;
  const { state, update } = useListState(definition);
  const query = useMemo(() => {
    const value: Record<string, string | number> = { period: state.filters.period ?? 'day' };
    for (const name of ['store', 'from', 'to']) {
      if (state.filters[name]) value[name] = state.filters[name];
    }
    return value;
  }, [state.filters]);
  const report = useQuery({
    queryKey: [...queryKeys.panel('orders').list({ report: query }), language],
    queryFn: async ({ signal }) =>
      (await callApi(ordersReportContract, { query: query as never, signal })).data,
  });
  const rows: ReportRow[] = (report.data?.rows ?? []).map((row, index) => ({ ...row, id: index }));
  const title = t(item.labelKey);
  const mayExport = withinCeiling(
    panel.role,
    exportOrdersReportContract.permission.resource,
    exportOrdersReportContract.permission.action,
  );

  return (
    <Container maxW="7xl" py="6" data-panel={panel.key} data-resource="reports/orders">
      <PanelPageHead panel={panel} title={title} />
      <Stack gap="4">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t(`${L}.report.description`)}
          </Text>
        </Stack>
        <ListToolbar
          state={state}
          filters={definition.filters ?? []}
          searchable={false}
          onChange={update}
        />
        {mayExport ? (
          <ExportButtons
            contract={exportOrdersReportContract}
            formats={REPORT_EXPORT_FORMATS}
            query={query}
            fileName="orders-report"
          />
        ) : null}
        {report.isPending ? (
          <Spinner alignSelf="center" my="8" aria-label={t('common.status.loading')} />
        ) : !report.data ? (
          <FormAlert
            messageKey={isApiError(report.error) ? report.error.messageKey : 'errors.fetch_failed'}
          />
        ) : (
          <>
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
              <Figure id="orders" label={t(`${L}.report.total_orders`)}>
                {formatNumber(report.data.totals.orders, language)}
              </Figure>
              <Figure id="total" label={t(`${L}.report.total_amount`)}>
                <MoneyCell value={report.data.totals.total} language={language} />
              </Figure>
              <Figure id="delivered" label={t(`${L}.report.delivered_amount`)}>
                <MoneyCell value={report.data.totals.delivered} language={language} />
              </Figure>
            </SimpleGrid>
            {rows.length === 0 ? (
              <Text color="fg.muted">{t(`${L}.report.empty`)}</Text>
            ) : (
              <DataTable
                rows={rows}
                columns={definition.columns}
                sort="period"
                dir="desc"
                onSort={() => undefined}
                selectable={false}
                selection={{}}
                onSelectionChange={() => undefined}
                rowActions={() => null}
                caption={title}
              />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
