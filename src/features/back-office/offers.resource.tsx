import {
  bulkDeleteOfferGroupsContract,
  bulkDeleteOffersContract,
  createOfferContract,
  createOfferGroupContract,
  deleteOfferContract,
  deleteOfferGroupContract,
  OFFER_LINK_KINDS,
  offerBodySchema,
  offerGroupBodySchema,
  panelOfferGroupsContract,
  panelOffersContract,
  updateOfferContract,
  updateOfferGroupContract,
  type PanelOffer,
  type PanelOfferGroup,
} from '@domain/contracts/panel/offers.contract';
import { CodeCell, DateCell, DayCell, ImageCell, NumberCell, YesNoCell } from '@/crud/cells';
import type { RemoteChoices, ResourceDefinition, ResourceField } from '@/crud/resource';
import { callApi } from '@/lib/api';
import { i18n } from '@/lib/i18n';

const L = 'back_office_marketing.offers';

/** Every homepage group, as select choices (open to moderators, unlike the groups list). */
const groupChoices: RemoteChoices = {
  key: 'choices:offer-groups',
  load: async () => {
    const { offerGroupChoicesContract } = await import('@domain/contracts/panel/offers.contract');
    const { data } = await callApi(offerGroupChoicesContract, {});
    const english = i18n.language === 'en';
    return data.map((group) => ({
      value: String(group.id),
      label: english ? group.title_en : group.title_ar,
      plain: true,
    }));
  },
};

/**
 * Homepage offer groups (spec §2 admin `homepage_offers`): a group opens on
 * `homepage_offers/:id`, the list of its offers.
 */
export const offerGroupsResource: ResourceDefinition<PanelOfferGroup> = {
  resource: 'homepage_offers',
  noun: `${L}.group_noun`,
  description: `${L}.groups_description`,
  list: panelOfferGroupsContract,
  defaultSort: { sort: 'sort', dir: 'asc' },
  rowLink: (row) => `homepage_offers/${row.id}`,
  columns: [
    {
      id: 'title_ar',
      header: `${L}.fields.title_ar`,
      cell: (row) => <span dir="rtl">{row.title_ar}</span>,
      sortable: true,
      card: 'title',
    },
    {
      id: 'title_en',
      header: `${L}.fields.title_en`,
      cell: (row) => <span dir="ltr">{row.title_en}</span>,
      sortable: true,
    },
    {
      id: 'offers',
      header: `${L}.fields.offers`,
      cell: (row, { language }) => <NumberCell value={row.offers} language={language} />,
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
      id: 'starts_on',
      header: `${L}.fields.starts_on`,
      cell: (row, { language, t }) =>
        row.starts_on ? <DayCell value={row.starts_on} language={language} /> : t(`${L}.open`),
    },
    {
      id: 'ends_on',
      header: `${L}.fields.ends_on`,
      cell: (row, { language, t }) =>
        row.ends_on ? <DayCell value={row.ends_on} language={language} /> : t(`${L}.open`),
    },
    {
      id: 'is_active',
      header: 'back_office.fields.is_active',
      cell: (row, { t }) => <YesNoCell value={row.is_active} t={t} />,
    },
  ],
  filters: [{ name: 'active', label: 'back_office.fields.is_active', kind: 'boolean' }],
  form: {
    create: createOfferGroupContract,
    update: updateOfferGroupContract,
    schema: offerGroupBodySchema,
    defaults: () => ({
      title_ar: '',
      title_en: '',
      sort: 0,
      starts_on: null,
      ends_on: null,
      is_active: true,
    }),
    fields: [
      {
        name: 'title_ar',
        label: `${L}.fields.title_ar`,
        kind: 'text',
        dir: 'rtl',
        required: true,
      },
      {
        name: 'title_en',
        label: `${L}.fields.title_en`,
        kind: 'text',
        dir: 'ltr',
        required: true,
      },
      { name: 'starts_on', label: `${L}.fields.starts_on`, kind: 'date' },
      { name: 'ends_on', label: `${L}.fields.ends_on`, kind: 'date' },
      { name: 'sort', label: 'back_office.fields.sort', kind: 'number' },
      { name: 'is_active', label: 'back_office.fields.is_active', kind: 'switch' },
    ],
  },
  remove: deleteOfferGroupContract,
  bulkRemove: bulkDeleteOfferGroupsContract,
};

const offerFields = (withGroup: boolean): ResourceField[] => [
  ...(withGroup
    ? [
        {
          name: 'group_id',
          label: `${L}.fields.group`,
          kind: 'select' as const,
          remoteChoices: groupChoices,
          required: true,
        },
      ]
    : []),
  {
    name: 'image',
    label: 'back_office.fields.image',
    kind: 'image',
    uploadKind: 'offers',
    wide: true,
    required: true,
  },
  {
    name: 'link_kind',
    label: `${L}.fields.link_kind`,
    kind: 'select',
    choices: OFFER_LINK_KINDS.map((value) => ({ value, label: `${L}.link.${value}` })),
    required: true,
  },
  {
    name: 'link_target',
    label: `${L}.fields.link_target`,
    kind: 'text',
    dir: 'ltr',
    required: true,
  },
  { name: 'sort', label: 'back_office.fields.sort', kind: 'number' },
];

const offerColumns = (withGroup: boolean): ResourceDefinition<PanelOffer>['columns'] => [
  {
    id: 'image',
    header: 'back_office.fields.image',
    cell: (row) => <ImageCell src={row.image} alt="" />,
  },
  ...(withGroup
    ? [
        {
          id: 'group',
          header: `${L}.fields.group`,
          cell: (row: PanelOffer, { language }: { language: string }) =>
            language === 'en' ? row.group_title_en : row.group_title_ar,
          card: 'title' as const,
        },
      ]
    : []),
  {
    id: 'link',
    header: `${L}.fields.link`,
    cell: (row, { t }) => (
      <span>
        {t(`${L}.link.${row.link_kind}`)} <CodeCell value={row.link_target} />
      </span>
    ),
    card: withGroup ? 'line' : 'title',
  },
  {
    id: 'sort',
    header: 'back_office.fields.sort',
    cell: (row, { language }) => <NumberCell value={row.sort} language={language} />,
    sortable: true,
    numeric: true,
  },
  {
    id: 'created_at',
    header: 'back_office.fields.created_at',
    cell: (row, { language }) => <DateCell value={row.created_at} language={language} />,
    sortable: true,
    card: 'hidden',
  },
];

const offerForm = (withGroup: boolean): ResourceDefinition<PanelOffer>['form'] => ({
  create: createOfferContract,
  update: updateOfferContract,
  schema: offerBodySchema,
  defaults: (params) => ({
    group_id: params.id ? Number(params.id) : null,
    image: null,
    link_kind: 'product',
    link_target: '',
    sort: 0,
  }),
  fields: offerFields(withGroup),
});

/** The offers of one homepage group (spec §2 admin `homepage_offers/:id`). */
export const groupOffersResource: ResourceDefinition<PanelOffer> = {
  resource: 'group_offers',
  noun: `${L}.offer_noun`,
  description: `${L}.offers_description`,
  list: panelOffersContract,
  defaultSort: { sort: 'sort', dir: 'asc' },
  searchable: false,
  routeQuery: (params): Record<string, string> => (params.id ? { group: params.id } : {}),
  columns: offerColumns(false),
  form: offerForm(false),
  remove: deleteOfferContract,
  bulkRemove: bulkDeleteOffersContract,
};

/** Every group's offers (spec §2 admin and moderator `offers`), filtered by group. */
export const offersResource: ResourceDefinition<PanelOffer> = {
  resource: 'offers',
  noun: `${L}.offer_noun`,
  description: `${L}.offers_description`,
  list: panelOffersContract,
  defaultSort: { sort: 'sort', dir: 'asc' },
  searchable: false,
  columns: offerColumns(true),
  filters: [
    { name: 'group', label: `${L}.fields.group`, kind: 'select', remoteChoices: groupChoices },
  ],
  form: offerForm(true),
  remove: deleteOfferContract,
  bulkRemove: bulkDeleteOffersContract,
};
