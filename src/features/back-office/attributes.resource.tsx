// Attributes (spec §2 `attributes`, `attributes/:id`, `nested_main_attributes/:id`,
// `nested_sub_attributes/:id`) as two resources of src/crud over the same calls: main attributes
// (Colour, Size: flags and linked categories) and their values (Red, XL: a colour swatch).
//
//   attributes                    the main attributes;            a row opens its values
//   attributes/:id                the values of main attribute :id
//   nested_main_attributes/:id    the main attributes linked to category :id (a new one is linked)
//   nested_sub_attributes/:id     the values of main attribute :id (reached from the previous page)
import {
  attributeBodySchema,
  bulkDeleteAttributesContract,
  createAttributeContract,
  deleteAttributeContract,
  panelAttributeContract,
  panelAttributesContract,
  updateAttributeContract,
  type PanelAttribute,
} from '@domain/contracts/panel/attributes.contract';
import { categoriesContract } from '@domain/contracts/catalogue-stores.contract';
import { panelCategoryContract } from '@domain/contracts/panel/categories.contract';
import { nameIn } from '@/crud/parent-breadcrumb';
import { ColorCell, DateCell, NumberCell, YesNoCell } from '@/crud/cells';
import type { Choice, ResourceColumn, ResourceDefinition, ResourceField } from '@/crud/resource';
import { callApi } from '@/lib/api';

const L = 'back_office_reference.attributes';
const F = 'back_office.fields';

const FLAGS = ['has_price', 'multi_select', 'is_required', 'show_in_filter'] as const;

/**
 * The categories an attribute may be linked to: the shop's category tree (active categories, in
 * the admin's order), a sub-category labelled with its main one. Links to a category the tree does
 * not list (hidden ones) are kept by the field, not dropped.
 */
async function categoryChoices(): Promise<Choice[]> {
  const tree = (await callApi(categoriesContract)).data as {
    id: number;
    name: string;
    children: { id: number; name: string }[];
  }[];
  return tree.flatMap((main) => [
    { value: String(main.id), label: main.name, plain: true },
    ...main.children.map((sub) => ({
      value: String(sub.id),
      label: `${main.name} › ${sub.name}`,
      plain: true,
    })),
  ]);
}

const names: ResourceColumn<PanelAttribute>[] = [
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
];

const counts: ResourceColumn<PanelAttribute>[] = [
  {
    id: 'products',
    header: `${F}.products`,
    cell: (row, { language }) => <NumberCell value={row.products} language={language} />,
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

const nameFields: ResourceField[] = [
  { name: 'name_ar', label: `${F}.name_ar`, kind: 'text', dir: 'rtl', required: true },
  { name: 'name_en', label: `${F}.name_en`, kind: 'text', dir: 'ltr', required: true },
];

/** The body of an existing row (the row carries counts the body does not). */
const fromRow = (row: PanelAttribute) => ({
  name_ar: row.name_ar,
  name_en: row.name_en,
  parent_id: row.parent_id,
  has_price: row.has_price,
  multi_select: row.multi_select,
  is_required: row.is_required,
  show_in_filter: row.show_in_filter,
  color: row.color,
  sort: row.sort,
  category_ids: row.category_ids,
});

const shared = {
  resource: 'attributes',
  list: panelAttributesContract,
  defaultSort: { sort: 'sort', dir: 'asc' },
  remove: deleteAttributeContract,
  bulkRemove: bulkDeleteAttributesContract,
} as const;

/** Main attributes: all of them (`attributes`) or those of one category (`nested_main_attributes/:id`). */
export function mainAttributesResource(
  valuesPath: 'attributes' | 'nested_sub_attributes',
): ResourceDefinition<PanelAttribute> {
  return {
    ...shared,
    noun: `${L}.noun`,
    description: `${L}.description`,
    routeQuery: (params): Record<string, string> => (params.id ? { category: params.id } : {}),
    // Only on `nested_main_attributes/:id` (the list page shows it when the route has an id).
    parent: {
      load: panelCategoryContract,
      name: nameIn,
      back: 'categories',
      backLabel: 'panel.nav.categories',
    },
    rowLink: (row) => `${valuesPath}/${row.id}`,
    columns: [
      ...names,
      {
        id: 'children',
        header: `${L}.values`,
        cell: (row, { language }) => <NumberCell value={row.children} language={language} />,
        numeric: true,
      },
      ...FLAGS.map((flag): ResourceColumn<PanelAttribute> => ({
        id: flag,
        header: `${L}.${flag}`,
        cell: (row, { t }) => <YesNoCell value={row[flag]} t={t} />,
        card: flag === 'show_in_filter' || flag === 'is_required' ? 'line' : 'hidden',
      })),
      {
        id: 'categories',
        header: `${L}.categories`,
        cell: (row, { language }) => (
          <NumberCell value={row.category_ids.length} language={language} />
        ),
        numeric: true,
      },
      ...counts,
    ],
    filters: [{ name: 'show_in_filter', label: `${L}.show_in_filter`, kind: 'boolean' }],
    form: {
      create: createAttributeContract,
      update: updateAttributeContract,
      schema: attributeBodySchema,
      defaults: (params) => ({
        name_ar: '',
        name_en: '',
        parent_id: null,
        has_price: false,
        multi_select: false,
        is_required: false,
        show_in_filter: false,
        color: null,
        sort: 0,
        category_ids: params.id ? [Number(params.id)] : [],
      }),
      fromRow,
      fields: [
        ...nameFields,
        { name: 'sort', label: `${F}.sort`, kind: 'number' },
        ...FLAGS.map((flag): ResourceField => ({
          name: flag,
          label: `${L}.${flag}`,
          kind: 'switch',
        })),
        {
          name: 'category_ids',
          label: `${L}.categories`,
          kind: 'multiselect',
          wide: true,
          remoteChoices: { key: 'choices:categories', load: categoryChoices },
        },
      ],
    },
  };
}

/** The values of main attribute `:id` (`attributes/:id`, `nested_sub_attributes/:id`). */
export const attributeValuesResource: ResourceDefinition<PanelAttribute> = {
  ...shared,
  noun: `${L}.value_noun`,
  description: `${L}.values_description`,
  routeQuery: (params): Record<string, string> => (params.id ? { parent: params.id } : {}),
  parent: {
    load: panelAttributeContract,
    name: nameIn,
    back: 'attributes',
    backLabel: 'panel.nav.attributes',
  },
  columns: [
    {
      id: 'color',
      header: `${L}.color`,
      cell: (row) => <ColorCell value={row.color} />,
      card: 'line',
    },
    ...names,
    ...counts,
  ],
  form: {
    create: createAttributeContract,
    update: updateAttributeContract,
    schema: attributeBodySchema,
    defaults: (params) => ({
      name_ar: '',
      name_en: '',
      parent_id: params.id ? Number(params.id) : null,
      has_price: false,
      multi_select: false,
      is_required: false,
      show_in_filter: false,
      color: null,
      sort: 0,
      category_ids: [],
    }),
    fromRow,
    fields: [
      ...nameFields,
      { name: 'color', label: `${L}.color`, kind: 'color' },
      { name: 'sort', label: `${F}.sort`, kind: 'number' },
    ],
  },
};

export const attributesResource = mainAttributesResource('attributes');
export const categoryAttributesResource = mainAttributesResource('nested_sub_attributes');
