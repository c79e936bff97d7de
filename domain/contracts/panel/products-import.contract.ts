// Products import (spec §7 `POST products/import`, DESIGN §7): a CSV or XLSX file whose columns
// are the export's, every row validated first, then all rows written in one transaction or none.
import { z } from 'zod';
import { V } from '../../validation/keys';
import { discountPercentSchema, moneySchema } from '../../validation/numbers';
import { productDescriptionSchema, productNameSchema } from '../../validation/product';
import { line } from '../../validation/hygiene';
import { defineContract } from '../contract';

export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;
/** Rows per file; bigger catalogues import in several files. */
export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

const cellNumber = (schema: z.ZodType<number>) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value),
    schema,
  );
const cellInteger = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : undefined),
  z
    .number({ error: V.number.integer })
    .int({ error: V.number.integer })
    .positive({ error: V.number.integer })
    .max(2_147_483_647, { error: V.number.too_large })
    .optional(),
);
const cellFlag = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z
    .enum(['', 'true', 'false', '1', '0', 'yes', 'no'], { error: V.filter.invalid })
    .transform((value) => value === 'true' || value === '1' || value === 'yes'),
);

/**
 * One row of the file, cells as text. `id` updates that product (it must be in the caller's
 * stores); without it a new product is created in `store_id`, waiting for review.
 */
export const productImportRowSchema = z.object({
  id: cellInteger,
  store_id: cellInteger,
  name_ar: productNameSchema,
  name_en: productNameSchema,
  description_ar: productDescriptionSchema,
  description_en: productDescriptionSchema,
  category_id: cellInteger.refine((value) => value !== undefined, { error: V.required }),
  sub_category_id: cellInteger,
  basic_price: cellNumber(
    moneySchema.refine((value) => value > 0, { error: V.number.not_negative }),
  ),
  discount: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : 0),
    z.union([z.literal(0), discountPercentSchema]),
  ),
  stock_amount: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : 0),
    z
      .number({ error: V.number.integer })
      .int({ error: V.number.integer })
      .min(0, { error: V.number.not_negative })
      .max(1_000_000_000, { error: V.number.too_large }),
  ),
  unlimited_quantity: cellFlag.default(false),
  sku: line(64).trim().optional(),
});
export type ProductImportRow = z.output<typeof productImportRowSchema>;

export const importProductsContract = defineContract({
  method: 'POST',
  path: '/api/panel/products/import',
  summary:
    'Import products from a CSV or XLSX file (the export columns): every row checked first, then all written or none',
  tags: ['panel', 'products'],
  permission: { resource: 'products', action: 'import', kind: 'admin' },
  query: z.object({ format: z.enum(IMPORT_FORMATS, { error: V.filter.invalid }) }),
  response: z.object({ created: z.number().int(), updated: z.number().int() }),
});
