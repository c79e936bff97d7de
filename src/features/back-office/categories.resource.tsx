import {
  bulkDeleteCategoriesContract,
  categoryBodySchema,
  createCategoryContract,
  deleteCategoryContract,
  panelCategoriesContract,
  updateCategoryContract,
  type PanelCategory,
} from '@domain/contracts/panel/categories.contract';
import { DateCell, ImageCell, NumberCell, YesNoCell } from '@/crud/cells';
import type { ResourceDefinition } from '@/crud/resource';

/**
 * Categories (spec §2 `categories`): the list shows main categories; `categories/:id` shows the
 * sub-categories of one, and a new record there is created under it.
 */
export const categoriesResource: ResourceDefinition<PanelCategory> = {
  resource: 'categories',
  noun: 'back_office.categories.noun',
  list: panelCategoriesContract,
  defaultSort: { sort: 'sort', dir: 'asc' },
  routeQuery: (params): Record<string, string> => (params.id ? { parent: params.id } : {}),
  rowLink: (row) => (row.parent_id === null ? `categories/${row.id}` : null),
  columns: [
    {
      id: 'image',
      header: 'back_office.fields.image',
      cell: (row) => <ImageCell src={row.image} alt={row.name_en} />,
      card: 'hidden',
    },
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
    },
    {
      id: 'products',
      header: 'back_office.fields.products',
      cell: (row, { language }) => <NumberCell value={row.products} language={language} />,
      sortable: true,
      numeric: true,
    },
    {
      id: 'sort',
      header: 'back_office.fields.sort',
      cell: (row, { language }) => <NumberCell value={row.sort} language={language} />,
      sortable: true,
      numeric: true,
    },
    {
      id: 'is_active',
      header: 'back_office.fields.is_active',
      cell: (row, { t }) => <YesNoCell value={row.is_active} t={t} />,
    },
    {
      id: 'created_at',
      header: 'back_office.fields.created_at',
      cell: (row, { language }) => <DateCell value={row.created_at} language={language} />,
      sortable: true,
      card: 'hidden',
    },
  ],
  filters: [{ name: 'active', label: 'back_office.fields.is_active', kind: 'boolean' }],
  form: {
    create: createCategoryContract,
    update: updateCategoryContract,
    schema: categoryBodySchema,
    defaults: (params) => ({
      name_ar: '',
      name_en: '',
      parent_id: params.id ? Number(params.id) : null,
      image: null,
      sort: 0,
      display_as_text: false,
      is_active: true,
    }),
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
      {
        name: 'image',
        label: 'back_office.fields.image',
        kind: 'image',
        uploadKind: 'categories',
        wide: true,
      },
      { name: 'sort', label: 'back_office.fields.sort', kind: 'number' },
      { name: 'is_active', label: 'back_office.fields.is_active', kind: 'switch' },
      { name: 'display_as_text', label: 'back_office.categories.display_as_text', kind: 'switch' },
    ],
  },
  remove: deleteCategoryContract,
  bulkRemove: bulkDeleteCategoriesContract,
};
