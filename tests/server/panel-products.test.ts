// Products in the panels — scoped lists, the review chain of DESIGN §4 (one or many,
// all or none, logged), archive, delete, category and the CSV/XLSX export.
import ExcelJS from 'exceljs';
import { and, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, logs, products } from '../../server/db/schema';
import {
  buildProduct,
  insertable,
  seedProduct,
  seedStore,
  seedStoreStaff,
  seedUser,
} from '../factories';
import { issueSession } from '../../server/modules/auth/auth.service';
import { useTestApp } from './helper';
import { logsAbout, panelCall, panelCaller, type PanelCaller, panelTrio } from './panel.helpers';

const ctx = useTestApp();
let admin: PanelCaller;
let moderator: PanelCaller;
let reseller: PanelCaller;
let otherReseller: PanelCaller;
let subReseller: PanelCaller;
let ownStore: Awaited<ReturnType<typeof seedStore>>;
let foreignStore: Awaited<ReturnType<typeof seedStore>>;
let mainCategory: typeof categories.$inferSelect;
let subCategory: typeof categories.$inferSelect;
let otherMain: typeof categories.$inferSelect;

beforeAll(async () => {
  const db = ctx.database.db;
  ({ admin, moderator, reseller } = await panelTrio(ctx, { canManageStore: true, canChat: false }));
  otherReseller = await panelCaller(ctx, 'reseller');
  ownStore = await seedStore(db, { ownerId: reseller.userId });
  foreignStore = await seedStore(db, { ownerId: otherReseller.userId });
  const sub = await seedUser(db, {
    role: 'moderator_reseller',
    permissions: { canManageStore: true, canChat: false, resellerId: reseller.userId },
  });
  await seedStoreStaff(db, { storeId: ownStore.id, userId: sub.id });
  const session = await issueSession(db, ctx.env, {
    userId: sub.id,
    kind: 'admin',
    role: 'moderator_reseller',
  });
  subReseller = { userId: sub.id, role: 'moderator_reseller', token: session.token };
  const all = await db.select().from(categories);
  subCategory = all.find((c) => c.parentId !== null)!;
  mainCategory = all.find((c) => c.id === subCategory.parentId)!;
  otherMain = all.find((c) => c.parentId === null && c.id !== mainCategory.id)!;
});

const product = (storeId: number, overrides: Parameters<typeof seedProduct>[1] = {}) =>
  seedProduct(ctx.database.db, {
    storeId,
    status: 'pending_for_review',
    acceptedAt: null,
    ...overrides,
  });

const rowOf = async (id: number) =>
  (await ctx.database.db.select().from(products).where(eq(products.id, id)))[0];

const review = (caller: PanelCaller, body: Record<string, unknown>) =>
  panelCall(ctx.app, caller, 'POST', '/api/panel/products/review', body);

const ids = (response: { json(): { data: { id: number }[] } }) =>
  response.json().data.map((row) => row.id);

describe('[PANEL][PRODUCTS] lists and details', () => {
  it('lists with filters and sorts for the admin, scoped for sellers', async () => {
    const mine = await product(ownStore.id, { nameEn: 'Panel scoped kettle' });
    const theirs = await product(foreignStore.id, {
      nameEn: 'Panel scoped toaster',
      status: 'accepted',
      acceptedAt: new Date(),
    });

    const all = await panelCall(
      ctx.app,
      admin,
      'GET',
      '/api/panel/products?q=Panel%20scoped&sort=name_en&dir=asc',
    );
    expect(all.statusCode).toBe(200);
    expect(ids(all)).toEqual([mine.id, theirs.id]);
    expect(all.json().data[0]).toMatchObject({
      store_id: ownStore.id,
      store_username: ownStore.username,
      status: 'pending_for_review',
      archived: false,
      days_left: null,
    });
    const accepted = all.json().data[1];
    expect(accepted.days_left).toBe(90);
    // Each row carries the moves the actor may make, so a list's review dialog offers only those.
    expect(all.json().data[0].next_statuses).toEqual(['rejected', 'accepted']);
    expect(accepted.next_statuses).toEqual(['rejected']);

    const pending = await panelCall(
      ctx.app,
      admin,
      'GET',
      '/api/panel/products?q=Panel%20scoped&status=pending_for_review',
    );
    expect(ids(pending)).toEqual([mine.id]);
    const jug = await product(ownStore.id, { nameAr: 'إبريق شاي مطلي', nameEn: 'Panel tea jug' });
    // Searched as the shop searches: folded (إ → ا), through the trigram index.
    const folded = await panelCall(
      ctx.app,
      admin,
      'GET',
      `/api/panel/products?q=${encodeURIComponent('ابريق شاي')}`,
    );
    expect(ids(folded)).toEqual([jug.id]);
    const byId = await panelCall(ctx.app, admin, 'GET', `/api/panel/products?q=${mine.id}`);
    expect(ids(byId)).toEqual([mine.id]);
    const byStore = await panelCall(
      ctx.app,
      admin,
      'GET',
      `/api/panel/products?store=${foreignStore.id}`,
    );
    expect(ids(byStore)).toEqual([theirs.id]);
    const byCategory = await panelCall(
      ctx.app,
      admin,
      'GET',
      `/api/panel/products?q=Panel%20scoped&category=${subCategory.id}`,
    );
    expect(ids(byCategory)).toHaveLength(2);

    const resellerList = await panelCall(
      ctx.app,
      reseller,
      'GET',
      '/api/panel/products?per_page=100',
    );
    expect(ids(resellerList)).toContain(mine.id);
    expect(ids(resellerList)).not.toContain(theirs.id);
    expect(resellerList.json().data[0].next_statuses).toEqual([]);
    const subList = await panelCall(
      ctx.app,
      subReseller,
      'GET',
      '/api/panel/products?per_page=100',
    );
    expect(ids(subList)).toContain(mine.id);
    expect(ids(subList)).not.toContain(theirs.id);
    expect(
      (await panelCall(ctx.app, reseller, 'GET', `/api/panel/products/${theirs.id}`)).statusCode,
    ).toBe(404);

    const detail = await panelCall(ctx.app, moderator, 'GET', `/api/panel/products/${mine.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      id: mine.id,
      description_en: expect.any(String),
      next_statuses: ['initial_review_by_moderator', 'rejected'],
    });
    const bad = await panelCall(ctx.app, admin, 'GET', '/api/panel/products?status=published');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields[0].path).toBe('status');
  });
});

describe('[PANEL][PRODUCTS] review', () => {
  it('walks the chain: moderator steps, then admin steps; logged; accepted shows in the shop', async () => {
    const a = await product(ownStore.id);
    const b = await product(ownStore.id);
    for (const status of ['initial_review_by_moderator', 'final_review_by_moderator', 'reviewed']) {
      const moved = await review(moderator, { ids: [a.id, b.id], status });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().data).toEqual({ affected: 2 });
    }
    for (const status of ['final_review_by_admin', 'accepted']) {
      expect((await review(admin, { ids: [a.id, b.id], status })).json().data).toEqual({
        affected: 2,
      });
    }
    const row = await rowOf(a.id);
    expect(row).toMatchObject({ status: 'accepted', rejectionReason: null });
    expect(row!.acceptedAt).not.toBeNull();
    const trail = await logsAbout(ctx.database, 'products', a.id);
    expect(trail.map((log) => log.changes)).toEqual([
      { status: ['final_review_by_admin', 'accepted'] },
      { status: ['reviewed', 'final_review_by_admin'] },
      { status: ['final_review_by_moderator', 'reviewed'] },
      { status: ['initial_review_by_moderator', 'final_review_by_moderator'] },
      { status: ['pending_for_review', 'initial_review_by_moderator'] },
    ]);
    expect(trail[0]).toMatchObject({ action: 'products.review', role: 'admin' });
    const shop = await ctx.app.inject({
      url: `/api/products/${a.id}`,
      headers: { 'accept-language': 'en' },
    });
    expect(shop.statusCode).toBe(200);
  });

  it('is all or none: one move the table refuses changes no product', async () => {
    const allowed = await product(ownStore.id);
    const refusedRow = await product(ownStore.id, { status: 'reviewed' });
    const refused = await review(moderator, {
      ids: [allowed.id, refusedRow.id],
      status: 'initial_review_by_moderator',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('invalid_transition');
    expect((await rowOf(allowed.id))!.status).toBe('pending_for_review');
    expect((await rowOf(refusedRow.id))!.status).toBe('reviewed');
    expect(await logsAbout(ctx.database, 'products', allowed.id)).toEqual([]);

    // A moderator cannot accept; the admin can, from any state.
    expect(
      (await review(moderator, { ids: [allowed.id], status: 'accepted' })).json().error.code,
    ).toBe('invalid_transition');
    expect((await review(admin, { ids: [allowed.id], status: 'accepted' })).statusCode).toBe(200);
    // Accepted again: not a move the table has.
    expect((await review(admin, { ids: [allowed.id], status: 'accepted' })).statusCode).toBe(409);
    // An unknown id: 404, nothing changed.
    const unknown = await review(admin, { ids: [refusedRow.id, 999_999], status: 'accepted' });
    expect(unknown.statusCode).toBe(404);
    expect((await rowOf(refusedRow.id))!.status).toBe('reviewed');
  });

  it('a rejection needs a reason, which the seller then sees', async () => {
    const p = await product(ownStore.id);
    const noReason = await review(moderator, { ids: [p.id], status: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields[0]).toEqual({
      path: 'reason',
      message: 'validation.required',
    });
    const short = await review(moderator, { ids: [p.id], status: 'rejected', reason: 'no' });
    expect(short.json().error.fields[0]).toEqual({
      path: 'reason',
      message: 'validation.rejection_reason.too_short',
    });
    expect((await rowOf(p.id))!.status).toBe('pending_for_review');

    const rejected = await review(moderator, {
      ids: [p.id],
      status: 'rejected',
      reason: 'الصور غير واضحة، أعد رفعها.',
    });
    expect(rejected.statusCode).toBe(200);
    const seen = await panelCall(ctx.app, reseller, 'GET', `/api/panel/products/${p.id}`);
    expect(seen.json().data).toMatchObject({
      status: 'rejected',
      rejection_reason: 'الصور غير واضحة، أعد رفعها.',
    });
    expect((await logsAbout(ctx.database, 'products', p.id))[0]!.notes).toBe(
      'الصور غير واضحة، أعد رفعها.',
    );
  });

  it('sellers do not review', async () => {
    const p = await product(ownStore.id);
    expect((await review(reseller, { ids: [p.id], status: 'accepted' })).statusCode).toBe(403);
    expect((await rowOf(p.id))!.status).toBe('pending_for_review');
  });

  it('reviews 500 products in one call with set-based writes', async () => {
    const db = ctx.database.db;
    const rows = await db
      .insert(products)
      .values(
        Array.from({ length: 500 }, () => {
          return insertable(
            buildProduct({
              storeId: foreignStore.id,
              categoryId: mainCategory.id,
              subCategoryId: subCategory.id,
              status: 'final_review_by_admin',
              acceptedAt: null,
            }),
          );
        }),
      )
      .returning({ id: products.id });
    const started = performance.now();
    const done = await review(admin, { ids: rows.map((row) => row.id), status: 'accepted' });
    const elapsed = performance.now() - started;
    expect(done.json().data).toEqual({ affected: 500 });
    const [logged] = await db
      .select({ n: count() })
      .from(logs)
      .where(
        and(
          eq(logs.action, 'products.review'),
          inArray(
            logs.entityId,
            rows.map((row) => String(row.id)),
          ),
        ),
      );
    expect(logged!.n).toBe(500);
    console.info(`bulk review of 500 products: ${elapsed.toFixed(0)} ms (PGlite)`);
  });
});

describe('[PANEL][PRODUCTS] archive, delete, category', () => {
  it('the seller archives and restores its own products; logged; a moderator may not', async () => {
    const p = await product(ownStore.id, { status: 'accepted' });
    expect(
      (
        await panelCall(ctx.app, moderator, 'POST', '/api/panel/products/archive', {
          ids: [p.id],
          archived: true,
        })
      ).statusCode,
    ).toBe(403);
    const archived = await panelCall(ctx.app, reseller, 'POST', '/api/panel/products/archive', {
      ids: [p.id],
      archived: true,
    });
    expect(archived.json().data).toEqual({ affected: 1 });
    expect((await rowOf(p.id))!.archivedAt).not.toBeNull();
    expect(
      (await ctx.app.inject({ url: `/api/products/${p.id}`, headers: { 'accept-language': 'en' } }))
        .statusCode,
    ).toBe(404);
    const restored = await panelCall(ctx.app, admin, 'POST', '/api/panel/products/archive', {
      ids: [p.id],
      archived: false,
    });
    expect(restored.json().data).toEqual({ affected: 1 });
    expect((await logsAbout(ctx.database, 'products', p.id)).map((l) => l.action)).toEqual([
      'products.restore',
      'products.archive',
    ]);
  });

  it('outside the seller’s stores: 404 and nothing changes', async () => {
    const mine = await product(ownStore.id);
    const theirs = await product(foreignStore.id);
    for (const [url, body] of [
      ['/api/panel/products/archive', { ids: [mine.id, theirs.id], archived: true }],
      ['/api/panel/products/delete', { ids: [mine.id, theirs.id] }],
      ['/api/panel/products/category', { ids: [mine.id, theirs.id], category_id: otherMain.id }],
    ] as const) {
      const refused = await panelCall(ctx.app, reseller, 'POST', url, body);
      expect(refused.statusCode).toBe(404);
    }
    for (const id of [mine.id, theirs.id]) {
      expect(await rowOf(id)).toMatchObject({ archivedAt: null, categoryId: mainCategory.id });
      expect(await logsAbout(ctx.database, 'products', id)).toEqual([]);
    }
  });

  it('deletes in bulk, all or none, with a log row each', async () => {
    const a = await product(ownStore.id);
    const b = await product(foreignStore.id);
    const bad = await panelCall(ctx.app, admin, 'POST', '/api/panel/products/delete', {
      ids: [a.id, 999_999],
    });
    expect(bad.statusCode).toBe(404);
    expect(await rowOf(a.id)).toBeTruthy();
    const done = await panelCall(ctx.app, admin, 'POST', '/api/panel/products/delete', {
      ids: [a.id, b.id],
    });
    expect(done.json().data).toEqual({ affected: 2 });
    expect(await rowOf(a.id)).toBeUndefined();
    expect((await logsAbout(ctx.database, 'products', b.id))[0]!.action).toBe('products.delete');
    const empty = await panelCall(ctx.app, admin, 'POST', '/api/panel/products/delete', {
      ids: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields[0]).toEqual({ path: 'ids', message: 'validation.bulk.empty' });
  });

  it('changes category and sub-category; the pair must match', async () => {
    const p = await product(ownStore.id);
    const mismatch = await panelCall(ctx.app, admin, 'POST', '/api/panel/products/category', {
      ids: [p.id],
      category_id: otherMain.id,
      sub_category_id: subCategory.id,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.fields[0].path).toBe('sub_category_id');
    const notMain = await panelCall(ctx.app, admin, 'POST', '/api/panel/products/category', {
      ids: [p.id],
      category_id: subCategory.id,
    });
    expect(notMain.json().error.fields[0].path).toBe('category_id');

    const done = await panelCall(ctx.app, subReseller, 'POST', '/api/panel/products/category', {
      ids: [p.id],
      category_id: otherMain.id,
    });
    expect(done.statusCode).toBe(200);
    expect(await rowOf(p.id)).toMatchObject({ categoryId: otherMain.id, subCategoryId: null });
    expect((await logsAbout(ctx.database, 'products', p.id))[0]).toMatchObject({
      action: 'products.category',
      role: 'moderator_reseller',
      changes: {
        category_id: [mainCategory.id, otherMain.id],
        sub_category_id: [subCategory.id, null],
      },
    });
  });
});

describe('[PANEL][PRODUCTS] export', () => {
  it('streams CSV with a BOM, scoped like the list', async () => {
    const mine = await product(ownStore.id, { nameAr: 'غلاية "كهربائية", ٢ لتر', nameEn: '=cmd' });
    const theirs = await product(foreignStore.id);
    const csv = await panelCall(ctx.app, reseller, 'GET', '/api/panel/products/export?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="products-.*\.csv"/);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.payload
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]!.startsWith('id,store_id,store_username,name_ar,name_en')).toBe(true);
    const line = lines.find((l) => l.startsWith(`${mine.id},`))!;
    expect(line).toContain('"غلاية ""كهربائية"", ٢ لتر"');
    expect(line).toContain(",'=cmd,");
    expect(lines.some((l) => l.startsWith(`${theirs.id},`))).toBe(false);
    const filtered = await panelCall(
      ctx.app,
      admin,
      'GET',
      `/api/panel/products/export?store=${foreignStore.id}`,
    );
    const rows = filtered.payload.trim().split('\r\n').slice(1);
    expect(rows.every((l) => l.split(',')[1] === String(foreignStore.id))).toBe(true);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('streams a real XLSX that keeps Arabic text', async () => {
    const p = await product(ownStore.id, { nameAr: 'مصباح مكتب' });
    const res = await panelCall(
      ctx.app,
      reseller,
      'GET',
      '/api/panel/products/export?format=xlsx',
      undefined,
      'ar',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('products')!;
    expect(sheet.getRow(1).getCell(4).value).toBe('name_ar');
    const values: unknown[] = [];
    sheet.eachRow((row) => values.push(row.getCell(1).value, row.getCell(4).value));
    expect(values).toContain(p.id);
    expect(values).toContain('مصباح مكتب');
  });

  it('is for the admin and the reseller: a moderator gets 403; bad format 400', async () => {
    expect(
      (await panelCall(ctx.app, moderator, 'GET', '/api/panel/products/export')).statusCode,
    ).toBe(403);
    const bad = await panelCall(ctx.app, admin, 'GET', '/api/panel/products/export?format=pdf');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields[0].path).toBe('format');
  });
});

describe('[PANEL][PRODUCTS] keywords', () => {
  it('sets and adds keywords in bulk, logs them, and the product page head carries them', async () => {
    const admin = await panelCaller(ctx, 'admin');
    const store = await seedStore(ctx.database.db);
    const product = await seedProduct(ctx.database.db, { storeId: store.id, status: 'accepted' });
    const call = (body: unknown) =>
      panelCall(ctx.app, admin, 'POST', '/api/panel/products/keywords', body);
    const first = await call({ ids: [product.id], keywords: ['قطن', 'صيفي'] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.affected).toBe(1);
    expect(
      (await call({ ids: [product.id], keywords: ['Summer', 'قطن'], mode: 'add' })).statusCode,
    ).toBe(200);
    const detail = await ctx.app.inject({
      url: `/api/products/${product.id}`,
      headers: { 'accept-language': 'ar' },
    });
    expect(detail.json().data.keywords).toEqual(['قطن', 'صيفي', 'Summer']);
    const [log] = await logsAbout(ctx.database, 'products', product.id);
    expect(log!.action).toBe('products.keywords');
    expect((await call({ ids: [product.id], keywords: ['x'] })).statusCode).toBe(400);
  });

  it("refuses products outside a reseller's stores and changes nothing", async () => {
    const reseller = await panelCaller(ctx, 'reseller');
    const foreign = await seedProduct(ctx.database.db, { status: 'accepted' });
    const refused = await panelCall(ctx.app, reseller, 'POST', '/api/panel/products/keywords', {
      ids: [foreign.id],
      keywords: ['spam'],
    });
    expect(refused.statusCode).toBe(404);
    const detail = await ctx.app.inject({ url: `/api/products/${foreign.id}` });
    expect(detail.json().data.keywords).toEqual([]);
  });
});
