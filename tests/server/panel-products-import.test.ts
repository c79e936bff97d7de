// Products import — every row checked first, all rows written or none, scoped by store.
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../server/db/schema';
import { seedProduct, seedStore } from '../factories';
import { postFile, useTestApp } from './helper';
import { logsAbout, panelCaller, type PanelCaller } from './panel.helpers';

const ctx = useTestApp();
let reseller: PanelCaller;
let other: PanelCaller;
let storeId: number;
let otherStoreId: number;
let mainId: number;
let subId: number;

function upload(caller: PanelCaller, bytes: Buffer, format: 'csv' | 'xlsx') {
  return postFile(ctx.app, `/api/panel/products/import?format=${format}`, caller.token, {
    field: 'file',
    name: `products.${format}`,
    type: 'application/octet-stream',
    bytes,
  });
}

const HEADER =
  'store_id,name_ar,name_en,description_ar,description_en,category_id,sub_category_id,basic_price,discount,stock_amount';
const line = (values: (string | number)[]) =>
  values.map((value) => `"${String(value).replaceAll('"', '""')}"`).join(',');
const csv = (...rows: (string | number)[][]) =>
  Buffer.from(`\uFEFF${HEADER}\r\n${rows.map(line).join('\r\n')}\r\n`);

/** Rows that differ only in id, store and SKU (the columns the SKU rule reads). */
function skuCsv(...rows: (string | number)[][]) {
  const header =
    'id,store_id,name_ar,name_en,description_ar,description_en,category_id,basic_price,sku';
  const body = rows.map(([id, store, sku]) =>
    line([
      id!,
      store!,
      'قميص قطن',
      'Cotton shirt',
      'قميص قطن للصيف',
      'A summer shirt',
      mainId,
      '250',
      sku!,
    ]),
  );
  return Buffer.from(`${header}\r\n${body.join('\r\n')}\r\n`);
}

async function countInStore(id: number) {
  return (
    await ctx.database.db.select({ id: products.id }).from(products).where(eq(products.storeId, id))
  ).length;
}

beforeAll(async () => {
  reseller = await panelCaller(ctx, 'reseller');
  other = await panelCaller(ctx, 'reseller');
  storeId = (await seedStore(ctx.database.db, { ownerId: reseller.userId })).id;
  otherStoreId = (await seedStore(ctx.database.db, { ownerId: other.userId })).id;
  const [main] = await ctx.database.db
    .select()
    .from(categories)
    .where(eq(categories.slug, 'clothes'));
  mainId = main?.id ?? 1;
  const [sub] = await ctx.database.db
    .select()
    .from(categories)
    .where(eq(categories.parentId, mainId));
  subId = sub!.id;
});

describe('[RESELLER][PRODUCTS] import', () => {
  it('creates every row of a CSV in its own store, waiting for review, and logs each', async () => {
    const response = await upload(
      reseller,
      csv(
        [
          storeId,
          'قميص كتان أبيض',
          'White linen shirt',
          'قميص كتان خفيف للصيف',
          'A light summer shirt',
          mainId,
          subId,
          '349.50',
          '10',
          12,
        ],
        [
          storeId,
          'بنطلون قطن',
          'Cotton trousers',
          'بنطلون قطن مريح, بجيبين',
          'Comfortable "cotton" trousers',
          mainId,
          '',
          '420',
          '',
          5,
        ],
      ),
      'csv',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ created: 2, updated: 0 });
    const rows = await ctx.database.db.select().from(products).where(eq(products.storeId, storeId));
    const shirt = rows.find((row) => row.nameEn === 'White linen shirt')!;
    expect(shirt).toMatchObject({
      basicPrice: 349.5,
      discount: 10,
      stockAmount: 12,
      status: 'pending_for_review',
    });
    expect(rows.find((row) => row.nameEn === 'Cotton trousers')!.descriptionEn).toBe(
      'Comfortable "cotton" trousers',
    );
    expect((await logsAbout(ctx.database, 'products', shirt.id))[0]!.action).toBe(
      'products.import',
    );
  });

  it('writes nothing when one row is bad, and names every problem by line and column', async () => {
    const before = await countInStore(storeId);
    const response = await upload(
      reseller,
      csv(
        [
          storeId,
          'حذاء رياضي',
          'Running shoes',
          'حذاء خفيف للجري',
          'Light running shoes',
          mainId,
          '',
          '900',
          '',
          3,
        ],
        [storeId, 'x', 'Bag <b>', 'وصف', 'Desc', mainId, '', '-5', '150', 1],
        [
          otherStoreId,
          'ساعة',
          'Watch',
          'ساعة يد أنيقة',
          'An elegant watch',
          mainId,
          '',
          '300',
          '',
          1,
        ],
      ),
      'csv',
    );
    expect(response.statusCode).toBe(400);
    const paths = response.json().error.fields.map((field: { path: string }) => field.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'rows.3.name_ar',
        'rows.3.name_en',
        'rows.3.basic_price',
        'rows.3.discount',
        'rows.4.store_id',
      ]),
    );
    expect(paths.some((path: string) => path.startsWith('rows.2.'))).toBe(false);
    expect(await countInStore(storeId)).toBe(before);
    expect(await countInStore(otherStoreId)).toBe(0);
  });

  it('updates its own products from an XLSX file and sends a renamed one back to review', async () => {
    const product = await seedProduct(ctx.database.db, { storeId, status: 'accepted' });
    const foreign = await seedProduct(ctx.database.db, { storeId: otherStoreId });
    const build = async (id: number) => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('products');
      sheet.addRow(['id', ...HEADER.split(',')]);
      sheet.addRow([
        id,
        storeId,
        'اسم جديد للمنتج',
        'A new product name',
        'وصف جديد تمامًا',
        'A brand new description',
        mainId,
        '',
        99.99,
        '',
        7,
      ]);
      return Buffer.from(await workbook.xlsx.writeBuffer());
    };
    const refused = await upload(reseller, await build(foreign.id), 'xlsx');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields[0]).toMatchObject({
      path: 'rows.2.id',
      message: 'validation.import.unknown_product',
    });

    const response = await upload(reseller, await build(product.id), 'xlsx');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ created: 0, updated: 1 });
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({
      nameEn: 'A new product name',
      basicPrice: 99.99,
      status: 'pending_for_review',
    });
  });

  it('refuses a file it cannot read or that lacks the columns', async () => {
    const garbage = await upload(reseller, Buffer.from('not a spreadsheet'), 'xlsx');
    expect(garbage.json().error.fields[0]).toMatchObject({
      path: 'file',
      message: 'validation.import.unreadable',
    });
    const columns = await upload(reseller, Buffer.from('name,price\r\nx,1\r\n'), 'csv');
    expect(columns.json().error.fields[0].message).toBe('validation.import.columns');
  });

  it('refuses a new row whose SKU a product of the store already has, naming line and column', async () => {
    // What a seller does to make a new product: copy an exported row and blank its id.
    const existing = await seedProduct(ctx.database.db, { storeId });
    await ctx.database.db
      .update(products)
      .set({ sku: 'SHIRT-1' })
      .where(eq(products.id, existing.id));
    const before = await countInStore(storeId);
    const response = await upload(reseller, skuCsv(['', storeId, 'SHIRT-1']), 'csv');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'rows.2.sku', message: 'validation.sku.taken' }],
    });
    expect(await countInStore(storeId)).toBe(before);
  });

  it('refuses two rows giving one store the same SKU, writes neither, and takes it in another store', async () => {
    const before = await countInStore(storeId);
    const response = await upload(
      reseller,
      skuCsv(['', storeId, 'TWIN-1'], ['', storeId, 'TWIN-1'], ['', storeId, 'SOLO-1']),
      'csv',
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields).toEqual([
      { path: 'rows.3.sku', message: 'validation.import.duplicate_sku' },
    ]);
    expect(await countInStore(storeId)).toBe(before);

    // The same SKU in another reseller's store is no conflict.
    const elsewhere = await upload(other, skuCsv(['', otherStoreId, 'TWIN-1']), 'csv');
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it("refuses an update to another product's SKU, and lets two products swap theirs", async () => {
    const a = await seedProduct(ctx.database.db, { storeId });
    const b = await seedProduct(ctx.database.db, { storeId });
    await ctx.database.db.update(products).set({ sku: 'SWAP-A' }).where(eq(products.id, a.id));
    await ctx.database.db.update(products).set({ sku: 'SWAP-B' }).where(eq(products.id, b.id));

    const taken = await upload(reseller, skuCsv([a.id, storeId, 'SWAP-B']), 'csv');
    expect(taken.statusCode, taken.body).toBe(400);
    expect(taken.json().error.fields).toEqual([
      { path: 'rows.2.sku', message: 'validation.sku.taken' },
    ]);

    const swapped = await upload(
      reseller,
      skuCsv([a.id, storeId, 'SWAP-B'], [b.id, storeId, 'SWAP-A']),
      'csv',
    );
    expect(swapped.statusCode, swapped.body).toBe(200);
    const rows = await ctx.database.db.select().from(products).where(eq(products.storeId, storeId));
    expect(rows.find((row) => row.id === a.id)!.sku).toBe('SWAP-B');
    expect(rows.find((row) => row.id === b.id)!.sku).toBe('SWAP-A');
  });

  it('refuses a category or a store that does not exist, by line and column, writing nothing', async () => {
    const before = await countInStore(storeId);
    const response = await upload(
      reseller,
      csv(
        [
          storeId,
          'حقيبة جلد',
          'Leather bag',
          'حقيبة جلد طبيعي',
          'A real leather bag',
          mainId,
          '',
          '500',
          '',
          1,
        ],
        [
          storeId,
          'حقيبة جلد',
          'Leather bag',
          'حقيبة جلد طبيعي',
          'A real leather bag',
          2_147_483_000,
          '',
          '500',
          '',
          1,
        ],
        [
          2_147_483_000,
          'حقيبة جلد',
          'Leather bag',
          'حقيبة جلد طبيعي',
          'A real leather bag',
          mainId,
          2_147_483_001,
          '500',
          '',
          1,
        ],
      ),
      'csv',
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields).toEqual([
      { path: 'rows.3.category_id', message: 'validation.choice.category' },
      { path: 'rows.4.store_id', message: 'validation.choice.store' },
      { path: 'rows.4.sub_category_id', message: 'validation.choice.category' },
    ]);
    expect(await countInStore(storeId)).toBe(before);
  });

  it('is for admins and resellers only', async () => {
    const moderator = await panelCaller(ctx, 'moderator_admin', {
      permissions: { canManageStore: true },
    });
    expect((await upload(moderator, csv(), 'csv')).statusCode).toBe(403);
  });
});
