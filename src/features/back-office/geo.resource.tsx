// Governorates and their areas (spec §2 `governorates`, `governorates/:id`): a governorate's row
// opens the list of its areas, where a new area is created in it. Both show how many stores and
// branches are located in them (one in use cannot be deleted; the server says so).
import { governoratesContract } from '@domain/contracts/catalogue-stores.contract';
import {
  areaBodySchema,
  bulkDeleteAreasContract,
  bulkDeleteGovernoratesContract,
  createAreaContract,
  createGovernorateContract,
  deleteAreaContract,
  deleteGovernorateContract,
  governorateBodySchema,
  panelAreasContract,
  panelGovernorateContract,
  panelGovernoratesContract,
  updateAreaContract,
  updateGovernorateContract,
  type PanelArea,
  type PanelGovernorate,
} from '@domain/contracts/panel/geo.contract';
import { DateCell, NumberCell } from '@/crud/cells';
import type { Choice, ResourceColumn, ResourceDefinition, ResourceField } from '@/crud/resource';
import { nameIn } from '@/crud/parent-breadcrumb';
import { callApi } from '@/lib/api';

const L = 'back_office_reference.geo';
const F = 'back_office.fields';

type Place = PanelGovernorate | PanelArea;

function placeColumns<Row extends Place>(extra: ResourceColumn<Row>[]): ResourceColumn<Row>[] {
  return [
    {
      id: 'name_ar',
      header: `${F}.name_ar`,
      cell: (row) => <span dir="rtl">{row.name_ar}</span>,
      sortable: true,
      card: 'title',
    },
    {
      id: 'name_en',
      header: `${F}.name_en`,
      cell: (row) => <span dir="ltr">{row.name_en}</span>,
      sortable: true,
    },
    ...extra,
    {
      id: 'stores',
      header: `${L}.stores`,
      cell: (row, { language }) => <NumberCell value={row.stores} language={language} />,
      sortable: true,
      numeric: true,
    },
    {
      id: 'sort',
      header: `${F}.sort`,
      cell: (row, { language }) => <NumberCell value={row.sort} language={language} />,
      sortable: true,
      numeric: true,
    },
    {
      id: 'created_at',
      header: `${F}.created_at`,
      cell: (row, { language }) => <DateCell value={row.created_at} language={language} />,
      sortable: true,
      card: 'hidden',
    },
  ];
}

const placeFields: ResourceField[] = [
  { name: 'name_ar', label: `${F}.name_ar`, kind: 'text', dir: 'rtl', required: true },
  { name: 'name_en', label: `${F}.name_en`, kind: 'text', dir: 'ltr', required: true },
  { name: 'sort', label: `${F}.sort`, kind: 'number' },
];

export const governoratesResource: ResourceDefinition<PanelGovernorate> = {
  resource: 'governorates',
  noun: `${L}.governorate_noun`,
  description: `${L}.governorates_description`,
  list: panelGovernoratesContract,
  defaultSort: { sort: 'sort', dir: 'asc' },
  rowLink: (row) => `governorates/${row.id}`,
  columns: placeColumns<PanelGovernorate>([
    {
      id: 'areas',
      header: `${L}.areas`,
      cell: (row, { language }) => <NumberCell value={row.areas} language={language} />,
      numeric: true,
    },
  ]),
  form: {
    create: createGovernorateContract,
    update: updateGovernorateContract,
    schema: governorateBodySchema,
    defaults: () => ({ name_ar: '', name_en: '', sort: 0 }),
    fields: placeFields,
  },
  remove: deleteGovernorateContract,
  bulkRemove: bulkDeleteGovernoratesContract,
};

/** The governorates, by name in the page's language (an area may move to another one). */
async function governorateChoices(): Promise<Choice[]> {
  const rows = (await callApi(governoratesContract)).data as { id: number; name: string }[];
  return rows.map((row) => ({ value: String(row.id), label: row.name, plain: true }));
}

/** `governorates/:id`: the areas of governorate `:id`; a new area is created in it. */
export const areasResource: ResourceDefinition<PanelArea> = {
  resource: 'areas',
  noun: `${L}.area_noun`,
  description: `${L}.areas_description`,
  list: panelAreasContract,
  defaultSort: { sort: 'sort', dir: 'asc' },
  routeQuery: (params): Record<string, string> => (params.id ? { governorate: params.id } : {}),
  parent: {
    load: panelGovernorateContract,
    name: nameIn,
    back: 'governorates',
    backLabel: 'panel.nav.governorates',
  },
  columns: placeColumns<PanelArea>([]),
  form: {
    create: createAreaContract,
    update: updateAreaContract,
    schema: areaBodySchema,
    defaults: (params) => ({
      governorate_id: params.id ? Number(params.id) : null,
      name_ar: '',
      name_en: '',
      sort: 0,
    }),
    fields: [
      ...placeFields,
      {
        name: 'governorate_id',
        label: `${L}.governorate`,
        kind: 'select',
        required: true,
        remoteChoices: { key: 'choices:governorates', load: governorateChoices },
      },
    ],
  },
  remove: deleteAreaContract,
  bulkRemove: bulkDeleteAreasContract,
};
