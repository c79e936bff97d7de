// Subscription packages (spec §2 `packages`, `packages/:id`; spec §3 Package and Feature). The
// list creates and edits in a dialog; a row opens `packages/:id`, the package's own page, which
// edits the same fields in place (features as a repeated group). Subscribing is the sellers issue.
import {
  bulkDeletePackagesContract,
  createPackageContract,
  deletePackageContract,
  PACKAGE_FEATURES_MAX,
  packageBodySchema,
  panelPackageContract,
  panelPackagesContract,
  updatePackageContract,
  type PanelPackage,
} from '@domain/contracts/panel/packages.contract';
import { DateCell, MoneyCell, NumberCell, YesNoCell } from '@/crud/cells';
import { nameIn } from '@/crud/parent-breadcrumb';
import type { ResourceDefinition, ResourceField, SingletonForm } from '@/crud/resource';

const L = 'back_office_reference.packages';
const F = 'back_office.fields';

const featureFields: ResourceField[] = [
  { name: 'name_ar', label: `${L}.feature_name_ar`, kind: 'text', dir: 'rtl', required: true },
  { name: 'name_en', label: `${L}.feature_name_en`, kind: 'text', dir: 'ltr', required: true },
  {
    name: 'statement_ar',
    label: `${L}.statement_ar`,
    kind: 'text',
    dir: 'rtl',
    required: true,
  },
  {
    name: 'statement_en',
    label: `${L}.statement_en`,
    kind: 'text',
    dir: 'ltr',
    required: true,
  },
];

const packageFields: ResourceField[] = [
  { name: 'name_ar', label: `${F}.name_ar`, kind: 'text', dir: 'rtl', required: true },
  { name: 'name_en', label: `${F}.name_en`, kind: 'text', dir: 'ltr', required: true },
  { name: 'price', label: `${L}.price`, kind: 'number', step: 0.01, required: true },
  { name: 'products_count', label: `${L}.products_count`, kind: 'number', required: true },
  { name: 'duration_days', label: `${L}.duration_days`, kind: 'number' },
  { name: 'trial_period_days', label: `${L}.trial_period_days`, kind: 'number' },
  { name: 'is_lifetime', label: `${L}.is_lifetime`, kind: 'switch' },
  { name: 'is_trial', label: `${L}.is_trial`, kind: 'switch' },
  { name: 'is_active', label: `${L}.is_active`, kind: 'switch' },
  { name: 'sort', label: `${F}.sort`, kind: 'number' },
  {
    name: 'features',
    label: `${L}.features`,
    kind: 'list',
    wide: true,
    itemFields: featureFields,
    maxItems: PACKAGE_FEATURES_MAX,
    newItem: () => ({ name_ar: '', name_en: '', statement_ar: '', statement_en: '' }),
  },
];

/** The body of an existing package (the row also carries its id, store count and dates). */
function packageValues(row: PanelPackage) {
  return {
    name_ar: row.name_ar,
    name_en: row.name_en,
    price: row.price,
    products_count: row.products_count,
    duration_days: row.duration_days,
    is_lifetime: row.is_lifetime,
    is_trial: row.is_trial,
    trial_period_days: row.trial_period_days,
    is_active: row.is_active,
    sort: row.sort,
    features: row.features.map((feature) => ({ ...feature })),
  };
}

export const packagesResource: ResourceDefinition<PanelPackage> = {
  resource: 'packages',
  noun: `${L}.noun`,
  description: `${L}.description`,
  list: panelPackagesContract,
  defaultSort: { sort: 'sort', dir: 'asc' },
  rowLink: (row) => `packages/${row.id}`,
  columns: [
    {
      id: 'name_ar',
      header: `${F}.name_ar`,
      cell: (row) => <span dir="rtl">{row.name_ar}</span>,
      sortable: true,
      card: 'title',
    },
    {
      id: 'name_en',
      priority: 2,
      header: `${F}.name_en`,
      cell: (row) => <span dir="ltr">{row.name_en}</span>,
      sortable: true,
    },
    {
      id: 'price',
      header: `${L}.price`,
      cell: (row, { language }) => <MoneyCell value={row.price} language={language} />,
      sortable: true,
      numeric: true,
    },
    {
      id: 'products_count',
      priority: 2,
      header: `${L}.products_count`,
      cell: (row, { language }) => <NumberCell value={row.products_count} language={language} />,
      numeric: true,
    },
    {
      id: 'duration',
      priority: 2,
      header: `${L}.duration`,
      cell: (row, { t }) =>
        row.is_lifetime ? t(`${L}.lifetime`) : t(`${L}.days`, { count: row.duration_days }),
    },
    {
      id: 'trial',
      priority: 3,
      header: `${L}.is_trial`,
      cell: (row, { t }) =>
        row.is_trial && row.trial_period_days !== null ? (
          t(`${L}.days`, { count: row.trial_period_days })
        ) : (
          <YesNoCell value={false} t={t} />
        ),
    },
    {
      id: 'features',
      priority: 3,
      header: `${L}.features`,
      cell: (row, { language }) => <NumberCell value={row.features.length} language={language} />,
      numeric: true,
      card: 'hidden',
    },
    {
      id: 'stores',
      priority: 2,
      header: `${L}.stores`,
      cell: (row, { language }) => <NumberCell value={row.stores} language={language} />,
      sortable: true,
      numeric: true,
    },
    {
      id: 'is_active',
      header: `${L}.is_active`,
      cell: (row, { t }) => <YesNoCell value={row.is_active} t={t} />,
    },
    {
      id: 'sort',
      priority: 3,
      header: `${F}.sort`,
      cell: (row, { language }) => <NumberCell value={row.sort} language={language} />,
      sortable: true,
      numeric: true,
      card: 'hidden',
    },
    {
      id: 'created_at',
      priority: 3,
      header: `${F}.created_at`,
      cell: (row, { language }) => <DateCell value={row.created_at} language={language} />,
      sortable: true,
      card: 'hidden',
    },
  ],
  filters: [
    { name: 'active', label: `${L}.is_active`, kind: 'boolean' },
    { name: 'trial', label: `${L}.is_trial`, kind: 'boolean' },
  ],
  form: {
    create: createPackageContract,
    update: updatePackageContract,
    schema: packageBodySchema,
    defaults: () => ({
      name_ar: '',
      name_en: '',
      price: null,
      products_count: 100,
      duration_days: 30,
      is_lifetime: false,
      is_trial: false,
      trial_period_days: null,
      is_active: true,
      sort: 0,
      features: [],
    }),
    fromRow: packageValues,
    fields: packageFields,
  },
  remove: deletePackageContract,
  bulkRemove: bulkDeletePackagesContract,
};

/** `packages/:id`: one package's page, its fields and features edited in place. */
export const packageForm: SingletonForm = {
  resource: 'packages',
  load: panelPackageContract,
  save: updatePackageContract,
  params: (routeParams): Record<string, string> => ({ id: routeParams.id ?? '' }),
  breadcrumb: { name: nameIn, back: 'packages', backLabel: 'panel.nav.packages' },
  schema: packageBodySchema,
  fields: packageFields,
  description: `${L}.detail_description`,
  fromData: (data) => packageValues(data as PanelPackage),
};
