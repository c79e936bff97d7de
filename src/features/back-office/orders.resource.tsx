import {
  bulkOrdersContract,
  exportOrdersContract,
  exportOrdersFileContract,
  ORDER_EXPORT_FORMATS,
  panelOrderContract,
  panelOrdersContract,
  updateOrderContract,
  type PanelOrder,
  type PanelOrderDetail,
} from '@domain/contracts/commerce-panel.contract';
import {
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type OrderStatus,
} from '@domain/status/statuses';
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DateCell, MoneyCell, StatusCell } from '@/crud/cells';
import type {
  CellContext,
  ResourceAction,
  ResourceDefinition,
  ResourceField,
} from '@/crud/resource';
import { chosenValues, formatNumber, withQuantity } from '@/lib/format';
import { storeChoices } from './commerce-choices';
import { ORDER_STATUS_PALETTE } from '@/components/order-status-palette';

const L = 'back_office_orders';

const statusChoice = (status: OrderStatus) => ({ value: status, label: `${L}.status.${status}` });

/** The reason field: the server asks for it on a rejection, cancellation or failed delivery. */
const reasonField: ResourceField = {
  name: 'reason',
  label: `${L}.fields.reason`,
  kind: 'textarea',
  wide: true,
};

const SHIPMENT_FIELDS = ['courier', 'tracking_number', 'tracking_url'] as const;

/** A shipment's courier, tracking number and link: the server asks for them on `shipped`. */
const shipmentFields = (required: boolean): ResourceField[] =>
  SHIPMENT_FIELDS.map((name) => ({
    name,
    label: `${L}.fields.${name}`,
    kind: 'text',
    required,
  }));

/** The statuses every one of `rows` may move to (a bulk change offers only those). */
const commonMoves = (rows: PanelOrder[]): OrderStatus[] =>
  ORDER_STATUSES.filter((status) => rows.every((row) => row.next_statuses.includes(status)));

/** The status dialog's fields: the allowed statuses, the reason, the shipment when it may ship. */
const statusFields = (rows: PanelOrder[]): ResourceField[] => {
  const moves = commonMoves(rows);
  return [
    {
      name: 'status',
      label: `${L}.fields.new_status`,
      kind: 'select',
      required: true,
      choices: moves.map(statusChoice),
    },
    reasonField,
    ...(moves.includes('shipped') ? shipmentFields(false) : []),
  ];
};

const statusBody = (values: Record<string, unknown>) => ({
  status: values.status,
  ...Object.fromEntries(
    ['reason', ...SHIPMENT_FIELDS]
      .filter((name) => values[name])
      .map((name) => [name, values[name]]),
  ),
});

/** Marks one order shipped with its courier, tracking number and tracking link. */
const shipAction: ResourceAction<PanelOrder> = {
  id: 'move-shipped',
  label: `${L}.actions.shipped`,
  action: 'change_status',
  contract: updateOrderContract,
  request: (rows, values) => ({
    params: { id: rows[0]!.id },
    body: statusBody({ ...values, status: 'shipped' }),
  }),
  scope: 'row',
  fields: shipmentFields(true),
  when: (row) => row.next_statuses.includes('shipped'),
  done: `${L}.done.changed`,
};

/** A label and its value on one line of a detail section. */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack justify="space-between" align="start" gap="3">
      <Text as="span" color="fg.muted" flexShrink={0}>
        {label}
      </Text>
      <Text as="span" textAlign="end" minW="0">
        {children}
      </Text>
    </HStack>
  );
}

const orderTitle = (row: { id: number }, { t, language }: CellContext) =>
  t(`${L}.order_n`, { id: formatNumber(row.id, language, { useGrouping: false }) });

/** The order's own page (`orders/:id`): what the store needs to prepare and deliver it. */
const orderDetail: NonNullable<ResourceDefinition<PanelOrder, PanelOrderDetail>['detail']> = {
  load: panelOrderContract,
  back: 'orders',
  backLabel: 'panel.nav.orders',
  title: orderTitle,
  subtitle: (row, { t, language }) => (
    <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
      <StatusCell
        label={`${L}.status.${row.status}`}
        palette={ORDER_STATUS_PALETTE[row.status]}
        t={t}
      />
      <Text as="span">{row.store_name}</Text>
      <DateCell value={row.created_at} language={language} />
    </HStack>
  ),
  sections: [
    {
      id: 'items',
      title: `${L}.detail.items`,
      render: (row, { t, language }) => (
        <Stack gap="3" as="ul" listStyleType="none">
          {row.items.map((item) => (
            <Stack as="li" key={item.id} gap="0" data-testid="order-item">
              <HStack justify="space-between" gap="3" align="start">
                <Text as="span" fontWeight="semibold" minW="0">
                  {withQuantity(item.name, item.quantity, language)}
                </Text>
                <MoneyCell value={item.line_total} language={language} />
              </HStack>
              {item.attributes.length > 0 ? (
                <Text as="span" fontSize="sm" color="fg.muted">
                  {chosenValues(item.attributes, language)}
                </Text>
              ) : null}
              <Text as="span" fontSize="sm" color="fg.muted">
                {t(`${L}.detail.unit_price`)}{' '}
                <MoneyCell value={item.unit_price} language={language} />
              </Text>
            </Stack>
          ))}
        </Stack>
      ),
    },
    {
      id: 'customer',
      title: `${L}.detail.customer`,
      render: (row, { t, language }) => (
        <Stack gap="2">
          <Line label={t(`${L}.fields.client`)}>{row.client_name}</Line>
          <Line label={t(`${L}.detail.phone`)}>
            <Text as="span" dir="ltr">
              {row.phone}
            </Text>
          </Line>
          <Line label={t(`${L}.detail.account`)}>
            <Text as="span" dir="ltr">
              {row.customer}
            </Text>
          </Line>
          <Line label={t(`${L}.fields.address`)}>
            {/* The typed address keeps its own direction; the place names follow the page. */}
            <Text as="span" dir="auto" display="block">
              {row.address}
            </Text>
            <Text as="span" display="block" color="fg.muted">
              {[row.area, row.governorate].filter(Boolean).join(language === 'ar' ? '، ' : ', ')}
            </Text>
          </Line>
          {row.notes ? <Line label={t(`${L}.detail.notes`)}>{row.notes}</Line> : null}
        </Stack>
      ),
    },
    {
      id: 'totals',
      title: `${L}.detail.totals`,
      render: (row, { t, language }) => (
        <Stack gap="2">
          <Line label={t(`${L}.detail.subtotal`)}>
            <MoneyCell value={row.subtotal} language={language} />
          </Line>
          {row.discount > 0 ? (
            <Line
              label={
                row.coupon_code
                  ? t(`${L}.detail.discount_code`, { code: row.coupon_code })
                  : t(`${L}.detail.discount`)
              }
            >
              <MoneyCell value={-row.discount} language={language} />
            </Line>
          ) : null}
          <Line label={t(`${L}.detail.shipping`)}>
            <MoneyCell value={row.shipping_cost} language={language} />
          </Line>
          <Line label={t(`${L}.fields.total`)}>
            <Text as="span" fontWeight="bold">
              <MoneyCell value={row.total} language={language} />
            </Text>
          </Line>
          <Line label={t(`${L}.fields.payment`)}>
            {t(`${L}.methods.${row.payment_method}`)} ·{' '}
            <Text as="span" color={row.payment_status === 'paid' ? 'green.fg' : 'fg.muted'}>
              {t(`${L}.payment_status.${row.payment_status}`)}
            </Text>
          </Line>
          {row.payment_status === 'paid' && row.paid_at ? (
            <Line label={t(`${L}.detail.paid_at`)}>
              <DateCell value={row.paid_at} language={language} />
            </Line>
          ) : null}
          {row.payment_status === 'paid' && row.paid_confirmed_by ? (
            <Line label={t(`${L}.detail.paid_confirmed_by`)}>
              <Text as="span" dir="ltr">
                {row.paid_confirmed_by}
              </Text>
            </Line>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'timeline',
      title: `${L}.detail.timeline`,
      render: (row, { t, language }) => (
        <Stack as="ol" gap="3" listStyleType="none" data-testid="order-timeline">
          {row.timeline.map((entry, index) => (
            <Stack as="li" key={`${entry.at}-${index}`} gap="0">
              <HStack justify="space-between" gap="3">
                <StatusCell
                  label={`${L}.status.${entry.status}`}
                  palette={ORDER_STATUS_PALETTE[entry.status]}
                  t={t}
                />
                <DateCell value={entry.at} language={language} />
              </HStack>
              {entry.note ? (
                <Text as="span" fontSize="sm" color="fg.muted">
                  {entry.note}
                </Text>
              ) : null}
            </Stack>
          ))}
        </Stack>
      ),
    },
  ],
};

/** One quick move on a row (confirm, prepare, out for delivery, delivered) when allowed. */
function quickMove(status: OrderStatus): ResourceAction<PanelOrder> {
  return {
    id: `move-${status}`,
    label: `${L}.actions.${status}`,
    action: 'change_status',
    contract: updateOrderContract,
    request: (rows) => ({ params: { id: rows[0]!.id }, body: { status } }),
    scope: 'row',
    confirm: `${L}.confirm.${status}`,
    when: (row) => row.next_statuses.includes(status),
    done: `${L}.done.changed`,
  };
}

/**
 * Orders (spec §2 `orders` of the four panels; DESIGN §4 transitions). The server scopes the rows
 * (a reseller their stores', a sub-reseller their assigned stores') and offers each row's moves
 * (`next_statuses`); a rejection carries the reason the customer sees. Admin and moderator set any
 * status, also in bulk. Every change is logged by the server.
 */
export const ordersResource: ResourceDefinition<PanelOrder, PanelOrderDetail> = {
  resource: 'orders',
  freshOrders: true,
  storeOf: (row) => row.store_id,
  noun: `${L}.noun`,
  list: panelOrdersContract,
  rowLink: (row) => `orders/${row.id}`,
  detail: orderDetail,
  defaultSort: { sort: 'created_at', dir: 'desc' },
  searchable: true,
  columns: [
    {
      id: 'id',
      header: `${L}.fields.order`,
      cell: (row, { t, language }) => (
        <Stack gap="0">
          <Text as="span" fontWeight="semibold">
            {orderTitle(row, { t, language })}
          </Text>
          <Text as="span" fontSize="sm" color="fg.muted">
            {row.store_name}
          </Text>
        </Stack>
      ),
      card: 'title',
    },
    {
      id: 'client',
      header: `${L}.fields.client`,
      cell: (row) => (
        <Stack gap="0">
          <Text as="span">{row.client_name}</Text>
          <Text as="span" fontSize="sm" dir="ltr" color="fg.muted">
            {row.phone}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'status',
      header: `${L}.fields.status`,
      cell: (row, { t }) => (
        <Stack gap="1" align="start">
          <StatusCell
            label={`${L}.status.${row.status}`}
            palette={ORDER_STATUS_PALETTE[row.status]}
            t={t}
          />
          {(row.status === 'rejected' || row.status === 'cancelled') && row.cancellation_reason ? (
            <Text as="span" fontSize="xs" color="fg.muted" lineClamp={2}>
              {row.cancellation_reason}
            </Text>
          ) : null}
        </Stack>
      ),
      sortable: true,
    },
    {
      id: 'payment',
      priority: 2,
      header: `${L}.fields.payment`,
      cell: (row, { t }) => (
        <Stack gap="0">
          <Text as="span">{t(`${L}.methods.${row.payment_method}`)}</Text>
          <Text
            as="span"
            fontSize="sm"
            color={row.payment_status === 'paid' ? 'green.fg' : 'fg.muted'}
          >
            {t(`${L}.payment_status.${row.payment_status}`)}
          </Text>
        </Stack>
      ),
      card: 'line',
    },
    {
      id: 'total',
      header: `${L}.fields.total`,
      cell: (row, { language }) => <MoneyCell value={row.total} language={language} />,
      sortable: true,
      numeric: true,
    },
    {
      id: 'address',
      priority: 3,
      header: `${L}.fields.address`,
      cell: (row) => (
        <Text as="span" fontSize="sm" lineClamp={2}>
          {[row.address, row.area, row.governorate].filter(Boolean).join('، ')}
        </Text>
      ),
      card: 'hidden',
    },
    {
      id: 'created_at',
      priority: 2,
      header: `${L}.fields.created_at`,
      cell: (row, { language }) => <DateCell value={row.created_at} language={language} />,
      sortable: true,
    },
  ],
  filters: [
    {
      name: 'status',
      label: `${L}.fields.status`,
      kind: 'select',
      choices: ORDER_STATUSES.map(statusChoice),
    },
    {
      name: 'payment_status',
      label: `${L}.fields.payment_status`,
      kind: 'select',
      choices: PAYMENT_STATUSES.map((value) => ({ value, label: `${L}.payment_status.${value}` })),
    },
    {
      name: 'payment_method',
      label: `${L}.fields.payment`,
      kind: 'select',
      choices: PAYMENT_METHODS.map((value) => ({ value, label: `${L}.methods.${value}` })),
    },
    { name: 'store', label: `${L}.fields.store`, kind: 'select', remoteChoices: storeChoices },
    { name: 'from', label: `${L}.fields.from`, kind: 'date' },
    { name: 'to', label: `${L}.fields.to`, kind: 'date' },
  ],
  actions: [
    quickMove('accepted'),
    quickMove('in_progress'),
    shipAction,
    quickMove('out_for_delivery'),
    quickMove('delivered'),
    {
      id: 'status',
      label: `${L}.actions.change_status`,
      action: 'change_status',
      contract: updateOrderContract,
      request: (rows, values) => ({ params: { id: rows[0]!.id }, body: statusBody(values) }),
      scope: 'row',
      fields: statusFields,
      when: (row) => row.next_statuses.length > 0,
      done: `${L}.done.changed`,
    },
    {
      id: 'bulk-status',
      label: `${L}.actions.change_status`,
      action: 'bulk_update',
      contract: bulkOrdersContract,
      request: (rows, values) => ({
        body: { ids: rows.map((row) => row.id), ...statusBody(values) },
      }),
      scope: 'bulk',
      fields: statusFields,
      done: `${L}.done.changed`,
    },
  ],
  exportFile: {
    contract: exportOrdersContract,
    formats: [...ORDER_EXPORT_FORMATS, 'xlsx'],
    byFormat: { xlsx: exportOrdersFileContract },
  },
};
