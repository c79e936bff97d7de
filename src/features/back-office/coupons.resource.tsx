import {
  couponBodySchema,
  createCouponContract,
  createProductCouponContract,
  deleteCouponContract,
  deleteProductCouponContract,
  panelCouponsContract,
  panelProductCouponsContract,
  productCouponBodySchema,
  updateCouponContract,
  updateProductCouponContract,
  type PanelCoupon,
} from '@domain/contracts/commerce-panel.contract';
import { panelProductsContract } from '@domain/contracts/panel/products.contract';
import { Text } from '@chakra-ui/react';
import { CodeCell, DayCell, NumberCell } from '@/crud/cells';
import type {
  RemoteChoices,
  ResourceColumn,
  ResourceDefinition,
  ResourceField,
} from '@/crud/resource';
import { callApi } from '@/lib/api';

const L = 'back_office_orders';

/** The first hundred products the actor may see, newest first (a reseller: their own). */
const productChoices: RemoteChoices = {
  key: 'choices:panel-products',
  load: async () =>
    (
      await callApi(panelProductsContract, {
        query: { per_page: 100, sort: 'created_at', dir: 'desc' },
      })
    ).data.map((product) => ({ value: String(product.id), label: product.name_ar, plain: true })),
};

const columns: ResourceColumn<PanelCoupon>[] = [
  {
    id: 'code',
    header: `${L}.coupons.code`,
    cell: (row) => <CodeCell value={row.code} />,
    sortable: true,
    card: 'title',
  },
  {
    id: 'percentage',
    header: `${L}.coupons.percentage`,
    cell: (row, { language }) => (
      <Text as="span">
        <NumberCell value={row.percentage} language={language} />%
      </Text>
    ),
    numeric: true,
  },
  {
    id: 'used_count',
    header: `${L}.coupons.usage`,
    cell: (row, { language }) => (
      <Text as="span" dir="ltr">
        <NumberCell value={row.used_count} language={language} /> /{' '}
        <NumberCell value={row.max_usage} language={language} />
      </Text>
    ),
    sortable: true,
    numeric: true,
  },
  {
    id: 'expiry_date',
    header: `${L}.coupons.expiry_date`,
    cell: (row, { language }) => <DayCell value={row.expiry_date} language={language} />,
    sortable: true,
  },
];

const fields: ResourceField[] = [
  { name: 'code', label: `${L}.coupons.code`, kind: 'text', dir: 'ltr', required: true },
  {
    name: 'percentage',
    label: `${L}.coupons.percentage`,
    kind: 'number',
    step: 0.01,
    required: true,
  },
  { name: 'max_usage', label: `${L}.coupons.max_usage`, kind: 'number', required: true },
  { name: 'expiry_date', label: `${L}.coupons.expiry_date`, kind: 'date', required: true },
];

const defaults = () => ({ code: '', percentage: 10, max_usage: 100, expiry_date: '' });

/** Admin `coupons`: site coupons, a percentage off a whole order of any store. */
export const couponsResource: ResourceDefinition<PanelCoupon> = {
  resource: 'coupons',
  noun: `${L}.coupons.noun`,
  list: panelCouponsContract,
  defaultSort: { sort: 'created_at', dir: 'desc' },
  searchable: true,
  columns,
  form: {
    create: createCouponContract,
    update: updateCouponContract,
    schema: couponBodySchema(),
    fields,
    defaults,
  },
  remove: deleteCouponContract,
};

/** Reseller `product_coupons`: a percentage off one of their products. */
export const productCouponsResource: ResourceDefinition<PanelCoupon> = {
  resource: 'product_coupons',
  noun: `${L}.coupons.product_noun`,
  list: panelProductCouponsContract,
  defaultSort: { sort: 'created_at', dir: 'desc' },
  searchable: true,
  columns: [
    ...columns.slice(0, 1),
    {
      id: 'product',
      header: `${L}.coupons.product`,
      cell: (row) => <Text as="span">{row.product_name}</Text>,
    },
    ...columns.slice(1),
  ],
  form: {
    create: createProductCouponContract,
    update: updateProductCouponContract,
    schema: productCouponBodySchema(),
    fields: [
      {
        name: 'product_id',
        label: `${L}.coupons.product`,
        kind: 'select',
        required: true,
        remoteChoices: productChoices,
      },
      ...fields,
    ],
    defaults: () => ({ ...defaults(), product_id: null }),
  },
  remove: deleteProductCouponContract,
};
