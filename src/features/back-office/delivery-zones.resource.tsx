import { areasContract } from '@domain/contracts/catalogue-stores.contract';
import {
  createDeliveryZoneContract,
  deleteDeliveryZoneContract,
  deliveryZoneBodySchema,
  panelDeliveryZonesContract,
  updateDeliveryZoneContract,
  type PanelDeliveryZone,
} from '@domain/contracts/panel/delivery-zones.contract';
import { MoneyCell, NumberCell, YesNoCell } from '@/crud/cells';
import type { RemoteChoices, ResourceDefinition } from '@/crud/resource';
import { callApi } from '@/lib/api';
import { governorateChoices, storeChoices } from './commerce-choices';

const L = 'back_office_sellers.delivery_zones';

/** The areas of the governorate chosen in the form; none chosen prices the whole governorate. */
const areaChoices: RemoteChoices = {
  key: 'choices:areas',
  dependsOn: 'governorate_id',
  load: async (governorate) =>
    (await callApi(areasContract, { query: { governorate: Number(governorate) } })).data.map(
      (area) => ({ value: String(area.id), label: area.name, plain: true }),
    ),
};

/**
 * A store's delivery table (docs/decisions/0052-delivery-fees.md): a row per governorate, rows per
 * area overriding it, each a fee, a free-delivery threshold and an estimate, or "no delivery".
 * Filtered by store, it is that store's table; the server keeps every row in the actor's stores.
 */
export const deliveryZonesResource: ResourceDefinition<PanelDeliveryZone> = {
  resource: 'delivery_zones',
  storeOf: (row) => row.store_id ?? undefined,
  noun: `${L}.noun`,
  list: panelDeliveryZonesContract,
  defaultSort: { sort: 'created_at', dir: 'desc' },
  columns: [
    {
      id: 'place',
      header: `${L}.place`,
      cell: (row) =>
        row.area_name ? `${row.governorate_name} › ${row.area_name}` : row.governorate_name,
      card: 'title',
    },
    {
      id: 'store',
      header: `${L}.store`,
      cell: (row, { t }) => row.store_name ?? t(`${L}.marketplace`),
    },
    {
      id: 'delivers',
      header: `${L}.delivers`,
      cell: (row, { t }) => <YesNoCell value={row.delivers} t={t} />,
    },
    {
      id: 'fee',
      header: `${L}.fee`,
      cell: (row, { language }) => <MoneyCell value={row.fee} language={language} />,
      sortable: true,
    },
    {
      id: 'free_over',
      header: `${L}.free_over`,
      cell: (row, { language }) =>
        row.free_over === null ? '—' : <MoneyCell value={row.free_over} language={language} />,
    },
    {
      id: 'days',
      header: `${L}.days`,
      cell: (row, { language }) => (
        <>
          <NumberCell value={row.days_min} language={language} />
          {'–'}
          <NumberCell value={row.days_max} language={language} />
        </>
      ),
    },
  ],
  filters: [{ name: 'store', label: `${L}.store`, kind: 'select', remoteChoices: storeChoices }],
  form: {
    create: createDeliveryZoneContract,
    update: updateDeliveryZoneContract,
    schema: deliveryZoneBodySchema,
    defaults: () => ({
      store_id: null,
      marketplace_table: false,
      governorate_id: null,
      area_id: null,
      delivers: true,
      fee: null,
      free_over: null,
      days_min: 1,
      days_max: 3,
    }),
    fromRow: (row) => ({
      store_id: row.store_id,
      marketplace_table: row.store_id === null,
      governorate_id: row.governorate_id,
      area_id: row.area_id,
      delivers: row.delivers,
      fee: row.fee,
      free_over: row.free_over,
      days_min: row.days_min,
      days_max: row.days_max,
    }),
    fields: [
      {
        name: 'store_id',
        label: `${L}.store`,
        kind: 'select',
        remoteChoices: storeChoices,
      },
      {
        // The admin also keeps the marketplace's own table: a row of no store.
        name: 'marketplace_table',
        label: `${L}.marketplace_table`,
        kind: 'switch',
        ceiling: { resource: 'settings', action: 'update' },
      },
      {
        name: 'governorate_id',
        label: `${L}.governorate`,
        kind: 'select',
        required: true,
        remoteChoices: governorateChoices,
      },
      { name: 'area_id', label: `${L}.area`, kind: 'select', remoteChoices: areaChoices },
      { name: 'delivers', label: `${L}.delivers`, kind: 'switch' },
      { name: 'fee', label: `${L}.fee`, kind: 'number', step: 0.01, required: true },
      { name: 'free_over', label: `${L}.free_over`, kind: 'number', step: 0.01 },
      { name: 'days_min', label: `${L}.days_min`, kind: 'number', required: true },
      { name: 'days_max', label: `${L}.days_max`, kind: 'number', required: true },
    ],
  },
  remove: deleteDeliveryZoneContract,
};
