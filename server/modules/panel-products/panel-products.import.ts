// Products import (DESIGN §7): parse, check every row (the domain row schema, then the caller's
// stores, the product ids and the category pairs against the database), and only when no row has
// a problem, write them all in one transaction with their log rows. A file with one bad row
// writes nothing and answers every problem as `rows.<line>.<column>` (line = spreadsheet row).
import {
  IMPORT_MAX_ROWS,
  productImportRowSchema,
  type ProductImportRow,
} from '../../../domain/contracts/panel/products-import.contract';
import { AppError, type FieldError } from '../../../domain/errors';
import { statusAfterProductEdit } from '../../../domain/status/product-review-transitions';
import { V } from '../../../domain/validation/keys';
import type { Db } from '../../db/client';
import type { TableFile } from '../../lib/table-file';
import { changedFields, writeLogs, type LogEntry } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import { assertManagesStores } from '../auth/store-scope';
import {
  categoryParents,
  clearChangingSkus,
  insertImportedProducts,
  lockImportedProducts,
  reachableStoreIds,
  takenSkus,
  updateImportedProduct,
} from './panel-products-import.repository';

/** Columns a file must have; the export's other columns (status, views …) are ignored. */
const REQUIRED_COLUMNS = [
  'name_ar',
  'name_en',
  'description_ar',
  'description_en',
  'category_id',
  'basic_price',
];
/** At most this many problems are answered; the first ones are what a person fixes first. */
const MAX_PROBLEMS = 200;

interface CheckedRow {
  line: number;
  row: ProductImportRow;
}

function fileProblem(message: string): AppError {
  return new AppError('validation_failed', 'The file cannot be imported', [
    { path: 'file', message },
  ]);
}

/** Every row through the domain schema; problems keyed by line and column. */
function parseRows(file: TableFile, problems: FieldError[]): CheckedRow[] {
  const checked: CheckedRow[] = [];
  file.rows.forEach((cells, index) => {
    const line = index + 2;
    const record = Object.fromEntries(
      file.header.map((name, column) => [name, cells[column] ?? '']),
    );
    const result = productImportRowSchema.safeParse(record);
    if (result.success) checked.push({ line, row: result.data });
    else {
      for (const issue of result.error.issues) {
        problems.push({ path: `rows.${line}.${issue.path.join('.')}`, message: issue.message });
      }
    }
  });
  return checked;
}

/** Store, product and category checks for the rows that passed the schema. */
async function checkAgainstDatabase(
  db: Db,
  actor: Actor,
  rows: CheckedRow[],
  problems: FieldError[],
) {
  const storeIds = [...new Set(rows.flatMap(({ row }) => (row.store_id ? [row.store_id] : [])))];
  const productIds = [...new Set(rows.flatMap(({ row }) => (row.id ? [row.id] : [])))];
  const categoryIds = [
    ...new Set(
      rows.flatMap(({ row }) => [
        row.category_id!,
        ...(row.sub_category_id ? [row.sub_category_id] : []),
      ]),
    ),
  ];
  const [storeOk, byId, parentOf] = await Promise.all([
    reachableStoreIds(db, actor, storeIds),
    lockImportedProducts(db, actor, productIds),
    categoryParents(db, categoryIds),
  ]);
  const seen = new Set<number>();
  for (const { line, row } of rows) {
    const at = (column: string, message: string) =>
      problems.push({ path: `rows.${line}.${column}`, message });
    if (row.id) {
      if (!byId.has(row.id)) at('id', V.import.unknown_product);
      if (seen.has(row.id)) at('id', V.import.duplicate);
      seen.add(row.id);
    } else if (!row.store_id) at('store_id', V.required);
    else if (!storeOk.has(row.store_id)) at('store_id', V.choice.store);
    if (parentOf.get(row.category_id!) !== null) at('category_id', V.choice.category);
    if (row.sub_category_id && parentOf.get(row.sub_category_id) !== row.category_id) {
      at('sub_category_id', V.choice.category);
    }
  }
  // A store out of reach answers only its own problem, never whether a SKU is used there.
  const storeOf = (row: ProductImportRow) =>
    row.id ? byId.get(row.id)?.storeId : storeOk.has(row.store_id!) ? row.store_id : undefined;
  await checkSkus(db, rows, storeOf, [...byId.keys()], problems);
  return byId;
}

/**
 * SKUs are unique per store (`products_store_sku_idx`): after the import, no two products of a
 * store may share one, whether both come from the file or one is already in the database. `storeOf`
 * is the store a row's product is in once written (its own for an update, `store_id` for a new
 * one); rows without one (an unknown id or store, answered already) are left out.
 */
async function checkSkus(
  db: Db,
  rows: CheckedRow[],
  storeOf: (row: ProductImportRow) => number | undefined,
  updatedIds: number[],
  problems: FieldError[],
) {
  const first = new Map<string, number>();
  const keyed: { line: number; key: string }[] = [];
  for (const { line, row } of rows) {
    const storeId = storeOf(row);
    if (!row.sku || storeId === undefined) continue;
    const key = `${storeId}:${row.sku}`;
    if (first.has(key)) {
      problems.push({ path: `rows.${line}.sku`, message: V.import.duplicate_sku });
    } else {
      first.set(key, line);
      keyed.push({ line, key });
    }
  }
  const taken = await takenSkus(
    db,
    [...new Set(rows.flatMap(({ row }) => storeOf(row) ?? []))],
    [...new Set(rows.flatMap(({ row }) => row.sku || []))],
    updatedIds,
  );
  for (const { line, key } of keyed) {
    if (taken.has(key)) problems.push({ path: `rows.${line}.sku`, message: V.sku.taken });
  }
  problems.sort((a, b) => lineOf(a.path) - lineOf(b.path));
}

const lineOf = (path: string) => Number(path.split('.')[1]) || 0;

const values = (row: ProductImportRow) => ({
  nameAr: row.name_ar,
  nameEn: row.name_en,
  descriptionAr: row.description_ar,
  descriptionEn: row.description_en,
  categoryId: row.category_id!,
  subCategoryId: row.sub_category_id ?? null,
  basicPrice: row.basic_price,
  discount: row.discount,
  stockAmount: row.stock_amount,
  unlimitedQuantity: row.unlimited_quantity,
  sku: row.sku || null,
});

/** Checks the whole file, then writes every row or none. */
export async function importProducts(db: Db, actor: Actor, file: TableFile | null) {
  if (!file) throw fileProblem(V.import.unreadable);
  const missing = REQUIRED_COLUMNS.filter((column) => !file.header.includes(column));
  if (missing.length > 0) throw fileProblem(V.import.columns);
  if (file.rows.length === 0) throw fileProblem(V.import.empty);
  if (file.rows.length > IMPORT_MAX_ROWS) throw fileProblem(V.import.too_many_rows);

  return db.transaction(async (tx) => {
    const problems: FieldError[] = [];
    const rows = parseRows(file, problems);
    const existing = await checkAgainstDatabase(tx, actor, rows, problems);
    if (problems.length > 0) {
      throw new AppError(
        'validation_failed',
        `${problems.length} problems`,
        problems.slice(0, MAX_PROBLEMS),
      );
    }
    const creates = rows.filter(({ row }) => !row.id);
    const updates = rows.filter(({ row }) => row.id);
    assertManagesStores(actor, [
      ...creates.map(({ row }) => row.store_id!),
      ...updates.map(({ row }) => existing.get(row.id!)!.storeId),
    ]);
    const logs: LogEntry[] = [];
    // Updates before inserts, and the SKUs that move cleared first: a SKU the file takes from one
    // product for another (or for a new one) is free by the time it is written.
    await clearChangingSkus(
      tx,
      updates.flatMap(({ row }) =>
        existing.get(row.id!)!.sku !== (row.sku || null) ? [row.id!] : [],
      ),
    );
    for (const { row } of updates) {
      const before = existing.get(row.id!)!;
      const patch = values(row);
      const changes = changedFields(before as unknown as Record<string, unknown>, patch);
      if (Object.keys(changes).length === 0) continue;
      const reviewed = Object.keys(changes).map((field) =>
        field.replace(/([A-Z])/g, '_$1').toLowerCase(),
      );
      const status = statusAfterProductEdit(before.status, reviewed);
      await updateImportedProduct(tx, before.id, { ...patch, status });
      logs.push({
        action: 'products.import',
        entity: 'products',
        entityId: before.id,
        notes: 'updated',
        changes,
      });
    }
    const updated = logs.length;
    if (creates.length > 0) {
      const inserted = await insertImportedProducts(
        tx,
        creates.map(({ row }) => ({ ...values(row), storeId: row.store_id! })),
      );
      for (const id of inserted)
        logs.push({
          action: 'products.import',
          entity: 'products',
          entityId: id,
          notes: 'created',
        });
    }
    await writeLogs(tx, actor, logs);
    return { created: creates.length, updated };
  });
}
