import {
  IMPORT_FORMATS,
  importProductsContract,
} from '@domain/contracts/panel/products-import.contract';
import {
  archiveProductsContract,
  deleteProductsContract,
  exportProductsContract,
  panelProductsContract,
  PRODUCT_EXPORT_FORMATS,
  productCategoryContract,
  productKeywordsContract,
  reviewProductsContract,
  type PanelProduct,
} from '@domain/contracts/panel/products.contract';
import {
  createProductContract,
  PRODUCT_OPTIONS_MAX,
  PRODUCT_OTHER_IMAGES_MAX,
  pushReviewContract,
  sellerProductBodySchema,
  uploadProductImageContract,
  sellerProductContract,
  updateProductContract,
} from '@domain/contracts/panel/seller-products.contract';
import { PRODUCT_STATUSES, type ProductStatus } from '@domain/status/statuses';
import { Stack, Text } from '@chakra-ui/react';
import {
  CodeCell,
  DateCell,
  ImageCell,
  MoneyCell,
  NumberCell,
  StatusCell,
  YesNoCell,
} from '@/crud/cells';
import type {
  ResourceAction,
  ResourceDefinition,
  ResourceField,
  ResourceForm,
} from '@/crud/resource';
import { callApi } from '@/lib/api';
import {
  allCategoryChoices,
  mainCategoryChoices,
  productOptionChoices,
  storeChoices,
  subCategoryChoices,
} from './commerce-choices';

const L = 'back_office_commerce';
const S = 'back_office_sellers.products';

const ids = (rows: PanelProduct[]) => rows.map((row) => row.id);

/** Badge colour of each review status: waiting, in review, verdict. */
const STATUS_PALETTE: Record<ProductStatus, string> = {
  pending_for_review: 'orange',
  initial_review_by_moderator: 'blue',
  final_review_by_moderator: 'blue',
  reviewed: 'brand',
  final_review_by_admin: 'brand',
  accepted: 'green',
  rejected: 'red',
};

const statusChoice = (status: ProductStatus) => ({
  value: status,
  label: `${L}.product_status.${status}`,
});

/**
 * The statuses every chosen row may move to (each row's `next_statuses`, the server's review table
 * for the actor's role), in chain order: a bulk review offers only moves valid for all of them.
 */
export function commonNextStatuses(rows: PanelProduct[]): ProductStatus[] {
  return PRODUCT_STATUSES.filter(
    (status) => rows.length > 0 && rows.every((row) => row.next_statuses.includes(status)),
  );
}

const reviewFields = (rows: PanelProduct[]): ResourceField[] => [
  {
    name: 'status',
    label: `${L}.fields.target_status`,
    kind: 'select',
    required: true,
    choices: commonNextStatuses(rows).map(statusChoice),
  },
  // Required by the server (and shown on this field) when the target is `rejected`.
  {
    name: 'reason',
    label: `${L}.fields.rejection_reason`,
    kind: 'textarea',
    wide: true,
  },
];

function archiveAction(archived: boolean): ResourceAction<PanelProduct> {
  const name = archived ? 'archive' : 'restore';
  return {
    id: name,
    label: `${L}.products.actions.${name}`,
    action: name,
    contract: archiveProductsContract,
    request: (rows) => ({ body: { ids: ids(rows), archived } }),
    scope: 'both',
    confirm: archived ? `${L}.products.confirm.archive` : undefined,
    danger: archived,
    when: (row) => row.archived !== archived,
    done: `${L}.products.done.${name}`,
  };
}

/**
 * The seller's product form: images are uploaded first (`products/upload-images-first`),
 * then the product is created naming them (`products/create-after-images`). Editing loads the whole
 * product; a changed name, description or image sends it back to review (DESIGN §4).
 */
const productFields: ResourceField[] = [
  {
    name: 'store_id',
    label: `${L}.fields.store`,
    kind: 'select',
    required: true,
    remoteChoices: storeChoices,
  },
  { name: 'name_ar', label: `${L}.fields.name_ar`, kind: 'text', dir: 'rtl', required: true },
  { name: 'name_en', label: `${L}.fields.name_en`, kind: 'text', dir: 'ltr', required: true },
  {
    name: 'description_ar',
    label: `${S}.description_ar`,
    kind: 'textarea',
    dir: 'rtl',
    wide: true,
    required: true,
  },
  {
    name: 'description_en',
    label: `${S}.description_en`,
    kind: 'textarea',
    dir: 'ltr',
    wide: true,
  },
  {
    name: 'main_image',
    label: `${S}.main_image`,
    kind: 'image',
    uploadContract: uploadProductImageContract,
    wide: true,
    required: true,
  },
  {
    name: 'other_images',
    label: `${S}.other_images`,
    kind: 'list',
    wide: true,
    maxItems: PRODUCT_OTHER_IMAGES_MAX,
    newItem: () => ({ url: null }),
    itemFields: [
      {
        name: 'url',
        label: `${S}.image`,
        kind: 'image',
        uploadContract: uploadProductImageContract,
        wide: true,
      },
    ],
  },
  {
    name: 'category_id',
    label: `${L}.fields.category`,
    kind: 'select',
    required: true,
    remoteChoices: mainCategoryChoices,
  },
  {
    name: 'sub_category_id',
    label: `${L}.fields.sub_category`,
    kind: 'select',
    remoteChoices: subCategoryChoices,
  },
  { name: 'basic_price', label: `${S}.basic_price`, kind: 'number', step: 0.01, required: true },
  { name: 'discount', label: `${S}.discount`, kind: 'number', step: 0.01 },
  { name: 'negotiable', label: `${S}.negotiable`, kind: 'switch' },
  { name: 'stock_amount', label: `${S}.stock_amount`, kind: 'number' },
  { name: 'unlimited_quantity', label: `${S}.unlimited_quantity`, kind: 'switch' },
  { name: 'minimum_stock', label: `${S}.minimum_stock`, kind: 'number' },
  {
    name: 'options',
    label: `${S}.options`,
    kind: 'list',
    wide: true,
    maxItems: PRODUCT_OPTIONS_MAX,
    newItem: () => ({ attribute_id: null, extra_price: null }),
    itemFields: [
      {
        name: 'attribute_id',
        label: `${S}.option_value`,
        kind: 'select',
        required: true,
        remoteChoices: productOptionChoices,
      },
      { name: 'extra_price', label: `${S}.option_extra_price`, kind: 'number', step: 0.01 },
    ],
  },
  { name: 'existence_period_days', label: `${S}.existence_period_days`, kind: 'number' },
  { name: 'is_permanent', label: `${S}.is_permanent`, kind: 'switch' },
  { name: 'youtube_url', label: `${S}.youtube_url`, kind: 'text', dir: 'ltr' },
  { name: 'facebook_video_url', label: `${S}.facebook_video_url`, kind: 'text', dir: 'ltr' },
];

const productForm: ResourceForm<PanelProduct> = {
  create: createProductContract,
  update: updateProductContract,
  schema: sellerProductBodySchema,
  fields: productFields,
  defaults: () => ({
    store_id: null,
    name_ar: '',
    name_en: '',
    description_ar: '',
    description_en: '',
    main_image: null,
    other_images: [],
    category_id: null,
    sub_category_id: null,
    basic_price: null,
    discount: 0,
    negotiable: false,
    stock_amount: 0,
    unlimited_quantity: false,
    minimum_stock: 0,
    options: [],
    existence_period_days: 90,
    is_permanent: false,
    youtube_url: '',
    facebook_video_url: '',
  }),
  editable: (row) => row.editable,
  load: async (row) => {
    const { data } = await callApi(sellerProductContract, { params: { id: row.id } });
    return {
      ...data,
      other_images: data.other_images.map((url) => ({ url })),
      youtube_url: data.youtube_url ?? '',
      facebook_video_url: data.facebook_video_url ?? '',
    };
  },
};

/**
 * Products (spec §2 `products` of the four panels; DESIGN §4 review chain). The review dialog offers
 * only the moves the server's table allows the actor (each row's `next_statuses`); a rejection needs
 * a reason the seller then sees. Archive, delete, category and export follow the matrix.
 */
export const productsResource: ResourceDefinition<PanelProduct> = {
  resource: 'products',
  storeOf: (row) => row.store_id,
  noun: `${L}.products.noun`,
  list: panelProductsContract,
  defaultSort: { sort: 'created_at', dir: 'desc' },
  columns: [
    {
      id: 'image',
      priority: 2,
      header: `${L}.fields.image`,
      cell: (row) => <ImageCell src={row.main_image} alt={row.name_en} />,
      card: 'hidden',
    },
    {
      id: 'name_ar',
      header: `${L}.fields.name_ar`,
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
      priority: 2,
      header: `${L}.fields.name_en`,
      cell: (row) => (
        <Text as="span" dir="ltr">
          {row.name_en}
        </Text>
      ),
      sortable: true,
    },
    {
      id: 'store',
      header: `${L}.fields.store`,
      cell: (row) => (
        <Stack gap="0" align={{ base: 'end', md: 'start' }}>
          <Text as="span">{row.store_name}</Text>
          <Text as="span" fontSize="xs" color="fg.muted">
            <CodeCell value={`@${row.store_username}`} />
          </Text>
        </Stack>
      ),
    },
    {
      id: 'basic_price',
      header: `${L}.fields.price`,
      cell: (row, { language }) => <MoneyCell value={row.basic_price} language={language} />,
      sortable: true,
      numeric: true,
    },
    {
      id: 'status',
      header: `${L}.fields.status`,
      // A rejected product shows its reason: the seller sees why (spec §4).
      cell: (row, { t }) => (
        <Stack gap="1" align={{ base: 'end', md: 'start' }}>
          <StatusCell
            label={`${L}.product_status.${row.status}`}
            palette={STATUS_PALETTE[row.status]}
            t={t}
          />
          {row.status === 'rejected' && row.rejection_reason ? (
            <Text as="span" dir="auto" fontSize="xs" color="fg.muted" maxW="60">
              {row.rejection_reason}
            </Text>
          ) : null}
        </Stack>
      ),
      sortable: true,
    },
    {
      id: 'archived',
      priority: 3,
      header: `${L}.fields.archived`,
      cell: (row, { t }) => <YesNoCell value={row.archived} t={t} />,
      card: 'hidden',
    },
    {
      id: 'days_left',
      priority: 3,
      header: `${L}.fields.days_left`,
      cell: (row, { language }) =>
        row.days_left === null ? (
          <Text as="span" color="fg.muted">
            —
          </Text>
        ) : (
          <NumberCell value={row.days_left} language={language} />
        ),
      numeric: true,
      card: 'hidden',
    },
    {
      id: 'created_at',
      priority: 3,
      header: `${L}.fields.created_at`,
      cell: (row, { language }) => <DateCell value={row.created_at} language={language} />,
      sortable: true,
      card: 'hidden',
    },
  ],
  filters: [
    {
      name: 'status',
      label: `${L}.fields.status`,
      kind: 'select',
      choices: PRODUCT_STATUSES.map(statusChoice),
    },
    { name: 'archived', label: `${L}.fields.archived`, kind: 'boolean' },
    { name: 'store', label: `${L}.fields.store`, kind: 'select', remoteChoices: storeChoices },
    {
      name: 'category',
      label: `${L}.fields.category`,
      kind: 'select',
      remoteChoices: allCategoryChoices,
    },
  ],
  form: productForm,
  actions: [
    {
      id: 'push-review',
      label: `${S}.push_review`,
      action: 'update',
      contract: pushReviewContract,
      request: (rows) => ({ body: { ids: ids(rows) } }),
      scope: 'both',
      confirm: `${S}.push_review_confirm`,
      when: (row) => row.status === 'rejected' || row.archived,
      done: `${S}.push_review_done`,
    },
    {
      id: 'review',
      label: `${L}.products.actions.review`,
      action: 'review',
      contract: reviewProductsContract,
      request: (rows, values) => ({
        body: {
          ids: ids(rows),
          status: values.status,
          ...(values.status === 'rejected' ? { reason: values.reason } : {}),
        },
      }),
      scope: 'both',
      fields: reviewFields,
      when: (row) => row.next_statuses.length > 0,
      done: `${L}.products.done.review`,
    },
    archiveAction(true),
    archiveAction(false),
    {
      id: 'category',
      label: `${L}.actions.change_category`,
      action: 'update',
      contract: productCategoryContract,
      request: (rows, values) => ({
        body: {
          ids: ids(rows),
          category_id: values.category_id,
          sub_category_id: values.sub_category_id ?? null,
        },
      }),
      scope: 'both',
      fields: [
        {
          name: 'category_id',
          label: `${L}.fields.category`,
          kind: 'select',
          required: true,
          remoteChoices: mainCategoryChoices,
        },
        {
          name: 'sub_category_id',
          label: `${L}.fields.sub_category`,
          kind: 'select',
          remoteChoices: subCategoryChoices,
        },
      ],
      done: `${L}.done.category`,
    },
    {
      id: 'keywords',
      label: `${L}.actions.keywords`,
      action: 'update',
      contract: productKeywordsContract,
      // Typed as one line, separated by commas (Arabic «،» too); sent as a list.
      request: (rows, values) => ({
        body: {
          ids: ids(rows),
          keywords: String(values.keywords ?? '')
            .split(/[,،\n]/)
            .map((word) => word.trim())
            .filter(Boolean),
          mode: values.mode ?? 'set',
        },
      }),
      scope: 'both',
      fields: [
        { name: 'keywords', label: `${L}.fields.keywords`, kind: 'textarea', required: true },
        {
          name: 'mode',
          label: `${L}.fields.keywords_mode`,
          kind: 'select',
          required: true,
          choices: [
            { value: 'set', label: `${L}.keywords_modes.set` },
            { value: 'add', label: `${L}.keywords_modes.add` },
          ],
        },
      ],
      done: `${L}.done.keywords`,
    },
  ],
  bulkRemove: deleteProductsContract,
  exportFile: { contract: exportProductsContract, formats: PRODUCT_EXPORT_FORMATS },
  importFile: { contract: importProductsContract, formats: IMPORT_FORMATS },
};
