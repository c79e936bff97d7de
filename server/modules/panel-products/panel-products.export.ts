import type { PassThrough } from 'node:stream';
import { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { xlsxStream } from '../../lib/xlsx-writer';
import { exportBatch, type ExportRow } from './panel-products.repository';
import { productDaysLeft } from './panel-products.service';

// Products export (DESIGN §7): rows come from the database in keyset batches (newest id first),
// each batch is written and dropped before the next is read, so the server holds one batch
// whatever the number of products. Columns carry the field names the panel rows and the import
// use, so an exported file is also an import template.

const BATCH = 1000;

export const EXPORT_COLUMNS = [
  'id',
  'store_id',
  'store_username',
  'name_ar',
  'name_en',
  'description_ar',
  'description_en',
  'category_id',
  'sub_category_id',
  'basic_price',
  'discount',
  'stock_amount',
  'unlimited_quantity',
  'sku',
  'status',
  'rejection_reason',
  'archived',
  'accepted_at',
  'days_left',
  'views',
  'created_at',
] as const;

type Cell = string | number | boolean | null;

function cells(row: ExportRow, now: Date): Cell[] {
  const values: Record<(typeof EXPORT_COLUMNS)[number], Cell> = {
    id: row.id,
    store_id: row.store_id,
    store_username: row.store_username,
    name_ar: row.name_ar,
    name_en: row.name_en,
    description_ar: row.description_ar,
    description_en: row.description_en,
    category_id: row.category_id,
    sub_category_id: row.sub_category_id,
    basic_price: row.basic_price,
    discount: row.discount,
    stock_amount: row.stock_amount,
    unlimited_quantity: row.unlimited_quantity,
    sku: row.sku,
    status: row.status,
    rejection_reason: row.rejection_reason,
    archived: row.archived_at !== null,
    accepted_at: row.accepted_at?.toISOString() ?? null,
    days_left: productDaysLeft(row, now),
    views: row.views,
    created_at: row.created_at.toISOString(),
  };
  return EXPORT_COLUMNS.map((column) => values[column]);
}

/** The matching rows, one batch in memory at a time. */
async function* rowsOf(db: Db, where: SQL | undefined): AsyncGenerator<Cell[]> {
  const now = new Date();
  let before: number | null = null;
  for (;;) {
    const batch = await exportBatch(db, where, before, BATCH);
    for (const row of batch) yield cells(row, now);
    if (batch.length < BATCH) return;
    before = batch[batch.length - 1]!.id;
  }
}

/**
 * One CSV field (RFC 4180 quoting). A text starting with `=`, `+`, `-`, `@`, tab or CR gets a
 * leading `'`, so a spreadsheet never runs a seller's product name as a formula.
 */
export function csvField(value: Cell): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV with a UTF-8 byte order mark (Excel then reads Arabic as UTF-8), CRLF line ends. */
export function productsCsv(db: Db, where: SQL | undefined): Readable {
  async function* lines() {
    yield `\uFEFF${EXPORT_COLUMNS.join(',')}\r\n`;
    for await (const row of rowsOf(db, where)) yield `${row.map(csvField).join(',')}\r\n`;
  }
  return Readable.from(lines());
}

/** XLSX through the back office's streaming writer (server/lib/xlsx-writer.ts). */
export function productsXlsx(db: Db, where: SQL | undefined, rightToLeft: boolean): PassThrough {
  return xlsxStream({
    sheet: 'products',
    columns: EXPORT_COLUMNS,
    rows: rowsOf(db, where),
    rightToLeft,
  });
}
