import {
  branchBodySchema,
  createBranchContract,
  deleteBranchContract,
  panelBranchesContract,
  updateBranchContract,
  type PanelBranch,
} from '@domain/contracts/panel/branches.contract';
import { Text } from '@chakra-ui/react';
import { DateCell } from '@/crud/cells';
import type { ResourceDefinition } from '@/crud/resource';
import { governorateChoices, storeChoices } from './commerce-choices';

const L = 'back_office_sellers.branches';

/**
 * Store branches (spec §2 `branches` of the admin, reseller and sub-reseller panels),
 * shown on the store's page. The server keeps every branch in the actor's stores.
 */
export const branchesResource: ResourceDefinition<PanelBranch> = {
  resource: 'branches',
  storeOf: (row) => row.store_id,
  noun: `${L}.noun`,
  list: panelBranchesContract,
  defaultSort: { sort: 'created_at', dir: 'desc' },
  searchable: true,
  columns: [
    {
      id: 'name_ar',
      header: `${L}.name_ar`,
      cell: (row) => (
        <Text as="span" dir="rtl">
          {row.name_ar}
        </Text>
      ),
      sortable: true,
      card: 'title',
    },
    {
      id: 'name_en',
      header: `${L}.name_en`,
      cell: (row) => (
        <Text as="span" dir="ltr">
          {row.name_en}
        </Text>
      ),
      sortable: true,
    },
    { id: 'store', header: `${L}.store`, cell: (row) => row.store_name },
    { id: 'address', header: `${L}.address`, cell: (row) => row.address },
    {
      id: 'phone',
      header: `${L}.phone`,
      cell: (row) => (
        <Text as="span" dir="ltr">
          {row.phone ?? '—'}
        </Text>
      ),
    },
    {
      id: 'created_at',
      header: `${L}.created_at`,
      cell: (row, { language }) => <DateCell value={row.created_at} language={language} />,
      sortable: true,
      card: 'hidden',
    },
  ],
  filters: [{ name: 'store', label: `${L}.store`, kind: 'select', remoteChoices: storeChoices }],
  form: {
    create: createBranchContract,
    update: updateBranchContract,
    schema: branchBodySchema,
    defaults: () => ({
      store_id: null,
      name_ar: '',
      name_en: '',
      governorate_id: null,
      address: '',
      phone: '',
      location: '',
    }),
    fromRow: (row) => ({
      store_id: row.store_id,
      name_ar: row.name_ar,
      name_en: row.name_en,
      governorate_id: row.governorate_id,
      area_id: row.area_id,
      address: row.address,
      phone: row.phone ?? '',
      location: row.location ?? '',
    }),
    fields: [
      {
        name: 'store_id',
        label: `${L}.store`,
        kind: 'select',
        required: true,
        remoteChoices: storeChoices,
      },
      { name: 'name_ar', label: `${L}.name_ar`, kind: 'text', dir: 'rtl', required: true },
      { name: 'name_en', label: `${L}.name_en`, kind: 'text', dir: 'ltr', required: true },
      {
        name: 'governorate_id',
        label: `${L}.governorate`,
        kind: 'select',
        remoteChoices: governorateChoices,
      },
      { name: 'address', label: `${L}.address`, kind: 'text', required: true, wide: true },
      { name: 'phone', label: `${L}.phone`, kind: 'text', inputType: 'tel' },
      { name: 'location', label: `${L}.location`, kind: 'text', dir: 'ltr' },
    ],
  },
  remove: deleteBranchContract,
};
